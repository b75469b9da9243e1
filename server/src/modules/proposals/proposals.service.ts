import type { ListResponse } from '@amal/contract/api';
import {
  type ProposalDetail,
  type ProposalListBy,
  type ProposalListItem,
  type ProposalListQuery,
  type ProposalStatusHistoryItem,
  proposalMessages,
} from '@amal/contract/proposals';
import { type AnyColumn, and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  programs,
  proposalSections,
  proposalStatuses,
  proposalStatusHistory,
  proposals,
  references,
  referrers,
  users,
} from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { canReadProposal, canReadProposalAs, canStaffReadProposal } from './proposals.policy.ts';

const referrerUser = alias(users, 'referrer_user');
const referenceUser = alias(users, 'reference_user');

const listColumns = {
  idProposal: proposals.idProposal,
  createdAt: proposals.createdAt,
  documentComplete: proposals.documentComplete,
  verificationNumber: proposals.verificationNumber,
  program: {
    idProgram: programs.idProgram,
    name: programs.name,
    individual: programs.individual,
    idProgramParent: programs.idProgramParent,
  },
  status: { idProposalStatus: proposalStatuses.idProposalStatus, name: proposalStatuses.name },
  referrerIdUser: referrerUser.idUser,
  referrerName: referrerUser.fullName,
  referenceIdUser: referenceUser.idUser,
  referenceName: referenceUser.fullName,
};

const selectProposals = (db: Db) =>
  db
    .select(listColumns)
    .from(proposals)
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser));

type Row = Awaited<ReturnType<ReturnType<typeof selectProposals>['where']>>[number];

function presentItem(row: Row): ProposalListItem {
  return {
    idProposal: row.idProposal,
    createdAt: row.createdAt.toISOString(),
    documentComplete: row.documentComplete,
    program: { idProgram: row.program.idProgram, name: row.program.name, individual: row.program.individual },
    status: row.status,
    reference: { fullName: row.referenceName },
    referrer: { fullName: row.referrerName },
    // Institutions apply through the organisations issue; until then every proposal is a person's.
    organization: null,
  };
}

// LIKE treats % and _ as wildcards: a name typed with them must match them literally.
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const prefix = (column: AnyColumn, value: string | undefined) =>
  value === undefined ? undefined : sql`lower(${column}) like ${`${escapeLike(value.toLowerCase())}%`}`;

function filters(user: AuthUser, by: ProposalListBy, query: ProposalListQuery) {
  const side = by === 'referer' ? eq(referrers.idUser, user.idUser) : eq(references.idUser, user.idUser);
  const idProgram = query['Program.idProgram'];
  const idStatus = query['ProposalStatusHistory.idProposalStatus'];
  const verification = query['Proposals.verificationNumber'];
  return and(
    side,
    isNull(proposals.idProposalParent),
    idProgram === undefined ? undefined : eq(proposals.idProgram, idProgram),
    idStatus === undefined ? undefined : eq(proposals.idProposalStatus, idStatus),
    prefix(referrerUser.nip, query['referrer.nip']),
    prefix(referrerUser.fullName, query['referrer.name']),
    prefix(referenceUser.nip, query['reference.nip']),
    prefix(referenceUser.fullName, query['reference.name']),
    verification === undefined ? undefined : eq(proposals.verificationNumber, verification),
  );
}

/** GET /api/proposals/{by}/{page}/{rows}: the caller's own proposals from one side, newest first. */
export async function listProposals(
  db: Db,
  user: AuthUser,
  params: { by: ProposalListBy; page: number; rows: number },
  query: ProposalListQuery,
): Promise<ListResponse<ProposalListItem>> {
  const where = filters(user, params.by, query);
  const rows = await selectProposals(db)
    .where(where)
    .orderBy(desc(proposals.createdAt), desc(proposals.idProposal))
    .limit(params.rows)
    .offset((params.page - 1) * params.rows);
  const [total] = await db
    .select({ n: count() })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser))
    .where(where);
  return { data: rows.map(presentItem), total: total?.n ?? 0, page: params.page, rows: params.rows };
}

async function findReadable(db: Db, user: AuthUser, idProposal: number, by?: ProposalListBy) {
  const [row] = await selectProposals(db).where(eq(proposals.idProposal, idProposal));
  const parties = row && { referrerIdUser: row.referrerIdUser, referenceIdUser: row.referenceIdUser };
  const allowed =
    parties &&
    ((by ? canReadProposalAs(user, parties, by) : canReadProposal(user, parties)) ||
      canStaffReadProposal(user, row.program.idProgram));
  if (!row || !allowed) throw notFound(proposalMessages.notFound);
  return row;
}

async function historyOf(db: Db, idProposal: number): Promise<ProposalStatusHistoryItem[]> {
  const rows = await db
    .select({
      idProposalStatus: proposalStatusHistory.idProposalStatus,
      name: proposalStatuses.name,
      createdAt: proposalStatusHistory.createdAt,
    })
    .from(proposalStatusHistory)
    .innerJoin(
      proposalStatuses,
      eq(proposalStatuses.idProposalStatus, proposalStatusHistory.idProposalStatus),
    )
    .where(eq(proposalStatusHistory.idProposal, idProposal))
    .orderBy(asc(proposalStatusHistory.createdAt), asc(proposalStatusHistory.idProposalStatusHistory));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** GET /api/proposal/{by}/{idProposal} (and /api/proposal/referer/{id}): one proposal from the caller's side. */
export async function getProposal(
  db: Db,
  user: AuthUser,
  by: ProposalListBy,
  idProposal: number,
): Promise<ProposalDetail> {
  const row = await findReadable(db, user, idProposal, by);
  const sections = await db
    .select({ route: proposalSections.route, data: proposalSections.data })
    .from(proposalSections)
    .where(eq(proposalSections.idProposal, idProposal));
  const children = await db
    .select({
      idProposal: proposals.idProposal,
      documentComplete: proposals.documentComplete,
      program: { idProgram: programs.idProgram, name: programs.name },
    })
    .from(proposals)
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .where(eq(proposals.idProposalParent, idProposal))
    .orderBy(asc(proposals.idProposal));
  return {
    ...presentItem(row),
    program: row.program,
    verificationNumber: row.verificationNumber,
    proposalStatusHistory: await historyOf(db, idProposal),
    sections: Object.fromEntries(sections.map((s) => [s.route, s.data])),
    childProposals: children,
  };
}

/** GET /api/proposalstatushistory/proposal/{idProposal}: for either side of the proposal. */
export async function getStatusHistory(
  db: Db,
  user: AuthUser,
  idProposal: number,
): Promise<ListResponse<ProposalStatusHistoryItem>> {
  await findReadable(db, user, idProposal);
  const data = await historyOf(db, idProposal);
  return { data, total: data.length, page: 1, rows: data.length };
}
