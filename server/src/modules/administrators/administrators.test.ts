import { administratorMessages } from '@amal/contract/administrators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { administratorRoles, administrators, auditEvents } from '../../db/schema/index.ts';
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
let superAdmin: Member;
let pic: Member;

const PIC = 3;
const LEAD_VERIFIER = 6;
const SUPER_ADMIN = 9;
const GUEST = 15;

type Headers = Member['headers'] | Record<string, never>;
const get = (headers: Headers, url: string) => t.app.inject({ url, headers });
const grant = (headers: Headers, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/administrator/role', headers, payload: body });
const remove = (headers: Headers, idAdministratorRole: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/administrator/role/${idAdministratorRole}`, headers });

const auditOf = (idSubjectUser: number) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.idSubjectUser, idSubjectUser), eq(auditEvents.action, 'administrator.role')))
    .orderBy(auditEvents.idAuditEvent);

/** The id of the role row a person holds in a programme. */
async function roleRow(person: Member, program: number, idRole: number) {
  const [row] = await t.database.db
    .select({ id: administratorRoles.idAdministratorRole })
    .from(administratorRoles)
    .innerJoin(administrators, eq(administrators.idAdministrator, administratorRoles.idAdministrator))
    .where(
      and(
        eq(administrators.idUser, person.person.idUser),
        eq(administratorRoles.idProgram, program),
        eq(administratorRoles.idRole, idRole),
      ),
    );
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  idProgram = await createProgramme(t.database.db, { name: 'Program Peran A' });
  otherProgram = await createProgramme(t.database.db, { name: 'Program Peran B' });
  superAdmin = await createStaff(t, [{ idProgram: otherProgram, idRole: SUPER_ADMIN }], {
    fullName: 'Super Admin Uji',
  });
  pic = await createStaff(t, [{ idProgram, idRole: PIC }], { fullName: 'Petugas PIC Uji' });
});

afterAll(() => t?.close());

describe('granting a role (issue 34 item 6)', () => {
  it('makes a member staff: the administrator record, the role, and an audit row in one go', async () => {
    const member = await createMember(t, { fullName: 'Calon Verifikator' });
    const res = await grant(superAdmin.headers, {
      idUser: member.person.idUser,
      idProgram,
      idRole: LEAD_VERIFIER,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      idUser: member.person.idUser,
      fullName: 'Calon Verifikator',
      nip: member.person.nip,
      roles: [
        { idProgram, programName: 'Program Peran A', idRole: LEAD_VERIFIER, roleName: 'Lead Verifikator' },
      ],
    });
    const read = await get(superAdmin.headers, `/api/administrator/${body.idAdministrator}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(body);

    expect(await auditOf(member.person.idUser)).toEqual([
      expect.objectContaining({
        idUser: superAdmin.person.idUser,
        action: 'administrator.role',
        before: null,
        after: { idAdministrator: body.idAdministrator, idProgram, idRole: LEAD_VERIFIER },
      }),
    ]);

    // A second role in another programme joins the same record.
    const second = await grant(superAdmin.headers, {
      idUser: member.person.idUser,
      idProgram: otherProgram,
      idRole: GUEST,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().idAdministrator).toBe(body.idAdministrator);
    expect(second.json().roles.map((r: { idRole: number }) => r.idRole)).toEqual([LEAD_VERIFIER, GUEST]);
  });

  it('answers 409 with an Indonesian message for a role already held, and writes nothing', async () => {
    const member = await createMember(t);
    const body = { idUser: member.person.idUser, idProgram, idRole: PIC };
    expect((await grant(superAdmin.headers, body)).statusCode).toBe(201);
    const again = await grant(superAdmin.headers, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: administratorMessages.roleHeld,
      errors: [{ path: 'idRole', message: administratorMessages.roleHeld }],
    });
    expect(await auditOf(member.person.idUser)).toHaveLength(1);
  });

  it.each([
    [{ idRole: 2 }, 400, 'idRole', administratorMessages.roleInvalid],
    [{ idRole: 16 }, 400, 'idRole', administratorMessages.roleInvalid],
    [{ idProgram: 999_999 }, 400, 'idProgram', administratorMessages.programInvalid],
    [{ idUser: 999_999 }, 404, 'idUser', administratorMessages.memberNotFound],
  ])('refuses %o (%i) and makes no administrator record', async (change, status, path, message) => {
    const member = await createMember(t);
    const res = await grant(superAdmin.headers, {
      idUser: member.person.idUser,
      idProgram,
      idRole: PIC,
      ...change,
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().errors).toContainEqual({ path, message });
    const record = await t.database.db
      .select()
      .from(administrators)
      .where(eq(administrators.idUser, member.person.idUser));
    expect(record).toEqual([]);
  });

  it('refuses a body without its fields with the error shape', async () => {
    const res = await grant(superAdmin.headers, {});
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['idProgram', 'idRole', 'idUser']);
  });
});

