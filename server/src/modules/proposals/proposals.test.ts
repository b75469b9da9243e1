import { randomUUID } from 'node:crypto';
import { apiMessages } from '@amal/contract/api';
import { applicantMessages } from '@amal/contract/applicant';
import { HOME_LIST_ROWS } from '@amal/contract/constants';
import { proposalMessages } from '@amal/contract/proposals';
import { requirementMessages } from '@amal/contract/requirements';
import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documents,
  documentTypes,
  incomes,
  programDocumentTypes,
  programProposalStatuses,
  programSchedules,
  proposalSections,
  proposalStatusHistory,
  proposals,
  references,
  referrers,
  temporaryProposals,
  users,
} from '../../db/schema/index.ts';
import { wizardSections } from '../../db/seed/demo-proposals.ts';
import { nameRecipient, type Sections, submissionOf } from '../../test/factories.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { openApplicationTiles } from '../drafts/drafts.test-support.ts';
import { organizationStep } from '../organizations/organizations.test-support.ts';
import { refreshDocumentComplete } from './proposals.documents.ts';

let t: TestApp;
const auth: Record<string, { authorization: string }> = {};
const person: Record<string, typeof users.$inferSelect> = {};

beforeAll(async () => {
  t = await createTestApp();
  // B and C (ARN101-10003) apply here: first they complete what the home menu's lock waits for.
  const idCardNumbers: Record<string, string> = {
    'ART101-10002': '3273015708900002',
    'ARN101-10003': '3273011705900003',
  };
  for (const nip of ['ARN101-10001', 'ART101-10002', 'ARN101-10003']) {
    auth[nip] = await memberAuth(t, nip);
    if (idCardNumbers[nip]) await openApplicationTiles(t, auth[nip]!, idCardNumbers[nip]!);
    person[nip] = (await t.database.db.select().from(users).where(eq(users.nip, nip)))[0]!;
  }
});
afterAll(() => t.close());

const A = () => auth['ARN101-10001'];
const B = () => auth['ART101-10002'];

/** A draft of user B (or `nip`) for a programme and a complete, valid submission of it. */
const buildSubmission = (idProgram: number, change?: (s: Sections) => void, nip = 'ART101-10002') =>
  submissionOf(t, { person: person[nip]!, headers: auth[nip]! }, idProgram, change);

const submit = (headers: Record<string, string> | undefined, payload: unknown[]) =>
  t.app.inject({ method: 'POST', url: '/api/proposal/batch', headers, payload: payload as object[] });

/** The status of a draft: SUBMITTED once its proposal is written, DRAFTED while it is not. */
async function draftStatus(idTempProposal: number) {
  const [draft] = await t.database.db
    .select({ status: temporaryProposals.status })
    .from(temporaryProposals)
    .where(eq(temporaryProposals.idTempProposal, idTempProposal));
  return draft?.status;
}

async function counts() {
  const db = t.database.db;
  const n = async (
    table: typeof proposals | typeof references | typeof referrers | typeof proposalSections,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    proposals: await n(proposals),
    references: await n(references),
    referrers: await n(referrers),
    sections: await n(proposalSections),
    history: (await db.select({ n: count() }).from(proposalStatusHistory))[0]!.n,
    incomes: (await db.select({ n: count() }).from(incomes))[0]!.n,
  };
}

