import type { ListResponse } from '@amal/contract/api';
import {
  type ProgramEditorCatalogue,
  type ProgramSettings,
  type ProgramSettingsForm,
  type ProgramSettingsUpdate,
  type ProgramStatusesInput,
  programEditorMessages,
} from '@amal/contract/program-editor';
import type { ProgramProposalStatus } from '@amal/contract/programs';
import { and, asc, count, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bankAccounts,
  banks,
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
} from '../../db/schema/index.ts';
import { FLOW_INDIVIDUAL } from '../../db/seed/catalogue.ts';
import type { Transaction } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { editorAccess, mayChangeMapping, mayCreateProgramme } from './program-editor.policy.ts';

type Executor = Db | Transaction;

const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The calendar date in Asia/Jakarta (UTC+7, no daylight saving) of an instant. */
export const jakartaDate = (instant: Date): string =>
  new Date(instant.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
/** A period opens at the start of its first day and closes at the end of its last, in Asia/Jakarta (as the seed). */
export const startOfJakartaDay = (date: string) => new Date(`${date}T00:00:00+07:00`);
export const endOfJakartaDay = (date: string) => new Date(`${date}T23:59:59.999+07:00`);

const invalidProgram = () =>
  notFound(programEditorMessages.invalidProgram, [
    { path: 'idProgram', message: programEditorMessages.invalidProgram },
  ]);

/** The programme's row, locked for a write when asked; 404 "Program tidak valid" when absent. */
export async function programRow(tx: Executor, idProgram: number, lock = false) {
  const query = tx.select().from(programs).where(eq(programs.idProgram, idProgram));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw invalidProgram();
  return row;
}

/** Refuses a caller who may not edit the programme: 404 when it is not theirs to see, else 403. */
export function checkEditor(user: AuthUser, idProgram: number) {
  const access = editorAccess(user, idProgram);
  if (access === 'hidden') throw invalidProgram();
  if (access === 'forbidden') throw forbidden();
}

/** The editable form of a programme, as stored. */
export async function readForm(tx: Executor, idProgram: number): Promise<ProgramSettingsForm> {
  const program = await programRow(tx, idProgram);
  // One after another: inside a transaction the reads share one connection, which runs one at a time.
  const schedules = await tx
    .select()
    .from(programSchedules)
    .where(eq(programSchedules.idProgram, idProgram))
    .orderBy(asc(programSchedules.startDate), asc(programSchedules.idProgramSchedule));
  const documents = await tx
    .select({ link: programDocumentTypes, documentType: documentTypes })
    .from(programDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.idDocumentType, programDocumentTypes.idDocumentType))
    .where(eq(programDocumentTypes.idProgram, idProgram))
    .orderBy(asc(programDocumentTypes.order), asc(programDocumentTypes.idDocumentType));
  const children = await tx
    .select({ idProgram: programs.idProgram, name: programs.name })
    .from(programs)
    .where(eq(programs.idProgramParent, idProgram))
    .orderBy(asc(programs.idProgram));
  return {
    idProgram: program.idProgram,
    name: program.name,
    description: program.description,
    individual: program.individual,
    zakatFunds: program.zakatFunds,
    idBankAccount: program.idBankAccount,
    reaplicationPeriod: program.reaplicationPeriod,
    dayLimitUploadDocument: program.dayLimitUploadDocument,
    minimumAssesor: program.minimumAssesor,
    hadKifayah: program.hadKifayah,
    idProgramParent: program.idProgramParent,
    icon: program.icon,
    banner: program.banner,
    active: program.active,
    schedules: schedules.map((s) => ({
      idProgramSchedule: s.idProgramSchedule,
      startDate: jakartaDate(s.startDate),
      endDate: jakartaDate(s.endDate),
      quota: s.quota,
    })),
    documentTypes: documents.map(({ link, documentType }) => ({
      idDocumentType: link.idDocumentType,
      required: link.required,
      documentType: {
        idDocumentType: documentType.idDocumentType,
        name: documentType.name,
        multiple: documentType.multiple,
        fromUser: documentType.fromUser,
        accepts: documentType.accepts,
      },
    })),
    childPrograms: children,
  };
}

