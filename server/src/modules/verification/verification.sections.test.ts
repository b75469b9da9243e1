import { proposalMessages } from '@amal/contract/proposals';
import { ITEM_ID, verificationMessages as messages } from '@amal/contract/verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verificationSections } from '../../db/schema/index.ts';
import { createStaff } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  call,
  idSectionOf,
  referenceData,
  requirementData,
  type Scene,
  scene,
} from './verification.fixtures.ts';

let t: TestApp;
let s: Scene;

const view = async (caller = s.verifier) => call(t, caller, 'GET', `proposal/verification/${s.idProposal}`);
const applicantOf = async (route: string) =>
  (await view()).json().sections.find((section: { route: string }) => section.route === route).applicant;
const save = (method: 'POST' | 'PATCH', path: string, route: string, data: unknown, caller = s.verifier) =>
  call(t, caller, method, path, { idProposal: s.idProposal, idSection: idSectionOf(route as never), data });
const rowsOf = async () =>
  t.database.db.select().from(verificationSections).where(eq(verificationSections.idProposal, s.idProposal));

beforeAll(async () => {
  t = await createTestApp();
  s = await scene(t);
});
afterAll(() => t?.close());

describe('the verification view (GET /api/proposal/verification/{id})', () => {
  it('lists the sections to verify in order, with the applicant’s answers and nothing verified yet', async () => {
    const res = await view();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.sections.map((section: { route: string }) => section.route)).toEqual([
      'reference',
      'referrer',
      'family',
      'incomes',
      'requirement',
    ]);
    expect(body.sections.every((section: { verification: unknown }) => section.verification === null)).toBe(
      true,
    );
    expect(body.sections[0].applicant).not.toBeNull();
    expect(body).toMatchObject({
      idProposal: s.idProposal,
      idProposalVerificator: s.idProposalVerificator,
      completedAt: null,
      visit: null,
      handoverEnabled: false,
      pretest: false,
    });
  });

  it('is the assigned verifier’s, the lead’s and a super admin’s; anyone else is told it does not exist', async () => {
    expect((await view(s.lead)).statusCode).toBe(200);
    const stranger = await view(s.stranger);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, proposalMessages.notFound]);
    expect((await view(s.applicant)).statusCode).toBe(404);
    const guest = await createStaff(t, [{ idProgram: s.idProgram, idRole: 15 }]);
    expect((await view(guest)).statusCode).toBe(404);
  });
});

