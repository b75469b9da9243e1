import {
  type ProgramStructureForm,
  type ProgramStructureInputValues,
  programStructureInputSchema,
  programStructureMessages,
  structureInputOf,
} from '@amal/contract/program-structure';
import type { ProgramSection } from '@amal/contract/programs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, programs, proposals } from '../../db/schema/index.ts';
import {
  createMember,
  createProgramme,
  createStaff,
  type Member,
  submissionOf,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CURRENT_VERSION, programSectionsOf } from '../programs/programs.structure.ts';

let t: TestApp;
let programX: number;
let programY: number;
let picX: Member;
let secretaryX: Member;
let picY: Member;

const send = (caller: Member, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload: payload as object } : {}) });

const structureOf = async (caller: Member, idProgram: number): Promise<ProgramStructureForm> => {
  const res = await send(caller, 'GET', `/api/program/${idProgram}/structure`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const inputOf = (steps: ProgramSection[]) => structureInputOf(steps) as ProgramStructureInputValues;

const REASON = {
  columnName: 'alasanPengajuan',
  label: 'Alasan pengajuan',
  type: 'textarea',
  valueType: 'string',
  required: true,
  enable: true,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
} as const;

/** X's structure with a required question added to its referrer step. */
const withReason = (steps: ProgramSection[]) => {
  const input = inputOf(steps);
  const referrer = input.sections.find(
    (s) => steps.find((x) => x.idSection === s.idSection)?.route === 'referrer',
  );
  referrer!.properties.push({ ...REASON });
  return input;
};

beforeAll(async () => {
  t = await createTestApp();
  programX = await createProgramme(t.database.db, { name: 'Versi X' });
  programY = await createProgramme(t.database.db, { name: 'Versi Y' });
  picX = await createStaff(t, [{ idProgram: programX, idRole: 3 }]);
  secretaryX = await createStaff(t, [{ idProgram: programX, idRole: 4 }]);
  picY = await createStaff(t, [{ idProgram: programY, idRole: 3 }]);
});

afterAll(() => t?.close());

describe('a programme structure in versions (issue 36 item 8)', () => {
  it("reads the current structure, version 1, to the programme's editors only", async () => {
    const form = await structureOf(picX, programX);
    expect(form.version).toBe(1);
    expect(form.sections.map((s) => s.route)).toEqual([
      'reference',
      'referrer',
      'family',
      'incomes',
      'expenses',
    ]);
    expect(form.versions).toEqual([{ version: 1, createdAt: null, drafts: 0, proposals: 0 }]);
    expect(form.catalogue.map((s) => s.route)).not.toContain('sub-program');
    expect((await send(picY, 'GET', `/api/program/${programX}/structure`)).statusCode).toBe(404);
    expect((await send(secretaryX, 'GET', `/api/program/${programX}/structure`)).statusCode).toBe(403);
  });

  it('a draft started on version 1 still submits after version 2, and its proposal reads as version 1', async () => {
    const member = await createMember(t, { ready: true });
    const item = await submissionOf(t, member, programX);
    const before = await structureOf(picX, programX);

    const published = await send(
      picX,
      'PUT',
      `/api/program/${programX}/structure`,
      withReason(before.sections),
    );
    expect(published.statusCode, published.body).toBe(200);
    const after: ProgramStructureForm = published.json();
    expect(after.version).toBe(2);
    expect(after.versions.map((v) => [v.version, v.drafts])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    // Only the changed step is written anew; the others carry on.
    const id = (form: ProgramStructureForm, route: string) =>
      form.sections.find((s) => s.route === route)?.idProgramSection;
    expect(id(after, 'family')).toBe(id(before, 'family'));
    expect(id(after, 'referrer')).not.toBe(id(before, 'referrer'));

    const current = (await send(member, 'GET', `/api/program/${programX}`)).json();
    const first = (await send(member, 'GET', `/api/program/${programX}?version=1`)).json();
    const columns = (program: { programSections: ProgramSection[] }) =>
      program.programSections.find((s) => s.route === 'referrer')!.properties.map((p) => p.columnname);
    expect([current.version, first.version]).toEqual([2, 1]);
    expect(columns(current)).toContain('alasanPengajuan');
    expect(columns(first)).not.toContain('alasanPengajuan');
    expect((await send(member, 'GET', `/api/program/${programX}?version=3`)).statusCode).toBe(404);

    const submitted = await send(member, 'POST', '/api/proposal/batch', [item]);
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [made] = await t.database.db
      .select({ programVersion: proposals.programVersion })
      .from(proposals)
      .where(eq(proposals.idTempProposal, item.idTempProposal));
    expect(made!.programVersion).toBe(1);
  });

  it('a draft made after version 2 is filled in version 2 and must answer its new question', async () => {
    const member = await createMember(t, { ready: true });
    const item = await submissionOf(t, member, programX);
    const refused = await send(member, 'POST', '/api/proposal/batch', [item]);
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().errors)).toContain('alasanPengajuan');
    item.sections.referrer = { ...item.sections.referrer, alasanPengajuan: 'Biaya berobat ibu' };
    const draft = await send(member, 'POST', '/api/temporaryproposal', {
      idProgram: programX,
      data: JSON.stringify(item.sections),
    });
    expect(draft.json().programVersion).toBe(2);
    const accepted = await send(member, 'POST', '/api/proposal/batch', [item]);
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('moves a draft to the current version when its member asks', async () => {
    const member = await createMember(t, { ready: true });
    const item = await submissionOf(t, member, programY);
    const structure = await structureOf(picY, programY);
    expect(
      (await send(picY, 'PUT', `/api/program/${programY}/structure`, withReason(structure.sections)))
        .statusCode,
    ).toBe(200);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/temporaryproposal',
      headers: member.headers,
      payload: { idTempProposal: item.idTempProposal, moveToCurrentVersion: true },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().programVersion).toBe(2);
  });

  it('publishes nothing for a structure equal to the current one', async () => {
    const before = await structureOf(picX, programX);
    const res = await send(picX, 'PUT', `/api/program/${programX}/structure`, inputOf(before.sections));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(before.version);
  });

  it('records the change in the audit log with before and after', async () => {
    const before = await structureOf(picX, programX);
    const input = inputOf(before.sections);
    input.sections.reverse();
    expect((await send(picX, 'PUT', `/api/program/${programX}/structure`, input)).statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'program.structure'), eq(auditEvents.idUser, picX.person.idUser)))
      .orderBy(desc(auditEvents.idAuditEvent))
      .limit(1);
    expect((event!.before as { version: number }).version).toBe(before.version);
    expect((event!.after as { version: number }).version).toBe(before.version + 1);
  });
});

