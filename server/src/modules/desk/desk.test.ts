import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposals } from '../../db/schema/index.ts';
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
let staffOfA: Member;
let superAdmin: Member;
/** Proposals of programme A, by recipient name. */
const ofA: Record<string, number> = {};
let ofB: number;

const desk = (member: Member, query = '', page = 1, rows = 10) =>
  t.app.inject({ url: `/api/proposals/admin/${page}/${rows}${query}`, headers: member.headers });

const ids = (res: { json(): { data: { idProposal: number }[] } }) =>
  res.json().data.map((row) => row.idProposal);

beforeAll(async () => {
  t = await createTestApp();
  programA = await createProgramme(t.database.db);
  programB = await createProgramme(t.database.db);
  for (const fullName of ['Budi Santoso', 'Ahmad Yani', 'Citra Lestari']) {
    const applicant = await createMember(t, { fullName });
    ofA[fullName] = await createProposal(t.database.db, { applicant: applicant.person, idProgram: programA });
  }
  ofB = await createProposal(t.database.db, {
    applicant: (await createMember(t)).person,
    idProgram: programB,
  });
  // Submission days: Ahmad on 1 March (Jakarta), Budi on 2 March 23:30 Jakarta (16:30 UTC), Citra on 3 March.
  const days: [number, string][] = [
    [ofA['Ahmad Yani']!, '2026-03-01T03:00:00Z'],
    [ofA['Budi Santoso']!, '2026-03-02T16:30:00Z'],
    [ofA['Citra Lestari']!, '2026-03-03T03:00:00Z'],
  ];
  for (const [idProposal, at] of days)
    await t.database.db
      .update(proposals)
      .set({ createdAt: new Date(at) })
      .where(eq(proposals.idProposal, idProposal));
  await t.database.db
    .update(proposals)
    .set({ documentComplete: false, idProposalStatus: 4 })
    .where(eq(proposals.idProposal, ofA['Citra Lestari']!));
  staffOfA = await createStaff(t, [{ idProgram: programA, idRole: 15 }]);
  superAdmin = await createStaff(t, [{ idProgram: programB, idRole: 9 }]);
});

afterAll(() => t?.close());

describe('the desk lists the proposals of the programmes the person holds a role in', () => {
  it('staff of A see A’s proposals, newest first, and none of B’s', async () => {
    const res = await desk(staffOfA);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res)).toEqual([ofA['Citra Lestari'], ofA['Budi Santoso'], ofA['Ahmad Yani']]);
    expect(res.json().total).toBe(3);
    expect(res.json().data[0]).toMatchObject({
      program: { idProgram: programA },
      status: { idProposalStatus: 4, name: 'Verifikasi berkas' },
      reference: { fullName: 'Citra Lestari' },
      documentComplete: false,
      area: { province: expect.stringMatching(/jawa barat/i), regency: expect.stringMatching(/bandung/i) },
    });
  });

  it('a super admin sees every programme', async () => {
    const res = await desk(superAdmin, `?Program.idProgram=${programB}`);
    expect(ids(res)).toEqual([ofB]);
  });

  it('staff filtering on a programme they hold no role in get nothing', async () => {
    expect(ids(await desk(staffOfA, `?Program.idProgram=${programB}`))).toEqual([]);
  });
});

