// `npm run soak`: the server holds up under minutes of mixed traffic (issue 6, soak): no answer
// but 2xx, resident memory that stops growing once warm, and no file handle or PostgreSQL
// connection left behind.
//
//   npm run soak                                        # 5 minutes, 50 users, private PostgreSQL
//   npm run soak -- --seconds 25 --database pglite      # the short run of npm test (or postgres)
//   npm run soak -- --users 20
//
// Before the server starts, the database gets the demo data and fresh applicants, each with a
// complete draft, and a session each. Then every virtual user loops, with 0–50 ms between
// steps, over weighted reads (the home list, a proposal, a programme), draft saves, uploads read
// back, comments with their thread, and every ~10 s a submission that takes up the user's next
// fresh applicant. The first 20% (at least 5 s) is warm-up. After it, and again at the end, the
// users stop and the client's sockets close, and at idle the server's open files
// (/proc/<pid>/fd), its PostgreSQL connections and its RSS after a forced full GC are taken; the
// last must grow less than 10%. RSS under load (sampled every 500 ms: the median of the last 20%
// of the run against that of the same span just after warm-up) is printed too, but is no check:
// V8 lets garbage pile up between full collections, the first of which comes ~40 s into a run,
// so that figure swings by ±25% with no leak at all.
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { samplePdf, samplePng } from '../server/src/lib/sample-files.ts';
import { multipart } from '../server/src/test/uploads.ts';
import type { Query, Session } from './lib/applicants.ts';
import { numberArg, parseArgs } from './lib/args.ts';
import { type Answer, type HttpClient, httpClient } from './lib/http.ts';
import { ensureBuilt } from './lib/paths.ts';
import { type Prng, prng } from './lib/prng.ts';
import { ms, percentiles } from './lib/report.ts';
import { type RunningServer, rssOf, startServer } from './lib/server.ts';
import { type Member, openTarget, prepareTarget, removeTarget, type Target } from './lib/target.ts';

const args = parseArgs();
const seconds = numberArg(args, 'seconds', 300);
const users = numberArg(args, 'users', 50);
const database = args.get('database') ?? 'postgres';
const SEED = 20261124;
const WARMUP_S = Math.max(5, seconds * 0.2);
/** The span of each RSS window: the one just after warm-up and the last one. */
const WINDOW_S = seconds * 0.2;
const THINK_MS = 50;
/** Each user submits every 8–12 s; enough fresh applicants are made for that. */
const SUBMIT_MS: [number, number] = [8_000, 12_000];
const RSS_SAMPLE_MS = 500;
/**
 * Loaded into the server (with --expose-gc): SIGUSR2 runs a full collection, so RSS at idle is
 * what the process keeps, not garbage waiting for V8. Twice, for what the first one's finalisers let go.
 */
const GC_ON_SIGNAL = 'data:text/javascript,process.on("SIGUSR2",()=>{globalThis.gc();globalThis.gc();})';
const RSS_GROWTH_LIMIT = 0.1;
const FD_SLACK = 5;
const POOL_SIZE = 10;
const LISTENERS = 2;
const CONNECTION_SLACK = 2;
const PRINTED_FAILURES = 20;
const secret = randomBytes(32).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type World = {
  idProgram: number;
  /** A type of the programme's own documents (not KTP or KK): any number of wizard uploads. */
  idDocumentType: number;
  programs: number[];
  applicants: Member[];
  next: number;
};

/** A submitted proposal of the user's, with the document attached to it: what it reads and comments on. */
type Own = { session: Session; idProposal: number; idDocument: number };

type User = {
  rnd: Prng;
  current: Member | null;
  /** The current applicant's latest upload, attached at submission. */
  pending: number | null;
  own: Own | null;
  saves: number;
  nextSubmitAt: number;
};

/** Answers by kind of request: statuses and times. */
type Tally = Map<string, { statuses: Map<string, number>; times: number[] }>;

const tally: Tally = new Map();
const failures: string[] = [];

let unprinted = 0;

function fail(message: string) {
  failures.push(message);
  console.log(`  ✖ ${message}`);
}

/** A request's failure: the first ones are printed, so that a broken route does not flood the output. */
function failRequest(message: string) {
  if (failures.length >= PRINTED_FAILURES) {
    failures.push(message);
    unprinted++;
  } else fail(message);
}

function note(kind: string, status: string, time: number) {
  let entry = tally.get(kind);
  if (!entry) {
    entry = { statuses: new Map(), times: [] };
    tally.set(kind, entry);
  }
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  entry.times.push(time);
}

