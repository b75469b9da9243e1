import { verifierAssignmentMessages } from '@amal/contract/verifiers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let programX: number;
let proposalX: number;
let proposalY: number;
let leadX: Member;
let guestX: Member;
let volunteer: Member;

const send = (caller: Member, method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: caller.headers, payload });
const tasksOf = async (caller: Member) =>
  (await t.app.inject({ url: '/api/proposals/verifications', headers: caller.headers }))
    .json()
    .data.map((task: { idProposal: number }) => task.idProposal);

beforeAll(async () => {
  t = await createTestApp();
  programX = await createProgramme(t.database.db, { routes: ['reference', 'referrer', 'family', 'incomes'] });
  const programY = await createProgramme(t.database.db);
  proposalX = await createProposal(t.database.db, {
    applicant: (await createMember(t)).person,
    idProgram: programX,
  });
  proposalY = await createProposal(t.database.db, {
    applicant: (await createMember(t)).person,
    idProgram: programY,
  });
  leadX = await createStaff(t, [{ idProgram: programX, idRole: 6 }], { fullName: 'Lead Uji' });
  guestX = await createStaff(t, [{ idProgram: programX, idRole: 15 }]);
  volunteer = await createMember(t, { fullName: 'Relawan Uji' });
});

afterAll(() => t?.close());

describe('assigning field verifiers (issue 35 item 1, spec §4 "Verifier registration")', () => {
  it('registers the user once, links them to the proposal, and the verifier finds it on their list', async () => {
    const first = await send(leadX, 'POST', 'verificator', { idUser: volunteer.person.idUser });
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(leadX, 'POST', 'verificator', { idUser: volunteer.person.idUser });
    expect(again.json()).toEqual(first.json());
    const { idVerificator } = first.json();

    const linked = await send(leadX, 'POST', 'proposalverificator', { idProposal: proposalX, idVerificator });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      idProposal: proposalX,
      idVerificatorStatus: 1,
      verifier: { fullName: 'Relawan Uji' },
      assignedBy: 'Lead Uji',
    });
    const [task] = (
      await t.app.inject({ url: '/api/proposals/verifications', headers: volunteer.headers })
    ).json().data;
    expect(task).toMatchObject({
      idProposal: proposalX,
      program: { idProgram: programX },
      sectionsToVerify: 4,
    });

    const listed = await t.app.inject({
      url: `/api/proposalverificator/proposal/${proposalX}`,
      headers: guestX.headers,
    });
    expect(listed.json().data.map((row: { idVerificator: number }) => row.idVerificator)).toEqual([
      idVerificator,
    ]);
  });

  it('refuses to assign the same verifier twice, in Indonesian', async () => {
    const { idVerificator } = (
      await send(leadX, 'POST', 'verificator', { idUser: volunteer.person.idUser })
    ).json();
    const res = await send(leadX, 'POST', 'proposalverificator', { idProposal: proposalX, idVerificator });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(verifierAssignmentMessages.alreadyAssigned);
  });

  it('a removed verifier loses the proposal at the next request; the link stays as removed, audited', async () => {
    const [link] = (
      await t.app.inject({ url: `/api/proposalverificator/proposal/${proposalX}`, headers: leadX.headers })
    ).json().data;
    const removed = await send(leadX, 'PATCH', 'proposalverificator', {
      idProposalVerificator: link.idProposalVerificator,
      idVerificatorStatus: 2,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().idVerificatorStatus).toBe(2);
    expect(await tasksOf(volunteer)).toEqual([]);
    const audit = await t.database.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.idProposal, proposalX), eq(auditEvents.action, 'proposal.verifier')));
    expect(audit).toEqual([
      { before: null, after: { idVerificator: link.idVerificator, idVerificatorStatus: 1 } },
      { before: { idVerificatorStatus: 1 }, after: { idVerificatorStatus: 2 } },
    ]);
  });

  it('a guest of the programme may not assign; a lead verifier of X gets 404 for a proposal of Y', async () => {
    const { idVerificator } = (
      await send(leadX, 'POST', 'verificator', { idUser: volunteer.person.idUser })
    ).json();
    expect(
      (await send(guestX, 'POST', 'proposalverificator', { idProposal: proposalX, idVerificator }))
        .statusCode,
    ).toBe(404);
    expect((await send(guestX, 'POST', 'verificator', { idUser: volunteer.person.idUser })).statusCode).toBe(
      403,
    );
    expect(
      (await send(leadX, 'POST', 'proposalverificator', { idProposal: proposalY, idVerificator })).statusCode,
    ).toBe(404);
  });

  it('names what is missing: an unknown user, an unknown verifier', async () => {
    const user = await send(leadX, 'POST', 'verificator', { idUser: 999_999 });
    expect([user.statusCode, user.json().message]).toEqual([404, verifierAssignmentMessages.userNotFound]);
    const verifier = await send(leadX, 'POST', 'proposalverificator', {
      idProposal: proposalX,
      idVerificator: 999_999,
    });
    expect([verifier.statusCode, verifier.json().message]).toEqual([
      404,
      verifierAssignmentMessages.verifierNotFound,
    ]);
  });
});
