/**
 * The desk's CSV on PostgreSQL, read with PostgreSQL's own `COPY (the export's query) TO STDOUT`
 * (decision 0038): no row objects, no protocol parsing per value, and a plan PostgreSQL may run on
 * parallel workers, where a cursor's cannot. The COPY's text lines (ids, the submission instant as
 * milliseconds) become the file's lines here: each id named from the small tables, read once per
 * export, the instant written in Jakarta time, each text made inert and quoted as RFC 4180 asks.
 *
 * The first rows come by a COPY of the query's first `firstRows` rows (planned for those: an index
 * range, so that the first byte comes at once), the rest by a COPY of the same query past them,
 * both in one read-only transaction: one snapshot, so that the two neither skip nor repeat a row.
 */
import type { DeskQuery } from '@amal/contract/desk';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Db } from '../../db/client.ts';
import { programs, proposalStatuses, provinces, regencies } from '../../db/schema/index.ts';
import { type DeskScope, deskQuery } from './desk.service.ts';

/** The pg pool behind a Drizzle database on PostgreSQL; null on PGlite, which has no COPY TO STDOUT. */
export function postgresPool(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

/** The columns the export's query selects (deskQuery), in the order COPY writes them. */
const COPIED_COLUMNS = [
  'idProposal',
  'createdAtMs',
  'documentComplete',
  'verificationNumber',
  'idProgram',
  'idProposalStatus',
  'referrerName',
  'referrerNip',
  'referenceName',
  'referenceNip',
  'idProvince',
  'idRegency',
] as const;

/** A parameter written as an SQL literal: COPY takes no parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`the export's query has a parameter ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return pg.Client.prototype.escapeLiteral(value);
  if (value instanceof Date) return `${pg.Client.prototype.escapeLiteral(value.toISOString())}::timestamptz`;
  throw new Error(`the export's query has a parameter of type ${typeof value}`);
}

/**
 * A statement's `$1`… written in as literals, in one pass: a value's own text (a name prefix with
 * `$2` in it) is never read again as a parameter.
 */
export function inlined(statement: { sql: string; params: unknown[] }): string {
  return statement.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index < 0 || index >= statement.params.length) throw new Error(`the export's query has no $${n}`);
    return literal(statement.params[index]);
  });
}

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) is kept as
 * text with a leading apostrophe: a member's name must not become a formula on a staff computer.
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);
export const inertText = (value: string) => (FORMULA_STARTS.has(value.charAt(0)) ? `'${value}` : value);

/** RFC 4180, as csv-stringify writes a cell by default: quoted when it holds a comma, quote or line break. */
const NEEDS_QUOTES = /[",\n\r]/;
export const csvCell = (value: string) =>
  NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** A text cell of the file: inert, then quoted where needed. */
const textCell = (value: string) => csvCell(inertText(value));

/** COPY's text format: `\N` for null, a backslash before b f n r t v (those characters) or any other. */
const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };
const COPY_ESCAPE = /\\(.)/gs;
const copiedText = (field: string) =>
  field === '\\N'
    ? ''
    : field.includes('\\')
      ? field.replace(COPY_ESCAPE, (_, c: string) => COPY_ESCAPES[c] ?? c)
      : field;

