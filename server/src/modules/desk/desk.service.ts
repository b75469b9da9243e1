import type { DeskListResponse, DeskProposal, DeskQuery, DeskRow } from '@amal/contract/desk';
import { proposalMessages } from '@amal/contract/proposals';
import { statusChoices } from '@amal/contract/status-decisions';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  programs,
  proposalStatuses,
  proposalStatusHistory,
  proposals,
  provinces,
  references,
  referrers,
  regencies,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getProposal } from '../proposals/proposals.service.ts';
import { revisionsOf } from '../revisions/revisions.service.ts';
import { allowedStatuses, programStatuses } from '../status-decisions/status-decisions.service.ts';
import { allowedOnProposal, canReadOnDesk, deskPrograms } from './desk.policy.ts';

const referrerUser = alias(users, 'referrer_user');
const referenceUser = alias(users, 'reference_user');
const setBy = alias(users, 'set_by');

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const startsWith = (column: AnyColumn, value: string) =>
  sql`lower(${column}) like ${`${escapeLike(value.toLowerCase())}%`}`;

/** The first instant of a Jakarta calendar day (WIB has no daylight saving). */
const jakartaDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const nextDay = (day: string) => new Date(jakartaDayStart(day).getTime() + 86_400_000);

/** The desk's conditions: the caller's programmes, then each filter given. */
function deskWhere(user: AuthUser, query: DeskQuery): SQL | undefined | 'nothing' {
  const scope = deskPrograms(user);
  if (scope !== null && scope.length === 0) return 'nothing';
  const conditions: (SQL | undefined)[] = [
    isNull(proposals.idProposalParent),
    scope === null ? undefined : inArray(proposals.idProgram, scope),
  ];
  const given = <T>(value: T | undefined, condition: (value: T) => SQL) =>
    conditions.push(value === undefined ? undefined : condition(value));
  given(query['Program.idProgram'], (id) => eq(proposals.idProgram, id));
  given(query['ProposalStatusHistory.idProposalStatus'], (id) => eq(proposals.idProposalStatus, id));
  given(query['referrer.nip'], (nip) => startsWith(referrerUser.nip, nip));
  given(query['referrer.name'], (name) => startsWith(referrerUser.fullName, name));
  given(query['reference.nip'], (nip) => startsWith(referenceUser.nip, nip));
  given(query['reference.name'], (name) => startsWith(referenceUser.fullName, name));
  given(query['Proposals.verificationNumber'], (number) => eq(proposals.verificationNumber, number));
  given(query.idProvince, (id) => eq(referenceUser.idProvince, id));
  given(query.idRegency, (id) => eq(referenceUser.idRegency, id));
  given(query.from, (day) => gte(proposals.createdAt, jakartaDayStart(day)));
  given(query.to, (day) => lt(proposals.createdAt, nextDay(day)));
  given(query.documentComplete, (complete) => eq(proposals.documentComplete, complete === 'true'));
  return and(...conditions);
}

function deskOrder(query: DeskQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'name':
      return [direction(sql`lower(${referenceUser.fullName})`), direction(proposals.idProposal)];
    case 'status':
      return [direction(proposals.idProposalStatus), desc(proposals.createdAt), desc(proposals.idProposal)];
    default:
      return [direction(proposals.createdAt), direction(proposals.idProposal)];
  }
}

/** Both sides of each proposal, which the filters and the answer name. */
const withParties = <T extends PgSelect>(select: T) =>
  select
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser));