async function uploadType(query: Query, idProgram: number): Promise<number> {
  const [row] = await query<{ id: number }>(
    `select t.id_document_type as id from program_document_types p
       join document_types t on t.id_document_type = p.id_document_type
      where p.id_program = $1 and not t.from_user order by p.id_document_type limit 1`,
    [idProgram],
  );
  if (!row) throw new Error(`Programme ${idProgram} asks for no document of its own to upload`);
  return row.id;
}

/** Demo data and every user's fresh applicants, made before the server runs (PGlite allows one process). */
async function prepare(t: Target): Promise<World> {
  const { idProgram, members, also } = await prepareTarget(t, {
    secret,
    count: users * (Math.ceil((seconds * 1000) / SUBMIT_MS[0]) + 2),
    also: async (query, idProgram) => ({
      idDocumentType: await uploadType(query, idProgram),
      programs: await query<{ id: number }>(
        'select id_program as id from programs where active order by id_program limit 20',
      ),
    }),
  });
  return {
    idProgram,
    idDocumentType: also.idDocumentType,
    programs: also.programs.map((p) => p.id),
    applicants: members,
    next: 0,
  };
}

/** The client every user sends through; replaced after each idle count, which closes its sockets. */
const link: { client: HttpClient | null } = { client: null };

/**
 * One request, noted under `kind`; an answer other than `expected` (or none) is a failure,
 * printed with the first 200 characters of its body. Returns the answer only when it is the expected one.
 */
async function call(
  kind: string,
  method: string,
  path: string,
  session: Session,
  expected: number,
  body?: { type: string; payload: string | Buffer },
): Promise<Answer | null> {
  const headers: Record<string, string> = { cookie: session.cookie };
  if (body) headers['content-type'] = body.type;
  const started = performance.now();
  try {
    const answer = await link.client!.request(method, path, { headers, body: body?.payload });
    note(kind, String(answer.status), answer.ms);
    if (answer.status === expected) return answer;
    failRequest(
      `${kind}: ${method} ${path} answered ${answer.status}: ${answer.body.toString().slice(0, 200)}`,
    );
  } catch (error) {
    note(kind, 'error', performance.now() - started);
    failRequest(`${kind}: ${method} ${path} got no answer: ${(error as Error).message}`);
  }
  return null;
}

const json = (value: unknown) => ({ type: 'application/json', payload: JSON.stringify(value) });

/** A wizard upload of a small PDF or PNG, replacing the previous one if any, then read back whole. */
async function upload(world: World, user: User) {
  const applicant = user.current!;
  const file = user.rnd.chance(0.5)
    ? { name: 'surat.pdf', bytes: samplePdf(`Surat ${applicant.idUser}`), contentType: 'application/pdf' }
    : {
        name: 'foto.png',
        bytes: samplePng(8, 8, [user.rnd.int(0, 255), 0x9d, 0x8f]),
        contentType: 'image/png',
      };
  // Kept with the applicant's draft until it is sent (decision 0030).
  const fields: Record<string, number> = {
    idDocumentType: world.idDocumentType,
    idTempProposal: applicant.idTempProposal,
  };
  if (user.pending !== null) fields.idDocumentReplaced = user.pending;
  const form = multipart(fields, file);
  const answer = await call('upload', 'POST', '/api/document/type', applicant.session, 201, {
    type: form.headers['content-type'],
    payload: form.payload,
  });
  if (!answer) return;
  const { idDocument } = JSON.parse(answer.body.toString()) as { idDocument: number };
  user.pending = idDocument;
  const back = await call('file', 'GET', `/api/document/${idDocument}`, applicant.session, 200);
  if (back && !back.body.equals(Buffer.from(file.bytes)))
    failRequest(
      `file: GET /api/document/${idDocument} answered ${back.body.length} bytes, not the ${file.bytes.length} uploaded`,
    );
}

async function saveDraft(user: User) {
  const applicant = user.current!;
  const data = { ...applicant.sections, soakSave: ++user.saves };
  await call(
    'draft',
    'PATCH',
    '/api/temporaryproposal',
    applicant.session,
    200,
    json({ idTempProposal: applicant.idTempProposal, data: JSON.stringify(data) }),
  );
}

/** The current applicant's draft as a proposal, its latest upload attached; the user moves to the next applicant. */
async function submit(world: World, user: User) {
  user.nextSubmitAt = Date.now() + user.rnd.int(...SUBMIT_MS);
  if (user.pending === null) await upload(world, user);
  const applicant = user.current!;
  const idDocument = user.pending;
  if (idDocument === null) return;
  const body = [
    {
      idProgram: world.idProgram,
      idTempProposal: applicant.idTempProposal,
      submissionKey: randomUUID(),
      sections: { ...applicant.sections, documents: { idDocuments: [idDocument] } },
    },
  ];
  const answer = await call('submit', 'POST', '/api/proposal/batch', applicant.session, 201, json(body));
  if (!answer) return;
  const [made] = JSON.parse(answer.body.toString()) as { idProposal: number }[];
  user.own = { session: applicant.session, idProposal: made!.idProposal, idDocument };
  user.current = world.applicants[world.next++] ?? null;
  user.pending = null;
}