/** GET /api/program/{id}/settings. */
export async function getSettings(db: Db, user: AuthUser, idProgram: number) {
  await programRow(db, idProgram);
  checkEditor(user, idProgram);
  return readForm(db, idProgram);
}

/**
 * The foundation's own accounts: held by no member, no institution and no proposal. A member's
 * account named by a programme would show their account to every applicant.
 */
const foundationAccount = and(
  isNull(bankAccounts.idUser),
  isNull(bankAccounts.idOrganization),
  isNull(bankAccounts.idProposal),
);

/** GET /api/program/editor/catalogue: what the editor's selects offer. */
export async function editorCatalogue(db: Db): Promise<ProgramEditorCatalogue> {
  const [statuses, mapping, roleRows, types, accounts] = await Promise.all([
    db.select().from(proposalStatuses).orderBy(asc(proposalStatuses.idProposalStatus)),
    db.select().from(roleProposalStatuses).orderBy(asc(roleProposalStatuses.idRole)),
    db.select().from(roles).orderBy(asc(roles.idRole)),
    db.select().from(documentTypes).orderBy(asc(documentTypes.idDocumentType)),
    db
      .select({
        idBankAccount: bankAccounts.idBankAccount,
        bankName: banks.name,
        accountNumber: bankAccounts.accountNumber,
        accountName: bankAccounts.accountName,
      })
      .from(bankAccounts)
      .innerJoin(banks, eq(banks.idBank, bankAccounts.idBank))
      .where(foundationAccount)
      .orderBy(asc(bankAccounts.idBankAccount)),
  ]);
  return {
    bankAccounts: accounts,
    statuses: statuses.map(({ idProposalStatus, name, final }) => ({
      idProposalStatus,
      name,
      final,
      idRoles: mapping.filter((m) => m.idProposalStatus === idProposalStatus).map((m) => m.idRole),
    })),
    roles: roleRows.map(({ idRole, name }) => ({ idRole, name })),
    documentTypes: types.map(({ idDocumentType, name, multiple, fromUser, accepts }) => ({
      idDocumentType,
      name,
      multiple,
      fromUser,
      accepts,
    })),
  };
}

/**
 * The references a settings body names must exist: the bank account, each document type and the
 * parent (a top-level programme, not the programme itself, that the caller may edit; a programme
 * with sub-programmes cannot become one). 400 naming the field otherwise.
 */
async function checkReferences(
  tx: Executor,
  user: AuthUser,
  settings: ProgramSettings,
  idProgram: number | null,
  /** The parent the programme has now: keeping it needs no right over the parent. */
  currentParent: number | null = null,
) {
  const errors: { path: string; message: string }[] = [];
  if (settings.idBankAccount !== null) {
    const [account] = await tx
      .select({ id: bankAccounts.idBankAccount })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.idBankAccount, settings.idBankAccount), foundationAccount));
    if (!account) errors.push({ path: 'idBankAccount', message: programEditorMessages.invalidBankAccount });
  }
  const wanted = settings.documentTypes.map((d) => d.idDocumentType);
  if (wanted.length > 0) {
    const known = new Set(
      (
        await tx
          .select({ id: documentTypes.idDocumentType })
          .from(documentTypes)
          .where(inArray(documentTypes.idDocumentType, wanted))
      ).map((row) => row.id),
    );
    wanted.forEach((id, i) => {
      if (!known.has(id))
        errors.push({
          path: `documentTypes.${i}.idDocumentType`,
          message: programEditorMessages.invalidDocumentType,
        });
    });
  }
  if (settings.idProgramParent !== null) {
    const [parent] = await tx
      .select({ idProgram: programs.idProgram, idProgramParent: programs.idProgramParent })
      .from(programs)
      .where(eq(programs.idProgram, settings.idProgramParent));
    const valid =
      parent !== undefined &&
      parent.idProgram !== idProgram &&
      parent.idProgramParent === null &&
      (parent.idProgram === currentParent || editorAccess(user, parent.idProgram) === 'edit');
    if (!valid) errors.push({ path: 'idProgramParent', message: programEditorMessages.invalidParent });
    else if (idProgram !== null) {
      const [child] = await tx
        .select({ id: programs.idProgram })
        .from(programs)
        .where(eq(programs.idProgramParent, idProgram))
        .limit(1);
      if (child) errors.push({ path: 'idProgramParent', message: programEditorMessages.parentHasChildren });
    }
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}