describe('POST /api/proposal/batch', () => {
  it('creates the proposal with its first status, sections, finance rows, and marks the draft SUBMITTED', async () => {
    const item = await buildSubmission(4);
    const res = await submit(B(), [item]);
    expect(res.statusCode).toBe(201);
    const [{ idProposal }] = res.json();
    const detail = (await t.app.inject({ url: `/api/proposal/referer/${idProposal}`, headers: B() })).json();
    expect(detail).toMatchObject({
      program: { idProgram: 4 },
      status: { idProposalStatus: 1 },
      referrer: { fullName: 'Siti Aminah' },
      reference: { fullName: 'Siti Aminah' },
      documentComplete: false,
      childProposals: [],
    });
    expect(detail.proposalStatusHistory).toHaveLength(1);
    // Derived values are the server's: the age from the date of birth, never the browser's 99.
    expect(detail.sections.reference.age).toBeGreaterThan(30);
    expect(detail.sections.reference.age).toBeLessThan(99);
    expect(Object.keys(detail.sections)).toEqual(
      expect.arrayContaining(['reference', 'expenses', 'loans', 'assets']),
    );
    const [draft] = await t.database.db
      .select()
      .from(temporaryProposals)
      .where(eq(temporaryProposals.idTempProposal, item.idTempProposal));
    expect(draft!.status).toBe('SUBMITTED');
  });

  it('answers a repeated submission with the same proposal (200) and creates nothing more', async () => {
    const item = await buildSubmission(6);
    const first = await submit(B(), [item]);
    const before = await counts();
    const again = await submit(B(), [item]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
  });

  it('creates one proposal for two concurrent submissions of the same key (double click)', async () => {
    const item = await buildSubmission(9);
    const before = await counts();
    const [one, two] = await Promise.all([submit(B(), [item]), submit(B(), [item])]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
    expect(one.json()).toEqual(two.json());
    expect((await counts()).proposals).toBe(before.proposals + 1);
  });

  it('leaves nothing half-written when a write fails after the family batch (one transaction)', async () => {
    const family = await t.app.inject({
      method: 'POST',
      url: '/api/family/batch',
      headers: B(),
      payload: [
        {
          name: 'Umar',
          nomorKK: '3273010101200002',
          idRelationship: 4,
          isLiveTogether: true,
          dependent: 0,
          dependentType: 'Nafkah',
          gender: 'Laki-laki',
          jobStatus: 'Tidak Bekerja',
        },
      ],
    });
    expect(family.statusCode).toBe(201);
    // The income names a family member that does not exist: its insert fails after the
    // reference, referrer, proposal, status history and sections were written.
    const item = await buildSubmission(3, (s) => {
      Object.assign(s, { incomes: [{ idIncomeType: 1, idFamily: 2_000_000_000, nominal: 100_000 }] });
    });
    const before = await counts();
    const res = await submit(B(), [item]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(apiMessages.unknownReference);
    expect(await counts()).toEqual(before);
    expect(await draftStatus(item.idTempProposal)).toBe('DRAFTED');
  });

  it.each([
    [
      'a step left out',
      (s: Record<string, unknown>) => delete s.expenses,
      'sections.expenses',
      proposalMessages.sectionMissing,
    ],
    [
      'the reference without residence status (spec §5)',
      (s: Record<string, unknown>) => ((s.reference as Record<string, unknown>).idStatusResidence = null),
      'sections.reference.idStatusResidence',
      applicantMessages.residenceRequired,
    ],
    [
      'no consent to data management (spec §5 requirement)',
      (s: Record<string, unknown>) => ((s.requirement as Record<string, unknown>).accompanyVerifier = false),
      'sections.requirement.accompanyVerifier',
      requirementMessages.accompanyVerifier('Yayasan Amal'),
    ],
    [
      'a step the programme does not have',
      (s: Record<string, unknown>) => (s.teacher = { subject: 'x' }),
      'sections.teacher',
      proposalMessages.sectionNotInProgram,
    ],
  ])('refuses %s with the spec message and writes nothing', async (_what, change, path, message) => {
    const item = await buildSubmission(3, change);
    const before = await counts();
    const res = await submit(B(), [item]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path, message });
    expect(await counts()).toEqual(before);
  });

  it('refuses a closed programme', async () => {
    const item = await buildSubmission(5);
    await t.database.db
      .update(programSchedules)
      .set({ endDate: new Date('2020-01-01') })
      .where(eq(programSchedules.idProgram, 5));
    const res = await submit(B(), [item]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(proposalMessages.programClosed);
    await t.database.db
      .update(programSchedules)
      .set({ endDate: new Date('2027-12-31') })
      .where(eq(programSchedules.idProgram, 5));
  });

  it('refuses a programme whose quota is reached', async () => {
    const item = await buildSubmission(1);
    await t.database.db.update(programSchedules).set({ quota: 0 }).where(eq(programSchedules.idProgram, 1));
    const res = await submit(B(), [item]);
    expect(res.json().message).toBe(proposalMessages.quotaFull);
    await t.database.db
      .update(programSchedules)
      .set({ quota: null })
      .where(eq(programSchedules.idProgram, 1));
  });

  it('gives the last place of a quota to one of two members submitting at the same moment', async () => {
    // Each for someone new: B applies for herself on programme 1 below (one open proposal each).
    const fromB = await buildSubmission(1, (s) =>
      nameRecipient(s, { fullName: 'Rahmah Ulfa', whatsappNumber: '6285700000081' }),
    );
    const fromC = await buildSubmission(
      1,
      (s) => nameRecipient(s, { fullName: 'Zainab Husna', whatsappNumber: '6285700000082' }),
      'ARN101-10003',
    );
    const [schedule] = await t.database.db
      .select()
      .from(programSchedules)
      .where(eq(programSchedules.idProgram, 1));
    const [taken] = await t.database.db
      .select({ n: count() })
      .from(proposals)
      .where(
        and(
          eq(proposals.idProgram, 1),
          gte(proposals.createdAt, schedule!.startDate),
          lte(proposals.createdAt, schedule!.endDate),
        ),
      );
    await t.database.db
      .update(programSchedules)
      .set({ quota: taken!.n + 1 })
      .where(eq(programSchedules.idProgram, 1));
    const answers = await Promise.all([submit(B(), [fromB]), submit(auth['ARN101-10003'], [fromC])]);
    await t.database.db
      .update(programSchedules)
      .set({ quota: null })
      .where(eq(programSchedules.idProgram, 1));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)!.json().message).toBe(proposalMessages.quotaFull);
  });

  it('answers 404 for another user’s draft and 401 to an anonymous caller', async () => {
    const [aDraft] = await t.database.db
      .select()
      .from(temporaryProposals)
      .where(eq(temporaryProposals.idUser, person['ARN101-10001']!.idUser));
    const item = await buildSubmission(aDraft!.idProgram);
    expect((await submit(B(), [{ ...item, idTempProposal: aDraft!.idTempProposal }])).statusCode).toBe(404);
    expect((await submit(undefined, [item])).statusCode).toBe(401);
  });

  it('refuses to name a member as recipient by id alone (names cannot be fished by id)', async () => {
    const item = await buildSubmission(3, (s) => {
      Object.assign(s.reference as object, {
        idUser: person['ARN101-10003']!.idUser,
        idRelationshipWithReference: 13,
      });
    });
    const res = await submit(B(), [item]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('sections.reference.idUser');
  });

  it('writes the reference step\'s "database" properties back to the applicant\'s own record', async () => {
    const item = await buildSubmission(3, (s) => {
      Object.assign(s.reference as object, {
        smoker: true,
        marriage: 'Cerai mati',
        reason: 'Tidak disimpan di profil',
      });
    });
    expect((await submit(B(), [item])).statusCode).toBe(201);
    const [me] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.idUser, person['ART101-10002']!.idUser));
    expect(me).toMatchObject({ smoker: true, marriage: 'Cerai mati' });
    expect(me).not.toHaveProperty('reason');
  });

  it('keeps what the applicant\'s record holds where the reference step left a "database" property empty (programme 1 asks no marriage status)', async () => {
    const applicant = eq(users.idUser, person['ART101-10002']!.idUser);
    const [before] = await t.database.db.select().from(users).where(applicant);
    expect(before!.marriage).not.toBeNull();
    const item = await buildSubmission(1, (s) => {
      const reference = s.reference as Record<string, unknown>;
      delete reference.marriage;
      reference.smoker = !before!.smoker;
    });
    expect((await submit(B(), [item])).statusCode).toBe(201);
    const [after] = await t.database.db.select().from(users).where(applicant);
    expect(after).toMatchObject({ marriage: before!.marriage, smoker: !before!.smoker });
  });

  it("writes nothing back to the applicant's record when the recipient is someone else", async () => {
    const applicant = eq(users.idUser, person['ART101-10002']!.idUser);
    const [before] = await t.database.db.select().from(users).where(applicant);
    const item = await buildSubmission(3, (s) =>
      nameRecipient(s, {
        fullName: 'Khadijah Aulia',
        whatsappNumber: '6285700000078',
        smoker: !before!.smoker,
        marriage: before!.marriage === 'Cerai mati' ? 'Menikah' : 'Cerai mati',
      }),
    );
    expect((await submit(B(), [item])).statusCode).toBe(201);
    const [after] = await t.database.db.select().from(users).where(applicant);
    expect(after).toMatchObject({ smoker: before!.smoker, marriage: before!.marriage });
  });

  it('records a non-member recipient as a new person when the referrer step names another relationship', async () => {
    const item = await buildSubmission(3, (s) =>
      nameRecipient(s, { fullName: 'Fatimah Zahra', whatsappNumber: '6285700000077' }),
    );
    const res = await submit(B(), [item]);
    expect(res.statusCode).toBe(201);
    const [{ idProposal }] = res.json();
    const detail = (await t.app.inject({ url: `/api/proposal/referer/${idProposal}`, headers: B() })).json();
    expect(detail).toMatchObject({
      referrer: { fullName: 'Siti Aminah' },
      reference: { fullName: 'Fatimah Zahra' },
    });
    const [created] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.whatsappNumber, '6285700000077'));
    expect(created).toMatchObject({ fullName: 'Fatimah Zahra', createdBy: person['ART101-10002']!.idUser });
  });
});