describe('filters, sort and pages', () => {
  it('filters by recipient name prefix, case-insensitively', async () => {
    expect(ids(await desk(staffOfA, '?reference.name=bud'))).toEqual([ofA['Budi Santoso']]);
  });

  it('filters by status and by documents complete', async () => {
    expect(ids(await desk(staffOfA, '?ProposalStatusHistory.idProposalStatus=4'))).toEqual([
      ofA['Citra Lestari'],
    ]);
    expect(ids(await desk(staffOfA, '?documentComplete=false'))).toEqual([ofA['Citra Lestari']]);
    expect(ids(await desk(staffOfA, '?documentComplete=true'))).toEqual([
      ofA['Budi Santoso'],
      ofA['Ahmad Yani'],
    ]);
  });

  it('takes submission days in Jakarta: 23:30 WIB on 2 March is 2 March', async () => {
    expect(ids(await desk(staffOfA, '?from=2026-03-02&to=2026-03-02'))).toEqual([ofA['Budi Santoso']]);
    expect(ids(await desk(staffOfA, '?to=2026-03-01'))).toEqual([ofA['Ahmad Yani']]);
  });

  it('filters by the recipient’s province', async () => {
    expect(ids(await desk(staffOfA, '?idProvince=32'))).toHaveLength(3);
    expect(ids(await desk(staffOfA, '?idProvince=31'))).toEqual([]);
  });

  it('sorts by name and by status, both ways', async () => {
    expect(ids(await desk(staffOfA, '?sort=name&order=asc'))).toEqual([
      ofA['Ahmad Yani'],
      ofA['Budi Santoso'],
      ofA['Citra Lestari'],
    ]);
    expect(ids(await desk(staffOfA, '?sort=status&order=desc'))[0]).toBe(ofA['Citra Lestari']);
  });

  it('pages with the total of every page', async () => {
    const first = await desk(staffOfA, '?sort=name&order=asc', 1, 2);
    expect(ids(first)).toEqual([ofA['Ahmad Yani'], ofA['Budi Santoso']]);
    expect(first.json().total).toBe(3);
    const second = await desk(staffOfA, '?sort=name&order=asc', 2, 2);
    expect(ids(second)).toEqual([ofA['Citra Lestari']]);
    expect(second.json().total).toBe(3);
  });

  it('refuses a date range that ends before it starts, in Indonesian', async () => {
    const res = await desk(staffOfA, '?from=2026-03-03&to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'to', message: 'Tanggal awal harus sebelum tanggal akhir' }]);
  });
});

describe('the desk by field verifier (issue 35)', () => {
  it('filters to one verifier’s proposals, or to those nobody verifies yet', async () => {
    const verifier = await createMember(t);
    const lead = await createStaff(t, [{ idProgram: programA, idRole: 6 }]);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: lead.headers, payload });
    const { idVerificator } = (await post('/api/verificator', { idUser: verifier.person.idUser })).json();
    const linked = await post('/api/proposalverificator', { idProposal: ofA['Ahmad Yani'], idVerificator });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(ids(await desk(staffOfA, `?verifier=${verifier.person.idUser}`))).toEqual([ofA['Ahmad Yani']]);
    expect(ids(await desk(staffOfA, '?verifier=none'))).toEqual([ofA['Citra Lestari'], ofA['Budi Santoso']]);
    const removed = await t.app.inject({
      method: 'PATCH',
      url: '/api/proposalverificator',
      headers: lead.headers,
      payload: { idProposalVerificator: linked.json().idProposalVerificator, idVerificatorStatus: 2 },
    });
    expect(removed.statusCode).toBe(200);
    expect(ids(await desk(staffOfA, `?verifier=${verifier.person.idUser}`))).toEqual([]);
    expect(ids(await desk(staffOfA, '?verifier=none'))).toHaveLength(3);
    expect((await desk(staffOfA, '?verifier=semua')).statusCode).toBe(400);
  });
});

describe('every shape of the desk query', () => {
  // 64 combinations of six filters × 3 sorts × 2 orders: more shapes than the server prepares
  // (256), so that the last ones are built for their one request.
  it('answers the same one proposal, shapes past the prepared ones included, with its total', async () => {
    const [budi] = await t.database.db
      .select({ status: proposals.idProposalStatus })
      .from(proposals)
      .where(eq(proposals.idProposal, ofA['Budi Santoso']!));
    const optional: [string, string][] = [
      ['Program.idProgram', String(programA)],
      ['ProposalStatusHistory.idProposalStatus', String(budi!.status)],
      ['from', '2026-03-02'],
      ['to', '2026-03-02'],
      ['referrer.name', 'bu'],
      ['documentComplete', 'true'],
    ];
    const wrong: string[] = [];
    for (let subset = 0; subset < 2 ** optional.length; subset++)
      for (const sort of ['createdAt', 'name', 'status'])
        for (const order of ['asc', 'desc']) {
          const search = new URLSearchParams([
            ['reference.name', 'Budi'],
            ['sort', sort],
            ['order', order],
          ]);
          for (const [i, [key, value]] of optional.entries()) if (subset & (1 << i)) search.set(key, value);
          const res = await desk(staffOfA, `?${search}`, 1, 1);
          const body = res.json();
          if (res.statusCode !== 200 || body.total !== 1 || body.data[0]?.idProposal !== ofA['Budi Santoso'])
            wrong.push(`${search}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
    expect(wrong).toEqual([]);
  });
});

describe('the proposal as staff read it', () => {
  it('answers the contacts, the history and what the caller may do; a guest may only read', async () => {
    const res = await t.app.inject({
      url: `/api/proposal/admin/${ofA['Budi Santoso']}`,
      headers: staffOfA.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.reference.fullName).toBe('Budi Santoso');
    expect(body.reference.whatsappNumber).toMatch(/^628577/);
    expect(body.history).toEqual([expect.objectContaining({ idProposalStatus: 1, fromStatus: null })]);
    expect(body.allowed).toEqual({
      decideStatus: false,
      sendBack: false,
      reviewDocuments: false,
      readAudit: false,
      assignVerifiers: false,
    });
    expect(body.statusChoices).toEqual([]);
  });

  it('is not found for staff of another programme', async () => {
    const other = await createStaff(t, [{ idProgram: programB, idRole: 3 }]);
    const res = await t.app.inject({
      url: `/api/proposal/admin/${ofA['Ahmad Yani']}`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});
