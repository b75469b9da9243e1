import {
  DESK_UNASSIGNED,
  type DeskListResponse,
  type DeskProposal,
  type DeskQuery,
  type DeskRow,
} from '@amal/contract/desk';
import { proposalMessages } from '@amal/contract/proposals';
import { statusChoices, withAssessmentGate } from '@amal/contract/status-decisions';
import { VERIFICATOR_STATUS } from '@amal/contract/verifiers';
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
import pg from 'pg';
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
import { statement } from '../../db/statements.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { getProposal } from '../proposals/proposals.service.ts';
import { revisionsOf } from '../revisions/revisions.service.ts';
import {
  allowedStatuses,
  assessmentShortfall,
  programStatuses,
} from '../status-decisions/status-decisions.service.ts';
import { allowedOnProposal, canReadOnDesk, deskPrograms } from './desk.policy.ts';

const referrerUser = alias(users, 'referrer_user');
const referenceUser = alias(users, 'reference_user');
const setBy = alias(users, 'set_by');

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `lower(column)` starts with `value`. Besides the LIKE, the same prefix as a byte-wise range
 * (text_pattern_ops' operators, the prefix's last character moved up one for the end): the prefix
 * indexes on lower(full_name) and lower(nip) serve it in any plan, a prepared statement's generic
 * plan included, where a LIKE with a parameter for its pattern cannot use them.
 */
function startsWith(column: AnyColumn, value: string, name: string, bind: Bind): SQL {
  const prefix = value.toLowerCase();
  const like = sql`lower(${column}) like ${bind(`${name}Like`, `${escapeLike(prefix)}%`)}`;
  const chars = [...prefix];
  const last = chars.pop()?.codePointAt(0);
  // Past U+D7FF the next code point may be a surrogate, which text cannot hold: the LIKE alone.
  if (last === undefined || last >= 0xd7ff) return like;
  const end = chars.join('') + String.fromCodePoint(last + 1);
  return sql`(${like} and lower(${column}) ~>=~ ${bind(`${name}From`, prefix)} and lower(${column}) ~<~ ${bind(`${name}To`, end)})`;
}

/** The first instant of a Jakarta calendar day (WIB has no daylight saving). */
const jakartaDayStart = (day: string) => new Date(`${day}T00:00:00+07:00`);
const nextDay = (day: string) => new Date(jakartaDayStart(day).getTime() + 86_400_000);

/**
 * The programmes a desk query covers: null for every programme (a super admin), else these ids (the
 * list's are those where the caller may read proposals, the export's those where they may export).
 */
export type DeskScope = number[] | null;

/** Whether a desk query's filters name the referrer's or the recipient's record. */
const partiesFiltered = (query: DeskQuery) => ({
  referrer: query['referrer.nip'] !== undefined || query['referrer.name'] !== undefined,
  reference:
    query['reference.nip'] !== undefined ||
    query['reference.name'] !== undefined ||
    query.idProvince !== undefined ||
    query.idRegency !== undefined,
});

/**
 * How a filter's value enters the statement: as a parameter of this statement (`inline`), or as a
 * named placeholder of a prepared one, its value noted in `values` (`placeholders`).
 */
type Bind = <V>(name: string, value: V) => V | SQL;
const inline: Bind = (_, value) => value;
const placeholders =
  (values: Record<string, unknown>): Bind =>
  (name, value) => {
    values[name] = value;
    return sql`${sql.placeholder(name)}`;
  };

/**
 * The scope's programmes: a prepared statement takes them as one array, whatever their number;
 * inline they stay a list of numbers (the export's COPY writes its parameters in as literals).
 */
const inScope = (scope: number[], bind: Bind) =>
  bind === inline
    ? inArray(proposals.idProgram, scope)
    : sql`${proposals.idProgram} = any(${bind('scope', scope)})`;