describe('removing a role', () => {
  it('ends what the role allowed at the next request: a PIC loses the desk and the proposal', async () => {
    const staff = await createStaff(t, [{ idProgram, idRole: PIC }]);
    const idProposal = await createProposal(t.database.db, {
      applicant: (await createMember(t)).person,
      idProgram,
    });
    const desk = () => get(staff.headers, '/api/proposals/admin/1/10');
    expect((await desk()).json().data.map((row: { idProposal: number }) => row.idProposal)).toContain(
      idProposal,
    );
    expect((await get(staff.headers, `/api/proposal/admin/${idProposal}`)).statusCode).toBe(200);

    const idRole = await roleRow(staff, idProgram, PIC);
    const res = await remove(superAdmin.headers, idRole);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().roles).toEqual([]);

    expect((await desk()).json()).toMatchObject({ data: [], total: 0 });
    expect((await get(staff.headers, `/api/proposal/admin/${idProposal}`)).statusCode).toBe(404);
    const audit = await auditOf(staff.person.idUser);
    expect(audit).toEqual([
      expect.objectContaining({
        idUser: superAdmin.person.idUser,
        before: { idAdministrator: res.json().idAdministrator, idProgram, idRole: PIC },
        after: null,
      }),
    ]);
  });

  it('a role in programme A gives nothing in programme B', async () => {
    const staff = await createStaff(t, [{ idProgram, idRole: PIC }]);
    const inB = await createProposal(t.database.db, {
      applicant: (await createMember(t)).person,
      idProgram: otherProgram,
    });
    expect((await get(staff.headers, `/api/proposal/admin/${inB}`)).statusCode).toBe(404);
  });

  it('keeps a super admin’s own last super admin role (409), but not the others', async () => {
    const admin = await createStaff(t, [
      { idProgram, idRole: SUPER_ADMIN },
      { idProgram: otherProgram, idRole: SUPER_ADMIN },
    ]);
    const first = await remove(admin.headers, await roleRow(admin, idProgram, SUPER_ADMIN));
    expect(first.statusCode, first.body).toBe(200);
    const last = await roleRow(admin, otherProgram, SUPER_ADMIN);
    const refused = await remove(admin.headers, last);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(administratorMessages.lastSuperAdmin);
    // Another super admin may remove it: the caller stays one.
    expect((await remove(superAdmin.headers, last)).statusCode).toBe(200);
    // Without a super admin role, the former super admin may manage no one (the next request).
    expect((await get(admin.headers, '/api/administrators/1/10')).statusCode).toBe(403);
  });

  it('answers 404 for a role that does not exist', async () => {
    const res = await remove(superAdmin.headers, 2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(administratorMessages.roleNotFound);
  });
});