async function comment(user: User) {
  const own = user.own!;
  const created = await call(
    'comment',
    'POST',
    '/api/comment',
    own.session,
    201,
    json({
      idProposal: own.idProposal,
      idReference: own.idDocument,
      tableReference: 'documents',
      message: `Mohon dicek dokumen ini (${user.rnd.int(1, 1_000_000)})`,
    }),
  );
  if (created)
    await call(
      'thread',
      'GET',
      `/api/comment/reference/${own.idProposal}/${own.idDocument}/documents`,
      own.session,
      200,
    );
}

const WEIGHTS = [
  ['list', 20],
  ['detail', 20],
  ['program', 15],
  ['draft', 15],
  ['upload', 15],
  ['comment', 15],
] as const;
type Step = (typeof WEIGHTS)[number][0];
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

function pickStep(rnd: Prng): Step {
  let left = rnd.next() * TOTAL_WEIGHT;
  for (const [step, weight] of WEIGHTS) {
    left -= weight;
    if (left < 0) return step;
  }
  return WEIGHTS[0][0];
}

/** One step of a user: a submission when one is due, else a weighted pick. */
async function step(world: World, user: User) {
  if (user.current && Date.now() >= user.nextSubmitAt) return submit(world, user);
  const own = user.own;
  const session = own?.session ?? user.current!.session;
  const picked = pickStep(user.rnd);
  // Without a proposal (its first submission failed) or a draft (no applicant left), a user only reads programmes.
  if (!own || (!user.current && (picked === 'draft' || picked === 'upload')))
    return void (await call('program', 'GET', `/api/program/${user.rnd.pick(world.programs)}`, session, 200));
  switch (picked) {
    case 'list':
      return void (await call('list', 'GET', '/api/proposals/referer/1/4', own.session, 200));
    case 'detail':
      return void (await call('detail', 'GET', `/api/proposal/referer/${own.idProposal}`, own.session, 200));
    case 'program':
      return void (await call(
        'program',
        'GET',
        `/api/program/${user.rnd.pick(world.programs)}`,
        session,
        200,
      ));
    case 'draft':
      return saveDraft(user);
    case 'upload':
      return upload(world, user);
    case 'comment':
      return comment(user);
  }
}

/** The users' loops, which park between steps while paused and end when stopped. */
function crowd(world: World) {
  const control = { running: true, paused: false, parked: 0, resume: () => {} };
  let resumed = Promise.resolve();
  const loop = async (index: number) => {
    const user: User = {
      rnd: prng(SEED + index),
      current: world.applicants[world.next++] ?? null,
      pending: null,
      own: null,
      saves: 0,
      nextSubmitAt: 0,
    };
    while (control.running) {
      if (control.paused) {
        control.parked++;
        await resumed;
        control.parked--;
        continue;
      }
      await step(world, user);
      await sleep(user.rnd.int(0, THINK_MS));
    }
  };
  const loops = Array.from({ length: users }, (_, i) => loop(i));
  return {
    async pause() {
      resumed = new Promise((resolve) => {
        control.resume = resolve;
      });
      control.paused = true;
      while (control.parked < users) await sleep(10);
    },
    resume() {
      control.paused = false;
      control.resume();
    },
    async stop() {
      control.running = false;
      this.resume();
      await Promise.all(loops);
    },
  };
}

/** What each open file of a process is (a path, `socket:[…]`, `pipe:[…]`, …). */
function openFiles(pid: number): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(`/proc/${pid}/fd`)) {
    try {
      out.push(readlinkSync(`/proc/${pid}/fd/${entry}`));
    } catch {
      // closed between the listing and the look
    }
  }
  return out;
}

/**
 * Open files at idle, apart: the embedded database's relation files (PGlite is PostgreSQL in the
 * process: it keeps each table's files open once touched, up to max_files_per_process, and a table
 * that grows gets a free-space map, so their number rises with the data without being a leak),
 * and all the rest, where a leaked upload, stream, pipe or socket would be.
 */
type Idle = { files: string[]; database: string[]; connections: number | null; rss: number };

