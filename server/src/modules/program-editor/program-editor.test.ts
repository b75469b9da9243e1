import {
  type ProgramSettingsForm,
  type ProgramSettingsInput,
  programEditorMessages,
  programSettingsSchema,
} from '@amal/contract/program-editor';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, bankAccounts, programs, roleProposalStatuses } from '../../db/schema/index.ts';
import { catalogueRows, FLOW_INDIVIDUAL } from '../../db/seed/catalogue.ts';
import {
  createMember,
  createProgramme,
  createProposal,
  createStaff,
  type Member,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jakartaDate } from './program-editor.service.ts';

let t: TestApp;
let programX: number;
let programY: number;
let picX: Member;
let itX: Member;
let secretaryX: Member;
let picY: Member;
let superAdmin: Member;
let member: Member;

const settings: ProgramSettingsInput = {
  name: 'Bantuan Editor Uji',
  description: 'Program yang dibuat lewat editor.',
  individual: true,
  zakatFunds: true,
  idBankAccount: null,
  reaplicationPeriod: 90,
  dayLimitUploadDocument: 10,
  minimumAssesor: 2,
  hadKifayah: 1_250_000,
  idProgramParent: null,
  schedules: [{ startDate: '2026-02-01', endDate: '2026-12-31', quota: 1 }],
  documentTypes: [
    { idDocumentType: 6, required: true },
    { idDocumentType: 2, required: false },
  ],
};

const send = (
  caller: Member | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });

const formOf = async (caller: Member, idProgram: number) => {
  const res = await send(caller, 'GET', `/api/program/${idProgram}/settings`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProgramSettingsForm>();
};

/** The form back into a settings body, as the web's form would send it. */
const bodyOf = (form: ProgramSettingsForm) => ({
  idProgram: form.idProgram,
  name: form.name,
  description: form.description,
  individual: form.individual,
  zakatFunds: form.zakatFunds,
  idBankAccount: form.idBankAccount,
  reaplicationPeriod: form.reaplicationPeriod,
  dayLimitUploadDocument: form.dayLimitUploadDocument,
  minimumAssesor: form.minimumAssesor,
  hadKifayah: form.hadKifayah,
  idProgramParent: form.idProgramParent,
  schedules: form.schedules,
  documentTypes: form.documentTypes.map(({ idDocumentType, required }) => ({ idDocumentType, required })),
});

const lastAudit = async (action: string) => {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(desc(auditEvents.idAuditEvent))
    .limit(1);
  return row;
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  programX = await createProgramme(db, { name: 'Editor X' });
  programY = await createProgramme(db, { name: 'Editor Y' });
  // The factory's programmes have no description; the editor's schema needs one.
  await db
    .update(programs)
    .set({ description: 'Program uji editor.' })
    .where(inArray(programs.idProgram, [programX, programY]));
  picX = await createStaff(t, [{ idProgram: programX, idRole: 3 }]);
  itX = await createStaff(t, [{ idProgram: programX, idRole: 7 }]);
  secretaryX = await createStaff(t, [{ idProgram: programX, idRole: 4 }]);
  picY = await createStaff(t, [{ idProgram: programY, idRole: 3 }]);
  superAdmin = await createStaff(t, [{ idProgram: programY, idRole: 9 }]);
  member = await createMember(t);
});

afterAll(() => t?.close());