/** The desk's conditions: the scope's programmes, then each filter given. */
function deskWhere(scope: DeskScope, query: DeskQuery, bind: Bind = inline): SQL | undefined | 'nothing' {
  if (scope !== null && scope.length === 0) return 'nothing';
  const conditions: (SQL | undefined)[] = [
    isNull(proposals.idProposalParent),
    scope === null ? undefined : inScope(scope, bind),
  ];
  const given = <T>(value: T | undefined, condition: (value: T) => SQL) =>
    conditions.push(value === undefined ? undefined : condition(value));
  given(query['Program.idProgram'], (id) => eq(proposals.idProgram, bind('program', id)));
  given(query['ProposalStatusHistory.idProposalStatus'], (id) =>
    eq(proposals.idProposalStatus, bind('status', id)),
  );
  given(query['referrer.nip'], (nip) => startsWith(referrerUser.nip, nip, 'referrerNip', bind));
  given(query['referrer.name'], (name) => startsWith(referrerUser.fullName, name, 'referrerName', bind));
  given(query['reference.nip'], (nip) => startsWith(referenceUser.nip, nip, 'referenceNip', bind));
  given(query['reference.name'], (name) => startsWith(referenceUser.fullName, name, 'referenceName', bind));
  given(query['Proposals.verificationNumber'], (number) =>
    eq(proposals.verificationNumber, bind('verificationNumber', number)),
  );
  given(query.idProvince, (id) => eq(referenceUser.idProvince, bind('province', id)));
  given(query.idRegency, (id) => eq(referenceUser.idRegency, bind('regency', id)));
  given(query.from, (day) => gte(proposals.createdAt, bind('from', jakartaDayStart(day))));
  given(query.to, (day) => lt(proposals.createdAt, bind('to', nextDay(day))));
  given(query.verifier, (verifier) => {
    const assigned = sql`select 1 from proposal_verificators pv
      join verificators v on v.id_verificator = pv.id_verificator
      where pv.id_proposal = ${proposals.idProposal} and pv.id_verificator_status = ${VERIFICATOR_STATUS.active}`;
    return verifier === DESK_UNASSIGNED
      ? sql`not exists (${assigned})`
      : sql`exists (${assigned} and v.id_user = ${bind('verifier', verifier)})`;
  });
  given(query.documentComplete, (complete) =>
    eq(proposals.documentComplete, bind('documentComplete', complete === 'true')),
  );
  return and(...conditions);
}

/** The recipient's name as the name sort compares it. */
const nameKey = sql<string>`lower(${referenceUser.fullName})`;

/**
 * The desk's order. Every sort ends on the proposal's id, so that the order is total: a page, and
 * the export's batches that continue after a row (deskAfter), never skip or repeat a row.
 */
function deskOrder(query: DeskQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'name':
      return [direction(nameKey), direction(proposals.idProposal)];
    case 'status':
      return [direction(proposals.idProposalStatus), desc(proposals.createdAt), desc(proposals.idProposal)];
    default:
      return [direction(proposals.createdAt), direction(proposals.idProposal)];
  }
}

/**
 * Where the previous batch ended, in the sort's own keys. The submission instant is carried as
 * PostgreSQL's text of it: a JavaScript Date keeps milliseconds, the column microseconds.
 */
type DeskCursor = Pick<KeyedRecord, 'idProposal' | 'status' | 'createdAtKey' | 'nameKey'>;

/** The rows after `cursor` in the desk's order (keyset): each batch an index range, not an offset. */
function deskAfter(query: DeskQuery, cursor: DeskCursor): SQL {
  const after = (ascending: boolean, columns: SQL, values: SQL) =>
    ascending ? sql`(${columns}) > (${values})` : sql`(${columns}) < (${values})`;
  const created = sql`${cursor.createdAtKey}::timestamptz`;
  const newestFirst = after(
    false,
    sql`${proposals.createdAt}, ${proposals.idProposal}`,
    sql`${created}, ${cursor.idProposal}`,
  );
  switch (query.sort) {
    case 'name':
      return after(
        query.order === 'asc',
        sql`${nameKey}, ${proposals.idProposal}`,
        sql`${cursor.nameKey}, ${cursor.idProposal}`,
      );
    case 'status': {
      const status = cursor.status.idProposalStatus;
      const beyond =
        query.order === 'asc'
          ? sql`${proposals.idProposalStatus} > ${status}`
          : sql`${proposals.idProposalStatus} < ${status}`;
      return sql`(${beyond} or (${proposals.idProposalStatus} = ${status} and ${newestFirst}))`;
    }
    default:
      return after(
        query.order === 'asc',
        sql`${proposals.createdAt}, ${proposals.idProposal}`,
        sql`${created}, ${cursor.idProposal}`,
      );
  }
}

/** Both sides of each proposal, which the filters and the answer name. */
const withParties = <T extends PgSelect>(select: T) =>
  select
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser))
    .innerJoin(references, eq(references.idReference, proposals.idReference))
    .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser));

