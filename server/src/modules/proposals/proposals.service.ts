import type { ListResponse } from '@amal/contract/api';
import {
  type ProposalDetail,
  type ProposalListBy,
  type ProposalListItem,
  type ProposalListQuery,
  type ProposalStatusHistoryItem,
  proposalMessages,
} from '@amal/contract/proposals';
import { type AnyColumn, and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
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
import { statement } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  canReadProposal,
  canReadProposalAs,
  canRespondAsRecipient,
  canStaffReadProposal,
} from './proposals.policy.ts';

const referrerUser = alias(users, 'referrer_user');
const referenceUser = alias(users, 'reference_user');

const listColumns = {
  idProposal: proposals.idProposal,
  createdAt: proposals.createdAt,
  documentComplete: proposals.documentComplete,
  verificationNumber: proposals.verificationNumber,
  recipientResponse: proposals.recipientResponse,
  programVersion: proposals.programVersion,
  statusFinal: proposalStatuses.final,
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
const startsWith = (value: string) => `${escapeLike(value.toLowerCase())}%`;

const placeholder = sql.placeholder;
const prefix = (column: AnyColumn, name: string) => sql`lower(${column}) like ${placeholder(name)}`;

/** The filters of a list: the parameter each one fills and its condition. */
const listFilters = {
  'Program.idProgram': eq(proposals.idProgram, placeholder('Program.idProgram')),
  'ProposalStatusHistory.idProposalStatus': eq(
    proposals.idProposalStatus,
    placeholder('ProposalStatusHistory.idProposalStatus'),
  ),
  'referrer.nip': prefix(referrerUser.nip, 'referrer.nip'),
  'referrer.name': prefix(referrerUser.fullName, 'referrer.name'),
  'reference.nip': prefix(referenceUser.nip, 'reference.nip'),
  'reference.name': prefix(referenceUser.fullName, 'reference.name'),
  'Proposals.verificationNumber': eq(
    proposals.verificationNumber,
    placeholder('Proposals.verificationNumber'),
  ),
} satisfies Record<keyof ProposalListQuery, SQL>;

type ListFilter = keyof typeof listFilters;
const PREFIX_FILTERS = new Set<ListFilter>([
  'referrer.nip',
  'referrer.name',
  'reference.nip',
  'reference.name',
]);

function listWhere(by: ProposalListBy, present: readonly ListFilter[]) {
  const side =
    by === 'referer'
      ? eq(referrers.idUser, placeholder('idUser'))
      : eq(references.idUser, placeholder('idUser'));
  return and(side, isNull(proposals.idProposalParent), ...present.map((filter) => listFilters[filter]));
}

/** A list's page and count, prepared once for each side and set of filters in use (at most 256). */
function listStatements(db: Db, by: ProposalListBy, present: readonly ListFilter[]) {
  const shape = `${by}_${(Object.keys(listFilters) as ListFilter[]).map((f) => Number(present.includes(f))).join('')}`;
  return statement(db, `proposals_list_${shape}`, () => {
    const where = listWhere(by, present);
    return {
      page: selectProposals(db)
        .where(where)
        .orderBy(desc(proposals.createdAt), desc(proposals.idProposal))
        .limit(placeholder('limit'))
        .offset(placeholder('offset'))
        .prepare(`proposals_page_${shape}`),
      count: db
        .select({ n: count() })
        .from(proposals)
        .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
        .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser))
        .innerJoin(references, eq(references.idReference, proposals.idReference))
        .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser))
        .where(where)
        .prepare(`proposals_count_${shape}`),
    };
  });
}

/** GET /api/proposals/{by}/{page}/{rows}: the caller's own proposals from one side, newest first. */
export async function listProposals(
  db: Db,
  user: AuthUser,
  params: { by: ProposalListBy; page: number; rows: number },
  query: ProposalListQuery,
): Promise<ListResponse<ProposalListItem>> {
  const present = (Object.keys(listFilters) as ListFilter[]).filter((filter) => query[filter] !== undefined);
  const values: Record<string, unknown> = { idUser: user.idUser };
  for (const filter of present) {
    values[filter] = PREFIX_FILTERS.has(filter) ? startsWith(String(query[filter])) : query[filter];
  }
  const { page, count: total } = listStatements(db, params.by, present);
  const offset = (params.page - 1) * params.rows;
  const rows = await page.execute({ ...values, limit: params.rows, offset });
  // A page that is not full and not past the end is the last one: it tells the total without a count.
  const isLastPage = rows.length < params.rows && (rows.length > 0 || offset === 0);
  const counted = isLastPage ? offset + rows.length : ((await total.execute(values))[0]?.n ?? 0);
  return { data: rows.map(presentItem), total: counted, page: params.page, rows: params.rows };
}

async function findReadable(db: Db, user: AuthUser, idProposal: number, by?: ProposalListBy) {
  const byId = statement(db, 'proposal_by_id', () =>
    selectProposals(db)
      .where(eq(proposals.idProposal, placeholder('idProposal')))
      .prepare('proposal_by_id'),
  );
  const [row] = await byId.execute({ idProposal });
  const parties = row && { referrerIdUser: row.referrerIdUser, referenceIdUser: row.referenceIdUser };
  const allowed =
    parties &&
    ((by ? canReadProposalAs(user, parties, by) : canReadProposal(user, parties)) ||
      canStaffReadProposal(user, row.program.idProgram));
  if (!row || !allowed) throw notFound(proposalMessages.notFound);
  return row;
}

const historyStatement = (db: Db) =>
  db
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
    .where(eq(proposalStatusHistory.idProposal, placeholder('idProposal')))
    .orderBy(asc(proposalStatusHistory.createdAt), asc(proposalStatusHistory.idProposalStatusHistory))
    .prepare('proposal_history');

async function historyOf(db: Db, idProposal: number): Promise<ProposalStatusHistoryItem[]> {
  const rows = await statement(db, 'proposal_history', historyStatement).execute({ idProposal });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const sectionsStatement = (db: Db) =>
  db
    .select({ route: proposalSections.route, data: proposalSections.data })
    .from(proposalSections)
    .where(eq(proposalSections.idProposal, placeholder('idProposal')))
    .prepare('proposal_sections');

const childrenStatement = (db: Db) =>
  db
    .select({
      idProposal: proposals.idProposal,
      documentComplete: proposals.documentComplete,
      program: { idProgram: programs.idProgram, name: programs.name },
    })
    .from(proposals)
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .where(eq(proposals.idProposalParent, placeholder('idProposal')))
    .orderBy(asc(proposals.idProposal))
    .prepare('proposal_children');

/** GET /api/proposal/{by}/{idProposal} (and /api/proposal/referer/{id}): one proposal from the caller's side. */
export async function getProposal(
  db: Db,
  user: AuthUser,
  by: ProposalListBy,
  idProposal: number,
): Promise<ProposalDetail> {
  const row = await findReadable(db, user, idProposal, by);
  const sections = await statement(db, 'proposal_sections', sectionsStatement).execute({ idProposal });
  const children = await statement(db, 'proposal_children', childrenStatement).execute({ idProposal });
  return {
    ...presentItem(row),
    program: row.program,
    programVersion: row.programVersion,
    verificationNumber: row.verificationNumber,
    recipientResponse: row.recipientResponse,
    canRespond: canRespondAsRecipient(user, { ...row, final: row.statusFinal }),
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