const programValues = (settings: ProgramSettings) => ({
  name: settings.name,
  description: settings.description,
  individual: settings.individual,
  zakatFunds: settings.zakatFunds,
  idBankAccount: settings.idBankAccount,
  reaplicationPeriod: settings.reaplicationPeriod,
  dayLimitUploadDocument: settings.dayLimitUploadDocument,
  minimumAssesor: settings.minimumAssesor,
  hadKifayah: settings.hadKifayah,
  idProgramParent: settings.idProgramParent,
  ...(settings.active === undefined ? {} : { active: settings.active }),
});

/** A programme opens to applicants only with at least one current step. */
async function checkOpening(tx: Executor, idProgram: number, settings: ProgramSettings) {
  if (settings.active !== true) return;
  const [step] = await tx
    .select({ id: programSections.idProgramSection })
    .from(programSections)
    .where(and(eq(programSections.idProgram, idProgram), isNull(programSections.untilVersion)))
    .limit(1);
  if (!step)
    throw badRequest(programEditorMessages.activeWithoutSteps, [
      { path: 'active', message: programEditorMessages.activeWithoutSteps },
    ]);
}

/**
 * The programme's periods become the body's: a period named by id is changed, one without an id is
 * added, the others are removed (proposals keep no reference to a period: a quota counts the
 * proposals made between its dates). An id the programme does not have: 400.
 */
async function saveSchedules(tx: Transaction, idProgram: number, schedules: ProgramSettings['schedules']) {
  const existing = new Set(
    (
      await tx
        .select({ id: programSchedules.idProgramSchedule })
        .from(programSchedules)
        .where(eq(programSchedules.idProgram, idProgram))
    ).map((row) => row.id),
  );
  const errors = schedules.flatMap((s, i) =>
    s.idProgramSchedule !== undefined && !existing.has(s.idProgramSchedule)
      ? [{ path: `schedules.${i}.idProgramSchedule`, message: programEditorMessages.unknownSchedule }]
      : [],
  );
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
  const kept = schedules.flatMap((s) => (s.idProgramSchedule === undefined ? [] : [s.idProgramSchedule]));
  await tx
    .delete(programSchedules)
    .where(
      kept.length > 0
        ? and(eq(programSchedules.idProgram, idProgram), notInArray(programSchedules.idProgramSchedule, kept))
        : eq(programSchedules.idProgram, idProgram),
    );
  for (const s of schedules) {
    const values = {
      startDate: startOfJakartaDay(s.startDate),
      endDate: endOfJakartaDay(s.endDate),
      quota: s.quota,
    };
    if (s.idProgramSchedule === undefined) await tx.insert(programSchedules).values({ idProgram, ...values });
    else
      await tx
        .update(programSchedules)
        .set(values)
        .where(eq(programSchedules.idProgramSchedule, s.idProgramSchedule));
  }
}