describe('one schema, both ways in (issue 36)', () => {
  it("passes every seed programme's settings through the editor's schema", () => {
    const { programRows, scheduleRows, documentRows } = catalogueRows();
    expect(programRows.length).toBeGreaterThan(10);
    for (const p of programRows) {
      const input: ProgramSettingsInput = {
        name: p.name,
        description: p.description,
        individual: p.individual,
        zakatFunds: p.zakatFunds,
        idBankAccount: null,
        reaplicationPeriod: p.reaplicationPeriod,
        dayLimitUploadDocument: p.dayLimitUploadDocument,
        minimumAssesor: p.minimumAssesor,
        hadKifayah: 1_000_000,
        idProgramParent: p.idProgramParent,
        schedules: scheduleRows
          .filter((s) => s.idProgram === p.idProgram)
          .map((s) => ({
            startDate: jakartaDate(s.startDate),
            endDate: jakartaDate(s.endDate),
            quota: s.quota,
          })),
        documentTypes: documentRows
          .filter((d) => d.idProgram === p.idProgram)
          .sort((a, b) => a.order - b.order)
          .map(({ idDocumentType, required }) => ({ idDocumentType, required })),
      };
      const parsed = programSettingsSchema.safeParse(input);
      expect(parsed.success, `${p.idProgram} ${p.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it('reads every seeded programme back as a form the same schema takes', async () => {
    const seeded = await t.database.db
      .select({ idProgram: programs.idProgram })
      .from(programs)
      .where(
        inArray(
          programs.idProgram,
          catalogueRows().programRows.map((p) => p.idProgram),
        ),
      );
    expect(seeded.length).toBeGreaterThan(10);
    for (const { idProgram } of seeded) {
      const { idProgram: _, ...body } = bodyOf(await formOf(superAdmin, idProgram));
      const parsed = programSettingsSchema.safeParse(body);
      expect(parsed.success, `${idProgram}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe('creating a programme (POST /api/program)', () => {
  it("is a super admin's: the programme starts inactive with the individual flow, and the audit keeps it", async () => {
    const res = await send(superAdmin, 'POST', '/api/program', settings);
    expect(res.statusCode, res.body).toBe(201);
    const form = res.json<ProgramSettingsForm>();
    expect(form).toMatchObject({
      name: 'Bantuan Editor Uji',
      zakatFunds: true,
      minimumAssesor: 2,
      hadKifayah: 1_250_000,
      active: false,
      schedules: [{ startDate: '2026-02-01', endDate: '2026-12-31', quota: 1 }],
      documentTypes: [
        { idDocumentType: 6, required: true },
        { idDocumentType: 2, required: false },
      ],
      childPrograms: [],
    });
    expect(await formOf(superAdmin, form.idProgram)).toEqual(form);
    const statuses = await send(superAdmin, 'GET', `/api/programproposalstatus/program/${form.idProgram}`);
    expect(statuses.json().data.map((s: { idProposalStatus: number }) => s.idProposalStatus)).toEqual(
      FLOW_INDIVIDUAL,
    );
    const audit = await lastAudit('program.create');
    expect(audit).toMatchObject({ idUser: superAdmin.person.idUser, before: null });
    expect(audit!.after).toEqual(form);
  });

  it('is refused to every other caller', async () => {
    expect((await send(null, 'POST', '/api/program', settings)).statusCode).toBe(401);
    expect((await send(member, 'POST', '/api/program', settings)).statusCode).toBe(403);
    const pic = await send(picX, 'POST', '/api/program', settings);
    expect(pic.statusCode).toBe(403);
    expect(pic.json().message).toBe(programEditorMessages.onlySuperAdminCreates);
  });

  it("names an empty name and description with the spec's messages", async () => {
    const res = await send(superAdmin, 'POST', '/api/program', { ...settings, name: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Nama program harus diisi' },
        { path: 'description', message: 'Deskripsi program harus diisi' },
      ]),
    );
  });

  it('refuses a period ending before it starts, and references that do not exist', async () => {
    const backwards = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      schedules: [{ startDate: '2026-03-02', endDate: '2026-03-01', quota: null }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toContainEqual({
      path: 'schedules.0.endDate',
      message: programEditorMessages.endBeforeStart,
    });
    const unknown = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      idBankAccount: 999_999,
      idProgramParent: 999_999,
      documentTypes: [{ idDocumentType: 99_999, required: true }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'idBankAccount', message: programEditorMessages.invalidBankAccount },
      { path: 'documentTypes.0.idDocumentType', message: programEditorMessages.invalidDocumentType },
      { path: 'idProgramParent', message: programEditorMessages.invalidParent },
    ]);
  });

  it('makes a sub-programme under a top-level parent', async () => {
    const res = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      name: 'Sub Editor X',
      idProgramParent: programX,
    });
    expect(res.statusCode, res.body).toBe(201);
    const child = res.json<ProgramSettingsForm>();
    expect((await formOf(picX, programX)).childPrograms).toContainEqual({
      idProgram: child.idProgram,
      name: 'Sub Editor X',
    });
    // A sub-programme is no parent, and a parent does not become a sub-programme.
    const grandChild = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      idProgramParent: child.idProgram,
    });
    expect(grandChild.json().errors).toEqual([
      { path: 'idProgramParent', message: programEditorMessages.invalidParent },
    ]);
    const parentUnder = await send(superAdmin, 'PATCH', '/api/program', {
      ...bodyOf(await formOf(superAdmin, programX)),
      idProgramParent: programY,
    });
    expect(parentUnder.json().errors).toEqual([
      { path: 'idProgramParent', message: programEditorMessages.parentHasChildren },
    ]);
  });
});

