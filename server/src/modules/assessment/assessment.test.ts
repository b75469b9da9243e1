import type { AssessmentView, ScoringRule } from '@amal/contract/assessment';
import { sectionId } from '@amal/contract/programs';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents, programs, proposals, verificationSections } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { scoringRules } from './assessment.rules.ts';

let t: TestApp;
let idProgram: number;
let otherProgram: number;
let applicant: Member;
let assessor: Member;
let secondAssessor: Member;
let pic: Member;
let guest: Member;
let otherAssessor: Member;
let verifierMember: Member;
let superAdmin: Member;

const call = (caller: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: caller.headers, ...(payload && { payload }) });

const view = async (caller: Member, idProposal: number) => {
  const res = await call(caller, 'GET', `verificationassesor/proposal/${idProposal}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AssessmentView;
};

const save = (
  caller: Member,
  idProposal: number,
  recommendation = 'LAYAK',
  note = 'Keluarga layak dibantu',
) => call(caller, 'POST', 'verificationassesor', { idProposal, recommendation, note });

/** A proposal of a new applicant on the programme, at `status` (its applicant's wizard of the demo). */
const newProposal = async (idProposalStatus = 7, program = idProgram) =>
  createProposal(t.database.db, {
    applicant: (await createMember(t)).person,
    idProgram: program,
    idProposalStatus,
  });

/** The field verifier's version of a section, as the verification routes keep it. */
async function verify(idProposal: number, route: 'incomes' | 'expenses' | 'family', data: unknown) {
  await t.database.db
    .insert(verificationSections)
    .values({
      idProposal,
      idSection: sectionId(route),
      route,
      data,
      idVerificator: verifierMember.person.idUser,
    })
    .onConflictDoUpdate({
      target: [verificationSections.idProposal, verificationSections.idSection],
      set: { data },
    });
}

beforeAll(async () => {
  t = await createTestApp();
  idProgram = await createProgramme(t.database.db);
  otherProgram = await createProgramme(t.database.db);
  await t.database.db.update(programs).set({ minimumAssesor: 2 }).where(eq(programs.idProgram, idProgram));
  applicant = await createMember(t);
  assessor = await createStaff(t, [{ idProgram, idRole: 8 }], { fullName: 'Assessor Satu' });
  secondAssessor = await createStaff(t, [{ idProgram, idRole: 8 }], { fullName: 'Assessor Dua' });
  pic = await createStaff(t, [{ idProgram, idRole: 3 }]);
  guest = await createStaff(t, [{ idProgram, idRole: 15 }]);
  otherAssessor = await createStaff(t, [{ idProgram: otherProgram, idRole: 8 }]);
  verifierMember = await createMember(t);
  superAdmin = await createStaff(t, [{ idProgram: otherProgram, idRole: 9 }]);
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await t?.close();
});

describe('the score from the applicant’s data, not verified', () => {
  it('shows each input with its value, its source and the spec §9 result', async () => {
    const idProposal = await createProposal(t.database.db, {
      applicant: applicant.person,
      idProgram,
      idProposalStatus: 7,
    });
    const v = await view(assessor, idProposal);
    // The demo wizard: income 1 500 000; expenses 1 200 000 + 150 000 (the 0 is not sent); the recipient and Aisyah.
    expect(v.current.inputs.income).toMatchObject({ value: 1_500_000, source: 'applicant', verified: false });
    expect(v.current.inputs.livingCost).toMatchObject({
      value: 1_350_000,
      source: 'applicant',
      verified: false,
    });
    expect(v.current.inputs.livingCost.items.map((i) => i.value)).toEqual([1_200_000, 150_000]);
    expect(v.current.inputs.familyCount).toMatchObject({ value: 2, source: 'applicant', verified: false });
    expect(v.current.inputs.familyCount.items.map((i) => i.label)).toEqual(['Penerima manfaat', 'Aisyah']);
    expect(v.current.inputs.hadKifayah).toEqual({
      value: 1_000_000,
      source: 'programme',
      verified: true,
      items: [],
    });
    expect(v.current.ruleVersion).toBe(1);
    expect(v.current.result).toEqual({
      economic: { ratio: 1_500_000 / 1_350_000, label: 'MAMPU', weight: 0 },
      livability: { ratio: 0.75, label: '76-99%', weight: 0.2 },
      total: 0.2,
    });
    expect(v).toMatchObject({
      idProposal,
      program: { idProgram, minimumAssesor: 2, hadKifayah: 1_000_000 },
      own: null,
      count: 0,
      missing: 2,
      assessments: [],
      canAssess: true,
    });
  });

  it('the programme’s kifayah threshold is its own setting', async () => {
    const idProposal = await newProposal();
    await t.database.db
      .update(programs)
      .set({ hadKifayah: 500_000 })
      .where(eq(programs.idProgram, idProgram));
    try {
      const v = await view(assessor, idProposal);
      expect(v.current.inputs.hadKifayah.value).toBe(500_000);
      expect(v.current.result.livability).toMatchObject({ ratio: 1.5, weight: 0 });
    } finally {
      await t.database.db
        .update(programs)
        .set({ hadKifayah: 1_000_000 })
        .where(eq(programs.idProgram, idProgram));
    }
  });
});

describe('an assessment from verified data', () => {
  it('takes each verified section from the verifier, keeps the snapshot when the data changes later', async () => {
    const idProposal = await newProposal();
    await verify(idProposal, 'incomes', [{ idIncomeType: 1, nominal: 500_000, idVerificationItem: 1 }]);
    await verify(idProposal, 'expenses', [{ idExpenseType: 2, nominal: 1_200_000, idVerificationItem: 2 }]);
    const saved = await save(assessor, idProposal, 'LAYAK', 'Pendapatan jauh di bawah kebutuhan');
    expect(saved.statusCode, saved.body).toBe(201);
    const assessment = saved.json();
    expect(assessment).toMatchObject({
      idProposal,
      assessor: { idUser: assessor.person.idUser, fullName: 'Assessor Satu' },
      recommendation: 'LAYAK',
      note: 'Pendapatan jauh di bawah kebutuhan',
      recomputation: null,
    });
    const { inputs, result, ruleVersion } = assessment.snapshot;
    expect(ruleVersion).toBe(1);
    expect(inputs.income).toMatchObject({ value: 500_000, source: 'verifier', verified: true });
    expect(inputs.livingCost).toMatchObject({ value: 1_200_000, source: 'verifier', verified: true });
    // The family was not verified: the applicant's answer, marked so.
    expect(inputs.familyCount).toMatchObject({ value: 2, source: 'applicant', verified: false });
    expect(result).toMatchObject({
      economic: { label: 'FAKIR', weight: 0.5 },
      livability: { label: '0-40%', weight: 0.5 },
      total: 1,
    });
    // The verifier corrects the income afterwards: the score now changes, the stored one does not.
    await verify(idProposal, 'incomes', [{ idIncomeType: 1, nominal: 3_000_000, idVerificationItem: 1 }]);
    const after = await view(assessor, idProposal);
    expect(after.current.result.total).toBe(0);
    expect(after.own?.snapshot).toEqual(assessment.snapshot);
    expect(after).toMatchObject({ count: 1, missing: 1 });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.idProposal, idProposal), eq(auditEvents.action, 'assessment.save')));
    expect(audit?.after).toMatchObject({ recommendation: 'LAYAK', ruleVersion: 1, total: 1 });
  });

  it('a repeated POST replaces the caller’s assessment; PATCH changes it with a fresh snapshot', async () => {
    const idProposal = await newProposal();
    const first = (await save(assessor, idProposal, 'DIPERTIMBANGKAN', 'Perlu dicek')).json();
    const again = await save(assessor, idProposal, 'LAYAK', 'Sudah dicek');
    expect(again.statusCode).toBe(201);
    expect(again.json().idVerificationAssesor).toBe(first.idVerificationAssesor);
    const patched = await call(assessor, 'PATCH', 'verificationassesor', {
      idVerificationAssesor: first.idVerificationAssesor,
      recommendation: 'TIDAK_LAYAK',
      note: 'Ternyata mampu',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ recommendation: 'TIDAK_LAYAK', note: 'Ternyata mampu' });
    expect((await view(assessor, idProposal)).count).toBe(1);
  });

  it('an assessor sees only their own; the programme’s admins see every assessment', async () => {
    const idProposal = await newProposal();
    await save(assessor, idProposal);
    await save(secondAssessor, idProposal, 'TIDAK_LAYAK', 'Masih mampu');
    const mine = await view(secondAssessor, idProposal);
    expect(mine.own?.recommendation).toBe('TIDAK_LAYAK');
    expect(mine).toMatchObject({ count: 2, missing: 0, assessments: [] });
    const admin = await view(pic, idProposal);
    expect(admin.own).toBeNull();
    expect(admin.canAssess).toBe(false);
    expect(admin.assessments.map((a) => a.assessor.fullName)).toEqual(['Assessor Satu', 'Assessor Dua']);
    expect((await view(superAdmin, idProposal)).assessments).toHaveLength(2);
  });
});

describe('recomputed under a new rule version, the old kept', () => {
  it('leaves the stored assessment as made, and shows the recomputation beside it', async () => {
    const idProposal = await newProposal();
    await verify(idProposal, 'incomes', [{ idIncomeType: 1, nominal: 900_000, idVerificationItem: 1 }]);
    const made = (await save(assessor, idProposal)).json();
    // 900 000 / 1 350 000 = 0.67 MISKIN (0.3); 900 000 / 2 000 000 = 0.45 (0.35): 0.65 under version 1.
    expect(made.snapshot).toMatchObject({ ruleVersion: 1, result: { total: 0.65 } });

    // A later version that weighs the economic status double.
    const v1 = scoringRules.current();
    const v2: ScoringRule = {
      version: 2,
      description: 'Versi uji',
      score: (input) => {
        const r = v1.score(input);
        return { ...r, total: Math.round((r.economic.weight * 2 + r.livability.weight) * 100) / 100 };
      },
    };
    vi.spyOn(scoringRules, 'current').mockReturnValue(v2);
    const seen = await view(pic, idProposal);
    expect(seen.currentRule.version).toBe(2);
    expect(seen.current).toMatchObject({ ruleVersion: 2, result: { total: 0.95 } });
    expect(seen.assessments[0]?.snapshot).toEqual(made.snapshot);

    const recomputed = await call(pic, 'POST', `verificationassesor/${made.idVerificationAssesor}/recompute`);
    expect(recomputed.statusCode, recomputed.body).toBe(200);
    expect(recomputed.json().snapshot).toEqual(made.snapshot);
    expect(recomputed.json().recomputation).toMatchObject({ ruleVersion: 2, result: { total: 0.95 } });
    expect(recomputed.json().recomputation.inputs).toEqual(made.snapshot.inputs);
    // Both stay readable, to the assessor as well.
    const own = (await view(assessor, idProposal)).own;
    expect(own?.snapshot.ruleVersion).toBe(1);
    expect(own?.recomputation?.ruleVersion).toBe(2);
  });
});

describe('validation and who may not', () => {
  it('answers the missing recommendation and note in Indonesian', async () => {
    const idProposal = await newProposal();
    const res = await call(assessor, 'POST', 'verificationassesor', { idProposal, note: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'recommendation', message: 'Rekomendasi harus dipilih' },
        { path: 'note', message: 'Catatan penilaian harus diisi' },
      ]),
    );
  });

  it('tells staff of another programme, a guest and a field verifier that the proposal does not exist', async () => {
    const idProposal = await newProposal();
    for (const caller of [otherAssessor, guest]) {
      expect((await call(caller, 'GET', `verificationassesor/proposal/${idProposal}`)).statusCode).toBe(404);
      expect((await save(caller, idProposal)).statusCode).toBe(404);
    }
    // Members are refused by the staff routes before any lookup.
    for (const caller of [verifierMember, applicant]) {
      expect((await call(caller, 'GET', `verificationassesor/proposal/${idProposal}`)).statusCode).toBe(403);
    }
    expect((await call(pic, 'GET', 'verificationassesor/proposal/2000000000')).statusCode).toBe(404);
  });

  it('only an assessor saves; only its author changes an assessment; a decided proposal is closed', async () => {
    const idProposal = await newProposal();
    const byPic = await save(pic, idProposal);
    expect(byPic.statusCode).toBe(403);
    expect(byPic.json().message).toBe('Hanya assessor program ini yang dapat menyimpan penilaian');
    const made = (await save(assessor, idProposal)).json();
    const other = await call(secondAssessor, 'PATCH', 'verificationassesor', {
      idVerificationAssesor: made.idVerificationAssesor,
      recommendation: 'TIDAK_LAYAK',
      note: 'bukan milik saya',
    });
    expect(other.statusCode).toBe(403);
    const hidden = await call(otherAssessor, 'PATCH', 'verificationassesor', {
      idVerificationAssesor: made.idVerificationAssesor,
      recommendation: 'TIDAK_LAYAK',
      note: 'program lain',
    });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await call(otherAssessor, 'POST', `verificationassesor/${made.idVerificationAssesor}/recompute`))
        .statusCode,
    ).toBe(404);
    await t.database.db
      .update(proposals)
      .set({ idProposalStatus: 12 })
      .where(eq(proposals.idProposal, idProposal));
    const late = await save(assessor, idProposal);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Pengajuan ini sudah diputuskan; penilaian tidak dapat diubah lagi');
    expect((await view(assessor, idProposal)).canAssess).toBe(false);
  });
});

describe('minimumAssesor blocks the status past assessment', () => {
  const decide = (caller: Member, idProposal: number, idProposalStatus: number, version: number) =>
    call(caller, 'PATCH', `proposal/admin/${idProposal}/status`, { idProposalStatus, version });

  it('refuses approval naming the missing count until the programme’s minimum is reached', async () => {
    const idProposal = await newProposal(7);
    const none = await decide(superAdmin, idProposal, 8, 0);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'Penilaian assessor belum cukup: masih kurang 2 dari 2 penilaian yang dibutuhkan program ini',
    );
    expect(none.json().errors).toEqual([{ path: 'idProposalStatus', message: none.json().message }]);
    await save(assessor, idProposal);
    const one = await decide(superAdmin, idProposal, 8, 0);
    expect(one.json().message).toBe(
      'Penilaian assessor belum cukup: masih kurang 1 dari 2 penilaian yang dibutuhkan program ini',
    );
    // The bulk move says the same per row.
    const bulk = await call(superAdmin, 'POST', 'proposals/admin/status', {
      idProposals: [idProposal],
      idProposalStatus: 8,
    });
    expect(bulk.json()).toEqual({ moved: [], refused: [{ idProposal, message: one.json().message }] });
    await save(secondAssessor, idProposal);
    const enough = await decide(superAdmin, idProposal, 8, 0);
    expect(enough.statusCode, enough.body).toBe(200);
    // Already past assessment: moving on to disbursement is not gated again.
    expect((await decide(superAdmin, idProposal, 10, 1)).statusCode).toBe(200);
  });

  it('the desk’s status choices say so before anyone tries: past assessment marked until enough are made', async () => {
    const idProposal = await newProposal(7);
    const choicesOf = async () =>
      (await call(superAdmin, 'GET', `proposal/admin/${idProposal}`)).json().statusChoices as {
        idProposalStatus: number;
        unavailable?: string;
      }[];
    const before = await choicesOf();
    expect(before.find((c) => c.idProposalStatus === 8)?.unavailable).toBe(
      'Penilaian assessor belum cukup: masih kurang 2 dari 2 penilaian yang dibutuhkan program ini',
    );
    expect(before.find((c) => c.idProposalStatus === 9)?.unavailable).toBeUndefined();
    await save(assessor, idProposal);
    await save(secondAssessor, idProposal);
    expect((await choicesOf()).every((c) => c.unavailable === undefined)).toBe(true);
  });

  it('lets a refusal, a cancellation and the moves before assessment through without assessments', async () => {
    const refused = await newProposal(7);
    expect((await decide(superAdmin, refused, 9, 0)).statusCode).toBe(200);
    const early = await newProposal(6);
    expect((await decide(superAdmin, early, 7, 0)).statusCode).toBe(200);
    const cancelled = await newProposal(6);
    expect((await decide(superAdmin, cancelled, 13, 0)).statusCode).toBe(200);
  });
});