/** Counts at idle: with no request in flight and the client's sockets closed, what is left is the server's own. */
async function idleCounts(
  t: Target,
  server: RunningServer,
  counter: pg.Client | null,
  waitMs: number,
): Promise<Idle> {
  link.client?.close();
  await sleep(waitMs);
  const databaseDir = `${join(t.dataDir, 'pglite')}/`;
  const open = openFiles(server.pid);
  const files = open.filter((f) => !f.startsWith(databaseDir));
  const database = open.filter((f) => f.startsWith(databaseDir));
  let connections: number | null = null;
  if (counter) {
    const { rows } = await counter.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = 'amal' and pid <> pg_backend_pid()",
    );
    connections = rows[0]!.n;
  }
  // After the counts: a collection closes handles that nothing refers to any more, which would hide their leak.
  process.kill(server.pid, 'SIGUSR2');
  await sleep(1000);
  const rss = rssOf(server.pid);
  return { files, database, connections, rss };
}

const sockets = (files: string[]) => files.filter((f) => f.startsWith('socket:')).length;

/** The files open at the end that were not at the first count, as "what × how many" (sockets and pipes by kind). */
function newFiles(before: string[], after: string[]): string {
  const left = new Map<string, number>();
  for (const f of before) left.set(f, (left.get(f) ?? 0) + 1);
  const added = new Map<string, number>();
  for (const f of after) {
    const n = left.get(f) ?? 0;
    if (n > 0) left.set(f, n - 1);
    else {
      const kind = f.replace(/:\[\d+\]$/, '');
      added.set(kind, (added.get(kind) ?? 0) + 1);
    }
  }
  return [...added]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10)
    .map(([kind, n]) => `${kind} × ${n}`)
    .join(', ');
}

const median = (values: number[]) => percentiles([...values]).p50;
const percent = (fraction: number) => `${fraction >= 0 ? '+' : ''}${(fraction * 100).toFixed(1)}%`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const requestCount = () => [...tally.values()].reduce((n, e) => n + e.times.length, 0);

function printTally() {
  console.log('\n  requests by kind and status:');
  for (const [kind, { statuses, times }] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
    const counts = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    const p = percentiles(times);
    console.log(
      `    ${kind.padEnd(8)} ${counts.padEnd(24)} p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, max ${ms(p.max)}`,
    );
  }
}

type Samples = { at: number; rss: number }[];

/** Medians of RSS over ten equal spans of the run, so a reader sees whether it levels off or climbs. */
function rssCurve(samples: Samples, from: number, end: number): string {
  const span = (end - from) / 10;
  return Array.from({ length: 10 }, (_, i) => {
    const inSpan = samples.filter((s) => s.at >= from + i * span && s.at < from + (i + 1) * span);
    return (median(inSpan.map((s) => s.rss)) / 1024 / 1024).toFixed(0);
  }).join(' ');
}

/** RSS under load: the median of the last window against the median of the window just after warm-up. */
function rssUnderLoad(samples: Samples, measuredFrom: number, end: number) {
  const windowMs = WINDOW_S * 1000;
  const first = samples
    .filter((s) => s.at >= measuredFrom && s.at < measuredFrom + windowMs)
    .map((s) => s.rss);
  const last = samples.filter((s) => s.at >= end - windowMs && s.at <= end).map((s) => s.rss);
  const before = median(first);
  const after = median(last);
  return { before, after, growth: before > 0 ? after / before - 1 : 0, n: [first.length, last.length] };
}

function checkIdle(before: Idle, after: Idle) {
  const fdLimit = before.files.length + FD_SLACK;
  console.log(
    `  open files at idle${before.database.length > 0 ? " (PGlite's relation files aside)" : ''}: ${before.files.length} (${sockets(before.files)} sockets) after warm-up, ${after.files.length} (${sockets(after.files)} sockets) at the end (limit ${fdLimit})`,
  );
  if (after.files.length > fdLimit) {
    fail(
      `file handles: ${after.files.length} open at the end, ${before.files.length} after warm-up; new: ${newFiles(before.files, after.files)}`,
    );
  }
  if (after.database.length > 0) {
    const twice = after.database.filter((f, i) => after.database.indexOf(f) !== i);
    console.log(
      `  PGlite's relation files open: ${before.database.length} after warm-up, ${after.database.length} at the end${twice.length === 0 ? ', each open once' : ''}`,
    );
    if (twice.length > 0)
      fail(`file handles: PGlite files open more than once: ${twice.slice(0, 10).join(', ')}`);
  }
  if (before.connections === null || after.connections === null) return;
  const limit = Math.min(POOL_SIZE + LISTENERS, before.connections + CONNECTION_SLACK);
  console.log(
    `  PostgreSQL connections at idle: ${before.connections} after warm-up, ${after.connections} at the end (limit ${limit})`,
  );
  if (after.connections > limit)
    fail(`PostgreSQL connections: ${after.connections} at the end, ${before.connections} after warm-up`);
}

