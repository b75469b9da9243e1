// `npm run crash`: nothing acknowledged is lost and nothing is written in half when the server
// dies or PostgreSQL stops (issue 6, crash safety).
//
//   npm run crash                                   # 3 rounds on PGlite and 3 on PostgreSQL, then a PostgreSQL stop
//   npm run crash -- --rounds 5 --database pglite   # or postgres
//
// Each round starts the built server, streams submissions and draft saves at it, `kill -9`s it
// mid-stream, starts it again on the same data (it must open cleanly and serve what it
// acknowledged), stops it, and checks in SQL: every submission answered 2xx is there with all its
// rows; every submission present at all (answered or cut off) is complete and its draft marked
// sent, and no draft is marked sent without its proposal; every draft holds the last save answered
// 2xx or a later one, whole. PostgreSQL runs as a server of this run's own (bench/lib/private-postgres.ts),
// so that it can also be stopped under load: requests then fail with 503 and the Indonesian
// message, the process stays up, and it serves again once PostgreSQL is back.
import { randomBytes, randomUUID } from 'node:crypto';
import { apiMessages } from '@amal/contract/api';
import type { SubmitProposalResponse } from '@amal/contract/proposals';
import type { Applicant, Query, Session } from './lib/applicants.ts';
import { numberArg, parseArgs } from './lib/args.ts';
import { ensureBuilt } from './lib/paths.ts';
import { prng } from './lib/prng.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { type Member, openTarget, prepareTarget, queryOf, removeTarget, type Target } from './lib/target.ts';

