import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposalSections } from '../../db/schema/index.ts';
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
let programY: number;
/** Lead verifier (role 6) of X. */
let lead: Member;
/** Ticked becomeVerifier on proposals of X and of Y. */
let volunteer: Member;
/** Sent a proposal of Y, ticking it. */
let volunteerY: Member;
/** Sent a proposal of X without ticking it. */
let declined: Member;
let picX: Member;
let superAdmin: Member;

const ROUTES = ['reference', 'referrer', 'family', 'incomes', 'expenses', 'requirement'];

/** The names of a list's people, limited to those this file made (the demo data has its own). */
const namesIn = (body: { data: { fullName: string }[] }) =>
  body.data.map((v) => v.fullName).filter((name) => name.startsWith('VL Uji'));

const list = (member: Member, query = '') =>
  t.app.inject({ url: `/api/verificators/1/100${query}`, headers: member.headers });

beforeAll(async () => {
  t = await createTestApp();
  programX = await createProgramme(t.database.db, { routes: ROUTES, name: 'Program VL X' });
  programY = await createProgramme(t.database.db, { routes: ROUTES, name: 'Program VL Y' });
  lead = await createStaff(t, [{ idProgram: programX, idRole: 6 }], { fullName: 'VL Uji Lead' });
  volunteer = await createMember(t, { fullName: 'VL Uji Relawan' });
  volunteerY = await createMember(t, { fullName: 'VL Uji Relawan Y' });
  declined = await createMember(t, { fullName: 'VL Uji Tidak Bersedia' });
  await createProposal(t.database.db, { applicant: volunteer.person, idProgram: programX });
  await createProposal(t.database.db, { applicant: volunteer.person, idProgram: programY });
  await createProposal(t.database.db, { applicant: volunteerY.person, idProgram: programY });
  const idProposal = await createProposal(t.database.db, {
    applicant: (await createMember(t)).person,
    idProgram: programX,
  });
  await t.database.db
    .update(proposalSections)
    .set({ data: sql`${proposalSections.data} || '{"becomeVerifier": false}'::jsonb` })
    .where(and(eq(proposalSections.idProposal, idProposal), eq(proposalSections.route, 'requirement')));
  picX = await createStaff(t, [{ idProgram: programX, idRole: 3 }]);
  superAdmin = await createStaff(t, [{ idProgram: programY, idRole: 9 }]);
});

afterAll(() => t?.close());

describe('the field verifiers (issue 34 item 8)', () => {
  it('are the lead verifiers and the members who ticked becomeVerifier, with their programmes', async () => {
    const res = await list(superAdmin, '?search=VL%20Uji');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          idUser: lead.person.idUser,
          fullName: 'VL Uji Lead',
          nip: lead.person.nip,
          whatsappNumber: lead.person.whatsappNumber,
          leadVerifier: true,
          volunteered: false,
          programs: [{ idProgram: programX, name: 'Program VL X' }],
          openAssignments: 0,
        },
        {
          idUser: volunteer.person.idUser,
          fullName: 'VL Uji Relawan',
          nip: volunteer.person.nip,
          whatsappNumber: volunteer.person.whatsappNumber,
          leadVerifier: false,
          volunteered: true,
          programs: [
            { idProgram: programX, name: 'Program VL X' },
            { idProgram: programY, name: 'Program VL Y' },
          ],
          openAssignments: 0,
        },
        expect.objectContaining({ fullName: 'VL Uji Relawan Y', volunteered: true }),
      ],
      total: 3,
      page: 1,
      rows: 100,
    });
  });

  it('the demo’s lead verifier and volunteering applicant are among them', async () => {
    const body = (await list(superAdmin)).json();
    const nips = body.data.map((v: { nip: string }) => v.nip);
    expect(nips).toEqual(expect.arrayContaining(['ARN101-10004', 'ARN101-10001']));
  });

  it('a PIC of X sees only the verifiers of X, each with the programmes of X only', async () => {
    const res = await list(picX, '?search=VL%20Uji');
    expect(res.statusCode, res.body).toBe(200);
    expect(namesIn(res.json())).toEqual(['VL Uji Lead', 'VL Uji Relawan']);
    expect(res.json().data[1].programs).toEqual([{ idProgram: programX, name: 'Program VL X' }]);
    // A programme outside the PIC's: nothing.
    expect((await list(picX, `?idProgram=${programY}`)).json()).toMatchObject({ data: [], total: 0 });
  });

  it('filters by programme and by a NIP or name prefix, and pages with the total', async () => {
    const inY = (await list(superAdmin, `?idProgram=${programY}`)).json();
    expect(namesIn(inY)).toEqual(['VL Uji Relawan', 'VL Uji Relawan Y']);
    const byNip = (await list(superAdmin, `?search=${volunteerY.person.nip!.toLowerCase()}`)).json();
    expect(byNip.data.map((v: { idUser: number }) => v.idUser)).toEqual([volunteerY.person.idUser]);
    const second = await t.app.inject({
      url: '/api/verificators/2/1?search=VL%20Uji',
      headers: superAdmin.headers,
    });
    expect(second.json()).toMatchObject({
      total: 3,
      page: 2,
      rows: 1,
      data: [{ fullName: 'VL Uji Relawan' }],
    });
  });

  it.each([
    ['/api/verificators/1/101', 400],
    ['/api/verificators/0/10', 400],
    ['/api/verificators/1/10?idProgram=abc', 400],
  ])('refuses %s with %i', async (url, status) => {
    const res = await t.app.inject({ url, headers: superAdmin.headers });
    expect(res.statusCode).toBe(status);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('is refused to staff without readVerifiers (an assessor: 403), members (403) and anonymous (401)', async () => {
    const assessor = await createStaff(t, [{ idProgram: programX, idRole: 8 }]);
    expect((await list(assessor)).statusCode).toBe(403);
    expect((await list(volunteer)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/verificators/1/10' })).statusCode).toBe(401);
  });

  it('counts each verifier’s open assignments in the caller’s programmes, and lists someone assigned', async () => {
    const assigned = await createMember(t, { fullName: 'VL Uji Ditugaskan' });
    const idProposal = await createProposal(t.database.db, {
      applicant: declined.person,
      idProgram: programX,
    });
    const send = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: lead.headers, payload });
    for (const person of [assigned, volunteer]) {
      const { idVerificator } = (await send('/api/verificator', { idUser: person.person.idUser })).json();
      expect((await send('/api/proposalverificator', { idProposal, idVerificator })).statusCode).toBe(200);
    }
    const open = async (caller: Member) =>
      Object.fromEntries(
        (await list(caller, '?search=VL%20Uji'))
          .json()
          .data.map((v: { fullName: string; openAssignments: number }) => [v.fullName, v.openAssignments]),
      );
    expect(await open(picX)).toMatchObject({ 'VL Uji Ditugaskan': 1, 'VL Uji Relawan': 1, 'VL Uji Lead': 0 });
    // The assignment is in X: a verifier of Y sees none of it.
    const picY = await createStaff(t, [{ idProgram: programY, idRole: 3 }]);
    expect(await open(picY)).not.toHaveProperty('VL Uji Ditugaskan');
    expect((await open(picY))['VL Uji Relawan']).toBe(0);
  });
});
