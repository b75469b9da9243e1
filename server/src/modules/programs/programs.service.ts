import type { ListResponse } from '@amal/contract/api';
import {
  currentSchedule,
  type DocumentType,
  isWithinSchedule,
  type ProgramDetail,
  type ProgramProposalStatus,
  type ProgramSchedule,
  type ProgramSection,
  type ProgramSummary,
  programMessages,
  type Role,
  type SectionProperty,
  SUB_PROGRAM_SECTION_ROUTE,
} from '@amal/contract/programs';
import { type AnyColumn, and, asc, count, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  documentTypes,
  programDocumentTypes,
  programProposalStatuses,
  programSchedules,
  programSections,
  programs,
  proposalStatuses,
  proposals,
  roleProposalStatuses,
  roles,
  sectionProperties,
  sections,
} from '../../db/schema/index.ts';
import { statement } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { rolesInProgram } from '../../lib/policy.ts';
import { canSeeProgramWorkflow } from './programs.policy.ts';

type ProgramRow = typeof programs.$inferSelect;
type ScheduleRow = typeof programSchedules.$inferSelect;

const wholeList = <T>(data: T[]): ListResponse<T> => ({
  data,
  total: data.length,
  page: 1,
  rows: data.length,
});

function presentSchedule(row: ScheduleRow): ProgramSchedule {
  return {
    idProgramSchedule: row.idProgramSchedule,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    quota: row.quota,
  };
}

/** A programme as lists show it, with the schedule that describes it now and whether it is open. */
function presentSummary(
  row: ProgramRow,
  schedules: ScheduleRow[],
  now: Date,
  fullSchedules: ReadonlySet<number>,
): ProgramSummary {
  const schedule = currentSchedule(
    schedules.filter((s) => s.idProgram === row.idProgram),
    now,
  );
  return {
    idProgram: row.idProgram,
    name: row.name,
    description: row.description,
    individual: row.individual,
    icon: row.icon,
    banner: row.banner,
    idProgramParent: row.idProgramParent,
    active: row.active,
    programSchedule: schedule ? presentSchedule(schedule) : null,
    open: row.active && schedule !== null && isWithinSchedule(schedule, now),
    full: schedule !== null && fullSchedules.has(schedule.idProgramSchedule),
  };
}

const scheduleUseStatement = (db: Db) =>
  db
    .select({ idProgramSchedule: programSchedules.idProgramSchedule, n: count() })
    .from(proposals)
    .innerJoin(
      programSchedules,
      and(
        eq(programSchedules.idProgram, proposals.idProgram),
        gte(proposals.createdAt, programSchedules.startDate),
        lte(proposals.createdAt, programSchedules.endDate),
      ),
    )
    .where(anyOf(programSchedules.idProgramSchedule, 'ids'))
    .groupBy(programSchedules.idProgramSchedule)
    .prepare('schedule_use');

/** The schedules among these whose quota the proposals made within their dates have used up. */
async function fullSchedulesOf(db: Db, schedules: ScheduleRow[]): Promise<Set<number>> {
  const limited = schedules.filter((s) => s.quota !== null);
  if (limited.length === 0) return new Set();
  const counts = await statement(db, 'schedule_use', scheduleUseStatement).execute({
    ids: limited.map((s) => s.idProgramSchedule),
  });
  const used = new Map(counts.map((c) => [c.idProgramSchedule, c.n]));
  return new Set(
    limited
      .filter((s) => (used.get(s.idProgramSchedule) ?? 0) >= (s.quota ?? 0))
      .map((s) => s.idProgramSchedule),
  );
}