describe('one schema, both ways in (issue 36)', () => {
  it("passes every seed programme's structure through the editor's schema", async () => {
    const db = t.database.db;
    const ids = (await db.select({ idProgram: programs.idProgram }).from(programs)).map((p) => p.idProgram);
    expect(ids.length).toBeGreaterThan(10);
    for (const idProgram of ids) {
      const steps = await programSectionsOf(db, idProgram, CURRENT_VERSION);
      if (steps.length === 0) continue;
      const parsed = programStructureInputSchema.safeParse(structureInputOf(steps));
      expect(parsed.success, `${idProgram}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});

describe('what the editor refuses', () => {
  const put = (caller: Member, body: unknown) =>
    send(caller, 'PUT', `/api/program/${programY}/structure`, body);
  const steps = async () => inputOf((await structureOf(picY, programY)).sections);

  it('a "database" question naming a column outside the recipient\'s record (a NIP, a password)', async () => {
    const input = await steps();
    input.sections[0]!.properties.push({ ...REASON, columnName: 'passwordHash', source: 'database' });
    const res = await put(picY, input);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: `sections.0.properties.${input.sections[0]!.properties.length - 1}.columnName`,
      message: programStructureMessages.databaseColumn,
    });
  });

  it('a choice without options, an upload without a document type, an unknown section', async () => {
    const input = await steps();
    input.sections[0]!.properties.push(
      { ...REASON, columnName: 'pilihan', type: 'select' },
      { ...REASON, columnName: 'berkas', type: 'upload', source: 'upload' },
    );
    const res = await put(picY, input);
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toContain(programStructureMessages.optionsRequired);
    expect(messages).toContain(programStructureMessages.documentTypeRequired);
    const unknown = await put(picY, {
      sections: [{ idSection: 99_999, needVerification: false, properties: [] }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { path: 'sections.0.idSection', message: programStructureMessages.invalidSection },
    ]);
  });

  it('the same step twice, and no step at all', async () => {
    const input = await steps();
    input.sections.push(input.sections[0]!);
    expect((await put(picY, input)).json().errors).toContainEqual({
      path: `sections.${input.sections.length - 1}.idSection`,
      message: programStructureMessages.duplicateSection,
    });
    expect((await put(picY, { sections: [] })).json().message).toBe(
      programStructureMessages.sectionsRequired,
    );
  });

  it("another programme's PIC is told it does not exist; another role is refused", async () => {
    const input = await steps();
    expect((await put(picX, input)).statusCode).toBe(404);
    expect((await send(secretaryX, 'PUT', `/api/program/${programX}/structure`, input)).statusCode).toBe(403);
  });
});