/** The programme's document list becomes the body's, in its order. */
async function saveDocumentTypes(tx: Transaction, idProgram: number, list: ProgramSettings['documentTypes']) {
  await tx.delete(programDocumentTypes).where(eq(programDocumentTypes.idProgram, idProgram));
  if (list.length > 0)
    await tx.insert(programDocumentTypes).values(
      list.map((d, i) => ({
        idProgram,
        idDocumentType: d.idDocumentType,
        required: d.required,
        order: i + 1,
      })),
    );
}

/**
 * POST /api/program: a super admin's new programme. It starts inactive (no applicant sees it: it
 * has no sections until the next slice's editor gives it some) with the individual status flow.
 */
export function createProgram(db: Db, user: AuthUser, settings: ProgramSettings) {
  if (!mayCreateProgramme(user)) throw forbidden(programEditorMessages.onlySuperAdminCreates);
  return db.transaction(async (tx) => {
    await checkReferences(tx, user, settings, null);
    const [inserted] = await tx
      .insert(programs)
      .values({ ...programValues(settings), active: false })
      .returning({ idProgram: programs.idProgram });
    const idProgram = inserted!.idProgram;
    await saveSchedules(tx, idProgram, settings.schedules);
    await saveDocumentTypes(tx, idProgram, settings.documentTypes);
    await tx
      .insert(programProposalStatuses)
      .values(FLOW_INDIVIDUAL.map((idProposalStatus, i) => ({ idProgram, idProposalStatus, order: i + 1 })));
    const after = await readForm(tx, idProgram);
    await recordAudit(tx, { idUser: user.idUser, action: 'program.create', after });
    return after;
  });
}

/** PATCH /api/program: the settings of a programme the caller edits; the audit keeps before and after. */
export function updateProgram(db: Db, user: AuthUser, body: ProgramSettingsUpdate) {
  const { idProgram, ...settings } = body;
  return db.transaction(async (tx) => {
    const current = await programRow(tx, idProgram, true);
    checkEditor(user, idProgram);
    await checkReferences(tx, user, settings, idProgram, current.idProgramParent);
    await checkOpening(tx, idProgram, settings);
    const before = await readForm(tx, idProgram);
    await tx.update(programs).set(programValues(settings)).where(eq(programs.idProgram, idProgram));
    await saveSchedules(tx, idProgram, settings.schedules);
    await saveDocumentTypes(tx, idProgram, settings.documentTypes);
    const after = await readForm(tx, idProgram);
    await recordAudit(tx, { idUser: user.idUser, action: 'program.update', before, after });
    return after;
  });
}

type StatusRow = { idProposalStatus: number; order: number; idRoles: number[] };

/** The programme's status table: each status in order with the roles the mapping lets set it. */
async function statusTable(tx: Executor, idProgram: number) {
  const statuses = await tx
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
  const mapping = await mappingOf(
    tx,
    statuses.map((s) => s.idProposalStatus),
  );
  return statuses.map((s) => ({
    ...s,
    roles: mapping.filter((m) => m.idProposalStatus === s.idProposalStatus),
  }));
}

async function mappingOf(tx: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      idProposalStatus: roleProposalStatuses.idProposalStatus,
      idRole: roles.idRole,
      name: roles.name,
    })
    .from(roleProposalStatuses)
    .innerJoin(roles, eq(roles.idRole, roleProposalStatuses.idRole))
    .where(inArray(roleProposalStatuses.idProposalStatus, ids))
    .orderBy(asc(roles.idRole));
}

const audited = (table: Awaited<ReturnType<typeof statusTable>>): StatusRow[] =>
  table.map((s) => ({
    idProposalStatus: s.idProposalStatus,
    order: s.order,
    idRoles: s.roles.map((r) => r.idRole),
  }));