async function run(t: Target) {
  const prepared = Date.now();
  const world = await prepare(t);
  console.log(
    `  prepared in ${((Date.now() - prepared) / 1000).toFixed(1)} s: ${world.applicants.length} fresh applicants of programme ${world.idProgram}, uploads as document type ${world.idDocumentType}`,
  );
  const server = await startServer(
    { ...t.env, JWT_SECRET: secret, LOG_LEVEL: 'warn' },
    // At warn, the server's log holds only what went wrong: printed with the failures it explains.
    { inherit: true, args: ['--expose-gc', '--import', GC_ON_SIGNAL] },
  );
  const counter = t.postgres ? new pg.Client({ connectionString: t.postgres.url }) : null;
  await counter?.connect();
  const samples: Samples = [];
  const started = Date.now();
  const sampler = setInterval(() => samples.push({ at: Date.now(), rss: rssOf(server.pid) }), RSS_SAMPLE_MS);
  try {
    link.client = httpClient(server.baseUrl, users);
    const people = crowd(world);
    await sleep(WARMUP_S * 1000);
    await people.pause();
    const before = await idleCounts(t, server, counter, 1000);
    console.log(
      `  warm-up done after ${((Date.now() - started) / 1000).toFixed(1)} s: ${requestCount()} requests`,
    );
    link.client = httpClient(server.baseUrl, users);
    const measuredFrom = Date.now();
    people.resume();
    await sleep((seconds - WARMUP_S) * 1000);
    const end = Date.now();
    await people.stop();
    const after = await idleCounts(t, server, counter, 2000);
    clearInterval(sampler);
    printTally();
    const growth = after.rss / before.rss - 1;
    console.log(
      `\n  RSS at idle after a full GC: ${mb(before.rss)} after warm-up, ${mb(after.rss)} at the end: ${percent(growth)} (limit ${RSS_GROWTH_LIMIT * 100}%)`,
    );
    if (growth >= RSS_GROWTH_LIMIT) fail(`RSS at idle grew ${percent(growth)} after warm-up`);
    const load = rssUnderLoad(samples, measuredFrom, end);
    console.log(
      `  RSS under load (no check): ${mb(load.before)} just after warm-up, ${mb(load.after)} at the end (medians of ${load.n[0]} and ${load.n[1]} samples over ${WINDOW_S} s): ${percent(load.growth)}`,
    );
    console.log(`  RSS under load by tenth of the run, MB: ${rssCurve(samples, started, end)}`);
    checkIdle(before, after);
    if (!server.alive()) fail('the server process exited');
    if (world.next > world.applicants.length)
      console.log('  (every fresh applicant was used: later steps ran without submissions)');
    return { growth, before, after };
  } finally {
    clearInterval(sampler);
    link.client?.close();
    await counter?.end();
    await server.stop();
  }
}

function summary({ growth, before, after }: Awaited<ReturnType<typeof run>>): string {
  const fivexx = [...tally.values()].reduce(
    (n, e) => n + [...e.statuses].filter(([s]) => s.startsWith('5')).reduce((m, [, c]) => m + c, 0),
    0,
  );
  const connections =
    before.connections === null ? '' : `, PostgreSQL connections ${before.connections}→${after.connections}`;
  return (
    `soak: ${database} ${seconds} s × ${users} users: ${requestCount()} requests, ${fivexx} 5xx, ` +
    `RSS at idle ${percent(growth)}, fds ${before.files.length}→${after.files.length}${connections}; ` +
    `${failures.length === 0 ? 'ok' : `${failures.length} failure(s)`}`
  );
}

async function main() {
  if (database !== 'pglite' && database !== 'postgres')
    throw new Error(`--database: pglite or postgres, not ${database}`);
  if (seconds < 10) throw new Error('--seconds: at least 10 (a warm-up of 5 s and two windows to compare)');
  ensureBuilt();
  console.log(
    `\n▶ soak on ${database === 'pglite' ? 'file-backed PGlite' : 'PostgreSQL'}: ${users} users for ${seconds} s (warm-up ${WARMUP_S} s)`,
  );
  const t = await openTarget(database, 'soak');
  let figures: Awaited<ReturnType<typeof run>>;
  try {
    figures = await run(t);
  } finally {
    removeTarget(t);
  }
  if (unprinted > 0) console.log(`  … and ${unprinted} more failed requests`);
  console.log(`\n${summary(figures)}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

await main();