describe('section saves (spec §7)', () => {
  it('reference: names the spec’s messages, with paths under data, and writes nothing', async () => {
    const res = await save('POST', 'referenceverification', 'reference', {
      idUser: s.applicant.person.idUser,
      idStatusResidence: 1,
      lengthOfStay: -1,
      age: -3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'data.smoker', message: 'Status Merokok harus diisi' },
        { path: 'data.pray5Times', message: 'Shalat 5 Waktu harus diisi' },
        { path: 'data.lengthOfStay', message: 'Lama Tinggal tidak boleh kurang dari 0' },
        { path: 'data.age', message: 'Usia tidak boleh kurang dari 0' },
      ]),
    );
    expect(await rowsOf()).toEqual([]);
  });

  it('names a missing proposal: "Proposal harus diisi"', async () => {
    const res = await call(t, s.verifier, 'POST', 'referenceverification', {
      idSection: idSectionOf('reference'),
      data: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: 'idProposal', message: 'Proposal harus diisi' });
  });

  it('reference: saved, then changed with PATCH; who saved it shows', async () => {
    const created = await save(
      'POST',
      'referenceverification',
      'reference',
      referenceData(s.applicant.person.idUser),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ route: 'reference', verifierName: 'Verifikator Lapangan' });
    const changed = await save('PATCH', 'referenceverification', 'reference', {
      ...referenceData(s.applicant.person.idUser),
      smoker: true,
    });
    expect(changed.json().data.smoker).toBe(true);
    expect(changed.json().idVerificationSection).toBe(created.json().idVerificationSection);
  });

  it('reference: names the proposal’s own recipient, not another person ("Data penerima tidak sesuai…")', async () => {
    const before = await rowsOf();
    const res = await save(
      'POST',
      'referenceverification',
      'reference',
      referenceData(s.stranger.person.idUser),
    );
    expect([res.statusCode, res.json().errors]).toEqual([
      400,
      [{ path: 'data.idUser', message: messages.notTheRecipient }],
    ]);
    expect(await rowsOf()).toEqual(before);
  });

  it('reference: starts from the recipient’s id and the relationship the referrer gave', async () => {
    const reference = await applicantOf('reference');
    const referrer = await applicantOf('referrer');
    expect(reference.idUser).toBe(s.applicant.person.idUser);
    expect(referrer.idRelationshipWithReference).toEqual(expect.any(Number));
    expect(reference.idRelationshipWithReference).toBe(referrer.idRelationshipWithReference);
  });

  it('refuses a section of another route, or one the programme does not verify', async () => {
    const wrong = await save(
      'POST',
      'referenceverification',
      'referrer',
      referenceData(s.applicant.person.idUser),
    );
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, messages.wrongSection]);
    const absent = await save('POST', 'assetverification/batch', 'assets', []);
    expect([absent.statusCode, absent.json().message]).toEqual([400, messages.notVerifiable]);
  });

  it('PATCH of a section never saved is 404', async () => {
    const res = await save('PATCH', 'requirementverification', 'requirement', requirementData);
    expect([res.statusCode, res.json().message]).toEqual([404, messages.notFound]);
  });

  it('incomes wait for the family’s verification (spec §4)', async () => {
    const res = await save('POST', 'incomeverification/batch', 'incomes', [
      { idIncomeType: 1, nominal: 1_000_000 },
    ]);
    expect([res.statusCode, res.json().message]).toEqual([400, messages.incomeBeforeFamily]);
    expect((await rowsOf()).map((row) => row.route)).toEqual(['reference']);
  });

  it('family: POST gives every member an id; POST carrying ids is refused; a retried POST replaces', async () => {
    const family = await applicantOf('family');
    const first = await save('POST', 'familyverification/batch', 'family', family);
    expect(first.statusCode, first.body).toBe(200);
    const ids = first.json().data.members.map((m: Record<string, number>) => m[ITEM_ID]);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id: unknown) => typeof id === 'number')).toBe(true);

    const withIds = await save('POST', 'familyverification/batch', 'family', first.json().data);
    expect([withIds.statusCode, withIds.json().message]).toEqual([400, messages.newItemsOnly]);

    const retried = await save('POST', 'familyverification/batch', 'family', family);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().idVerificationSection).toBe(first.json().idVerificationSection);
    expect((await rowsOf()).filter((row) => row.route === 'family')).toHaveLength(1);
  });

  it('incomes: saved once the family is; PATCH keeps ids, adds new ones, refuses a foreign id and changes nothing', async () => {
    const created = await save('POST', 'incomeverification/batch', 'incomes', [
      { idIncomeType: 1, nominal: 1_000_000 },
      { idIncomeType: 2, nominal: 500_000 },
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const [a, b] = created.json().data;
    const changed = await save('PATCH', 'incomeverification/batch', 'incomes', [
      { ...a, nominal: 1_200_000 },
      b,
      { idIncomeType: 3, nominal: 100_000 },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    const items = changed.json().data;
    expect(items.map((item: Record<string, number>) => item[ITEM_ID]).slice(0, 2)).toEqual([
      a[ITEM_ID],
      b[ITEM_ID],
    ]);
    expect(items[0].nominal).toBe(1_200_000);
    expect(items[2][ITEM_ID]).toEqual(expect.any(Number));

    const twice = await save('PATCH', 'incomeverification/batch', 'incomes', [a, { ...a, nominal: 5 }]);
    expect(twice.statusCode).toBe(400);

    const before = (await rowsOf()).find((row) => row.route === 'incomes')!.data;
    const family = (await rowsOf()).find((row) => row.route === 'family')!.data as {
      members: Record<string, number>[];
    };
    const foreign = await save('PATCH', 'incomeverification/batch', 'incomes', [
      { ...a, nominal: 1 },
      { idIncomeType: 4, nominal: 1, [ITEM_ID]: family.members[0]![ITEM_ID] },
    ]);
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, messages.notFound]);
    expect((await rowsOf()).find((row) => row.route === 'incomes')!.data).toEqual(before);
  });

  it('deletes one income by its id; an unknown id is 404; a stranger is told it does not exist', async () => {
    const [first] = (await rowsOf()).find((row) => row.route === 'incomes')!.data as Record<string, number>[];
    const id = first![ITEM_ID];
    expect((await call(t, s.stranger, 'DELETE', `incomeverification/${id}`)).statusCode).toBe(404);
    const res = await call(t, s.verifier, 'DELETE', `incomeverification/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((item: Record<string, number>) => item[ITEM_ID])).not.toContain(id);
    expect((await call(t, s.verifier, 'DELETE', `incomeverification/${id}`)).statusCode).toBe(404);
  });

  it('the lead verifier may save too; the record says who saved it last', async () => {
    const res = await save('POST', 'requirementverification', 'requirement', requirementData, s.lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().verifierName).toBe('Lead Verifikator');
  });

  it('a programme without a family section to verify takes incomes at once', async () => {
    const other = await scene(t, ['reference', 'incomes']);
    const res = await call(t, other.verifier, 'POST', 'incomeverification/batch', {
      idProposal: other.idProposal,
      idSection: idSectionOf('incomes'),
      data: [{ idIncomeType: 1, nominal: 10 }],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a removed verifier gets 404 at the next request', async () => {
    const other = await scene(t, ['reference']);
    const body = {
      idProposal: other.idProposal,
      idSection: idSectionOf('reference'),
      data: referenceData(other.applicant.person.idUser),
    };
    expect((await call(t, other.verifier, 'POST', 'referenceverification', body)).statusCode).toBe(200);
    const removed = await call(t, other.lead, 'PATCH', 'proposalverificator', {
      idProposalVerificator: other.idProposalVerificator,
      idVerificatorStatus: 2,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await call(t, other.verifier, 'PATCH', 'referenceverification', body);
    expect([after.statusCode, after.json().message]).toEqual([404, proposalMessages.notFound]);
    expect(
      (await call(t, other.verifier, 'GET', `proposal/verification/${other.idProposal}`)).statusCode,
    ).toBe(404);
  });
});