describe('POST /api/proposal/batch: one running proposal per programme and recipient (issue 32)', () => {
  const C = () => auth['ARN101-10003'];
  const idUserB = () => person['ART101-10002']!.idUser;

  /** C names B as recipient, proved by her NIP and WhatsApp number together. */
  function nameB(s: Record<string, unknown>) {
    const forB = wizardSections(person['ART101-10002']!, { self: false, idBank: 1 });
    s.reference = forB.reference;
    s.referrer = forB.referrer;
  }

  /** The programme's proposals for B as recipient, closed as staff would close them (12, done). */
  async function closeProposalsForB(idProgram: number) {
    const forB = await t.database.db
      .select({ idProposal: proposals.idProposal })
      .from(proposals)
      .innerJoin(references, eq(references.idReference, proposals.idReference))
      .where(and(eq(proposals.idProgram, idProgram), eq(references.idUser, idUserB())));
    if (forB.length === 0) return;
    await t.database.db
      .update(proposals)
      .set({ idProposalStatus: 12 })
      .where(
        inArray(
          proposals.idProposal,
          forB.map((p) => p.idProposal),
        ),
      );
  }

  it('refuses a second one for the same person while the first runs (409), writing nothing', async () => {
    const neighbour = { fullName: 'Nafisah Azzahra', whatsappNumber: '6285700000091' };
    const first = await submit(B(), [await buildSubmission(6, (s) => nameRecipient(s, neighbour))]);
    expect(first.statusCode, first.body).toBe(201);
    // The same neighbour again (the person B recorded, found by the number): refused.
    const item = await buildSubmission(6, (s) => nameRecipient(s, neighbour));
    const before = await counts();
    const again = await submit(B(), [item]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(proposalMessages.openProposalExists);
    expect(await counts()).toEqual(before);
    expect(await draftStatus(item.idTempProposal)).toBe('DRAFTED');

    // Once the first is decided (a final status), or declined by its recipient, a new one may start.
    const [{ idProposal }] = first.json();
    await t.database.db
      .update(proposals)
      .set({ idProposalStatus: 12 })
      .where(eq(proposals.idProposal, idProposal));
    const afterFinal = await submit(B(), [item]);
    expect(afterFinal.statusCode, afterFinal.body).toBe(201);
    await t.database.db
      .update(proposals)
      .set({ recipientResponse: 'DECLINED' })
      .where(eq(proposals.idProposal, afterFinal.json()[0].idProposal));
    const afterDeclined = await submit(B(), [await buildSubmission(6, (s) => nameRecipient(s, neighbour))]);
    expect(afterDeclined.statusCode, afterDeclined.body).toBe(201);
  });

  it('refuses another member applying for her on a programme where her own proposal runs', async () => {
    await closeProposalsForB(9);
    expect((await submit(B(), [await buildSubmission(9)])).statusCode).toBe(201);
    const res = await submit(C(), [await buildSubmission(9, nameB, 'ARN101-10003')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(proposalMessages.openProposalExists);
    // Another programme for her is no second application.
    await closeProposalsForB(6);
    expect((await submit(C(), [await buildSubmission(6, nameB, 'ARN101-10003')])).statusCode).toBe(201);
  });

  it('gives one of two members applying for the same person at the same moment the place (201, 409)', async () => {
    await closeProposalsForB(4);
    const mine = await buildSubmission(4);
    const theirs = await buildSubmission(4, nameB, 'ARN101-10003');
    const before = await counts();
    const answers = await Promise.all([submit(B(), [mine]), submit(C(), [theirs])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await counts()).proposals).toBe(before.proposals + 1);
  });
});

describe('POST /api/proposal/batch, what the written proposals hold', () => {
  /** The stored documentComplete, checked against a fresh computation. */
  async function storedComplete(idProposal: number) {
    const [row] = await t.database.db
      .select({ documentComplete: proposals.documentComplete })
      .from(proposals)
      .where(eq(proposals.idProposal, idProposal));
    expect(await refreshDocumentComplete(t.database.db, idProposal)).toBe(row!.documentComplete);
    return row!.documentComplete;
  }

  it("keeps the family as the applicant saved it under the step's KK, not as the browser listed it nor as others did (issue 32 item 5)", async () => {
    const C = auth['ARN101-10003'];
    const nomorKK = '3273010101200033';
    const member = {
      nomorKK,
      idRelationship: 3,
      isLiveTogether: true,
      dependent: 0,
      dependentType: 'Nafkah',
      gender: 'Perempuan',
      jobStatus: 'Mengurus Rumah Tangga',
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/family/batch',
      headers: C,
      payload: [{ ...member, name: 'Khadijah' }],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    // Someone else's row under the same KK is theirs, not part of C's proposal.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/family/batch',
      headers: B(),
      payload: [{ ...member, name: 'Maryam' }],
    });
    expect(other.statusCode, other.body).toBe(201);
    const item = await buildSubmission(
      5,
      (s) => {
        s.family = { nomorKK, members: [{ ...member, name: 'Bukan anggota yang disimpan' }] };
      },
      'ARN101-10003',
    );
    const res = await submit(C, [item]);
    expect(res.statusCode, res.body).toBe(201);
    const detail = (
      await t.app.inject({ url: `/api/proposal/referer/${res.json()[0].idProposal}`, headers: C })
    ).json();
    expect(detail.sections.family.nomorKK).toBe(nomorKK);
    expect(detail.sections.family.members.map((m: { name: string }) => m.name)).toEqual(['Khadijah']);
    expect(detail.sections.family.members[0]).toMatchObject({ idRelationship: 3, gender: 'Perempuan' });
  });

  it('makes a child proposal for each chosen sub-programme: same parties, first status, history', async () => {
    const b = person['ART101-10002']!;
    const organization = await organizationStep(t, B()!);
    const item = await buildSubmission(11, (s) => {
      s['personal-data'] = wizardSections(b, { self: true, idBank: 1 }).reference;
      s.organization = organization;
      s['sub-program'] = { idProgramChildren: [13, 30] };
    });
    const res = await submit(B(), [item]);
    expect(res.statusCode, res.body).toBe(201);
    const [{ idProposal }] = res.json();
    const db = t.database.db;
    const [main] = await db.select().from(proposals).where(eq(proposals.idProposal, idProposal));
    const children = await db
      .select()
      .from(proposals)
      .where(eq(proposals.idProposalParent, idProposal))
      .orderBy(proposals.idProgram);
    expect(main).toMatchObject({ idProgram: 11, submissionKey: item.submissionKey, idProposalStatus: 1 });
    expect(children.map((c) => c.idProgram)).toEqual([13, 30]);
    for (const child of children) {
      expect(child).toMatchObject({
        idReference: main!.idReference,
        idReferrer: main!.idReferrer,
        idTempProposal: item.idTempProposal,
        submissionKey: null,
        idProposalStatus: 1,
      });
      expect(await storedComplete(child.idProposal)).toBe(false);
    }
    const history = await db
      .select()
      .from(proposalStatusHistory)
      .where(inArray(proposalStatusHistory.idProposal, [idProposal, ...children.map((c) => c.idProposal)]));
    expect(history).toHaveLength(3);
    expect(history.every((h) => h.idProposalStatus === 1 && h.idUser === b.idUser)).toBe(true);
    expect(await storedComplete(idProposal)).toBe(false);
  });

  /** The document types a programme requires, and which of them belong to the person (KTP, KK). */
  async function requiredOf(idProgram: number) {
    const rows = await t.database.db
      .select({ idDocumentType: programDocumentTypes.idDocumentType, fromUser: documentTypes.fromUser })
      .from(programDocumentTypes)
      .innerJoin(documentTypes, eq(documentTypes.idDocumentType, programDocumentTypes.idDocumentType))
      .where(and(eq(programDocumentTypes.idProgram, idProgram), programDocumentTypes.required));
    return {
      all: rows.map((r) => r.idDocumentType),
      own: rows.filter((r) => r.fromUser).map((r) => r.idDocumentType),
      others: rows.filter((r) => !r.fromUser).map((r) => r.idDocumentType),
    };
  }

  /** Uploads of user B not attached to any proposal (rows only), one of each type. */
  async function uploadsOfB(idDocumentTypes: number[], about: { idPerson?: number } = {}) {
    const rows = await t.database.db
      .insert(documents)
      .values(
        idDocumentTypes.map((idDocumentType) => ({
          idDocumentType,
          idUser: person['ART101-10002']!.idUser,
          extension: 'pdf',
          contentType: 'application/pdf',
          size: 1,
          storageKey: `documents/${randomUUID()}.pdf`,
          ...about,
        })),
      )
      .returning({ idDocument: documents.idDocument });
    return rows.map((r) => r.idDocument);
  }

  it('stores a new proposal as complete when the recipient’s own documents are all it requires', async () => {
    // Programme 5: B's proposal for herself on programme 3 (above) is still running.
    const db = t.database.db;
    const required = await requiredOf(5);
    expect(required.own.length).toBeGreaterThan(0);
    const others = and(
      eq(programDocumentTypes.idProgram, 5),
      inArray(programDocumentTypes.idDocumentType, required.others),
    );
    await db.update(programDocumentTypes).set({ required: false }).where(others);
    try {
      await uploadsOfB(required.own, { idPerson: person['ART101-10002']!.idUser });
      const res = await submit(B(), [await buildSubmission(5)]);
      expect(res.statusCode, res.body).toBe(201);
      expect(await storedComplete(res.json()[0].idProposal)).toBe(true);
    } finally {
      await db.update(programDocumentTypes).set({ required: true }).where(others);
    }
  });

  it('counts the documents step’s uploads once they are the proposal’s', async () => {
    const uploads = await uploadsOfB((await requiredOf(3)).all);
    // For someone new: B's proposal for herself on programme 3 is still running.
    const item = await buildSubmission(3, (s) => {
      nameRecipient(s, { fullName: 'Maryam Salsabila', whatsappNumber: '6285700000083' });
      s.documents = { idDocuments: uploads };
    });
    const res = await submit(B(), [item]);
    expect(res.statusCode, res.body).toBe(201);
    const [{ idProposal }] = res.json();
    const attached = await t.database.db
      .select({ idDocument: documents.idDocument })
      .from(documents)
      .where(eq(documents.idProposal, idProposal));
    expect(attached.map((d) => d.idDocument).sort()).toEqual([...uploads].sort());
    expect(await storedComplete(idProposal)).toBe(true);
  });

  it('refuses a programme without statuses as closed and writes nothing', async () => {
    const db = t.database.db;
    const item = await buildSubmission(3);
    const statuses = await db
      .delete(programProposalStatuses)
      .where(eq(programProposalStatuses.idProgram, 3))
      .returning();
    try {
      const before = await counts();
      const res = await submit(B(), [item]);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(proposalMessages.programClosed);
      expect(await counts()).toEqual(before);
    } finally {
      await db.insert(programProposalStatuses).values(statuses);
    }
  });

  it('answers 409 to another user sending a key already used, and writes nothing', async () => {
    const item = await buildSubmission(3, (s) =>
      nameRecipient(s, { fullName: 'Hafsah Nur', whatsappNumber: '6285700000084' }),
    );
    expect((await submit(B(), [item])).statusCode).toBe(201);
    const before = await counts();
    const res = await submit(A(), [item]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.conflict);
    expect(await counts()).toEqual(before);
  });

  it('writes every proposal of a batch, each with its own parties, and answers a retry with them', async () => {
    // For two people new to B's proposals (her own on 3 and 4 are still running).
    const items = [
      await buildSubmission(3, (s) =>
        nameRecipient(s, { fullName: 'Ruqayyah Amini', whatsappNumber: '6285700000085' }),
      ),
      await buildSubmission(4, (s) =>
        nameRecipient(s, { fullName: 'Saudah Karimah', whatsappNumber: '6285700000086' }),
      ),
    ];
    const res = await submit(B(), items);
    expect(res.statusCode, res.body).toBe(201);
    const ids = res.json().map((r: { idProposal: number }) => r.idProposal);
    const rows = await t.database.db.select().from(proposals).where(inArray(proposals.idProposal, ids));
    expect(rows.map((r) => r.idProgram).sort()).toEqual([3, 4]);
    expect(new Set(rows.map((r) => r.idReference)).size).toBe(2);
    const before = await counts();
    const again = await submit(B(), items);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/proposals/{by}/{page}/{rows}', () => {
  const list = (path: string, headers = A()) => t.app.inject({ url: `/api/proposals/${path}`, headers });

  it('pages the demo applicant’s own proposals, 4 a page, newest first, with the total', async () => {
    const first = (await list(`referer/1/${HOME_LIST_ROWS}`)).json();
    expect(first.total).toBe(6);
    expect(first.data).toHaveLength(4);
    const second = (await list(`referer/2/${HOME_LIST_ROWS}`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.total).toBe(6);
    const pastTheEnd = (await list(`referer/3/${HOME_LIST_ROWS}`)).json();
    expect(pastTheEnd).toMatchObject({ data: [], total: 6 });
    const dates = [...first.data, ...second.data].map((p: { createdAt: string }) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.data.some((p: { documentComplete: boolean }) => !p.documentComplete)).toBe(true);
  });

  it('shows "Bantuan untuk saya": proposals where another member recommended the caller', async () => {
    const res = (await list('reference/1/4')).json();
    const others = res.data.filter(
      (p: { referrer: { fullName: string } }) => p.referrer.fullName === 'Budi Santoso',
    );
    expect(others).toHaveLength(1);
  });

  it.each([
    ['Program.idProgram=4', 1],
    ['ProposalStatusHistory.idProposalStatus=8', 1],
    ['referrer.name=ahm', 6],
    ['referrer.name=AHMAD%20F', 6],
    ['referrer.name=fauzi', 0],
    ['referrer.nip=arn101', 6],
    ['reference.name=ah%25', 0],
    ['Proposals.verificationNumber=X-1', 0],
  ])('filters by %s (names as case-insensitive prefix)', async (query, total) => {
    expect((await list(`referer/1/10?${query}`)).json().total).toBe(total);
  });

  it('shows user B none of user A’s proposals, and 404 for one of them', async () => {
    const res = (await list('referer/1/4', B())).json();
    const mine = (await list('referer/1/4')).json().data[0].idProposal;
    expect(res.data.map((p: { idProposal: number }) => p.idProposal)).not.toContain(mine);
    for (const url of [
      `/api/proposal/referer/${mine}`,
      `/api/proposal/reference/${mine}`,
      `/api/proposalstatushistory/proposal/${mine}`,
    ]) {
      const r = await t.app.inject({ url, headers: B() });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(proposalMessages.notFound);
    }
  });

  it('lets staff of the programme and a super admin read it from either side (issue 4: review)', async () => {
    const mine = (await list('referer/1/4')).json().data[0].idProposal;
    for (const nip of ['ARN101-10004', 'ARN101-10009']) {
      const headers = await memberAuth(t, nip);
      for (const by of ['referer', 'reference']) {
        const r = await t.app.inject({ url: `/api/proposal/${by}/${mine}`, headers });
        expect(r.statusCode).toBe(200);
        expect(r.json().idProposal).toBe(mine);
      }
    }
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await t.app.inject({ url: '/api/proposals/referer/1/4' })).statusCode).toBe(401);
  });

  it('rejects an unknown side', async () => {
    expect((await list('staff/1/4')).statusCode).toBe(400);
  });
});

describe('GET /api/proposalstatushistory/proposal/{idProposal}', () => {
  it('lists the statuses oldest first, for the referrer', async () => {
    const [row] = await t.database.db
      .select({ idProposal: proposals.idProposal })
      .from(proposals)
      .where(eq(proposals.idProposalStatus, 12));
    const res = (
      await t.app.inject({ url: `/api/proposalstatushistory/proposal/${row!.idProposal}`, headers: A() })
    ).json();
    expect(res.data.map((h: { idProposalStatus: number }) => h.idProposalStatus)).toEqual([1, 12]);
  });
});
