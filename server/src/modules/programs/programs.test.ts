import { gunzipSync } from 'node:zlib';
import {
  isWithinSchedule,
  type ProgramDetail,
  type ProgramSummary,
  programDetailSchema,
} from '@amal/contract/programs';
import { z } from '@amal/contract/zod';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  administratorRoles,
  administrators,
  programSchedules,
  programs,
  proposals,
  sectionProperties,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';
import { getProgram } from './programs.service.ts';
import { STRUCTURE_TTL_MS } from './programs.structure.ts';

let t: TestApp;
const logins: Record<string, { authorization: string }> = {};

async function login(nip: string): Promise<Record<string, string>> {
  logins[nip] ??= await memberAuth(t, nip);
  return logins[nip];
}

const APPLICANT = 'ARN101-10001';
const LEAD_VERIFIER = 'ARN101-10004';
const SUPER_ADMIN = 'ARN101-10009';
// A staff member who holds a role in programme 1 only (made in beforeAll).
const FIELD_VERIFIER = 'ARN101-10003';

beforeAll(async () => {
  t = await createTestApp();
  const [user] = await t.database.db
    .select({ idUser: users.idUser })
    .from(users)
    .where(sql`upper(${users.nip}) = ${FIELD_VERIFIER}`);
  const [administrator] = await t.database.db
    .insert(administrators)
    .values({ idUser: user!.idUser })
    .returning({ idAdministrator: administrators.idAdministrator });
  await t.database.db
    .insert(administratorRoles)
    .values({ idAdministrator: administrator!.idAdministrator, idProgram: 1, idRole: 3 });
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, nip?: string) =>
  t.app.inject({ method: 'GET', url, headers: nip ? await login(nip) : {} });

type List<T> = { data: T[]; total: number; page: number; rows: number };

describe('GET /api/programs', () => {
  it('lists the active programmes with their current schedule and whether they are open', async () => {
    const res = await get('/api/programs', APPLICANT);
    expect(res.statusCode).toBe(200);
    const body = res.json<List<ProgramSummary>>();
    expect(body.total).toBe(body.data.length);
    expect(body).toMatchObject({ page: 1, rows: body.total });
    const ids = body.data.map((p) => p.idProgram);
    expect(ids).toEqual(expect.arrayContaining([1, 10, 14, 20, 21, 22, 23, 27, 29, 30, 31, 40, 61]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const dhuafa = body.data.find((p) => p.idProgram === 10)!;
    expect(dhuafa).toMatchObject({
      name: 'Santunan Dhuafa',
      individual: true,
      icon: '/programs/santunan-dhuafa.svg',
      banner: '/programs/santunan-dhuafa-banner.svg',
      idProgramParent: null,
      active: true,
    });
    for (const program of body.data) {
      const expected = program.programSchedule !== null && isWithinSchedule(program.programSchedule);
      expect(program.open, `programme ${program.idProgram}`).toBe(expected);
    }
  });

  it('shows a closed programme as closed and a quota where there is one', async () => {
    const body = (await get('/api/programs', APPLICANT)).json<List<ProgramSummary>>();
    const zakat = body.data.find((p) => p.idProgram === 12)!;
    expect(zakat.idProgramParent).toBe(11);
    expect(zakat.open).toBe(false);
    expect(new Date(zakat.programSchedule!.endDate).getTime()).toBeLessThan(Date.now());
    expect(body.data.find((p) => p.idProgram === 21)!.programSchedule!.quota).toBe(50);
  });

  it('says a programme is full once the proposals made in its period reach the quota', async () => {
    const [made] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(proposals)
      .where(eq(proposals.idProgram, 1));
    const fullOf = async () =>
      (await get('/api/programs', APPLICANT))
        .json<List<ProgramSummary>>()
        .data.find((p) => p.idProgram === 1)!.full;
    const setQuota = (quota: number | null) =>
      t.database.db.update(programSchedules).set({ quota }).where(eq(programSchedules.idProgram, 1));
    expect(made!.n).toBeGreaterThan(0);
    try {
      await setQuota(made!.n + 1);
      expect(await fullOf()).toBe(false);
      await setQuota(made!.n);
      expect(await fullOf()).toBe(true);
      expect((await get('/api/program/1', APPLICANT)).json<ProgramDetail>().full).toBe(true);
    } finally {
      await setQuota(null);
    }
    expect(await fullOf()).toBe(false);
  });

  it('answers a browser that takes gzip with the same list gzipped, kept no longer than it is true', async () => {
    const auth = await login(APPLICANT);
    const gzipped = async () => {
      const res = await t.app.inject({
        url: '/api/programs',
        headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      return res.rawPayload;
    };
    const plain = await t.app.inject({ url: '/api/programs', headers: { ...auth, 'accept-encoding': 'br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const body = await gzipped();
    expect(body.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(body).toString()).toBe(plain.body);

    const [made] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(proposals)
      .where(eq(proposals.idProgram, 1));
    const setQuota = (quota: number | null) =>
      t.database.db.update(programSchedules).set({ quota }).where(eq(programSchedules.idProgram, 1));
    const fullOf = (list: Buffer) =>
      (JSON.parse(gunzipSync(list).toString()) as List<ProgramSummary>).data.find((p) => p.idProgram === 1)!
        .full;
    try {
      await setQuota(made!.n);
      expect(fullOf(await gzipped())).toBe(true);
    } finally {
      await setQuota(null);
    }
    expect(fullOf(await gzipped())).toBe(false);
  });

  it('includes qurban through institutions', async () => {
    const body = (await get('/api/programs', APPLICANT)).json<List<ProgramSummary>>();
    expect(body.data.find((p) => p.idProgram === 40)).toMatchObject({
      name: 'Qurban Lembaga',
      individual: false,
    });
  });

  it('needs a login', async () => {
    const res = await get('/api/programs');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      statusCode: 401,
      message: 'Silakan masuk terlebih dahulu',
      errors: [],
    });
  });
});

describe('GET /api/program/:id', () => {
  it('answers exactly what its response schema encodes, the first time and from the kept encoding', async () => {
    // Programme 11 has sub-programmes (its sections gain the sub-programme step), 10 has none.
    for (const id of [10, 11, 10, 11]) {
      const res = await get(`/api/program/${id}`, APPLICANT);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const expected = z.encode(programDetailSchema, await getProgram(t.database.db, id));
      expect(res.body).toBe(JSON.stringify(expected));
    }
  });

  it('answers a browser that takes gzip with the same JSON gzipped, and only such a client', async () => {
    const auth = await login(APPLICANT);
    for (const id of [10, 11, 10]) {
      const res = await t.app.inject({
        url: `/api/program/${id}`,
        headers: { ...auth, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const expected = z.encode(programDetailSchema, await getProgram(t.database.db, id));
      expect(res.rawPayload.length).toBeLessThan(JSON.stringify(expected).length / 3);
      expect(gunzipSync(res.rawPayload).toString()).toBe(JSON.stringify(expected));
    }
    const plain = await t.app.inject({
      url: '/api/program/10',
      headers: { ...auth, 'accept-encoding': 'br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<ProgramDetail>().idProgram).toBe(10);
  });

  it('answers programme 10 with its sections in order and their properties', async () => {
    const res = await get('/api/program/10', APPLICANT);
    expect(res.statusCode).toBe(200);
    const program = res.json<ProgramDetail>();
    expect(program).toMatchObject({
      idProgram: 10,
      name: 'Santunan Dhuafa',
      individual: true,
      childPrograms: [],
    });
    expect(program.programSections.map((s) => s.route)).toEqual([
      'reference',
      'referrer',
      'family',
      'incomes',
      'expenses',
      'assets',
      'loans',
      'non-hsi-helped',
      'hsi-helped',
      'close-relative',
      'bank-account',
      'requirement',
      'documents',
    ]);
    expect(program.programSections.map((s) => s.order)).toEqual(program.programSections.map((_, i) => i + 1));
    for (const step of program.programSections) {
      expect(step.synthetic).toBe(false);
      expect(step.section.route).toBe(step.route);
      expect(step.section.name).not.toBe('');
      expect(step.properties.map((p) => p.order)).toEqual(step.properties.map((_, i) => i + 1));
    }
    const requirement = program.programSections.find((s) => s.route === 'requirement')!;
    const required = requirement.properties.filter((p) => p.required).map((p) => p.columnname);
    expect(required).toEqual(expect.arrayContaining(['accompanyVerifier', 'poor', 'noAssistance6Month']));
    // Programme 10 skips the residence requirements of individual programmes.
    const reference = program.programSections.find((s) => s.route === 'reference')!;
    expect(reference.properties.find((p) => p.columnname === 'idStatusResidence')).toMatchObject({
      required: false,
      source: 'database',
      lookup: 'statusresidences',
      type: 'select',
      valueType: 'number',
    });
    expect(program.programDocumentType.map((d) => d.idDocumentType)).toEqual(expect.arrayContaining([2, 6]));
    expect(program.programDocumentType.find((d) => d.idDocumentType === 2)!.documentType).toEqual({
      idDocumentType: 2,
      name: 'KTP',
      multiple: false,
      fromUser: true,
      accepts: ['image', 'pdf'],
    });
  });

  it('requires residence details in other individual programmes', async () => {
    const program = (await get('/api/program/4', APPLICANT)).json<ProgramDetail>();
    const reference = program.programSections.find((s) => s.route === 'reference')!;
    const required = reference.properties.filter((p) => p.required).map((p) => p.columnname);
    expect(required).toEqual(expect.arrayContaining(['marriage', 'idStatusResidence', 'lengthOfStay']));
  });

  it('adds the synthetic sub-programme step to a programme with child programmes', async () => {
    const program = (await get('/api/program/11', APPLICANT)).json<ProgramDetail>();
    expect(program.individual).toBe(false);
    expect(program.childPrograms.map((c) => [c.idProgram, c.idProgramParent])).toEqual([
      [12, 11],
      [13, 11],
      [30, 11],
    ]);
    const steps = program.programSections;
    expect(steps.map((s) => s.route)).toEqual([
      'personal-data',
      'organization',
      'sub-program',
      'bank-account',
      'recipients',
      'requirement',
      'documents',
    ]);
    expect(steps.map((s) => s.order)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(steps[2]).toMatchObject({
      idProgramSection: null,
      synthetic: true,
      route: 'sub-program',
      section: { route: 'sub-program', name: 'Pilih Sub Program' },
      properties: [],
    });
  });

  it('answers a qurban programme with the institution documents in their order', async () => {
    const program = (await get('/api/program/40', APPLICANT)).json<ProgramDetail>();
    expect(program.individual).toBe(false);
    expect(program.programDocumentType.slice(0, 11).map((d) => d.idDocumentType)).toEqual([
      48, 50, 55, 49, 52, 53, 82, 51, 54, 73, 83,
    ]);
    const question = program.programSections.find((s) => s.route === 'organization-question')!;
    expect(
      question.properties.every(
        (p) => !p.required && p.valueType === (p.type === 'select' ? 'string' : 'boolean'),
      ),
    ).toBe(true);
  });

  it('answers 404 for an unknown programme', async () => {
    const res = await get('/api/program/9999', APPLICANT);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Program tidak ditemukan', errors: [] });
  });

  it('serves an edit of the programme’s steps within STRUCTURE_TTL_MS, its schedule at once', async () => {
    const labelOf = async () => {
      const program = (await get('/api/program/10', APPLICANT)).json<ProgramDetail>();
      const property = program.programSections.flatMap((s) => s.properties)[0]!;
      return { id: property.idSectionProperty, label: property.label, open: program.open };
    };
    const before = await labelOf();
    const schedules = await t.database.db
      .select()
      .from(programSchedules)
      .where(eq(programSchedules.idProgram, 10));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await t.database.db
        .update(sectionProperties)
        .set({ label: 'Label yang diubah' })
        .where(eq(sectionProperties.idSectionProperty, before.id));
      await t.database.db
        .update(programSchedules)
        .set({ endDate: new Date(Date.now() - 86_400_000) })
        .where(eq(programSchedules.idProgram, 10));
      expect(await labelOf()).toEqual({ ...before, open: false });
      vi.setSystemTime(Date.now() + STRUCTURE_TTL_MS + 1);
      expect(await labelOf()).toEqual({ ...before, label: 'Label yang diubah', open: false });
    } finally {
      vi.useRealTimers();
      await t.database.db
        .update(sectionProperties)
        .set({ label: before.label })
        .where(eq(sectionProperties.idSectionProperty, before.id));
      for (const { idProgramSchedule, endDate } of schedules) {
        await t.database.db
          .update(programSchedules)
          .set({ endDate })
          .where(eq(programSchedules.idProgramSchedule, idProgramSchedule));
      }
    }
  });

  it.each(['abc', '0', '1.5', '99999999999'])('rejects the id %s with a 400', async (id) => {
    const res = await get(`/api/program/${id}`, APPLICANT);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errors: [{ path: 'id' }] });
    expect(res.json().message).toMatch(/^ID /);
  });

  it('needs a login, before the id is even looked at', async () => {
    expect((await get('/api/program/10')).statusCode).toBe(401);
    expect((await get('/api/program/abc')).statusCode).toBe(401);
  });
});

describe('GET /api/documenttype/:id', () => {
  it('answers the KTP and KK types the home menu needs', async () => {
    expect((await get('/api/documenttype/2', APPLICANT)).json()).toEqual({
      idDocumentType: 2,
      name: 'KTP',
      multiple: false,
      fromUser: true,
      accepts: ['image', 'pdf'],
    });
    expect((await get('/api/documenttype/6', APPLICANT)).json()).toMatchObject({
      idDocumentType: 6,
      fromUser: true,
    });
    // A photo's slot takes images only, a recording's audio only (issue 31 item 17).
    expect((await get('/api/documenttype/61', APPLICANT)).json().accepts).toEqual(['image']);
    expect((await get('/api/documenttype/85', APPLICANT)).json().accepts).toEqual(['audio']);
  });

  it('answers 404 for an unknown type and 400 for a bad id', async () => {
    const missing = await get('/api/documenttype/999', APPLICANT);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Jenis dokumen tidak ditemukan');
    const bad = await get('/api/documenttype/x', APPLICANT);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      message: 'ID harus berupa angka',
      errors: [{ path: 'id', message: 'ID harus berupa angka' }],
    });
  });

  it('needs a login', async () => {
    expect((await get('/api/documenttype/2')).statusCode).toBe(401);
  });
});

describe('GET /api/administrator/roles/:idProgram', () => {
  it('answers no roles for an applicant', async () => {
    const res = await get('/api/administrator/roles/10', APPLICANT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], total: 0, page: 1, rows: 0 });
  });

  it("answers the caller's own roles in the programme", async () => {
    expect((await get('/api/administrator/roles/10', SUPER_ADMIN)).json().data).toEqual([
      { idRole: 9, name: 'Super Admin' },
    ]);
    expect((await get('/api/administrator/roles/10', LEAD_VERIFIER)).json().data).toEqual([
      { idRole: 6, name: 'Lead Verifikator' },
    ]);
    expect((await get('/api/administrator/roles/1', FIELD_VERIFIER)).json().data).toEqual([
      { idRole: 3, name: 'PIC' },
    ]);
    expect((await get('/api/administrator/roles/10', FIELD_VERIFIER)).json().data).toEqual([]);
  });

  it('answers 404 for an unknown programme and 400 for a bad id', async () => {
    expect((await get('/api/administrator/roles/9999', SUPER_ADMIN)).statusCode).toBe(404);
    const bad = await get('/api/administrator/roles/abc', SUPER_ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'idProgram', message: 'ID harus berupa angka' }]);
  });

  it('needs a login', async () => {
    expect((await get('/api/administrator/roles/10')).statusCode).toBe(401);
  });
});

describe('GET /api/programproposalstatus/program/:idProgram', () => {
  type Status = {
    idProposalStatus: number;
    order: number;
    name: string;
    roles: { idRole: number; name: string }[];
  };

  it("answers the programme's statuses in order with the roles that may set each", async () => {
    const res = await get('/api/programproposalstatus/program/10', SUPER_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json<List<Status>>();
    expect(body.data.map((s) => s.order)).toEqual(body.data.map((_, i) => i + 1));
    expect(body.data[0]).toMatchObject({ idProposalStatus: 1, order: 1, name: 'Pengajuan baru' });
    const fieldVerification = body.data.find((s) => s.idProposalStatus === 5)!;
    expect(fieldVerification.name).toBe('Verifikasi lapangan');
    expect(fieldVerification.roles.map((r) => r.idRole)).toEqual(expect.arrayContaining([6, 9]));
    expect(body.data.every((s) => s.roles.some((r) => r.idRole === 9))).toBe(true);
  });

  it('includes the test-schedule status 29 in memorisation programmes and status 2 in qurban', async () => {
    const scholarship = (await get('/api/programproposalstatus/program/31', SUPER_ADMIN)).json<
      List<Status>
    >();
    expect(scholarship.data.map((s) => s.idProposalStatus)).toContain(29);
    const qurban = (await get('/api/programproposalstatus/program/40', SUPER_ADMIN)).json<List<Status>>();
    expect(qurban.data.map((s) => s.idProposalStatus)).toContain(2);
  });

  it('is for staff: 401 anonymous, 403 for an applicant', async () => {
    expect((await get('/api/programproposalstatus/program/10')).statusCode).toBe(401);
    const applicant = await get('/api/programproposalstatus/program/10', APPLICANT);
    expect(applicant.statusCode).toBe(403);
    expect(applicant.json()).toMatchObject({
      statusCode: 403,
      message: 'Anda tidak memiliki akses untuk tindakan ini',
    });
    // The staff check comes before validation: an applicant learns nothing about the input rules.
    expect((await get('/api/programproposalstatus/program/abc', APPLICANT)).statusCode).toBe(403);
  });

  it('hides a programme the staff member holds no role in', async () => {
    expect((await get('/api/programproposalstatus/program/1', FIELD_VERIFIER)).statusCode).toBe(200);
    const other = await get('/api/programproposalstatus/program/10', FIELD_VERIFIER);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Program tidak ditemukan');
  });

  it('answers 404 for an unknown programme and 400 for a bad id', async () => {
    expect((await get('/api/programproposalstatus/program/9999', SUPER_ADMIN)).statusCode).toBe(404);
    const bad = await get('/api/programproposalstatus/program/-1', SUPER_ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ path: 'idProgram' });
  });
});

describe('programme ids', () => {
  it('continue after the seeded ones, so an admin-created programme does not collide', async () => {
    const [created] = await t.database.db
      .insert(programs)
      .values({ name: 'Program Baru' })
      .returning({ idProgram: programs.idProgram });
    expect(created!.idProgram).toBeGreaterThan(61);
    await t.database.db.delete(programs).where(eq(programs.idProgram, created!.idProgram));
  });
});

describe('a programme read while the database is gone', () => {
  it('rejects that read only, with its structure remembered: no unhandled rejection ends the process', async () => {
    const own = await createTestApp();
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      await getProgram(own.database.db, 3);
      await own.app.close();
      await own.database.close();
      await expect(getProgram(own.database.db, 3)).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      await own.close();
    }
  });
});