describe('changing a programme (GET /api/program/{id}/settings, PATCH /api/program)', () => {
  it("lets the programme's PIC change its settings, periods and documents; the audit keeps before and after", async () => {
    const before = await formOf(picX, programX);
    const [period] = before.schedules;
    const body = {
      ...bodyOf(before),
      name: 'Editor X (diubah)',
      hadKifayah: 1_500_000,
      schedules: [
        { ...period!, quota: 5 },
        { startDate: '2027-01-01', endDate: '2027-06-30', quota: null },
      ],
      documentTypes: [{ idDocumentType: 7, required: true }],
    };
    const res = await send(picX, 'PATCH', '/api/program', body);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<ProgramSettingsForm>();
    expect(after).toMatchObject({
      name: 'Editor X (diubah)',
      hadKifayah: 1_500_000,
      schedules: [
        { idProgramSchedule: period!.idProgramSchedule, startDate: period!.startDate, quota: 5 },
        { startDate: '2027-01-01', endDate: '2027-06-30', quota: null },
      ],
      documentTypes: [{ idDocumentType: 7, required: true }],
    });
    const audit = await lastAudit('program.update');
    expect(audit).toMatchObject({ idUser: picX.person.idUser });
    expect(audit!.before).toEqual(before);
    expect(audit!.after).toEqual(after);
    // The wizard's reading of the programme follows (its settings are not cached).
    const wizard = await send(member, 'GET', `/api/program/${programX}`);
    expect(wizard.json()).toMatchObject({ name: 'Editor X (diubah)' });
  });

  it("lets the programme's IT and a super admin edit it too", async () => {
    const form = await formOf(itX, programX);
    expect(
      (await send(itX, 'PATCH', '/api/program', { ...bodyOf(form), minimumAssesor: 3 })).statusCode,
    ).toBe(200);
    expect((await send(superAdmin, 'PATCH', '/api/program', bodyOf(form))).statusCode).toBe(200);
  });

  it("tells another programme's admin that the programme is not valid (404), and refuses other roles (403)", async () => {
    const form = await formOf(picX, programX);
    const other = await send(picY, 'GET', `/api/program/${programX}/settings`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Program tidak valid');
    const otherSave = await send(picY, 'PATCH', '/api/program', bodyOf(form));
    expect(otherSave.statusCode).toBe(404);
    expect(otherSave.json().message).toBe('Program tidak valid');
    expect((await send(secretaryX, 'GET', `/api/program/${programX}/settings`)).statusCode).toBe(403);
    expect((await send(secretaryX, 'PATCH', '/api/program', bodyOf(form))).statusCode).toBe(403);
    expect((await send(member, 'GET', `/api/program/${programX}/settings`)).statusCode).toBe(403);
    expect((await formOf(picX, programX)).name).toBe(form.name);
  });

  it("lets a sub-programme's PIC save it under a parent they do not edit, but not move it under one", async () => {
    const res = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      name: 'Sub Editor Y',
      idProgramParent: programY,
    });
    const child = res.json<ProgramSettingsForm>();
    const picChild = await createStaff(t, [{ idProgram: child.idProgram, idRole: 3 }]);
    const form = await formOf(picChild, child.idProgram);
    const kept = await send(picChild, 'PATCH', '/api/program', {
      ...bodyOf(form),
      name: 'Sub Editor Y (diubah)',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await send(picChild, 'PATCH', '/api/program', {
      ...bodyOf(form),
      idProgramParent: programX,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual([
      { path: 'idProgramParent', message: programEditorMessages.invalidParent },
    ]);
  });

  it('answers "Program tidak valid" for an id that does not exist', async () => {
    const form = await formOf(superAdmin, programX);
    const res = await send(superAdmin, 'PATCH', '/api/program', { ...bodyOf(form), idProgram: 987_654 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      message: 'Program tidak valid',
      errors: [{ path: 'idProgram', message: 'Program tidak valid' }],
    });
    expect((await send(superAdmin, 'GET', '/api/program/987654/settings')).statusCode).toBe(404);
  });

  it('refuses a period id of another programme', async () => {
    const y = await formOf(superAdmin, programY);
    const x = await formOf(superAdmin, programX);
    const res = await send(superAdmin, 'PATCH', '/api/program', { ...bodyOf(x), schedules: y.schedules });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'schedules.0.idProgramSchedule', message: programEditorMessages.unknownSchedule },
    ]);
  });
});