/** GET /api/proposals/admin/{page}/{rows}: the caller's programmes' proposals, filtered and sorted. */
export async function listDesk(
  db: Db,
  user: AuthUser,
  params: { page: number; rows: number },
  query: DeskQuery,
): Promise<DeskListResponse> {
  const where = deskWhere(user, query);
  const empty = { data: [], total: 0, page: params.page, rows: params.rows };
  if (where === 'nothing') return empty;
  const offset = (params.page - 1) * params.rows;
  const rows = await withParties(
    db
      .select({
        idProposal: proposals.idProposal,
        createdAt: proposals.createdAt,
        documentComplete: proposals.documentComplete,
        verificationNumber: proposals.verificationNumber,
        program: { idProgram: programs.idProgram, name: programs.name },
        status: { idProposalStatus: proposalStatuses.idProposalStatus, name: proposalStatuses.name },
        referrerName: referrerUser.fullName,
        referrerNip: referrerUser.nip,
        referenceName: referenceUser.fullName,
        referenceNip: referenceUser.nip,
        province: provinces.name,
        regency: regencies.name,
      })
      .from(proposals)
      .$dynamic(),
  )
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
    .leftJoin(provinces, eq(provinces.idProvince, referenceUser.idProvince))
    .leftJoin(regencies, eq(regencies.idRegency, referenceUser.idRegency))
    .where(where)
    .orderBy(...deskOrder(query))
    .limit(params.rows)
    .offset(offset);
  const isLastPage = rows.length < params.rows && (rows.length > 0 || offset === 0);
  const total = isLastPage
    ? offset + rows.length
    : Number(
        (await withParties(db.select({ n: count() }).from(proposals).$dynamic()).where(where))[0]?.n ?? 0,
      );
  return { data: rows.map(presentRow), total, page: params.page, rows: params.rows };
}

type ListedRow = {
  idProposal: number;
  createdAt: Date;
  documentComplete: boolean;
  verificationNumber: string | null;
  program: DeskRow['program'];
  status: DeskRow['status'];
  referrerName: string;
  referrerNip: string | null;
  referenceName: string;
  referenceNip: string | null;
  province: string | null;
  regency: string | null;
};

function presentRow(row: ListedRow): DeskRow {
  return {
    idProposal: row.idProposal,
    createdAt: row.createdAt.toISOString(),
    documentComplete: row.documentComplete,
    verificationNumber: row.verificationNumber,
    program: row.program,
    status: row.status,
    referrer: { fullName: row.referrerName, nip: row.referrerNip },
    reference: { fullName: row.referenceName, nip: row.referenceNip },
    area: { province: row.province, regency: row.regency },
  };
}

const contactColumns = (table: typeof referrerUser | typeof referenceUser) => ({
  idUser: table.idUser,
  fullName: table.fullName,
  nip: table.nip,
  whatsappNumber: table.whatsappNumber,
});

/** GET /api/proposal/admin/{idProposal}: the proposal as staff read it, and what the caller may do. */
export async function getDeskProposal(db: Db, user: AuthUser, idProposal: number): Promise<DeskProposal> {
  const [row] = await db
    .select({
      idProgram: proposals.idProgram,
      version: proposals.version,
      referrer: contactColumns(referrerUser),
      reference: contactColumns(referenceUser),
    })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser))
    .where(eq(proposals.idProposal, idProposal));
  if (!row || !canReadOnDesk(user, row.idProgram)) throw notFound(proposalMessages.notFound);
  const allowed = allowedOnProposal(user, row.idProgram);
  const choices = allowed.decideStatus
    ? statusChoices(await programStatuses(db, row.idProgram), await allowedStatuses(db, user, row.idProgram))
    : [];
  return {
    proposal: await getProposal(db, user, 'referer', idProposal),
    version: row.version,
    referrer: row.referrer,
    reference: row.reference,
    history: await deskHistory(db, idProposal),
    revisions: await revisionsOf(db, idProposal),
    allowed,
    statusChoices: choices,
  };
}

async function deskHistory(db: Db, idProposal: number) {
  const rows = await db
    .select({
      idProposalStatus: proposalStatusHistory.idProposalStatus,
      name: proposalStatuses.name,
      createdAt: proposalStatusHistory.createdAt,
      fromStatus: proposalStatusHistory.fromStatus,
      by: setBy.fullName,
      note: proposalStatusHistory.note,
    })
    .from(proposalStatusHistory)
    .innerJoin(
      proposalStatuses,
      eq(proposalStatuses.idProposalStatus, proposalStatusHistory.idProposalStatus),
    )
    .leftJoin(setBy, eq(setBy.idUser, proposalStatusHistory.idUser))
    .where(eq(proposalStatusHistory.idProposal, idProposal))
    .orderBy(asc(proposalStatusHistory.createdAt), asc(proposalStatusHistory.idProposalStatusHistory));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
