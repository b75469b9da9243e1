// The staff desk's loads (issue 34): two staff callers, the desk's filters drawn from the bench
// database, the export's stream read as a browser downloads it, PostgreSQL's COPY of the same query,
// and the proposals the status changes move.
import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DeskQueryInput } from '@amal/contract/desk';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Query } from './applicants.ts';
import type { prng } from './prng.ts';
import { rssOf } from './server.ts';

type Rnd = ReturnType<typeof prng>;

/** Role ids of spec §6 the bench's staff hold. */
const ROLE_SUPER_ADMIN = 9;
const ROLE_PIC = 3;

/**
 * Two bench members become staff, as the administrator screens would make them: a super admin
 * (role 9, which reaches every programme) and the PIC (role 3) of one programme. Run again, it
 * changes nothing.
 */
export async function makeStaff(query: Query, staff: { superAdmin: number; pic: number }, idProgram: number) {
  for (const [idUser, idRole] of [
    [staff.superAdmin, ROLE_SUPER_ADMIN],
    [staff.pic, ROLE_PIC],
  ] as const) {
    await query('insert into administrators (id_user) values ($1) on conflict (id_user) do nothing', [
      idUser,
    ]);
    await query(
      `insert into administrator_roles (id_administrator, id_program, id_role)
       select id_administrator, $2, $3 from administrators where id_user = $1 on conflict do nothing`,
      [idUser, idProgram, idRole],
    );
  }
}

/** The programme with the most proposals: the one programme the PIC's desk covers. */
export async function busiestProgram(query: Query): Promise<number> {
  const [row] = await query<{ id: number }>(
    `select id_program as id from proposals where id_proposal_parent is null
      group by id_program order by count(*) desc, id_program limit 1`,
  );
  if (!row) throw new Error('The bench database holds no proposal');
  return row.id;
}

/** What the desk's filters are filled with: values of real rows of the caller's programmes. */
type Sample = {
  id_program: number;
  id_status: number;
  verification_number: string | null;
  created_at: Date;
  referrer_nip: string | null;
  referrer_prefix: string;
  reference_nip: string | null;
  reference_prefix: string;
  id_province: number | null;
  id_regency: number | null;
};

/** 200 proposals of the caller's programmes (all when `idProgram` is null), the same in every run. */
export async function deskSamples(query: Query, idProgram: number | null): Promise<Sample[]> {
  return query<Sample>(
    `select p.id_program, p.id_proposal_status as id_status, p.verification_number, p.created_at,
            ru.nip as referrer_nip, lower(left(ru.full_name, 3)) as referrer_prefix,
            fu.nip as reference_nip, lower(left(fu.full_name, 3)) as reference_prefix,
            fu.id_province, fu.id_regency
       from proposals p
       join referrers r on r.id_referrer = p.id_referrer join users ru on ru.id_user = r.id_user
       join "references" f on f.id_reference = p.id_reference join users fu on fu.id_user = f.id_user
      where p.id_proposal_parent is null and ($1::int is null or p.id_program = $1)
      order by md5(p.id_proposal::text) limit 200`,
    [idProgram],
  );
}

const DAY = 86_400_000;
const isoDay = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The desk's loads: the unfiltered first page, each filter alone (its value drawn from a sampled
 * row), and programme + status + recipient name prefix together, as the issue names them.
 */
export const DESK_FILTERS: { name: string; query: (s: Sample, rnd: Rnd) => DeskQueryInput }[] = [
  { name: 'unfiltered', query: () => ({}) },
  { name: 'programme', query: (s) => ({ 'Program.idProgram': s.id_program }) },
  { name: 'status', query: (s) => ({ 'ProposalStatusHistory.idProposalStatus': s.id_status }) },
  { name: 'referrer NIP', query: (s) => ({ 'referrer.nip': s.referrer_nip ?? '' }) },
  { name: 'referrer name', query: (s) => ({ 'referrer.name': s.referrer_prefix }) },
  { name: 'recipient NIP', query: (s) => ({ 'reference.nip': s.reference_nip ?? '' }) },
  { name: 'recipient name', query: (s) => ({ 'reference.name': s.reference_prefix }) },
  {
    name: 'verification no.',
    query: (s) => ({ 'Proposals.verificationNumber': s.verification_number ?? 'VN-none' }),
  },
  { name: 'province', query: (s) => ({ idProvince: s.id_province ?? 32 }) },
  { name: 'regency', query: (s) => ({ idRegency: s.id_regency ?? 3273 }) },
  {
    // A week of submissions around a sampled one.
    name: 'dates',
    query: (s) => ({ from: isoDay(s.created_at), to: isoDay(new Date(s.created_at.getTime() + 6 * DAY)) }),
  },
  { name: 'documents', query: (_, rnd) => ({ documentComplete: rnd.chance(0.5) ? 'true' : 'false' }) },
  {
    name: 'prog+status+name',
    query: (s) => ({
      'Program.idProgram': s.id_program,
      'ProposalStatusHistory.idProposalStatus': s.id_status,
      'reference.name': s.reference_prefix,
    }),
  },
];

