/**
 * Issue 31, "whose data is it": naming a recipient, the recipient's answer, the 6-month rule and
 * the bank account, each reproduced as the probe found it.
 */
import { PROPOSAL_STATUS_CANCELLED } from '@amal/contract/constants';
import { proposalMessages } from '@amal/contract/proposals';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, proposalSections, proposals, references, users } from '../../db/schema/index.ts';
import { createMember, type Member, nameRecipient, submissionOf } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hadAidInLast6Months } from './proposals.submission.ts';

let t: TestApp;
/** Members of their own (test/factories.ts): the first three may apply (the home-menu lock is open). */
let applicant: Member;
let stranger: Member;
let victim: Member;
let examiner: Member;
/** Armalah: an individual programme with a bank-account step, counted by programme 10's rule. */
const PROGRAM = 4;
const SANTUNAN_DHUAFA = 10;

beforeAll(async () => {
  t = await createTestApp();
  applicant = await createMember(t, { ready: true });
  stranger = await createMember(t, { gender: 'Perempuan', ready: true });
  victim = await createMember(t, { ready: true });
  examiner = await createMember(t);
});
afterAll(() => t.close());

const submit = (member: Member, item: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/proposal/batch',
    headers: member.headers,
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

const listFor = async (member: Member) =>
  (await t.app.inject({ url: '/api/proposals/reference/1/100', headers: member.headers })).json().data as {
    idProposal: number;
  }[];

const respond = (member: Member, idProposal: number, recipientResponse: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/proposal/recipient-response',
    headers: member.headers,
    payload: { idProposal, recipientResponse },
  });

describe('naming a member as recipient takes NIP and WhatsApp together (issue 31 item 2)', () => {
  it('a WhatsApp number alone makes a new person: the member it belongs to is not reached', async () => {
    const item = await submissionOf(t, stranger, PROGRAM, (s) =>
      nameRecipient(s, { fullName: 'Nama Karangan', whatsappNumber: victim.person.whatsappNumber }),
    );
    const res = await submit(stranger, item);
    expect(res.statusCode).toBe(201);
    const [{ idProposal }] = res.json();
    const recipient = await recipientOf(idProposal);
    expect(recipient).not.toBe(victim.person.idUser);
    const [made] = await t.database.db.select().from(users).where(eq(users.idUser, recipient));
    expect(made).toMatchObject({ createdBy: stranger.person.idUser, nip: null, fullName: 'Nama Karangan' });
    expect((await listFor(victim)).map((p) => p.idProposal)).not.toContain(idProposal);
    // The author reads back what they typed, not the member's name.
    const detail = await t.app.inject({
      url: `/api/proposal/referer/${idProposal}`,
      headers: stranger.headers,
    });
    expect(detail.json().reference.fullName).toBe('Nama Karangan');
    expect(detail.body).not.toContain(victim.person.fullName);
  });

  it('an id without the proof is refused, writing nothing', async () => {
    const { idUser, whatsappNumber } = victim.person;
    const byId = await submissionOf(t, stranger, 2, (s) =>
      nameRecipient(s, { idUser, fullName: 'X', whatsappNumber }),
    );
    const before = await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals);
    const refused = await submit(stranger, byId);
    expect(refused.statusCode).toBe(400);
    expect(await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals)).toEqual(before);
  });
});