/** WIB is UTC+7 all year. */
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** `YYYY-MM-DD HH:mm`, Jakarta time, of milliseconds since 1970. */
export const jakartaMinute = (ms: number) =>
  new Date(ms + JAKARTA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** Each id's cell (UTF-8) in the file. */
type Cells = Map<number, Buffer>;

/** The file's cell of each programme, status, province and regency, by id. */
async function namedCells(client: pg.PoolClient, db: Db) {
  const cells = async (select: { toSQL(): { sql: string; params: unknown[] } }): Promise<Cells> => {
    const { sql, params } = select.toSQL();
    const result = await client.query<[number, string]>({ text: sql, values: params, rowMode: 'array' });
    return new Map(result.rows.map(([id, name]) => [id, Buffer.from(textCell(name))]));
  };
  const named = {
    program: await cells(db.select({ id: programs.idProgram, name: programs.name }).from(programs)),
    status: await cells(
      db
        .select({ id: proposalStatuses.idProposalStatus, name: proposalStatuses.name })
        .from(proposalStatuses),
    ),
    province: await cells(db.select({ id: provinces.idProvince, name: provinces.name }).from(provinces)),
    regency: await cells(db.select({ id: regencies.idRegency, name: regencies.name }).from(regencies)),
  };
  const lengths = Object.values(named).flatMap((map) => [...map.values()].map((cell) => cell.length));
  return { ...named, longest: Math.max(0, ...lengths) };
}
export type Named = Awaited<ReturnType<typeof namedCells>>;

// COPY's lines are rewritten as bytes (UTF-8 passes through untouched): a string per value, and
// the garbage of 300,000 rows' strings, cost more than the rest of the export.
const TAB = 9;
const NEWLINE = 10;
const QUOTE = 34;
const COMMA = 44;
const DOT = 46;
const BACKSLASH = 92;
const APOSTROPHE = 39;
const YA = Buffer.from('Ya');
const TIDAK = Buffer.from('Tidak');

/** Whether a field is COPY's null, `\N`. */
const isNull = (src: Buffer, start: number, end: number) =>
  end - start === 2 && src[start] === BACKSLASH && src[start + 1] === 78;

const put = (cell: Buffer, out: Buffer, at: number) => at + cell.copy(out, at);

/**
 * A text field as its cell, textCell(copiedText(field)): passed through as bytes unless it holds
 * what COPY escapes (a backslash) or what CSV quotes (a quote or comma); then as a string.
 */
function putText(src: Buffer, start: number, end: number, out: Buffer, at: number): number {
  if (isNull(src, start, end)) return at;
  for (let i = start; i < end; i++) {
    const byte = src[i];
    if (byte === QUOTE || byte === COMMA || byte === BACKSLASH)
      return at + out.write(textCell(copiedText(src.toString('utf8', start, end))), at);
  }
  // = + - @ first (a tab or a return first comes escaped, above).
  const first = src[start];
  if (first === 61 || first === 43 || first === 45 || first === 64) out[at++] = APOSTROPHE;
  for (let i = start; i < end; i++) out[at++] = src[i]!;
  return at;
}

/** An id's named cell (empty for null, or an id the small tables lack). */
function putNamed(cells: Cells, src: Buffer, start: number, end: number, out: Buffer, at: number): number {
  if (isNull(src, start, end)) return at;
  let id = 0;
  for (let i = start; i < end; i++) id = id * 10 + (src[i]! - 48);
  const cell = cells.get(id);
  return cell ? put(cell, out, at) : at;
}

/** `HH:mm` of each minute of a day, and `YYYY-MM-DD ` of each day met (days since 1970). */
const MINUTES = Buffer.from(
  Array.from(
    { length: 1440 },
    (_, m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
  ).join(''),
);
const DAYS = new Map<number, Buffer>();
/** Later than any instant written (year 9999): beyond it, or before 1970, jakartaMinute writes it. */
const LAST_MS = 253_402_300_799_999 - JAKARTA_OFFSET_MS;

/** The submission instant (milliseconds since 1970, as float8 text) as jakartaMinute writes it. */
function putMinute(src: Buffer, start: number, end: number, out: Buffer, at: number): number {
  // Digits, then maybe a point and digits (the fraction, below a millisecond, is dropped as a Date
  // drops it); anything else (a sign, an exponent) is read by Number.
  let ms = 0;
  let plain = start < end;
  let fraction = false;
  for (let i = start; i < end; i++) {
    const digit = src[i]! - 48;
    if (digit >= 0 && digit <= 9) {
      if (!fraction) ms = ms * 10 + digit;
    } else if (src[i] === DOT && !fraction) fraction = true;
    else plain = false;
  }
  if (!plain || ms > LAST_MS)
    return at + out.write(jakartaMinute(Number(src.toString('latin1', start, end))), at, 'latin1');
  const minutes = Math.floor((ms + JAKARTA_OFFSET_MS) / 60_000);
  const day = Math.floor(minutes / 1440);
  let date = DAYS.get(day);
  if (!date) {
    date = Buffer.from(`${new Date(day * 86_400_000).toISOString().slice(0, 10)} `);
    DAYS.set(day, date);
  }
  at = put(date, out, at);
  const minute = (minutes - day * 1440) * 5;
  return at + MINUTES.copy(out, at, minute, minute + 5);
}

/** Where each field of the line being read starts and ends. */
const starts = new Int32Array(COPIED_COLUMNS.length);
const ends = new Int32Array(COPIED_COLUMNS.length);
/** The text columns in the file's order: verification number, recipient's name and NIP, referrer's. */
const TEXT_COLUMNS = [3, 8, 9, 6, 7];

/** Where the file's lines are written: `at` bytes of `out` so far. */
export type Sink = { out: Buffer; at: number; rows: number };

/**
 * COPY's whole lines in `src` from `start` to `end` (just after a newline) as the file's lines, in
 * the file's column order (EXPORT_HEADINGS), appended to `sink`: the same bytes as csvStream writes
 * from the rows.
 */
export function csvLines(names: Named, src: Buffer, start: number, end: number, sink: Sink) {
  let { out, at } = sink;
  let line = start;
  while (line < end) {
    let field = 0;
    starts[0] = line;
    let i = line;
    for (; src[i] !== NEWLINE; i++) {
      if (src[i] === TAB) {
        ends[field] = i;
        if (++field === COPIED_COLUMNS.length) break;
        starts[field] = i + 1;
      }
    }
    if (field !== COPIED_COLUMNS.length - 1)
      throw new Error(`the export's COPY wrote a line of ${field + 1} columns`);
    ends[field] = i;
    // Room for the line: each text at most twice and three bytes more, each name the longest.
    const room = at + 3 * (i - line) + 4 * names.longest + 64;
    if (room > out.length) {
      const larger = Buffer.allocUnsafe(Math.max(out.length * 2, room));
      out.copy(larger, 0, 0, at);
      out = larger;
    }
    for (let j = starts[0]!; j < ends[0]!; j++) out[at++] = src[j]!;
    out[at++] = COMMA;
    at = putMinute(src, starts[1]!, ends[1]!, out, at);
    out[at++] = COMMA;
    at = putNamed(names.program, src, starts[4]!, ends[4]!, out, at);
    out[at++] = COMMA;
    at = putNamed(names.status, src, starts[5]!, ends[5]!, out, at);
    out[at++] = COMMA;
    for (let c = 0; c < TEXT_COLUMNS.length; c++) {
      const column = TEXT_COLUMNS[c]!;
      at = putText(src, starts[column]!, ends[column]!, out, at);
      out[at++] = COMMA;
    }
    at = putNamed(names.province, src, starts[10]!, ends[10]!, out, at);
    out[at++] = COMMA;
    at = putNamed(names.regency, src, starts[11]!, ends[11]!, out, at);
    out[at++] = COMMA;
    at = put(src[starts[2]!] === 116 ? YA : TIDAK, out, at);
    out[at++] = NEWLINE;
    sink.rows++;
    line = i + 1;
  }
  sink.out = out;
  sink.at = at;
}

/**
 * The file's lines of what a COPY writes, as it comes: `rows` of them in `bytes`. A line cut by the
 * end of a chunk is joined to its end alone; the rest of each chunk is read where it lies.
 */
async function* copied(
  client: pg.PoolClient,
  statement: string,
  names: Named,
): AsyncGenerator<{ bytes: Buffer; rows: number }> {
  const stream = client.query(copyTo(`copy (${statement}) to stdout`));
  // Heard after the reading stops too: a connection closed mid-COPY fails the COPY.
  stream.on('error', () => {});
  let cut: Buffer | undefined;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let from = 0;
    const end = chunk.lastIndexOf(NEWLINE) + 1;
    if (cut && end === 0) {
      cut = Buffer.concat([cut, chunk]);
      continue;
    }
    const sink: Sink = { out: Buffer.allocUnsafe(2 * chunk.length + 4096), at: 0, rows: 0 };
    if (cut) {
      from = chunk.indexOf(NEWLINE) + 1;
      const line = Buffer.concat([cut, chunk.subarray(0, from)]);
      csvLines(names, line, 0, line.length, sink);
    }
    csvLines(names, chunk, from, end, sink);
    cut = end < chunk.length ? chunk.subarray(end) : undefined;
    if (sink.rows > 0) yield { bytes: sink.out.subarray(0, sink.at), rows: sink.rows };
  }
  if (cut) throw new Error('the export’s COPY ended mid-line');
}

/**
 * Every row of the desk query over `scope` as the file's CSV lines (no heading), read by COPY on a
 * connection of `pool` held until the last row or until the reading stops (then closed, not lent
 * again: it may be mid-COPY). Nothing when the scope holds no programme.
 */
export async function* copiedCsv(
  pool: pg.Pool,
  db: Db,
  scope: DeskScope,
  query: DeskQuery,
  firstRows = 1000,
): AsyncGenerator<{ bytes: Buffer; rows: number }> {
  const first = deskQuery(db, scope, query);
  const rest = deskQuery(db, scope, query);
  if (!first || !rest) return;
  const columns = Object.keys(first._.selectedFields);
  if (columns.join() !== COPIED_COLUMNS.join())
    throw new Error(`the export's query selects ${columns.join(', ')}`);
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    const names = await namedCells(client, db);
    let rows = 0;
    for await (const lines of copied(client, inlined(first.limit(firstRows).toSQL()), names)) {
      rows += lines.rows;
      yield lines;
    }
    if (rows === firstRows) yield* copied(client, inlined(rest.offset(firstRows).toSQL()), names);
    await client.query('commit');
    finished = true;
  } finally {
    // A connection left mid-way (a cancelled download, an error) is closed rather than lent again.
    client.release(!finished);
  }
}