const sameRoles = (a: readonly number[], b: readonly number[]) => {
  const x = [...new Set(a)].sort((m, n) => m - n);
  const y = [...new Set(b)].sort((m, n) => m - n);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/**
 * PUT /api/programproposalstatus/program/{idProgram}: the programme's flow becomes the body's
 * statuses in their order, and each status's roles the body's. The mapping is one for every
 * programme, so only a super admin may change it: a programme's admin sends the roles as they are
 * (403 otherwise). A status some proposal of the programme holds stays in the flow (409).
 */
export function saveStatuses(
  db: Db,
  user: AuthUser,
  idProgram: number,
  body: ProgramStatusesInput,
): Promise<ListResponse<ProgramProposalStatus>> {
  return db.transaction(async (tx) => {
    await programRow(tx, idProgram, true);
    checkEditor(user, idProgram);
    const ids = body.statuses.map((s) => s.idProposalStatus);
    const known = await tx
      .select({ id: proposalStatuses.idProposalStatus, name: proposalStatuses.name })
      .from(proposalStatuses);
    const knownIds = new Set(known.map((s) => s.id));
    const knownRoles = new Set((await tx.select({ id: roles.idRole }).from(roles)).map((r) => r.id));
    const errors = body.statuses.flatMap((s, i) => [
      ...(knownIds.has(s.idProposalStatus)
        ? []
        : [{ path: `statuses.${i}.idProposalStatus`, message: programEditorMessages.invalidStatus }]),
      ...s.idRoles.flatMap((idRole, j) =>
        knownRoles.has(idRole)
          ? []
          : [{ path: `statuses.${i}.idRoles.${j}`, message: programEditorMessages.invalidRole }],
      ),
    ]);
    if (errors.length > 0) throw badRequest(errors[0]!.message, errors);

    const beforeTable = await statusTable(tx, idProgram);
    const currentMapping = await mappingOf(tx, ids);
    const changed = body.statuses.filter(
      (s) =>
        !sameRoles(
          s.idRoles,
          currentMapping.filter((m) => m.idProposalStatus === s.idProposalStatus).map((m) => m.idRole),
        ),
    );
    if (changed.length > 0 && !mayChangeMapping(user))
      throw forbidden(programEditorMessages.mappingSuperAdminOnly);

    const removed = beforeTable.map((s) => s.idProposalStatus).filter((id) => !ids.includes(id));
    if (removed.length > 0) {
      const held = await tx
        .select({ idProposalStatus: proposals.idProposalStatus, n: count() })
        .from(proposals)
        .where(and(eq(proposals.idProgram, idProgram), inArray(proposals.idProposalStatus, removed)))
        .groupBy(proposals.idProposalStatus);
      const [first] = held;
      if (first) {
        const name =
          known.find((s) => s.id === first.idProposalStatus)?.name ?? String(first.idProposalStatus);
        throw conflict(programEditorMessages.statusInUse(name, first.n));
      }
    }

    await tx.delete(programProposalStatuses).where(eq(programProposalStatuses.idProgram, idProgram));
    await tx
      .insert(programProposalStatuses)
      .values(
        body.statuses.map((s) => ({ idProgram, idProposalStatus: s.idProposalStatus, order: s.order })),
      );
    for (const s of changed) {
      await tx
        .delete(roleProposalStatuses)
        .where(eq(roleProposalStatuses.idProposalStatus, s.idProposalStatus));
      const idRoles = [...new Set(s.idRoles)];
      if (idRoles.length > 0)
        await tx
          .insert(roleProposalStatuses)
          .values(idRoles.map((idRole) => ({ idRole, idProposalStatus: s.idProposalStatus })));
    }
    const afterTable = await statusTable(tx, idProgram);
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'program.statuses',
      before: { idProgram, statuses: audited(beforeTable) },
      after: { idProgram, statuses: audited(afterTable) },
    });
    const data = afterTable.map((s) => ({
      idProposalStatus: s.idProposalStatus,
      order: s.order,
      name: s.name,
      roles: s.roles.map(({ idRole, name }) => ({ idRole, name })),
    }));
    return { data, total: data.length, page: 1, rows: data.length };
  });
}