describe('the recipient of a proposal someone else made (issue 31 item 2)', () => {
  let idProposal: number;

  /** The applicant names a member as recipient, proving NIP and WhatsApp as "Check" does. */
  async function nameMember({ person }: Member, idProgram: number) {
    const item = await submissionOf(t, applicant, idProgram, (s) =>
      nameRecipient(s, { fullName: person.fullName, nip: person.nip, whatsappNumber: person.whatsappNumber }),
    );
    const res = await submit(applicant, item);
    expect(res.statusCode).toBe(201);
    const made = res.json()[0].idProposal as number;
    expect(await recipientOf(made)).toBe(person.idUser);
    return made;
  }

  beforeAll(async () => {
    idProposal = await nameMember(victim, PROGRAM);
  });

  it('does not shut the recipient out of programme 10 while they have not accepted it', async () => {
    const res = await submit(victim, await submissionOf(t, victim, SANTUNAN_DHUAFA));
    expect(res.statusCode).toBe(201);
    const detail = await t.app.inject({
      url: `/api/proposal/reference/${idProposal}`,
      headers: victim.headers,
    });
    expect(detail.json()).toMatchObject({ recipientResponse: null, canRespond: true });
    const own = await t.app.inject({
      url: `/api/proposal/referer/${idProposal}`,
      headers: applicant.headers,
    });
    expect(own.json().canRespond).toBe(false);
  });

  it('is answered by the recipient only: the author and strangers are told it does not exist', async () => {
    expect((await respond(applicant, idProposal, 'DECLINED')).statusCode).toBe(404);
    expect((await respond(stranger, idProposal, 'DECLINED')).statusCode).toBe(404);
    expect((await respond(victim, idProposal, 'MAYBE')).statusCode).toBe(400);
  });

  it('declined: the proposal is cancelled, shows the answer, and cannot be answered again', async () => {
    const res = await respond(victim, idProposal, 'DECLINED');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      recipientResponse: 'DECLINED',
      canRespond: false,
      status: { idProposalStatus: PROPOSAL_STATUS_CANCELLED },
    });
    expect(res.json().proposalStatusHistory.at(-1).idProposalStatus).toBe(PROPOSAL_STATUS_CANCELLED);
    const again = await respond(victim, idProposal, 'ACCEPTED');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(proposalMessages.cannotRespond);
  });

  it('counts for the 6-month rule once accepted, and never once declined', async () => {
    const idUser = examiner.person.idUser;
    const now = new Date();
    const declined = await nameMember(examiner, PROGRAM);
    await respond(examiner, declined, 'DECLINED');
    const accepted = await nameMember(examiner, 2);
    expect(await hadAidInLast6Months(t.database.db, idUser, now)).toBe(false);
    expect((await respond(examiner, accepted, 'ACCEPTED')).json()).toMatchObject({
      recipientResponse: 'ACCEPTED',
    });
    expect(await hadAidInLast6Months(t.database.db, idUser, now)).toBe(true);
  });
});

describe('the bank-account step of a proposal for someone else (issue 31 item 5)', () => {
  it('keeps the applicant’s own account as it was and records the recipient’s as the proposal’s', async () => {
    const { person } = applicant;
    const [own] = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.idBankAccount, person.idBankAccount!));
    expect(own).toBeDefined();
    const item = await submissionOf(t, applicant, PROGRAM, (s) => {
      nameRecipient(s, { fullName: 'Tetangga Baru', whatsappNumber: '6285700000091' });
      s['bank-account'] = { idBank: 2, accountNumber: '5550009', accountName: 'Tetangga Baru' };
    });
    const res = await submit(applicant, item);
    expect(res.statusCode).toBe(201);
    const idProposal = res.json()[0].idProposal;
    const [after] = await t.database.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.idBankAccount, person.idBankAccount!));
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
    const [user] = await t.database.db.select().from(users).where(eq(users.idUser, person.idUser));
    expect(user!.idBankAccount).toBe(person.idBankAccount);
  });

  it('refuses a step that names someone else’s account, writing nothing', async () => {
    const [foreign] = await t.database.db
      .select({ idBankAccount: bankAccounts.idBankAccount })
      .from(bankAccounts)
      .where(eq(bankAccounts.idUser, applicant.person.idUser));
    const item = await submissionOf(t, stranger, PROGRAM, (s) => {
      s['bank-account'] = { ...s['bank-account'], idBankAccount: foreign!.idBankAccount };
    });
    const before = await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals);
    const res = await submit(stranger, item);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'sections.bank-account.idBankAccount', message: proposalMessages.bankAccountNotYours },
    ]);
    expect(await t.database.db.select({ idProposal: proposals.idProposal }).from(proposals)).toEqual(before);
  });
});