const args = parseArgs();
const rounds = numberArg(args, 'rounds', 3);
const kinds = (args.get('database') ?? 'pglite,postgres').split(',');
const PER_ROUND = 150;
const SUBMITTERS = 6;
const SAVERS = 4;
const secret = randomBytes(32).toString('hex');
const rnd = prng(20261123);
const failures: string[] = [];
const fail = (message: string) => {
  failures.push(message);
  console.log(`  ✖ ${message}`);
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Saver = Applicant & { session: Session; sent: number; acked: number };

type World = {
  idProgram: number;
  applicants: Member[];
  savers: Saver[];
  next: number;
  /** The rows a complete submission has: its history, steps and finances. */
  shape?: Shape;
};

type Shape = { history: number; sections: number; incomes: number; expenses: number; assets: number };
type Sent = { applicant: Applicant; key: string; idProposal?: number };

/** The members of every round, made before any server runs. */
async function prepare(t: Target): Promise<World> {
  const { idProgram, members } = await prepareTarget(t, {
    secret,
    count: (rounds + 2) * PER_ROUND + SAVERS,
    also: async () => null,
  });
  return {
    idProgram,
    savers: members.slice(0, SAVERS).map((a) => ({ ...a, sent: 0, acked: 0 })),
    applicants: members.slice(SAVERS),
    next: 0,
  };
}

// Each saver stands for a member writing as fast as the server answers: the per-member write limit
// (120 a minute) would answer 429 before the crash is reached. The limiter still runs.
const start = (t: Target) =>
  startServer({ ...t.env, JWT_SECRET: secret, LOG_LEVEL: 'warn', MEMBER_WRITES_PER_MINUTE: '100000000' });

async function submit(server: RunningServer, world: World, sent: Sent[]): Promise<Response | null> {
  const applicant = world.applicants[world.next++];
  if (!applicant) return null;
  const entry: Sent = { applicant, key: randomUUID() };
  sent.push(entry);
  const body = [
    {
      idProgram: world.idProgram,
      idTempProposal: applicant.idTempProposal,
      submissionKey: entry.key,
      sections: applicant.sections,
    },
  ];
  const response = await fetch(`${server.baseUrl}/api/proposal/batch`, {
    method: 'POST',
    headers: { cookie: applicant.session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) {
    const answer = (await response.json()) as SubmitProposalResponse;
    entry.idProposal = answer[0]?.idProposal;
  }
  return response;
}

async function save(server: RunningServer, saver: Saver): Promise<Response> {
  const seq = ++saver.sent;
  const response = await fetch(`${server.baseUrl}/api/temporaryproposal`, {
    method: 'PATCH',
    headers: { cookie: saver.session.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      idTempProposal: saver.idTempProposal,
      data: JSON.stringify({ ...saver.sections, crashSeq: seq }),
    }),
  });
  if (response.ok) saver.acked = Math.max(saver.acked, seq);
  return response;
}

type Stream = {
  /** Answers by status, and requests cut off by the crash. */
  statuses: Map<number, number>;
  cut: number;
  unexpected: string[];
  stop(): Promise<void>;
};

/**
 * Submitters and savers (each saver alone on its draft, so its last acknowledged save is known)
 * until stopped; `expected` says which statuses are fine, anything else is recorded.
 */
function stream(
  server: RunningServer,
  world: World,
  sent: Sent[],
  expected: (status: number) => boolean,
  readers = 0,
): Stream {
  let running = true;
  const result: Stream = { statuses: new Map(), cut: 0, unexpected: [], stop: async () => {} };
  const note = async (work: Promise<Response | null>) => {
    try {
      const response = await work;
      if (!response) return false;
      result.statuses.set(response.status, (result.statuses.get(response.status) ?? 0) + 1);
      if (!expected(response.status))
        result.unexpected.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
      return true;
    } catch {
      result.cut++;
      await sleep(20);
      return true;
    }
  };
  const loop = async (work: () => Promise<Response | null>) => {
    while (running && (await note(work()))) {}
  };
  const reader = world.savers[0]!.session.cookie;
  const read = () => fetch(`${server.baseUrl}/api/proposals/referer/1/4`, { headers: { cookie: reader } });
  const workers = [
    ...Array.from({ length: SUBMITTERS }, () => loop(() => submit(server, world, sent))),
    ...world.savers.map((saver) => loop(() => save(server, saver))),
    ...Array.from({ length: readers }, () => loop(read)),
  ];
  result.stop = async () => {
    running = false;
    await Promise.all(workers);
  };
  return result;
}

async function waitFor(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await sleep(20);
}

/** Every acknowledged proposal answers its owner after the restart. */
async function readBack(server: RunningServer, sent: Sent[]) {
  for (const s of sent.filter((x) => x.idProposal)) {
    const response = await fetch(`${server.baseUrl}/api/proposal/referer/${s.idProposal}`, {
      headers: { cookie: (s.applicant as Member).session.cookie },
    });
    if (response.status !== 200)
      fail(`proposal ${s.idProposal} answers ${response.status} after the restart`);
  }
}

async function shapes(query: Query, keys: string[]) {
  return query<Shape & { key: string; id_proposal: number; draft: string }>(
    `select p.submission_key as key, p.id_proposal, t.status as draft,
            (select count(*)::int from proposal_status_history h where h.id_proposal = p.id_proposal) as history,
            (select count(*)::int from proposal_sections s where s.id_proposal = p.id_proposal) as sections,
            (select count(*)::int from incomes i where i.id_proposal = p.id_proposal) as incomes,
            (select count(*)::int from expenses e where e.id_proposal = p.id_proposal) as expenses,
            (select count(*)::int from assets a where a.id_proposal = p.id_proposal) as assets
       from proposals p join temporary_proposals t on t.id_temp_proposal = p.id_temp_proposal
      where p.submission_key = any($1)`,
    [keys],
  );
}

const sameShape = (a: Shape, b: Shape) =>
  a.history === b.history &&
  a.sections === b.sections &&
  a.incomes === b.incomes &&
  a.expenses === b.expenses &&
  a.assets === b.assets;

/** The SQL checks of a round, on the stopped server's data. */
async function verify(t: Target, world: World, sent: Sent[]) {
  const db = await t.open();
  try {
    const query = queryOf(db);
    const found = new Map(
      (
        await shapes(
          query,
          sent.map((s) => s.key),
        )
      ).map((r) => [r.key, r]),
    );
    const shape = world.shape!;
    for (const s of sent) {
      const row = found.get(s.key);
      if (s.idProposal && row?.id_proposal !== s.idProposal)
        fail(
          `${t.kind}: submission ${s.key} was answered ${s.idProposal} but is ${row ? row.id_proposal : 'missing'}`,
        );
      if (row && (!sameShape(row, shape) || row.draft !== 'SUBMITTED'))
        fail(`${t.kind}: proposal ${row.id_proposal} is written in half: ${JSON.stringify(row)}`);
    }
    const drafts = await query<{ id: number; status: string }>(
      'select id_temp_proposal as id, status from temporary_proposals where id_temp_proposal = any($1)',
      [sent.map((s) => s.applicant.idTempProposal)],
    );
    const withProposal = new Set([...found.values()].map((r) => r.key));
    for (const s of sent) {
      const draft = drafts.find((d) => d.id === s.applicant.idTempProposal);
      if (draft?.status === 'SUBMITTED' && !withProposal.has(s.key))
        fail(`${t.kind}: draft ${draft.id} is marked sent but has no proposal`);
    }
    for (const saver of world.savers) {
      const [row] = await query<{ data: string }>(
        'select data from temporary_proposals where id_temp_proposal = $1',
        [saver.idTempProposal],
      );
      const data = JSON.parse(row!.data) as Record<string, unknown>;
      const seq = Number(data.crashSeq ?? 0);
      const whole = Object.keys(saver.sections).every((route) => route in data);
      if (seq < saver.acked || seq > saver.sent || !whole)
        fail(
          `${t.kind}: draft ${saver.idTempProposal} holds save ${seq}, answered ${saver.acked}, sent ${saver.sent}`,
        );
    }
    return { present: found.size, acked: sent.filter((s) => s.idProposal).length };
  } finally {
    await db.close();
  }
}

/** One submission on a calm server: the rows a complete one has. */
async function calibrate(t: Target, world: World) {
  const server = await start(t);
  const sent: Sent[] = [];
  const response = await submit(server, world, sent);
  await server.stop();
  if (!response?.ok) throw new Error(`The calibration submission failed: ${response?.status}`);
  const db = await t.open();
  try {
    const [row] = await shapes(queryOf(db), [sent[0]!.key]);
    if (!row || row.history < 1 || row.sections < 1 || row.incomes < 1 || row.expenses < 1)
      throw new Error(`The calibration submission is not complete: ${JSON.stringify(row)}`);
    world.shape = row;
  } finally {
    await db.close();
  }
}

async function killRound(t: Target, world: World, round: number) {
  const server = await start(t);
  const sent: Sent[] = [];
  const s = stream(server, world, sent, (status) => status >= 200 && status < 300);
  await waitFor(() => sent.filter((x) => x.idProposal).length >= 10, 30_000);
  await sleep(rnd.int(100, 1200));
  await server.crash();
  await s.stop();
  const restarted = await start(t);
  await readBack(restarted, sent);
  await restarted.stop();
  for (const u of s.unexpected) fail(`${t.kind} round ${round}: ${u}`);
  const { present, acked } = await verify(t, world, sent);
  console.log(
    `  round ${round}: kill -9 after ${acked} acknowledged submissions; ${sent.length} sent, ${s.cut} cut off, ${present} present and complete; drafts at saves ${world.savers.map((v) => `${v.acked}/${v.sent}`).join(', ')}`,
  );
  return acked;
}

async function postgresStopRound(t: Target, world: World) {
  const server = await start(t);
  const sent: Sent[] = [];
  const s = stream(server, world, sent, (status) => (status >= 200 && status < 300) || status === 503, 2);
  const unavailable: string[] = [];
  await sleep(1000);
  t.postgres!.stop();
  const stoppedAt = Date.now();
  await sleep(1500);
  const home = () =>
    fetch(`${server.baseUrl}/api/proposals/referer/1/4`, {
      headers: { cookie: world.savers[0]!.session.cookie },
    });
  const during = await home().catch((error: Error) => error);
  if (during instanceof Error) unavailable.push(`no answer while PostgreSQL was down: ${during.message}`);
  else {
    const body = (await during.json()) as { message?: string };
    if (during.status !== 503 || body.message !== apiMessages.databaseUnavailable)
      unavailable.push(`${during.status} ${JSON.stringify(body)}`);
  }
  const health = await fetch(`${server.baseUrl}/api/health`).catch(() => null);
  t.postgres!.start();
  const down = Date.now() - stoppedAt;
  let recovered = -1;
  const back = Date.now();
  while (Date.now() - back < 20_000 && server.alive()) {
    if ((await home().catch(() => null))?.ok) {
      recovered = Date.now() - back;
      break;
    }
    await sleep(100);
  }
  await sleep(500);
  await s.stop();
  const alive = server.alive();
  await server.stop();
  for (const u of [...unavailable, ...s.unexpected]) fail(`postgres stop: ${u}`);
  if (!alive) fail('postgres stop: the server process exited');
  if (!health?.ok)
    fail(`postgres stop: /api/health answered ${health?.status ?? 'nothing'} while PostgreSQL was down`);
  if (recovered < 0) fail('postgres stop: no answer 200 within 20 s of PostgreSQL being back');
  if (!s.statuses.get(503)) fail('postgres stop: no request met the stopped database (nothing was tested)');
  const { present, acked } = await verify(t, world, sent);
  const counts = [...s.statuses].map(([status, n]) => `${n}×${status}`).join(', ');
  console.log(
    `  PostgreSQL stopped ${(down / 1000).toFixed(1)} s under load: ${counts}, ${s.cut} cut off; served again ${recovered} ms after it was back; ${acked} acknowledged submissions, ${present} present and complete`,
  );
}

async function main() {
  ensureBuilt();
  let survived = 0;
  for (const kind of kinds) {
    const t = await openTarget(kind, 'crash');
    console.log(`\n▶ crash safety on ${kind === 'pglite' ? 'file-backed PGlite' : 'PostgreSQL'}`);
    try {
      const world = await prepare(t);
      await calibrate(t, world);
      for (let round = 1; round <= rounds; round++) {
        const before = failures.length;
        await killRound(t, world, round);
        if (failures.length === before) survived++;
      }
      if (t.postgres) await postgresStopRound(t, world);
    } finally {
      removeTarget(t);
    }
  }
  console.log(
    `\ncrash: ${survived} of ${rounds * kinds.length} kill -9 rounds survived; ${failures.length} failure(s)`,
  );
  process.exit(failures.length > 0 ? 1 : 0);
}

await main();
