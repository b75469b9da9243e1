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
  withSubProgramStep,
} from '@amal/contract/programs';
import { type AnyColumn, and, asc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  documentTypes,
  programProposalStatuses,
  programSchedules,
  programs,
  proposalStatuses,
  roleProposalStatuses,
  roles,
} from '../../db/schema/index.ts';
import { statement, type Transaction } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { rolesInProgram } from '../../lib/policy.ts';
import { canSeeProgramWorkflow } from './programs.policy.ts';
import { type ProgramStructure, programStructure } from './programs.structure.ts';

type ProgramRow = typeof programs.$inferSelect;
/** A schedule with the proposals made within its dates, counted up to its quota (null without one). */
type ScheduleRow = typeof programSchedules.$inferSelect & { used: number | null };

const wholeList = <T>(data: T[]): ListResponse<T> => ({
  data,
  total: data.length,
  page: 1,
  rows: data.length,
});

export function presentSchedule(row: ScheduleRow): ProgramSchedule {
  return {
    idProgramSchedule: row.idProgramSchedule,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    quota: row.quota,
  };
}

/** A programme as lists show it, with the schedule that describes it now and whether it is open. */
export function presentSummary(
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

/**
 * A schedule's columns and its proposals made within its dates, counted up to its quota only, in
 * the statement that reads it: whether it is full is all that is asked, and a busy programme has
 * thousands of proposals in its period. Without a quota nothing is counted.
 */
const scheduleWithUse = {
  ...getTableColumns(programSchedules),
  // Named in full: Drizzle leaves a select's own columns unqualified, and a LIMIT by the outer
  // row's quota has no builder form.
  used: sql<number | null>`case when program_schedules.quota is null then null else
    (select count(*) from (select 1 from proposals
      where proposals.id_program = program_schedules.id_program
        and proposals.created_at >= program_schedules.start_date
        and proposals.created_at <= program_schedules.end_date
      limit program_schedules.quota) as counted) end`.mapWith(Number),
};

/** The schedules among these whose quota the proposals made within their dates have used up. */
export const fullSchedulesOf = (schedules: ScheduleRow[]): Set<number> =>
  new Set(
    schedules.filter((s) => s.quota !== null && (s.used ?? 0) >= s.quota).map((s) => s.idProgramSchedule),
  );

/** `column = any($name)`: one statement, prepared once, whatever the number of ids. */
const anyOf = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)})`;

const schedulesStatement = (db: Db | Transaction) =>
  db
    .select(scheduleWithUse)
    .from(programSchedules)
    .where(anyOf(programSchedules.idProgram, 'ids'))
    .prepare('program_schedules');

export async function schedulesOf(db: Db, idPrograms: number[]) {
  if (idPrograms.length === 0) return [];
  return statement(db, 'program_schedules', schedulesStatement).execute({ ids: idPrograms });
}

/**
 * Whether a schedule's quota is used up, counted now on the transaction's connection: a submission
 * asks under the programme's lock, so that concurrent submissions count each other.
 */
export async function isScheduleFull(tx: Transaction, idProgram: number, idProgramSchedule: number) {
  const schedules = await schedulesStatement(tx).execute({ ids: [idProgram] });
  return fullSchedulesOf(schedules).has(idProgramSchedule);
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
  const full = fullSchedulesOf(schedules);
  return wholeList(rows.map((row) => presentSummary(row, schedules, now, full)));
}

/** The programme and its active sub-programmes, in one statement. */
const programFamilyStatement = (db: Db) =>
  db
    .select()
    .from(programs)
    .where(
      or(
        eq(programs.idProgram, sql.placeholder('idProgram')),
        and(eq(programs.idProgramParent, sql.placeholder('idProgram')), eq(programs.active, true)),
      ),
    )
    .orderBy(asc(programs.idProgram))
    .prepare('program_family');

/** The schedules of the programme and of its active sub-programmes. */
const familySchedulesStatement = (db: Db) =>
  db
    .select(scheduleWithUse)
    .from(programSchedules)
    .where(
      or(
        eq(programSchedules.idProgram, sql.placeholder('idProgram')),
        inArray(
          programSchedules.idProgram,
          db
            .select({ idProgram: programs.idProgram })
            .from(programs)
            .where(
              and(eq(programs.idProgramParent, sql.placeholder('idProgram')), eq(programs.active, true)),
            ),
        ),
      ),
    )
    .prepare('program_family_schedules');

// Once per cached structure, so that the answer's encoding of these steps is kept with it too
// (programs.json.ts) instead of being written again on every request.
const withSubProgram = new WeakMap<ProgramStructure, ProgramSection[]>();
function stepsWithSubProgram(structure: ProgramStructure): ProgramSection[] {
  let steps = withSubProgram.get(structure);
  if (!steps) {
    steps = withSubProgramStep(structure.steps, structure.subProgramSection);
    withSubProgram.set(structure, steps);
  }
  return steps;
}

/**
 * One programme with its sub-programmes, current schedule, document types and wizard steps: those
 * of `version` when given (a draft's or a proposal's), else the current ones. A version the
 * programme has not reached is unknown (404), as an unknown programme.
 */
export async function getProgram(
  db: Db,
  idProgram: number,
  now = new Date(),
  version?: number,
): Promise<ProgramDetail> {
  // Independent reads, sent together: every wizard step opens with this answer.
  const family = statement(db, 'program_family', programFamilyStatement).execute({ idProgram });
  // Only a programme's reached versions are kept: made-up ones fill nothing.
  const exists = () =>
    family.then((rows) =>
      rows.some((p) => p.idProgram === idProgram && (version === undefined || version <= p.version)),
    );
  const [rows, schedules, structure] = await Promise.all([
    family,
    statement(db, 'program_family_schedules', familySchedulesStatement).execute({ idProgram }),
    programStructure(db, idProgram, exists, version),
  ]);
  const row = rows.find((p) => p.idProgram === idProgram);
  if (!row || (version !== undefined && version > row.version)) throw notFound(programMessages.notFound);
  const children = rows.filter((p) => p.idProgram !== idProgram);
  const full = fullSchedulesOf(schedules);
  return {
    ...presentSummary(row, schedules, now, full),
    minimumAssesor: row.minimumAssesor,
    zakatFunds: row.zakatFunds,
    idBankAccount: row.idBankAccount,
    reaplicationPeriod: row.reaplicationPeriod,
    dayLimitUploadDocument: row.dayLimitUploadDocument,
    childPrograms: children.map((child) => presentSummary(child, schedules, now, full)),
    programDocumentType: structure.documents,
    version: version ?? row.version,
    programSections: children.length > 0 ? stepsWithSubProgram(structure) : structure.steps,
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
