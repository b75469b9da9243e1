import { canOpenApplicationTiles } from '@amal/contract/home-menu';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalStatusHistory, proposals, references } from '../db/schema/index.ts';
import { applicationReadinessOf } from '../modules/users/users.service.ts';
import { createMember, createProgramme, createProposal, nameRecipient, submissionOf } from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = (headers: { authorization: string }, item: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/proposal/batch', headers, payload: [item] as object[] });

describe('test factories', () => {
  it('createMember: a logged-in member of their own, locked out of applying until `ready`', async () => {
    const locked = await createMember(t);
    const ready = await createMember(t, { gender: 'Perempuan', ready: true });
    expect(locked.person.nip).not.toBe(ready.person.nip);
    expect(ready.person.nip).toMatch(/^ART/);
    const me = await t.app.inject({ url: '/api/user', headers: ready.headers });
    expect(me.json()).toMatchObject({
      idUser: ready.person.idUser,
      hasBankAccount: true,
      homeDocumentTypes: [2, 6],
    });
    const readiness = async (idUser: number) =>
      canOpenApplicationTiles((await applicationReadinessOf(t.database.db, idUser))!);
    expect(await readiness(locked.person.idUser)).toBe(false);
    expect(await readiness(ready.person.idUser)).toBe(true);
  });

  it('submissionOf and nameRecipient: an item the API accepts, for oneself or for a neighbour', async () => {
    const member = await createMember(t, { ready: true });
    expect((await submit(member.headers, await submissionOf(t, member, 4))).statusCode).toBe(201);
    const forNeighbour = await submissionOf(t, member, 2, (s) =>
      nameRecipient(s, { fullName: 'Tetangga Uji', whatsappNumber: '6285799000001' }),
    );
    const res = await submit(member.headers, forNeighbour);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('createProposal: through the submission service, at the status asked for, with its history', async () => {
    const applicant = (await createMember(t)).person;
    const recipient = (await createMember(t)).person;
    const idProposal = await createProposal(t.database.db, {
      applicant,
      recipient,
      idProgram: 1,
      idProposalStatus: 5,
    });
    const [row] = await t.database.db
      .select({ status: proposals.idProposalStatus, recipient: references.idUser })
      .from(proposals)
      .innerJoin(references, eq(references.idReference, proposals.idReference))
      .where(eq(proposals.idProposal, idProposal));
    expect(row).toEqual({ status: 5, recipient: recipient.idUser });
    const history = await t.database.db
      .select({ status: proposalStatusHistory.idProposalStatus })
      .from(proposalStatusHistory)
      .where(eq(proposalStatusHistory.idProposal, idProposal));
    expect(history.map((h) => h.status)).toEqual([1, 5]);
  });

  it('createProgramme: an open programme of the steps given that takes a proposal', async () => {
    const idProgram = await createProgramme(t.database.db, { routes: ['reference', 'referrer', 'incomes'] });
    const program = (
      await t.app.inject({ url: `/api/program/${idProgram}`, headers: (await createMember(t)).headers })
    ).json();
    expect(program.programSections.map((s: { route: string }) => s.route)).toEqual([
      'reference',
      'referrer',
      'incomes',
    ]);
    const applicant = (await createMember(t)).person;
    const idProposal = await createProposal(t.database.db, { applicant, idProgram });
    const [row] = await t.database.db.select().from(proposals).where(eq(proposals.idProposal, idProposal));
    expect(row).toMatchObject({ idProgram, idProposalStatus: 1 });
  });
});