describe('listing administrators and finding members', () => {
  it('lists administrators by name with their roles, searched by a NIP or name prefix', async () => {
    const named = await createStaff(t, [{ idProgram, idRole: GUEST }], { fullName: 'Zaenal Tamu Uji' });
    const byName = await get(superAdmin.headers, '/api/administrators/1/10?search=zaenal%20tamu');
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toEqual({
      data: [
        {
          idAdministrator: expect.any(Number),
          idUser: named.person.idUser,
          fullName: 'Zaenal Tamu Uji',
          nip: named.person.nip,
          roles: [
            {
              idAdministratorRole: expect.any(Number),
              idProgram,
              programName: 'Program Peran A',
              idRole: GUEST,
              roleName: 'Tamu',
            },
          ],
        },
      ],
      total: 1,
      page: 1,
      rows: 10,
    });
    const byNip = await get(
      superAdmin.headers,
      `/api/administrators/1/10?search=${named.person.nip!.toLowerCase()}`,
    );
    expect(byNip.json().data.map((a: { idUser: number }) => a.idUser)).toEqual([named.person.idUser]);
    // A name's middle is not a prefix.
    expect((await get(superAdmin.headers, '/api/administrators/1/10?search=tamu')).json().total).toBe(0);
  });

  it('pages the list with its total', async () => {
    const all = (await get(superAdmin.headers, '/api/administrators/1/100')).json();
    expect(all.total).toBeGreaterThan(3);
    const second = (await get(superAdmin.headers, '/api/administrators/2/2')).json();
    expect(second.total).toBe(all.total);
    expect(second.data.map((a: { idAdministrator: number }) => a.idAdministrator)).toEqual(
      all.data.slice(2, 4).map((a: { idAdministrator: number }) => a.idAdministrator),
    );
  });

  it('finds members by NIP or name prefix, saying who is staff already', async () => {
    const member = await createMember(t, { fullName: 'Qomaruddin Calon Staf' });
    const res = await get(superAdmin.headers, '/api/administrator/members/1/20?search=qomar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          idUser: member.person.idUser,
          fullName: 'Qomaruddin Calon Staf',
          nip: member.person.nip,
          idAdministrator: null,
        },
      ],
      total: 1,
      page: 1,
      rows: 20,
    });
    const staff = await get(superAdmin.headers, `/api/administrator/members/1/20?search=${pic.person.nip}`);
    expect(staff.json().data).toEqual([expect.objectContaining({ idAdministrator: expect.any(Number) })]);
  });

  it.each([
    ['/api/administrator/members/1/20?search=a', administratorMessages.searchTooShort],
    ['/api/administrator/members/1/20', administratorMessages.searchTooShort],
    ['/api/administrator/members/1/21?search=ahmad', undefined],
    ['/api/administrators/1/101', undefined],
    ['/api/administrator/abc', undefined],
  ])('refuses %s with 400', async (url, message) => {
    const res = await get(superAdmin.headers, url);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it('answers 404 for an administrator that does not exist', async () => {
    const res = await get(superAdmin.headers, '/api/administrator/2000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(administratorMessages.administratorNotFound);
  });
});

describe('who may not manage administrators', () => {
  const requests = () => [
    { method: 'GET' as const, url: '/api/administrators/1/10' },
    { method: 'GET' as const, url: '/api/administrator/1' },
    { method: 'GET' as const, url: '/api/administrator/members/1/20?search=ahmad' },
    {
      method: 'POST' as const,
      url: '/api/administrator/role',
      payload: { idUser: pic.person.idUser, idProgram, idRole: GUEST },
    },
    { method: 'DELETE' as const, url: '/api/administrator/role/1' },
  ];

  it('a PIC (and any staff role but super admin) gets 403; a member 403; anonymous 401', async () => {
    const member = await createMember(t);
    for (const request of requests()) {
      const asPic = await t.app.inject({ ...request, headers: pic.headers });
      expect(asPic.statusCode, `${request.method} ${request.url} as PIC`).toBe(403);
      const asMember = await t.app.inject({ ...request, headers: member.headers });
      expect(asMember.statusCode, `${request.method} ${request.url} as member`).toBe(403);
      const anonymous = await t.app.inject(request);
      expect(anonymous.statusCode, `${request.method} ${request.url} anonymous`).toBe(401);
    }
    // The PIC's grant to themselves wrote nothing.
    expect(await auditOf(pic.person.idUser)).toEqual([]);
  });
});