const deskColumns = {
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
  /** The sort's keys, as the next batch continues after them (deskAfter). */
  createdAtKey: sql<string>`${proposals.createdAt}::text`,
  nameKey,
};

/**
 * The desk's rows (list and export alike): every table a row names, under the given conditions, with
 * the keys of the sort (for the export's next batch).
 */
const deskRows = (db: Db, where: SQL | undefined, query: DeskQuery) =>
  withParties(db.select(deskColumns).from(proposals).$dynamic())
    .innerJoin(programs, eq(programs.idProgram, proposals.idProgram))
    .innerJoin(proposalStatuses, eq(proposalStatuses.idProposalStatus, proposals.idProposalStatus))
    .leftJoin(provinces, eq(provinces.idProvince, referenceUser.idProvince))
    .leftJoin(regencies, eq(regencies.idRegency, referenceUser.idRegency))
    .where(where)
    .orderBy(...deskOrder(query));

/**
 * What the export's cursor reads: the desk's rows with the programme, status and area as ids (their
 * names come from the small tables, read once per export: a row then carries four short strings
 * fewer), in the desk's order, unpaged.
 */
const cursorColumns = {
  idProposal: proposals.idProposal,
  /** Milliseconds since 1970: a number the driver reads at once, where a timestamp's text is parsed. */
  createdAtMs: sql<number>`(extract(epoch from ${proposals.createdAt}) * 1000)::float8`,
  documentComplete: proposals.documentComplete,
  verificationNumber: proposals.verificationNumber,
  idProgram: proposals.idProgram,
  idProposalStatus: proposals.idProposalStatus,
  referrerName: referrerUser.fullName,
  referrerNip: referrerUser.nip,
  referenceName: referenceUser.fullName,
  referenceNip: referenceUser.nip,
  idProvince: referenceUser.idProvince,
  idRegency: referenceUser.idRegency,
};
const CURSOR_COLUMN_COUNT = 12;

const cursorRows = (db: Db, where: SQL | undefined, query: DeskQuery) =>
  withParties(db.select(cursorColumns).from(proposals).$dynamic())
    .where(where)
    .orderBy(...deskOrder(query));

/**
 * Every row of a desk query over `scope` as the export's cursor reads them, unpaged (null when the
 * scope holds no programme): for the bench, which sets it beside PostgreSQL's COPY of it.
 */
export function deskQuery(db: Db, scope: DeskScope, query: DeskQuery) {
  const where = deskWhere(scope, query);
  return where === 'nothing' ? null : cursorRows(db, where, query);
}

/**
 * How many rows a desk query has. Every proposal has its referrer and its recipient (foreign keys,
 * not null), so the count joins their records only when a filter names them: the unfiltered desk's
 * total is an index-only count of proposals, not a join of every proposal with both their people.
 */
function deskTotal(db: Db, where: SQL | undefined, query: DeskQuery) {
  const parties = partiesFiltered(query);
  let counted = db.select({ n: count() }).from(proposals).$dynamic();
  if (parties.referrer)
    counted = counted
      .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
      .innerJoin(referrerUser, eq(referrerUser.idUser, referrers.idUser));
  if (parties.reference)
    counted = counted
      .innerJoin(references, eq(references.idReference, proposals.idReference))
      .innerJoin(referenceUser, eq(referenceUser.idUser, references.idUser));
  return counted.where(where);
}

/**
 * The desk's query shapes prepared so far, at most MAX_DESK_SHAPES: which filters are given, the
 * sort and the order. Building a query was most of a cheap request's server time (Drizzle walks
 * every column and join); a prepared one only fills in its placeholders. Past the cap, a shape is
 * built for its one request, so that unusual combinations cannot grow the memory without bound.
 */
const MAX_DESK_SHAPES = 256;
/** Each shape's statement name on the database's connections. */
const deskShapes = new Map<string, string>();

function deskStatement<T>(db: Db, shape: string, build: (db: Db, name: string) => T): T {
  let name = deskShapes.get(shape);
  if (name === undefined) {
    // No name: sent unnamed, planned for this request alone.
    if (deskShapes.size >= MAX_DESK_SHAPES) return build(db, '');
    name = `desk_${deskShapes.size + 1}`;
    deskShapes.set(shape, name);
  }
  return statement(db, shape, (db) => build(db, name));
}

