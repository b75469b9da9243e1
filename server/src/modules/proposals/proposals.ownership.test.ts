/**
 * Issue 31, "whose data is it": naming a recipient, the recipient's answer, the 6-month rule and
 * the bank account, each reproduced as the probe found it.
 */
import { randomUUID } from 'node:crypto';
import { PROPOSAL_STATUS_CANCELLED } from '@amal/contract/constants';
import { proposalMessages } from '@amal/contract/proposals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, proposalSections, proposals, references, users } from '../../db/schema/index.ts';
import { sectionsFor, wizardSections } from '../../db/seed/demo-proposals.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { openApplicationTiles } from '../drafts/drafts.test-support.ts';
import { hadAidInLast6Months } from './proposals.submission.ts';

let t: TestApp;
const auth: Record<string, { authorization: string }> = {};
const person: Record<string, typeof users.$inferSelect> = {};
const APPLICANT = 'ARN101-10001';
const STRANGER = 'ART101-10002';
const VICTIM = 'ARN101-10003';
const EXAMINER = 'ARN101-10006';
/** Armalah: an individual programme with a bank-account step, counted by programme 10's rule. */
const PROGRAM = 4;
const SANTUNAN_DHUAFA = 10;

beforeAll(async () => {
  t = await createTestApp();
  // The stranger and the victim apply here too: first they complete what the home menu's lock
  // waits for (issue 32).
  const idCardNumbers: Record<string, string> = {
    [STRANGER]: '3273015708900002',
    [VICTIM]: '3273011705900003',
  };
  for (const nip of [APPLICANT, STRANGER, VICTIM]) {
    auth[nip] = await memberAuth(t, nip);
    if (idCardNumbers[nip]) await openApplicationTiles(t, auth[nip]!, idCardNumbers[nip]!);
    person[nip] = (await t.database.db.select().from(users).where(eq(users.nip, nip)))[0]!;
  }
});
afterAll(() => t.close());

type Sections = Record<string, Record<string, unknown>>;

/** A draft of `nip` for a programme and a complete submission of it, changed by `change`. */
async function submission(nip: string, idProgram: number, change: (s: Sections) => void = () => {}) {
  const sections = (await sectionsFor(
    t.database.db,
    idProgram,
    wizardSections(person[nip]!, { self: true, idBank: 1 }),
  )) as Sections;
  change(sections);
  const draft = await t.app.inject({
    method: 'POST',
    url: '/api/temporaryproposal',
    headers: auth[nip],
    payload: { idProgram, data: JSON.stringify(sections) },
  });
  // 200 when the member had a draft for the programme: it starts again from these steps.
  expect([200, 201]).toContain(draft.statusCode);
  return { idProgram, idTempProposal: draft.json().idTempProposal, submissionKey: randomUUID(), sections };
}

/** The reference step names someone else, by the fields given; the referrer step says a neighbour. */
function nameRecipient(s: Sections, recipient: Record<string, unknown>) {
  for (const key of ['idUser', 'nip', 'idCardNumber', 'idRelationshipWithReference'])
    delete s.reference![key];
  Object.assign(s.reference!, { isSantri: false, ...recipient });
  Object.assign(s.referrer!, { idRelationshipWithReference: 6, distanceWithReference: 5 });
}

const submit = (nip: string, item: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/proposal/batch',
    headers: auth[nip],
    payload: [item] as object[],
  });

async function recipientOf(idProposal: number) {
  const [row] = await t.database.db
    .select({ idUser: references.idUser })
    .from(proposals)
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .where(eq(proposals.idProposal, idProposal));
  return row!.idUser;
}

const listFor = async (nip: string) =>
  (await t.app.inject({ url: '/api/proposals/reference/1/100', headers: auth[nip] })).json().data as {
    idProposal: number;
  }[];

const respond = (nip: string, idProposal: number, recipientResponse: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/proposal/recipient-response',
    headers: auth[nip],
    payload: { idProposal, recipientResponse },
  });

describe('naming a member as recipient takes NIP and WhatsApp together (issue 31 item 2)', () => {
  it('a WhatsApp number alone makes a new person: the member it belongs to is not reached', async () => {
    const victim = person[VICTIM]!;
    const item = await submission(STRANGER, PROGRAM, (s) =>
      nameRecipient(s, { fullName: 'Nama Karangan', whatsappNumber: victim.whatsappNumber }),
    );
    const res = await submit(STRANGER, item);
    expect(res.statusCode).toBe(201);
    const [{ idProposal }] = res.json();
    const recipient = await recipientOf(idProposal);
    expect(recipient).not.toBe(victim.idUser);
    const [made] = await t.database.db.select().from(users).where(eq(users.idUser, recipient));
    expect(made).toMatchObject({ createdBy: person[STRANGER]!.idUser, nip: null, fullName: 'Nama Karangan' });
    expect((await listFor(VICTIM)).map((p) => p.idProposal)).not.toContain(idProposal);
    // The author reads back what they typed, not the member's name.
    const detail = await t.app.inject({
      url: `/api/proposal/referer/${idProposal}`,
      headers: auth[STRANGER],
    });
    expect(detail.json().reference.fullName).toBe('Nama Karangan');
    expect(detail.body).not.toContain(victim.fullName);
  });

  it('an id without the proof is refused, writing nothing', async () => {
    const victim = person[VICTIM]!;
    const byId = await submission(STRANGER, 2, (s) =>
      nameRecipient(s, { idUser: victim.idUser, fullName: 'X', whatsappNumber: victim.whatsappNumber }),
    );
    const before = await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals);
    const refused = await submit(STRANGER, byId);
    expect(refused.statusCode).toBe(400);
    expect(await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals)).toEqual(before);
  });
});