/** `column = any($name)`: one statement, prepared once, whatever the number of ids. */
const anyOf = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)})`;

const schedulesStatement = (db: Db) =>
  db
    .select()
    .from(programSchedules)
    .where(anyOf(programSchedules.idProgram, 'ids'))
    .prepare('program_schedules');

async function schedulesOf(db: Db, idPrograms: number[]) {
  if (idPrograms.length === 0) return [];
  return statement(db, 'program_schedules', schedulesStatement).execute({ ids: idPrograms });
}

const programStatement = (db: Db) =>
  db
    .select()
    .from(programs)
    .where(eq(programs.idProgram, sql.placeholder('idProgram')))
    .prepare('program_by_id');

async function findProgram(db: Db, idProgram: number): Promise<ProgramRow> {
  const [row] = await statement(db, 'program_by_id', programStatement).execute({ idProgram });
  if (!row) throw notFound(programMessages.notFound);
  return row;
}

/** The active programmes, sub-programmes included, each with its current schedule. */
export async function listPrograms(db: Db, now = new Date()): Promise<ListResponse<ProgramSummary>> {
  const rows = await db
    .select()
    .from(programs)
    .where(eq(programs.active, true))
    .orderBy(asc(programs.idProgram));
  const schedules = await schedulesOf(
    db,
    rows.map((r) => r.idProgram),
  );
  const full = await fullSchedulesOf(db, schedules);
  return wholeList(rows.map((row) => presentSummary(row, schedules, now, full)));
}

// Steps that establish who applies; the synthetic sub-programme step follows the last of them.
const IDENTITY_ROUTES = new Set(['reference', 'referrer', 'personal-data', 'organization']);

/**
 * The spec's synthetic "chosen sub-programmes" step: a programme with sub-programmes that does
 * not list the step itself gets it right after the steps that say who applies; the steps after
 * it move one place down.
 */
const subProgramSectionStatement = (db: Db) =>
  db
    .select()
    .from(sections)
    .where(eq(sections.route, SUB_PROGRAM_SECTION_ROUTE))
    .prepare('sub_program_section');

async function withSubProgramStep(db: Db, steps: ProgramSection[]): Promise<ProgramSection[]> {
  if (steps.some((s) => s.route === SUB_PROGRAM_SECTION_ROUTE)) return steps;
  const [section] = await statement(db, 'sub_program_section', subProgramSectionStatement).execute();
  if (!section) return steps;
  const lastIdentity = steps.findLastIndex((s) => IDENTITY_ROUTES.has(s.route));
  const order = lastIdentity >= 0 ? steps[lastIdentity]!.order + 1 : (steps[0]?.order ?? 1);
  const synthetic: ProgramSection = {
    idProgramSection: null,
    idSection: section.idSection,
    route: section.route,
    order,
    needVerification: false,
    synthetic: true,
    section: { idSection: section.idSection, route: section.route, name: section.name },
    properties: [],
  };
  const before = steps.slice(0, lastIdentity + 1);
  const after = steps.slice(lastIdentity + 1).map((s) => ({ ...s, order: s.order + 1 }));
  return [...before, synthetic, ...after];
}

const programSectionsStatement = (db: Db) =>
  db
    .select({
      idProgramSection: programSections.idProgramSection,
      idSection: programSections.idSection,
      route: programSections.route,
      order: programSections.order,
      needVerification: programSections.needVerification,
      sectionRoute: sections.route,
      sectionName: sections.name,
    })
    .from(programSections)
    .innerJoin(sections, eq(sections.idSection, programSections.idSection))
    .where(eq(programSections.idProgram, sql.placeholder('idProgram')))
    .orderBy(asc(programSections.order), asc(programSections.idProgramSection))
    .prepare('program_sections');

const sectionPropertiesStatement = (db: Db) =>
  db
    .select(getTableColumns(sectionProperties))
    .from(sectionProperties)
    .innerJoin(programSections, eq(programSections.idProgramSection, sectionProperties.idProgramSection))
    .where(eq(programSections.idProgram, sql.placeholder('idProgram')))
    .orderBy(asc(sectionProperties.order), asc(sectionProperties.idSectionProperty))
    .prepare('program_section_properties');

async function programSectionsOf(db: Db, idProgram: number): Promise<ProgramSection[]> {
  const rows = await statement(db, 'program_sections', programSectionsStatement).execute({ idProgram });
  const properties =
    rows.length === 0
      ? []
      : await statement(db, 'program_section_properties', sectionPropertiesStatement).execute({ idProgram });
  return rows.map((row) => ({
    idProgramSection: row.idProgramSection,
    idSection: row.idSection,
    route: row.route,
    order: row.order,
    needVerification: row.needVerification,
    synthetic: false,
    section: { idSection: row.idSection, route: row.sectionRoute, name: row.sectionName },
    properties: properties
      .filter((p) => p.idProgramSection === row.idProgramSection)
      .map(
        (p): SectionProperty => ({
          idSectionProperty: p.idSectionProperty,
          columnname: p.columnName,
          label: p.label,
          type: p.type as SectionProperty['type'],
          valueType: p.valueType as SectionProperty['valueType'],
          required: p.required,
          enable: p.enable,
          source: p.source as SectionProperty['source'],
          options: p.options ?? null,
          lookup: p.lookup,
          idDocumentType: p.idDocumentType,
          hint: p.hint,
          order: p.order,
        }),
      ),
  }));
}

const childProgramsStatement = (db: Db) =>
  db
    .select()
    .from(programs)
    .where(and(eq(programs.idProgramParent, sql.placeholder('idProgram')), eq(programs.active, true)))
    .orderBy(asc(programs.idProgram))
    .prepare('program_children');

const programDocumentsStatement = (db: Db) =>
  db
    .select({
      idDocumentType: programDocumentTypes.idDocumentType,
      required: programDocumentTypes.required,
      documentType: {
        idDocumentType: documentTypes.idDocumentType,
        name: documentTypes.name,
        multiple: documentTypes.multiple,
        fromUser: documentTypes.fromUser,
      },
    })
    .from(programDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, programDocumentTypes.idDocumentType))
    .where(eq(programDocumentTypes.idProgram, sql.placeholder('idProgram')))
    .orderBy(asc(programDocumentTypes.order), asc(programDocumentTypes.idDocumentType))
    .prepare('program_documents');

/** One programme with its sub-programmes, current schedule, document types and wizard steps. */
export async function getProgram(db: Db, idProgram: number, now = new Date()): Promise<ProgramDetail> {
  const row = await findProgram(db, idProgram);
  const children = await statement(db, 'program_children', childProgramsStatement).execute({ idProgram });
  const schedules = await schedulesOf(db, [idProgram, ...children.map((c) => c.idProgram)]);
  const documents = await statement(db, 'program_documents', programDocumentsStatement).execute({
    idProgram,
  });
  const steps = await programSectionsOf(db, idProgram);
  const full = await fullSchedulesOf(db, schedules);
  return {
    ...presentSummary(row, schedules, now, full),
    minimumAssesor: row.minimumAssesor,
    zakatFunds: row.zakatFunds,
    idBankAccount: row.idBankAccount,
    reaplicationPeriod: row.reaplicationPeriod,
    dayLimitUploadDocument: row.dayLimitUploadDocument,
    childPrograms: children.map((child) => presentSummary(child, schedules, now, full)),
    programDocumentType: documents,
    programSections: children.length > 0 ? await withSubProgramStep(db, steps) : steps,
  };
}

export async function getDocumentType(db: Db, idDocumentType: number): Promise<DocumentType> {
  const [row] = await db.select().from(documentTypes).where(eq(documentTypes.idDocumentType, idDocumentType));
  if (!row) throw notFound(programMessages.documentTypeNotFound);
  return row;
}

/** The caller's own roles in a programme: none for applicants. */
export async function callerRoles(db: Db, user: AuthUser, idProgram: number): Promise<ListResponse<Role>> {
  await findProgram(db, idProgram);
  const held = rolesInProgram(user, idProgram);
  if (held.length === 0) return wholeList([]);
  const rows = await db
    .select({ idRole: roles.idRole, name: roles.name })
    .from(roles)
    .where(inArray(roles.idRole, held))
    .orderBy(asc(roles.idRole));
  return wholeList(rows);
}

/** A programme's statuses in order, each with the roles that may set it. */
export async function programStatuses(
  db: Db,
  user: AuthUser,
  idProgram: number,
): Promise<ListResponse<ProgramProposalStatus>> {
  await findProgram(db, idProgram);
  // A programme the staff member holds no role in is not theirs to see: 404, as if absent.
  if (!canSeeProgramWorkflow(user, idProgram)) throw notFound(programMessages.notFound);
  const statuses = await db
    .select({
      idProposalStatus: programProposalStatuses.idProposalStatus,
      order: programProposalStatuses.order,
      name: proposalStatuses.name,
    })
    .from(programProposalStatuses)
    .innerJoin(
      proposalStatuses,
      eq(proposalStatuses.idProposalStatus, programProposalStatuses.idProposalStatus),
    )
    .where(eq(programProposalStatuses.idProgram, idProgram))
    .orderBy(asc(programProposalStatuses.order), asc(programProposalStatuses.idProposalStatus));
  const ids = statuses.map((s) => s.idProposalStatus);
  const mapping =
    ids.length === 0
      ? []
      : await db
          .select({
            idProposalStatus: roleProposalStatuses.idProposalStatus,
            idRole: roles.idRole,
            name: roles.name,
          })
          .from(roleProposalStatuses)
          .innerJoin(roles, eq(roles.idRole, roleProposalStatuses.idRole))
          .where(inArray(roleProposalStatuses.idProposalStatus, ids))
          .orderBy(asc(roles.idRole));
  return wholeList(
    statuses.map((status) => ({
      ...status,
      roles: mapping
        .filter((m) => m.idProposalStatus === status.idProposalStatus)
        .map(({ idRole, name }) => ({ idRole, name })),
    })),
  );
}