describe('opening a programme to applicants (PATCH /api/program with active)', () => {
  it('opens and closes a programme with steps; leaves it as it is when active is not sent', async () => {
    const closed = await send(picX, 'PATCH', '/api/program', {
      ...bodyOf(await formOf(picX, programX)),
      active: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().active).toBe(false);
    const kept = await send(picX, 'PATCH', '/api/program', bodyOf(await formOf(picX, programX)));
    expect(kept.json().active).toBe(false);
    const opened = await send(picX, 'PATCH', '/api/program', { ...bodyOf(kept.json()), active: true });
    expect(opened.json().active).toBe(true);
  });

  it('refuses to open a programme that has no step yet, whatever a new one was sent with', async () => {
    const made = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      name: 'Tanpa Langkah',
      active: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().active).toBe(false);
    const refused = await send(superAdmin, 'PATCH', '/api/program', { ...bodyOf(made.json()), active: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'active', message: programEditorMessages.activeWithoutSteps },
    ]);
    expect((await formOf(superAdmin, made.json().idProgram)).active).toBe(false);
  });
});

describe('the status table (PUT /api/programproposalstatus/program/{idProgram})', () => {
  type Status = { idProposalStatus: number; order: number; roles: { idRole: number }[] };
  const tableOf = async (idProgram: number) =>
    (await send(superAdmin, 'GET', `/api/programproposalstatus/program/${idProgram}`)).json<{
      data: Status[];
    }>().data;
  const asBody = (table: Status[]) =>
    table.map((s) => ({
      idProposalStatus: s.idProposalStatus,
      order: s.order,
      idRoles: s.roles.map((r) => r.idRole),
    }));

  it("lets the programme's PIC reorder and choose its statuses, keeping the mapping as it is", async () => {
    const before = await tableOf(programY);
    const body = asBody(before)
      .reverse()
      .map((s, i) => ({ ...s, order: i + 1 }));
    const res = await send(picY, 'PUT', `/api/programproposalstatus/program/${programY}`, { statuses: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((s: Status) => s.idProposalStatus)).toEqual(
      body.map((s) => s.idProposalStatus),
    );
    expect(await tableOf(programY)).toEqual(res.json().data);
    const audit = await lastAudit('program.statuses');
    expect(audit).toMatchObject({
      idUser: picY.person.idUser,
      before: { idProgram: programY, statuses: asBody(before) },
      after: { idProgram: programY, statuses: body },
    });
  });

  it('keeps the role-status mapping, shared by every programme, to a super admin', async () => {
    const table = asBody(await tableOf(programY));
    const withIt = table.map((s) => (s.idProposalStatus === 13 ? { ...s, idRoles: [...s.idRoles, 14] } : s));
    const pic = await send(picY, 'PUT', `/api/programproposalstatus/program/${programY}`, {
      statuses: withIt,
    });
    expect(pic.statusCode).toBe(403);
    expect(pic.json().message).toBe(programEditorMessages.mappingSuperAdminOnly);
    const admin = await send(superAdmin, 'PUT', `/api/programproposalstatus/program/${programY}`, {
      statuses: withIt,
    });
    expect(admin.statusCode, admin.body).toBe(200);
    const mapping = await t.database.db
      .select()
      .from(roleProposalStatuses)
      .where(and(eq(roleProposalStatuses.idProposalStatus, 13), eq(roleProposalStatuses.idRole, 14)));
    expect(mapping).toHaveLength(1);
    const audit = await lastAudit('program.statuses');
    expect(
      (audit!.after as { statuses: { idProposalStatus: number; idRoles: number[] }[] }).statuses,
    ).toContainEqual(
      expect.objectContaining({ idProposalStatus: 13, idRoles: expect.arrayContaining([14]) }),
    );
  });

  it('keeps a status some proposal of the programme holds (409), refuses unknown statuses and roles', async () => {
    const applicant = await createMember(t);
    await createProposal(t.database.db, {
      applicant: applicant.person,
      idProgram: programX,
      idProposalStatus: 4,
    });
    const table = asBody(await tableOf(programX));
    const without4 = table.filter((s) => s.idProposalStatus !== 4);
    const res = await send(picX, 'PUT', `/api/programproposalstatus/program/${programX}`, {
      statuses: without4,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Status "Verifikasi berkas" masih dipegang 1 pengajuan/);
    const unknown = await send(superAdmin, 'PUT', `/api/programproposalstatus/program/${programX}`, {
      statuses: [{ idProposalStatus: 999, order: 1, idRoles: [99] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'statuses.0.idProposalStatus', message: programEditorMessages.invalidStatus },
      { path: 'statuses.0.idRoles.0', message: programEditorMessages.invalidRole },
    ]);
  });

  it("tells another programme's admin the programme is not valid", async () => {
    const table = asBody(await tableOf(programX));
    const res = await send(picY, 'PUT', `/api/programproposalstatus/program/${programX}`, {
      statuses: table,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Program tidak valid');
    const secretary = await send(secretaryX, 'PUT', `/api/programproposalstatus/program/${programX}`, {
      statuses: table,
    });
    expect(secretary.statusCode).toBe(403);
  });
});

describe('input at the edges (issue 6 suite 1, near-valid bodies a super admin sends)', () => {
  const INT4_MAX = 2_147_483_647;
  it.each([
    ['the largest ids', { idBankAccount: INT4_MAX, idProgramParent: INT4_MAX }],
    [
      'the first and last dates',
      { schedules: [{ startDate: '2000-01-01', endDate: '2100-12-31', quota: 1_000_000 }] },
    ],
    ['year 0', { schedules: [{ startDate: '0000-01-01', endDate: '0000-01-02', quota: null }] }],
    [
      'an unknown period id',
      {
        schedules: [
          { idProgramSchedule: INT4_MAX, startDate: '2026-01-01', endDate: '2026-01-02', quota: null },
        ],
      },
    ],
    [
      'a huge period id',
      {
        schedules: [
          { idProgramSchedule: INT4_MAX + 1, startDate: '2026-01-01', endDate: '2026-01-02', quota: null },
        ],
      },
    ],
    ['a huge document type', { documentTypes: [{ idDocumentType: INT4_MAX, required: true }] }],
    ['a very long name', { name: 'x'.repeat(100_000) }],
    [
      'the largest counts',
      {
        reaplicationPeriod: 3650,
        dayLimitUploadDocument: 365,
        minimumAssesor: 20,
        hadKifayah: 1_000_000_000,
      },
    ],
  ])('%s: never a 5xx, a refusal is in Indonesian', async (_, change) => {
    const res = await send(superAdmin, 'POST', '/api/program', { ...settings, ...change });
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode === 400) expect(res.json().message).not.toMatch(/invalid|expected|required/i);
  });

  it('a status table at the edges: never a 5xx', async () => {
    for (const statuses of [
      [{ idProposalStatus: INT4_MAX, order: 1000, idRoles: [INT4_MAX] }],
      [{ idProposalStatus: 1, order: 1, idRoles: Array.from({ length: 30 }, () => 9) }],
    ]) {
      const res = await send(superAdmin, 'PUT', `/api/programproposalstatus/program/${programY}`, {
        statuses,
      });
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
  });
});

describe("the editor's choices (GET /api/program/editor/catalogue)", () => {
  it('lists the statuses, roles and document types for staff', async () => {
    const res = await send(picX, 'GET', '/api/program/editor/catalogue');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.statuses).toContainEqual({
      idProposalStatus: 4,
      name: 'Verifikasi berkas',
      final: false,
      idRoles: expect.any(Array),
    });
    const mapped = await t.database.db
      .select({ idRole: roleProposalStatuses.idRole })
      .from(roleProposalStatuses)
      .where(eq(roleProposalStatuses.idProposalStatus, 4));
    const four = body.statuses.find((s: { idProposalStatus: number }) => s.idProposalStatus === 4);
    expect([...four.idRoles].sort()).toEqual(mapped.map((m) => m.idRole).sort());
    expect(body.roles).toContainEqual({ idRole: 3, name: 'PIC' });
    expect(body.documentTypes.length).toBeGreaterThan(10);
    expect((await send(member, 'GET', '/api/program/editor/catalogue')).statusCode).toBe(403);
  });

  it("offers the foundation's bank accounts only, and a programme may name no member's account", async () => {
    const db = t.database.db;
    const [foundation] = await db
      .insert(bankAccounts)
      .values({ idBank: 1, accountNumber: '7009990001', accountName: 'Yayasan Uji' })
      .returning();
    const [members] = await db
      .insert(bankAccounts)
      .values({
        idUser: member.person.idUser,
        idBank: 1,
        accountNumber: '1239990002',
        accountName: 'Anggota Uji',
      })
      .returning();
    const offered = (await send(superAdmin, 'GET', '/api/program/editor/catalogue')).json().bankAccounts;
    expect(offered).toContainEqual(
      expect.objectContaining({ idBankAccount: foundation!.idBankAccount, accountNumber: '7009990001' }),
    );
    expect(offered.map((a: { idBankAccount: number }) => a.idBankAccount)).not.toContain(
      members!.idBankAccount,
    );
    const refused = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      idBankAccount: members!.idBankAccount,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'idBankAccount', message: programEditorMessages.invalidBankAccount },
    ]);
    const made = await send(superAdmin, 'POST', '/api/program', {
      ...settings,
      name: 'Program Rekening Yayasan',
      idBankAccount: foundation!.idBankAccount,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().idBankAccount).toBe(foundation!.idBankAccount);
  });
});