describe('the recipient of a proposal someone else made (issue 31 item 2)', () => {
  let idProposal: number;

  /** The applicant names a member as recipient, proving NIP and WhatsApp as "Check" does. */
  async function nameMember(nip: string, idProgram: number) {
    const member = person[nip]!;
    const item = await submission(APPLICANT, idProgram, (s) =>
      nameRecipient(s, { fullName: member.fullName, nip: member.nip, whatsappNumber: member.whatsappNumber }),
    );
    const res = await submit(APPLICANT, item);
    expect(res.statusCode).toBe(201);
    const made = res.json()[0].idProposal as number;
    expect(await recipientOf(made)).toBe(member.idUser);
    return made;
  }

  beforeAll(async () => {
    for (const nip of [EXAMINER]) {
      auth[nip] = await memberAuth(t, nip);
      person[nip] = (await t.database.db.select().from(users).where(eq(users.nip, nip)))[0]!;
    }
    idProposal = await nameMember(VICTIM, PROGRAM);
  });

  it('does not shut the recipient out of programme 10 while they have not accepted it', async () => {
    const res = await submit(VICTIM, await submission(VICTIM, SANTUNAN_DHUAFA));
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      url: `/api/proposal/reference/${idProposal}`,
      headers: auth[VICTIM],
    });
    expect(detail.json()).toMatchObject({ recipientResponse: null, canRespond: true });
    const own = await t.app.inject({ url: `/api/proposal/referer/${idProposal}`, headers: auth[APPLICANT] });
    expect(own.json().canRespond).toBe(false);
  });

  it('is answered by the recipient only: the author and strangers are told it does not exist', async () => {
    expect((await respond(APPLICANT, idProposal, 'DECLINED')).statusCode).toBe(404);
    expect((await respond(STRANGER, idProposal, 'DECLINED')).statusCode).toBe(404);
    expect((await respond(VICTIM, idProposal, 'MAYBE')).statusCode).toBe(400);
  });

  it('declined: the proposal is cancelled, shows the answer, and cannot be answered again', async () => {
    const res = await respond(VICTIM, idProposal, 'DECLINED');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      recipientResponse: 'DECLINED',
      canRespond: false,
      status: { idProposalStatus: PROPOSAL_STATUS_CANCELLED },
    });
    expect(res.json().proposalStatusHistory.at(-1).idProposalStatus).toBe(PROPOSAL_STATUS_CANCELLED);
    const again = await respond(VICTIM, idProposal, 'ACCEPTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(proposalMessages.cannotRespond);
  });

  it('counts for the 6-month rule once accepted, and never once declined', async () => {
    const idUser = person[EXAMINER]!.idUser;
    const now = new Date();
    const declined = await nameMember(EXAMINER, PROGRAM);
    await respond(EXAMINER, declined, 'DECLINED');
    const accepted = await nameMember(EXAMINER, 2);
    expect(await hadAidInLast6Months(t.database.db, idUser, now)).toBe(false);
    expect((await respond(EXAMINER, accepted, 'ACCEPTED')).json()).toMatchObject({
      recipientResponse: 'ACCEPTED',
    });
    expect(await hadAidInLast6Months(t.database.db, idUser, now)).toBe(true);
  });
});

describe('the bank-account step of a proposal for someone else (issue 31 item 5)', () => {
  it('keeps the applicant’s own account as it was and records the recipient’s as the proposal’s', async () => {
    const applicant = person[APPLICANT]!;
    const [own] = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.idBankAccount, applicant.idBankAccount!));
    const item = await submission(APPLICANT, PROGRAM, (s) => {
      nameRecipient(s, { fullName: 'Tetangga Baru', whatsappNumber: '6285700000091' });
      s['bank-account'] = { idBank: 2, accountNumber: '5550009', accountName: 'Tetangga Baru' };
    });
    const res = await submit(APPLICANT, item);
    expect(res.statusCode).toBe(201);
    const idProposal = res.json()[0].idProposal;
    const [after] = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.idBankAccount, applicant.idBankAccount!));
    expect(after).toEqual(own);
    const [recipients] = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.idProposal, idProposal));
    expect(recipients).toMatchObject({
      idUser: null,
      accountNumber: '5550009',
      accountName: 'Tetangga Baru',
    });
    const [step] = await t.database.db
      .select({ data: proposalSections.data })
      .from(proposalSections)
      .where(eq(proposalSections.idProposal, idProposal));
    expect(step).toBeDefined();
    const [user] = await t.database.db.select().from(users).where(eq(users.idUser, applicant.idUser));
    expect(user!.idBankAccount).toBe(applicant.idBankAccount);
  });

  it('refuses a step that names someone else’s account, writing nothing', async () => {
    const [foreign] = await t.database.db
      .select({ idBankAccount: bankAccounts.idBankAccount })
      .from(bankAccounts)
      .where(eq(bankAccounts.idUser, person[APPLICANT]!.idUser));
    const item = await submission(STRANGER, PROGRAM, (s) => {
      s['bank-account'] = { ...s['bank-account'], idBankAccount: foreign!.idBankAccount };
    });
    const before = await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals);
    const res = await submit(STRANGER, item);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'sections.bank-account.idBankAccount', message: proposalMessages.bankAccountNotYours },
    ]);
    expect(await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals)).toEqual(before);
  });
});
