import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programs } from '../../db/schema/index.ts';
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
let closedZ: number;
let subOfX: number;
let picX: Member;
let guestAndLeaderX: Member;
let superAdmin: Member;
let member: Member;

type Listed = { idProgram: number; name: string; active: boolean; proposals: number; subPrograms: number };

const catalogue = (caller: Member) => t.app.inject({ url: '/api/programs/admin', headers: caller.headers });
const listed = async (caller: Member) => {
  const res = await catalogue(caller);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: (Listed & Record<string, unknown>)[] }).data;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  programX = await createProgramme(db, { name: 'Katalog Uji X', quota: 2 });
  programY = await createProgramme(db, { name: 'Katalog Uji Y' });
  closedZ = await createProgramme(db, { name: 'Katalog Uji Z' });
  await db.update(programs).set({ active: false }).where(eq(programs.idProgram, closedZ));
  const [sub] = await db
    .insert(programs)
    .values({ name: 'Sub Katalog X', idProgramParent: programX, active: false })
    .returning({ idProgram: programs.idProgram });
  subOfX = sub!.idProgram;
  const applicant = await createMember(t);
  await createProposal(db, { applicant: applicant.person, idProgram: programX });
  await createProposal(db, { applicant: (await createMember(t)).person, idProgram: programX });
  picX = await createStaff(t, [{ idProgram: programX, idRole: 3 }]);
  guestAndLeaderX = await createStaff(t, [
    { idProgram: programX, idRole: 15 },
    { idProgram: programX, idRole: 5 },
  ]);
  superAdmin = await createStaff(t, [{ idProgram: programY, idRole: 9 }]);
  member = await createMember(t);
});

afterAll(() => t?.close());

describe('the staff programme catalogue, /admin/program (issue 34 item 1)', () => {
  it('lists only the programmes the caller holds a role in, with their periods and proposal counts', async () => {
    const data = await listed(picX);
    expect(data.map((p) => p.idProgram)).toEqual([programX]);
    const [x] = data;
    expect(x).toMatchObject({
      name: 'Katalog Uji X',
      active: true,
      open: true,
      full: true,
      proposals: 2,
      subPrograms: 1,
      roles: [{ idRole: 3, name: expect.any(String) }],
    });
    expect(x!.schedules).toHaveLength(1);
    expect(x!.schedules).toEqual([expect.objectContaining({ quota: 2 })]);
  });

  it('names every role the caller holds in a programme', async () => {
    const [x] = await listed(guestAndLeaderX);
    expect((x!.roles as { idRole: number }[]).map((r) => r.idRole)).toEqual([5, 15]);
  });

  it('gives a super admin every programme, inactive ones included, and no sub-programme as a row', async () => {
    const ids = (await listed(superAdmin)).map((p) => p.idProgram);
    expect(ids).toEqual(expect.arrayContaining([programX, programY, closedZ]));
    expect(ids).not.toContain(subOfX);
    const z = (await listed(superAdmin)).find((p) => p.idProgram === closedZ)!;
    expect(z).toMatchObject({ active: false, open: false, proposals: 0, roles: [] });
  });

  it('refuses members (403) and anonymous callers (401)', async () => {
    expect((await catalogue(member)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/programs/admin' })).statusCode).toBe(401);
  });

  it('ends at once for a staff member whose last role is removed', async () => {
    const someone = await createStaff(t, [{ idProgram: programY, idRole: 3 }]);
    expect((await listed(someone)).map((p) => p.idProgram)).toEqual([programY]);
    await t.database.db.execute(
      `delete from administrator_roles where id_administrator in
        (select id_administrator from administrators where id_user = ${someone.person.idUser})`,
    );
    expect((await catalogue(someone)).statusCode).toBe(403);
  });
});