/** GET /api/proposals/admin/{page}/{rows}: the caller's programmes' proposals, filtered and sorted. */
export async function listDesk(
  db: Db,
  user: AuthUser,
  params: { page: number; rows: number },
  query: DeskQuery,
): Promise<DeskListResponse> {
  const values: Record<string, unknown> = {};
  const where = deskWhere(deskPrograms(user), query, placeholders(values));
  const empty = { data: [], total: 0, page: params.page, rows: params.rows };
  if (where === 'nothing') return empty;
  // The filters given and the placeholders they made (a prefix's range is two more, or none).
  const given = Object.keys(query).filter((key) => query[key as keyof DeskQuery] !== undefined);
  const shape = `desk:${given.join(',')}:${Object.keys(values).join(',')}:${query.sort}:${query.order}`;
  const offset = (params.page - 1) * params.rows;
  const page = deskStatement(db, `${shape}:page`, (db, name) =>
    deskRows(db, where, query)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const rows = await page.execute({ ...values, limit: params.rows, offset });
  const isLastPage = rows.length < params.rows && (rows.length > 0 || offset === 0);
  const counted = isLastPage
    ? null
    : await deskStatement(db, `${shape}:total`, (db, name) =>
        deskTotal(db, where, query).prepare(name),
      ).execute(values);
  const total = counted === null ? offset + rows.length : Number(counted[0]?.n ?? 0);
  return { data: rows.map(presentRow), total, page: params.page, rows: params.rows };
}

/** A row of the desk as read from the database, before it is presented. */
export type DeskRecord = {
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

/** A row read by keyset, with the keys of the sort the next batch continues after. */
type KeyedRecord = DeskRecord & { createdAtKey: string; nameKey: string };

/**
 * Every row of a desk query over `scope`, in the desk's order, in batches: the whole result is
 * never in memory. The first batch is read by keyset (an index range: the first rows come at once).
 * The rest is read on PostgreSQL through a server-side cursor, planned for the whole result (hash
 * joins and one sort, as PostgreSQL's own COPY of the query runs, where rows fetched by keyset cost
 * an index lookup per table each) and fetched `fetchSize` rows at a time; on PGlite, one connection
 * that a cursor's transaction would hold for the whole download, by keyset batches after it. Each
 * next batch is asked for while the caller works through the current one.
 */
export async function* deskBatches(
  db: Db,
  scope: DeskScope,
  query: DeskQuery,
  batchSize = 1000,
  fetchSize = 5000,
): AsyncGenerator<DeskRecord[]> {
  const where = deskWhere(scope, query);
  if (where === 'nothing') return;
  // execute(): a query builder runs only when awaited, and the next batch must run ahead.
  const batch = (cursor?: DeskCursor): Promise<KeyedRecord[]> =>
    deskRows(db, cursor ? and(where, deskAfter(query, cursor)) : where, query)
      .limit(batchSize)
      .execute();
  const pool = postgresPool(db);
  let next: Promise<KeyedRecord[]> | undefined = batch();
  let rest: AsyncGenerator<DeskRecord[]> | undefined;
  try {
    while (next) {
      const rows: KeyedRecord[] = await next;
      const last: KeyedRecord | undefined = rows[rows.length - 1];
      next = undefined;
      if (last && rows.length === batchSize) {
        if (pool) {
          // Opened before the first batch goes out: the cursor's plan runs while it is sent.
          rest = cursorBatches(
            pool,
            await namesOf(db),
            cursorRows(db, and(where, deskAfter(query, last)), query),
            fetchSize,
          );
          const opened = rest.next();
          opened.catch(() => {});
          yield rows;
          const first = await opened;
          if (!first.done) {
            yield first.value;
            yield* rest;
          }
          return;
        }
        next = batch(last);
      }
      if (rows.length > 0) yield rows;
    }
  } finally {
    // Abandoned early (the download was cancelled): the batch asked for ahead fails unheard, and
    // the cursor, even if stopped before its own first yield was read, ends its transaction and
    // gives its connection back (a return waits for the fetch under way).
    next?.catch(() => {});
    await rest?.return(undefined).catch(() => undefined);
  }
}

/** The pg pool behind a Drizzle database on PostgreSQL; null on PGlite. */
function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** The names of the programmes, statuses and areas, by id: the export's cursor reads the ids. */
async function namesOf(db: Db) {
  const [programNames, statusNames, provinceNames, regencyNames] = await Promise.all([
    db.select({ id: programs.idProgram, name: programs.name }).from(programs),
    db.select({ id: proposalStatuses.idProposalStatus, name: proposalStatuses.name }).from(proposalStatuses),
    db.select({ id: provinces.idProvince, name: provinces.name }).from(provinces),
    db.select({ id: regencies.idRegency, name: regencies.name }).from(regencies),
  ]);
  // One object per programme and status, shared by every row that names it.
  return {
    program: new Map(programNames.map((p) => [p.id, { idProgram: p.id, name: p.name }])),
    status: new Map(statusNames.map((s) => [s.id, { idProposalStatus: s.id, name: s.name }])),
    province: new Map(provinceNames.map((p) => [p.id, p.name])),
    regency: new Map(regencyNames.map((r) => [r.id, r.name])),
  };
}
type Names = Awaited<ReturnType<typeof namesOf>>;

/** A desk row as the cursor fetches it (cursorColumns, in order), its names from `names`. */
function recordOf(names: Names, values: unknown[]): DeskRecord {
  const idProgram = values[4] as number;
  const idProposalStatus = values[5] as number;
  const idProvince = values[10] as number | null;
  const idRegency = values[11] as number | null;
  return {
    idProposal: values[0] as number,
    createdAt: new Date(values[1] as number),
    documentComplete: values[2] as boolean,
    verificationNumber: values[3] as string | null,
    program: names.program.get(idProgram) ?? { idProgram, name: '' },
    status: names.status.get(idProposalStatus) ?? { idProposalStatus, name: '' },
    referrerName: values[6] as string,
    referrerNip: values[7] as string | null,
    referenceName: values[8] as string,
    referenceNip: values[9] as string | null,
    province: idProvince === null ? null : (names.province.get(idProvince) ?? null),
    regency: idRegency === null ? null : (names.regency.get(idRegency) ?? null),
  };
}

/**
 * The rows of a desk query through a cursor, in a read-only transaction of their own on a
 * connection of the pool, held until the last row is fetched or the reading stops.
 */
async function* cursorBatches(
  pool: pg.Pool,
  names: Names,
  select: { toSQL(): { sql: string; params: unknown[] } },
  fetchSize: number,
): AsyncGenerator<DeskRecord[]> {
  const statement = select.toSQL();
  const client = await pool.connect();
  let next: Promise<pg.QueryResult<unknown[]>> | undefined;
  let finished = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    // The plan for every row (PostgreSQL plans a cursor for its first tenth by default).
    await client.query('set local cursor_tuple_fraction = 1');
    await client.query({
      text: `declare desk_export no scroll cursor for ${statement.sql}`,
      values: statement.params,
    });
    const fetch = () =>
      client.query<unknown[]>({ text: `fetch forward ${fetchSize} from desk_export`, rowMode: 'array' });
    next = fetch();
    while (next) {
      const result: pg.QueryResult<unknown[]> = await next;
      if (result.fields.length !== CURSOR_COLUMN_COUNT)
        throw new Error(`the desk's cursor answered ${result.fields.length} columns`);
      next = result.rows.length === fetchSize ? fetch() : undefined;
      if (result.rows.length > 0) yield result.rows.map((values) => recordOf(names, values));
    }
    await client.query('commit');
    finished = true;
  } finally {
    if (!finished) {
      next?.catch(() => {});
      await client.query('rollback').catch(() => {});
    }
    // A connection left mid-way (a cancelled download, an error) is closed rather than lent again.
    client.release(!finished);
  }
}

function presentRow(row: DeskRecord): DeskRow {
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

/** The statuses the caller may choose, those past assessment marked while assessments are missing. */
async function decisionChoices(
  db: Db,
  user: AuthUser,
  idProposal: number,
  proposal: { idProgram: number; idProposalStatus: number | null },
) {
  const flow = await programStatuses(db, proposal.idProgram);
  const choices = statusChoices(flow, await allowedStatuses(db, user, proposal.idProgram));
  const shortfall = await assessmentShortfall(db, proposal.idProgram, idProposal);
  return withAssessmentGate(choices, flow, proposal.idProposalStatus ?? 0, shortfall);
}

/** GET /api/proposal/admin/{idProposal}: the proposal as staff read it, and what the caller may do. */
export async function getDeskProposal(db: Db, user: AuthUser, idProposal: number): Promise<DeskProposal> {
  const [row] = await db
    .select({
      idProgram: proposals.idProgram,
      idProposalStatus: proposals.idProposalStatus,
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
  const choices = allowed.decideStatus ? await decisionChoices(db, user, idProposal, row) : [];
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