export const searchOf = (query: DeskQueryInput) =>
  new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]));

/** What reading an export cost: its rows, when its first byte came, and the server's RSS meanwhile. */
export type ExportRun = {
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  peakRssMb: number;
  status: number;
};

const countLines = (chunk: Buffer) => {
  let n = 0;
  for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) n++;
  return n;
};

/**
 * Downloads the export as a browser would (one request, the body read as fast as it comes) and
 * counts its lines, sampling the server's RSS every 50 ms. Rows are the lines less the heading.
 */
export function downloadExport(baseUrl: string, path: string, cookie: string, serverPid: number) {
  return new Promise<ExportRun>((resolve, reject) => {
    const url = new URL(baseUrl);
    let peak = rssOf(serverPid);
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(serverPid));
    }, 50);
    const started = performance.now();
    let firstByteMs = Number.NaN;
    let lines = 0;
    let bytes = 0;
    const request = httpRequest(
      { host: url.hostname, port: url.port, path, headers: { cookie, accept: 'text/csv' } },
      (response) => {
        response.on('data', (chunk: Buffer) => {
          if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
          bytes += chunk.length;
          lines += countLines(chunk);
        });
        response.on('end', () => {
          clearInterval(sampler);
          resolve({
            rows: Math.max(0, lines - 1),
            bytes,
            seconds: (performance.now() - started) / 1000,
            firstByteMs,
            peakRssMb: Math.round(Math.max(peak, rssOf(serverPid)) / 1048576),
            status: response.statusCode ?? 0,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) => {
      clearInterval(sampler);
      reject(error);
    });
    request.end();
  });
}

/** PostgreSQL's own CSV of a query (`COPY (…) TO STDOUT`), read through pg as fast as it comes. */
export async function copyOut(pool: pg.Pool, text: string) {
  const client = await pool.connect();
  try {
    const started = performance.now();
    let rows = 0;
    let bytes = 0;
    await pipeline(
      client.query(copyTo(`copy (${text}) to stdout with (format csv)`)),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          rows += countLines(chunk);
          done();
        },
      }),
    );
    return { rows, bytes, seconds: (performance.now() - started) / 1000 };
  } finally {
    client.release();
  }
}

/** A parameter written as an SQL literal, for a statement that takes none (COPY). */
export function literal(client: Pick<pg.Client, 'escapeLiteral'>, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `${client.escapeLiteral(value.toISOString())}::timestamptz`;
  if (Array.isArray(value)) return `array[${value.map((v) => literal(client, v)).join(', ')}]`;
  return client.escapeLiteral(String(value));
}

/** `$1`… replaced by the values as literals (from the last, so that $12 is not read as $1). */
export function inlineParameters(
  client: Pick<pg.Client, 'escapeLiteral'>,
  text: string,
  values: readonly unknown[],
): string {
  let out = text;
  for (let i = values.length; i >= 1; i--) out = out.replaceAll(`$${i}`, literal(client, values[i - 1]));
  return out;
}

/** A proposal a status change moves, and where to: a status of its programme that needs no number. */
export type Move = { idProposal: number; idProgram: number; version: number; to: number };

/**
 * Proposals to move, each to a status of its programme's flow other than its own that needs no
 * verification number (spec §4: not the programme's first status, not 5), each used once: the
 * loads take them in turn, so that no decision lands on a stale version or on the status it has.
 */
export async function movable(query: Query, count: number, skip: number): Promise<Move[]> {
  return query<Move>(
    `select p.id_proposal as "idProposal", p.id_program as "idProgram", p.version,
            (select s.id_proposal_status from program_proposal_statuses s
              where s.id_program = p.id_program and s."order" <> 1 and s.id_proposal_status <> 5
                and s.id_proposal_status <> p.id_proposal_status
              order by s."order" desc limit 1) as "to"
       from proposals p
      where p.id_proposal_parent is null
        and exists (select 1 from program_proposal_statuses s
                     where s.id_program = p.id_program and s."order" <> 1 and s.id_proposal_status <> 5
                       and s.id_proposal_status <> p.id_proposal_status)
      order by p.id_proposal desc offset $2 limit $1`,
    [count, skip],
  );
}
