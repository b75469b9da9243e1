import { statusDecisionMessages } from '@amal/contract/status-decisions';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, proposalStatusHistory, proposals } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let idProgram: number;
let otherProgram: number;
let applicant: Member;
let pic: Member;
let leader: Member;
let superAdmin: Member;

const PIC = 3;
const SECRETARY = 4;
const LEADER = 5;
const SUPER_ADMIN = 9;

const change = (member: Member, idProposal: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/proposal/admin/${idProposal}/status`,
    headers: member.headers,
    payload: body,
  });

const detail = async (member: Member, idProposal: number) =>
  t.app.inject({ url: `/api/proposal/admin/${idProposal}`, headers: member.headers });

/** A proposal of a new applicant: one running proposal per programme and recipient. */
const newProposal = async (program = idProgram) =>
  createProposal(t.database.db, { applicant: (await createMember(t)).person, idProgram: program });

const historyOf = (idProposal: number) =>
  t.database.db.select().from(proposalStatusHistory).where(eq(proposalStatusHistory.idProposal, idProposal));

beforeAll(async () => {
  t = await createTestApp();
  idProgram = await createProgramme(t.database.db);
  otherProgram = await createProgramme(t.database.db);
  applicant = await createMember(t);
  pic = await createStaff(
    t,
    [
      { idProgram, idRole: PIC },
      { idProgram, idRole: SECRETARY },
    ],
    { fullName: 'Petugas PIC' },
  );
  leader = await createStaff(t, [{ idProgram, idRole: LEADER }]);
  superAdmin = await createStaff(t, [{ idProgram: otherProgram, idRole: SUPER_ADMIN }]);
});

afterAll(() => t?.close());

describe('status choices (spec §4)', () => {
  it('are the programme statuses the role-status mapping gives, in order, "{id} - {name}", once each', async () => {
    const idProposal = await newProposal();
    const res = await detail(pic, idProposal);
    expect(res.statusCode, res.body).toBe(200);
    // PIC maps to 3, 4, 5, 13 and secretary to 1, 3, 4, 9: the individual flow orders them
    // 1, 4, 3, 5, 9, 13; 3 and 4, held through both roles, appear once.
    expect(res.json().statusChoices).toEqual([
      { idProposalStatus: 1, label: '1 - Pengajuan baru', requiresVerificationNumber: true },
      { idProposalStatus: 4, label: '4 - Verifikasi berkas', requiresVerificationNumber: false },
      { idProposalStatus: 3, label: '3 - Dokumen belum lengkap', requiresVerificationNumber: false },
      { idProposalStatus: 5, label: '5 - Verifikasi lapangan', requiresVerificationNumber: true },
      { idProposalStatus: 9, label: '9 - Ditolak', requiresVerificationNumber: false },
      { idProposalStatus: 13, label: '13 - Dibatalkan', requiresVerificationNumber: false },
    ]);
    expect(res.json().allowed).toEqual({
      decideStatus: true,
      sendBack: true,
      reviewDocuments: true,
      readAudit: false,
      assignVerifiers: true,
    });
  });

  it('a super admin whose record names another programme decides and reviews here too', async () => {
    const res = await detail(superAdmin, await newProposal());
    expect(res.json().allowed).toEqual({
      decideStatus: true,
      sendBack: true,
      reviewDocuments: true,
      readAudit: true,
      assignVerifiers: true,
    });
    expect(res.json().statusChoices.length).toBeGreaterThan(6);
  });
});

describe('one decision', () => {
  it('moves the proposal and writes its history and audit row in the same transaction', async () => {
    const idProposal = await createProposal(t.database.db, { applicant: applicant.person, idProgram });
    const before = (await detail(pic, idProposal)).json();
    const res = await change(pic, idProposal, {
      idProposalStatus: 4,
      note: 'Berkas diperiksa',
      version: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      idProposalStatus: 4,
      name: 'Verifikasi berkas',
      version: before.version + 1,
    });

    const after = (await detail(pic, idProposal)).json();
    expect(after.proposal.status.idProposalStatus).toBe(4);
    expect(after.history.at(-1)).toMatchObject({
      idProposalStatus: 4,
      fromStatus: 1,
      by: 'Petugas PIC',
      note: 'Berkas diperiksa',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.idProposal, idProposal));
    expect(audit).toMatchObject({
      idUser: pic.person.idUser,
      action: 'proposal.status',
      before: { idProposalStatus: 1, verificationNumber: null },
      after: { idProposalStatus: 4, verificationNumber: null, note: 'Berkas diperiksa' },
    });
    // The member sees the new status on their own detail.
    const own = await t.app.inject({
      url: `/api/proposal/referer/${idProposal}`,
      headers: applicant.headers,
    });
    expect(own.json().status.idProposalStatus).toBe(4);
  });

  it('refuses a status the role-status mapping does not give the role (403), changing nothing', async () => {
    const idProposal = await newProposal();
    // The leader maps to 8 and 9 only.
    const res = await change(leader, idProposal, { idProposalStatus: 4, version: 0 });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(statusDecisionMessages.notAllowed);
    expect(await historyOf(idProposal)).toHaveLength(1);
  });

  it('a decision on a stale version gets 409 and changes nothing', async () => {
    const idProposal = await newProposal();
    expect((await change(pic, idProposal, { idProposalStatus: 4, version: 0 })).statusCode).toBe(200);
    const stale = await change(pic, idProposal, { idProposalStatus: 3, version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(statusDecisionMessages.changedMeanwhile);
    expect((await detail(pic, idProposal)).json().proposal.status.idProposalStatus).toBe(4);
    expect(await historyOf(idProposal)).toHaveLength(2);
  });

  it('two staff deciding at once: exactly one wins, the other gets 409', async () => {
    const idProposal = await newProposal();
    const answers = await Promise.all([
      change(pic, idProposal, { idProposalStatus: 4, version: 0 }),
      change(superAdmin, idProposal, { idProposalStatus: 3, version: 0 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await historyOf(idProposal)).toHaveLength(2);
  });

  it('status 5 needs a verification number, unique within the programme', async () => {
    const first = await newProposal();
    const missing = await change(pic, first, { idProposalStatus: 5, version: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'verificationNumber', message: statusDecisionMessages.verificationNumberRequired },
    ]);
    const given = await change(pic, first, { idProposalStatus: 5, verificationNumber: 'VL-001', version: 0 });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().verificationNumber).toBe('VL-001');

    const second = await newProposal();
    const taken = await change(pic, second, {
      idProposalStatus: 5,
      verificationNumber: 'VL-001',
      version: 0,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(statusDecisionMessages.verificationNumberTaken);

    // Another programme may use the same number.
    const elsewhere = await newProposal(otherProgram);
    const same = await change(superAdmin, elsewhere, {
      idProposalStatus: 5,
      verificationNumber: 'VL-001',
      version: 0,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses the status the proposal already has', async () => {
    const idProposal = await newProposal();
    const res = await change(pic, idProposal, {
      idProposalStatus: 1,
      verificationNumber: 'VL-X1',
      version: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(statusDecisionMessages.sameStatus);
  });
});

describe('many rows moved together', () => {
  it('checks and writes each row on its own and says which moved and why the others did not', async () => {
    const movable = [await newProposal(), await newProposal()];
    const already = await newProposal();
    await change(pic, already, { idProposalStatus: 4, version: 0 });
    const foreign = await newProposal(otherProgram);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/proposals/admin/status',
      headers: pic.headers,
      payload: { idProposals: [...movable, already, foreign], idProposalStatus: 4, note: 'Bersama' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved).toEqual(movable);
    expect(res.json().refused).toEqual([
      { idProposal: already, message: statusDecisionMessages.sameStatus },
      { idProposal: foreign, message: 'Pengajuan tidak ditemukan' },
    ]);
    const statuses = await t.database.db
      .select({ id: proposals.idProposal, status: proposals.idProposalStatus })
      .from(proposals)
      .where(sql`${proposals.idProposal} in ${[...movable, foreign]}`);
    expect(statuses.map((row) => row.status).sort()).toEqual([1, 4, 4]);
  });

  it('refuses rows that need a verification number: each needs its own', async () => {
    const idProposal = await newProposal();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/proposals/admin/status',
      headers: pic.headers,
      payload: { idProposals: [idProposal], idProposalStatus: 5 },
    });
    expect(res.json()).toEqual({
      moved: [],
      refused: [{ idProposal, message: statusDecisionMessages.verificationNumberRequired }],
    });
  });
});

describe('staff login', () => {
  it('with the admin claim signs staff in with a token that says admin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/member',
      payload: { username: pic.person.nip, password: 'demo1234', isAdmin: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const payload = JSON.parse(Buffer.from(res.json().accessToken.split('.')[1], 'base64url').toString());
    expect(payload.admin).toBe(true);
  });
});
