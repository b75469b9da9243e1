import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../../db/schema/index.ts';
import { FLOW_INDIVIDUAL } from '../../db/seed/catalogue.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let programA: number;
let programB: number;
let proposalsA: number[];
let picA: Member;
let superAdmin: Member;

type Counted = {
  idProgram: number;
  proposals: number;
  statusCounts: { idProposalStatus: number; name: string; proposals: number }[];
};

const listed = async (caller: Member) => {
  const res = await t.app.inject({ url: '/api/programs/admin', headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: Counted[] }).data;
};
/** The non-zero counts of a programme, by status id, in the order the list gives them. */
const heldIn = (data: Counted[], idProgram: number) =>
  data
    .find((p) => p.idProgram === idProgram)!
    .statusCounts.filter((s) => s.proposals > 0)
    .map((s) => [s.idProposalStatus, s.proposals]);

const move = async (idProposal: number, idProposalStatus: number) => {
  const detail = await t.app.inject({
    url: `/api/proposal/admin/${idProposal}`,
    headers: superAdmin.headers,
  });
  expect(detail.statusCode, detail.body).toBe(200);
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/proposal/admin/${idProposal}/status`,
    headers: superAdmin.headers,
    payload: { idProposalStatus, version: detail.json().version },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  programA = await createProgramme(db, { name: 'Hitung Status A' });
  programB = await createProgramme(db, { name: 'Hitung Status B' });
  proposalsA = [];
  for (let i = 0; i < 3; i++)
    proposalsA.push(
      await createProposal(db, { applicant: (await createMember(t)).person, idProgram: programA }),
    );
  await createProposal(db, {
    applicant: (await createMember(t)).person,
    idProgram: programB,
    idProposalStatus: 9,
  });
  picA = await createStaff(t, [{ idProgram: programA, idRole: 3 }]);
  superAdmin = await createStaff(t, [{ idProgram: programB, idRole: 9 }]);
});

afterAll(() => t?.close());

describe('the staff programme catalogue counts proposals by status (issue 36 item 5)', () => {
  it("gives every status of the programme's flow in its order, zero counts included", async () => {
    const [a] = await listed(picA);
    expect(a!.statusCounts.map((s) => s.idProposalStatus)).toEqual(FLOW_INDIVIDUAL);
    expect(a!.statusCounts[0]).toEqual({ idProposalStatus: 1, name: 'Pengajuan baru', proposals: 3 });
    expect(heldIn([a!], programA)).toEqual([[1, 3]]);
    expect(a!.proposals).toBe(3);
  });

  it('follows the proposals as staff move them', async () => {
    await move(proposalsA[0]!, 4);
    await move(proposalsA[1]!, 4);
    await move(proposalsA[1]!, 3);
    // Flow order: 1, 4, 3, …
    expect(heldIn(await listed(picA), programA)).toEqual([
      [1, 1],
      [4, 1],
      [3, 1],
    ]);
  });

  it('puts a status held outside the flow after it, so that the counts still add up to the total', async () => {
    await t.database.db
      .update(proposals)
      .set({ idProposalStatus: 29 })
      .where(eq(proposals.idProposal, proposalsA[2]!));
    const [a] = await listed(picA);
    expect(a!.statusCounts.at(-1)).toMatchObject({ idProposalStatus: 29, proposals: 1 });
    expect(a!.statusCounts.reduce((sum, s) => sum + s.proposals, 0)).toBe(a!.proposals);
  });

  it("shows a programme's admin only their programme's counts; a super admin every programme's", async () => {
    const ofPic = await listed(picA);
    expect(ofPic.map((p) => p.idProgram)).toEqual([programA]);
    const all = await listed(superAdmin);
    expect(heldIn(all, programB)).toEqual([[9, 1]]);
    expect(heldIn(all, programA)).toEqual(heldIn(ofPic, programA));
  });
});
