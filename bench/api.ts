// `npm run bench:api`: the server under load against the seeded PostgreSQL (run bench:seed first).
//
//   npm run bench:api                                   # postgres://root@127.0.0.1:5432/amal_bench
//   npm run bench:api -- --database-url postgres://… --duration 30 --connections 32 --submission-rate 50
//   npm run bench:api -- --duration 2 --smoke           # a quick run that never fails on a budget
//   npm run bench:api -- --only submission --cpu-prof-dir /tmp/prof  # where the server's time goes
//
// The built server (server/dist/main.js) runs as its own process in production mode; autocannon
// loads it from this process over loopback, one endpoint at a time (a closed loop of --connections),
// but for the submissions: an open loop of --submission-rate (50) a second for --duration, each
// timed from when it was due (bench/lib/load.ts), against issue 33's p95 of 300 ms. Each endpoint's SQL is
// captured by calling the same service functions in-process through a recording pg client, and
// replayed straight through `pg` (no HTTP, no ORM) in the same run: the database's floor.
// Issue 34's staff loads (bench/lib/desk.ts): the desk as a super admin and as the PIC of one
// programme (unfiltered, each filter, programme + status + name), each against its floor for
// --desk-duration; the CSV export of every proposal against PostgreSQL's COPY of the same query;
// status changes one at a time and 50 at a time.

import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskQuerySchema } from '@amal/contract/desk';
import { bulkStatusChangeSchema, statusChangeSchema } from '@amal/contract/status-decisions';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { AppContext } from '../server/src/app-context.ts';
import { loadConfig } from '../server/src/config.ts';
import { openPostgres } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema/index.ts';
import type { AuthUser } from '../server/src/lib/access.ts';
import { loadSessionUser } from '../server/src/lib/users.ts';
import { loginMember } from '../server/src/modules/auth/auth.service.ts';
import { createTokens } from '../server/src/modules/auth/tokens.ts';
import { deskQuery, listDesk } from '../server/src/modules/desk/desk.service.ts';
import { updateDraft } from '../server/src/modules/drafts/drafts.service.ts';
import { getProgram } from '../server/src/modules/programs/programs.service.ts';
import { getProposal, listProposals } from '../server/src/modules/proposals/proposals.service.ts';
import { changeMany, changeStatus } from '../server/src/modules/status-decisions/status-decisions.service.ts';
import { saveSection } from '../server/src/modules/verification/verification.sections.ts';
import { myVerificationTasks } from '../server/src/modules/verifiers/verifiers.assignment.ts';
import {
  draftFiller,
  freshApplicants,
  mintSessions,
  openProgramWithoutQuota,
  type Query,
  readyToApply,
} from './lib/applicants.ts';
import { flag, numberArg, parseArgs } from './lib/args.ts';
import {
  explain,
  explainGeneric,
  type LoadResult,
  recordingDb,
  type Statement,
  sqlBaseline,
} from './lib/capture.ts';
import { formatCpu, waitUntilQuiet, withCpu } from './lib/cpu.ts';
import {
  busiestProgram,
  copyOut,
  DESK_FILTERS,
  deskSamples,
  downloadExport,
  type ExportRun,
  inlineParameters,
  type Move,
  makeStaff,
  movable,
  searchOf,
} from './lib/desk.ts';
import { type HttpRequest, type HttpRequests, httpLoad, openLoopLoad } from './lib/load.ts';
import { ensureBuilt, root } from './lib/paths.ts';
import { prng } from './lib/prng.ts';
import { createReport, ms } from './lib/report.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { inTurns, type Measured } from './lib/turns.ts';
import { BENCH_VERIFIERS_SETTING, type BenchVerifiers } from './lib/verifiers.ts';
import type { BenchInfo } from './seed.ts';

const args = parseArgs();
const smoke = flag(args, 'smoke');
const seconds = numberArg(args, 'duration', 30);
const connections = numberArg(args, 'connections', 32);
const loginConnections = numberArg(args, 'login-connections', 10);
const sessionCount = numberArg(args, 'users', 200);
/** Submissions a second in the open-loop submission load (issue 33's budget is at 50). */
const submissionRate = numberArg(args, 'submission-rate', 50);
const submissionCount = numberArg(
  args,
  'submissions',
  Math.max(200, Math.ceil(seconds * submissionRate * 1.2)),
);
const pgliteProposals = numberArg(args, 'pglite-proposals', 10_000);
/** Each desk load's length (its HTTP turns; its raw-SQL floor as long again): 26 of them. */
const deskSeconds = numberArg(args, 'desk-duration', smoke ? 0.5 : 9);
/** The field verification loads (issue 35). */
const VERIFIER_LIST = 'GET /api/proposals/verifications';
const VERIFICATION_SAVE = 'verification section save';
/** `--only submission,home`: the loads whose names start so (and their budgets), nothing else. */
const only = args
  .get('only')
  ?.split(',')
  .map((name) => name.trim().toLowerCase());
const wanted = (name: string) => !only || only.some((prefix) => name.toLowerCase().startsWith(prefix));
const logLevel = args.get('log-level') ?? 'info';
/** The server's V8 CPU profile is written there when it stops (open it in Chrome's DevTools). */
const cpuProfileDir = args.get('cpu-prof-dir');
const poolSize = numberArg(args, 'pool-size', 10);
const warmup = numberArg(args, 'warmup', Math.max(0.5, Math.min(3, seconds / 10)));
/** A ratio's two loads run in this many turns each (bench/lib/turns.ts). */
const rounds = numberArg(args, 'rounds', smoke ? 1 : 3);
const databaseUrl =
  args.get('database-url') ??
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://root@127.0.0.1:5432/amal_bench';

const report = createReport({ smoke });
const READ_P95 = 50;
/** Issue 33: the submissions' p95 at most 300 ms at 50 a second arriving at a steady rate. */
const SUBMISSION_P95 = 300;
/** A ratio shown with two decimals, rounded down: 0.498 shows as 0.49, not as a passing 0.50. */
const floor2 = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);
/**
 * A read load's requests, drawn at random from the sampled ones: 32 per connection, each cycling
 * through its share (bench/lib/load.ts), so that every connection asks for different rows.
 */
const draws = (draw: () => HttpRequest): HttpRequest[] =>
  Array.from({ length: Math.max(connections, 1) * 32 }, draw);
/** An HTTP load's figures, with the server's largest RSS seen up to its end. */
type HttpLoad = Measured & { peakRssMb?: number };
type Row = { name: string; http: HttpLoad; sql?: Measured; note?: string; sqlClient?: string };
const rows: Row[] = [];

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(7)}  p95 ${ms(r.p95).padStart(7)}  p99 ${ms(r.p99).padStart(7)}  errors ${r.errors}`;
function show(row: Row) {
  rows.push(row);
  const rss = row.http.peakRssMb === undefined ? '' : `  RSS peak so far ${row.http.peakRssMb} MB`;
  console.log(`${row.name.padEnd(28)} HTTP ${fmt(row.http)}${rss}`);
  if (row.sql)
    console.log(
      `${''.padEnd(28)} SQL  ${fmt(row.sql)}  → ratio ${floor2(row.http.rps / row.sql.rps)}${row.note ? `  (${row.note})` : ''}`,
    );
  // Where the time goes: the parties share the machine's cores, so the ratio follows the totals.
  if (row.http.cpu)
    console.log(`${''.padEnd(28)} CPU per request: ${formatCpu(row.http.cpu, 'load generator')}`);
  if (row.sql?.cpu)
    console.log(`${''.padEnd(28)}   its floor: ${formatCpu(row.sql.cpu, row.sqlClient ?? 'pg client')}`);
}

/**
 * The loads start from a quiet machine: PostgreSQL's dirty pages (a seed just before, this run's own
 * preparation) written out by a checkpoint now rather than during a load, then a wait for the CPU
 * to be idle (the checkpoint, the servers' start, another job). Said when it does not become so.
 */
async function settleMachine(pool: pg.Pool) {
  try {
    await pool.query('checkpoint');
  } catch {
    // CHECKPOINT needs a superuser or pg_checkpoint; the wait below still applies.
  }
  // A smoke run (in npm test) only checks that the bench works: it does not wait long.
  const { waited, quiet } = await waitUntilQuiet(0.9, smoke ? 3000 : 90_000);
  if (!quiet)
    console.log(`Note: the machine stayed busy for ${(waited / 1000).toFixed(0)} s: figures will be low.\n`);
  else if (waited > 2000) console.log(`(waited ${(waited / 1000).toFixed(0)} s for a quiet machine)\n`);
}

async function main() {
  ensureBuilt();
  // This build's migrations first (the server would run them at its start): a database seeded by an
  // earlier build then has this build's indexes before its plans are read.
  const migrating = openPostgres(databaseUrl, 1);
  await migrating.migrate();
  await migrating.close();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // As autovacuum leaves a live database: a new index's expression has no statistics before an
  // ANALYZE, and an earlier run's status decisions left pages that an index-only count must visit.
  await pool.query('vacuum analyze');
  const [setting] = (
    await pool.query<{ value: string }>("select value from app_settings where key = 'bench'")
  ).rows;
  if (!setting)
    throw new Error(
      `${databaseUrl} holds no bench data: run npm run bench:seed with that DATABASE_URL first`,
    );
  const info = JSON.parse(setting.value) as BenchInfo;
  console.log(
    `bench:api on ${databaseUrl.replace(/\/\/[^@]*@/, '//')}: ${info.members} members, ${info.proposals} proposals; ${seconds} s per endpoint, ${connections} connections`,
  );

  const secret = randomBytes(32).toString('hex');
  const tokens = createTokens(new TextEncoder().encode(secret));
  const recorder = recordingDb(databaseUrl);
  const db = recorder.db;
  const rnd = prng(info.seed + 99);

  const query: Query = async (text, params) => (await pool.query(text, params)).rows;
  const mint = (idUsers: number[]) => mintSessions(query, secret, idUsers);

  // ---- members, their proposals and drafts -------------------------------------------------------
  const memberIds = [
    ...new Set(Array.from({ length: sessionCount }, () => info.firstUser + rnd.int(0, info.members - 1))),
  ];
  await readyToApply(query, memberIds);
  const sessions = await mint(memberIds);
  const members = [...sessions.values()];
  const samples = (
    await pool.query<{
      id_user: number;
      id_proposal: number;
      id_program: number;
      id_status: number;
      prefix: string;
    }>(
      `select r.id_user, p.id_proposal, p.id_program, p.id_proposal_status as id_status, lower(left(u.full_name, 3)) as prefix
         from referrers r join proposals p on p.id_referrer = r.id_referrer
         join "references" f on f.id_reference = p.id_reference join users u on u.id_user = f.id_user
        where r.id_user = any($1) and p.id_proposal_parent is null order by p.id_proposal`,
      [memberIds],
    )
  ).rows;
  if (samples.length === 0) throw new Error('The sampled members have no proposals: seed more proposals');
  const programIds = (
    await pool.query<{ id: number }>('select id_program as id from programs where active order by 1')
  ).rows.map((r) => r.id);

  const open = { id: await openProgramWithoutQuota(query) };
  const draftData = await draftFiller(db, open.id);
  const [template] = await db.select().from(users).where(eq(users.idUser, info.firstUser));
  if (!template) throw new Error('The first bench member is missing');

  // Drafts of the sampled members (the PATCH target), one per member and programme.
  const drafts = (
    await pool.query<{ id_temp_proposal: number; id_user: number }>(
      `insert into temporary_proposals (id_user, id_program, data) select u, $2, $3 from unnest($1::int[]) as u
       on conflict (id_user, id_program) do update set status = 'DRAFTED' returning id_temp_proposal, id_user`,
      [memberIds, open.id, JSON.stringify(draftData(template))],
    )
  ).rows;

  // Fresh applicants (no proposals yet), each with a complete draft: one submission each.
  const fresh = await freshApplicants(query, db, {
    count: submissionCount,
    idProgram: open.id,
    idTemplate: info.firstUser,
  });
  const applicantIds = fresh.map((a) => a.idUser);
  const applicantSections = new Map(fresh.map((a) => [a.idUser, a.sections]));
  const applicantDrafts = new Map(fresh.map((a) => [a.idUser, a.idTempProposal]));
  const applicants = await mint(applicantIds);
  const submission = (idUser: number) => [
    {
      idProgram: open.id,
      idTempProposal: applicantDrafts.get(idUser)!,
      submissionKey: randomUUID(),
      sections: applicantSections.get(idUser)!,
    },
  ];
  console.log(
    `prepared ${members.length} member sessions, ${samples.length} of their proposals, ${drafts.length} drafts, ${applicantIds.length} applicants for programme ${open.id}`,
  );

  // ---- the SQL of each endpoint, captured through the app's own services ---------------------------
  const config = loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: secret });
  const ctx = { config, db, tokens, database: undefined } as unknown as AppContext;
  const byUser = new Map(members.map((m) => [m.user.idUser, m]));
  const authThen = (user: AuthUser, work: () => Promise<unknown>) =>
    recorder.capture(async () => {
      await loadSessionUser(db, user.idSession, user.idUser);
      await work();
    });
  // The requests of each load: the HTTP load draws them at random and the floor replays their
  // captured SQL in turn, so both send the same statements over the same rows.
  const limit = smoke ? 10 : Number.POSITIVE_INFINITY;
  const homeRequests = members.slice(0, limit).map((m) => ({ m, page: rnd.chance(0.8) ? 1 : 2 }));
  const proposalRequests = samples.slice(0, limit);
  const draftRequests = drafts.slice(0, limit);
  const filterOf = (s: (typeof samples)[number]) => ({
    'Program.idProgram': s.id_program,
    'ProposalStatusHistory.idProposalStatus': s.id_status,
    'reference.name': s.prefix,
  });
  const captured: Record<string, Statement[][]> = {
    home: [],
    filtered: [],
    detail: [],
    program: [],
    patch: [],
    login: [],
  };
  for (const { m, page } of homeRequests)
    captured.home!.push(
      await authThen(m.user, () => listProposals(db, m.user, { by: 'referer', page, rows: 4 }, {})),
    );
  for (const s of proposalRequests) {
    const m = byUser.get(s.id_user)!;
    captured.filtered!.push(
      await authThen(m.user, () =>
        listProposals(db, m.user, { by: 'referer', page: 1, rows: 20 }, filterOf(s)),
      ),
    );
    captured.detail!.push(await authThen(m.user, () => getProposal(db, m.user, 'referer', s.id_proposal)));
  }
  // The steady state: a programme's structure is served from memory after its first read
  // (STRUCTURE_TTL_MS), so the floor is what a request sends once it is there.
  for (const id of programIds) {
    await getProgram(db, id);
    captured.program!.push(await authThen(members[0]!.user, () => getProgram(db, id)));
  }
  const patchBody = (idTempProposal: number) => ({
    idTempProposal,
    data: JSON.stringify({ ...draftData(template), savedAt: Date.now() }),
  });
  for (const d of draftRequests) {
    const m = byUser.get(d.id_user)!;
    captured.patch!.push(
      await authThen(m.user, () => updateDraft(db, m.user, patchBody(d.id_temp_proposal))),
    );
  }
  const nipRows = (
    await pool.query<{ nip: string }>(
      'select nip from users where id_user >= $1 and id_user < $2 and nip is not null order by id_user',
      [info.firstUser, info.firstUser + info.members],
    )
  ).rows.map((r) => r.nip);
  for (let i = 0; i < Math.min(10, nipRows.length); i++) {
    const nip = rnd.pick(nipRows);
    captured.login!.push(
      await recorder.capture(() => loginMember(ctx, { username: nip, password: info.password }, '127.0.0.1')),
    );
  }
  // The submissions have no raw-SQL floor: the open loop's figure is a member's wait at a given
  // arrival rate, not a throughput to set beside the database's.

  // ---- field verification (issue 35): a verifier's own list and a section save ---------------------
  // Verifiers the seed made (bench:seed's seedVerifiers), each with the proposals assigned to them;
  // the save is the expenses section of one of them, the applicant's answer sent as the verifier's.
  const verifierLoads = { list: [] as { cookie: string }[], save: [] as { cookie: string; body: object }[] };
  const capturedVerification = { list: [] as Statement[][], save: [] as Statement[][] };
  if (wanted(VERIFIER_LIST) || wanted(VERIFICATION_SAVE)) {
    const [stored] = (
      await pool.query<{ value: string }>('select value from app_settings where key = $1', [
        BENCH_VERIFIERS_SETTING,
      ])
    ).rows;
    if (!stored) throw new Error('No field verifiers in the bench data: run npm run bench:seed again');
    const seeded = JSON.parse(stored.value) as BenchVerifiers;
    const picked = [
      ...new Set(
        Array.from(
          { length: smoke ? 10 : 100 },
          () => seeded.firstUser + seeded.stride * rnd.int(0, seeded.verifiers - 1),
        ),
      ),
    ];
    const verifierSessions = await mint(picked);
    const saves = (
      await pool.query<{ id_user: number; id_proposal: number; id_section: number; data: unknown }>(
        // The applicant's expenses (the seed keeps them in their table), one per type as the step's schema wants.
        `select distinct on (v.id_user) v.id_user, p.id_proposal, ps.id_section, s.data
           from verificators v
           join proposal_verificators pv on pv.id_verificator = v.id_verificator and pv.id_verificator_status = 1
           join proposals p on p.id_proposal = pv.id_proposal
           join program_sections ps on ps.id_program = p.id_program and ps.route = 'expenses' and ps.need_verification
           cross join lateral (
             select json_agg(json_build_object('idExpenseType', t, 'nominal', n, 'description', 'Sesuai kunjungan')) as data
               from (select e.id_expense_type as t, max(e.nominal)::int as n from expenses e
                      where e.id_proposal = p.id_proposal group by 1) x
           ) s
          where v.id_user = any($1) and s.data is not null
            and not exists (select 1 from field_verifications f where f.id_proposal = p.id_proposal)
          order by v.id_user, p.id_proposal`,
        [picked],
      )
    ).rows;
    for (const session of verifierSessions.values()) {
      capturedVerification.list.push(
        await authThen(session.user, () => myVerificationTasks(db, session.user)),
      );
      verifierLoads.list.push({ cookie: session.cookie });
    }
    for (const row of saves) {
      const session = verifierSessions.get(row.id_user)!;
      const body = { idProposal: row.id_proposal, idSection: row.id_section, data: row.data };
      capturedVerification.save.push(
        await authThen(session.user, () => saveSection(db, session.user, 'expenses', 'POST', body)),
      );
      verifierLoads.save.push({ cookie: session.cookie, body });
    }
    console.log(
      `prepared ${verifierLoads.list.length} field verifier sessions and ${verifierLoads.save.length} expense verifications to save`,
    );
  }

  // ---- the staff desk, its export and status decisions (issue 34) ---------------------------------
  // Two bench members become staff: a super admin and the PIC of the busiest programme.
  const picProgram = await busiestProgram(query);
  const staffIds = { superAdmin: info.firstUser + 1, pic: info.firstUser + 2 };
  await makeStaff(query, staffIds, picProgram);
  const staffSessions = await mint([staffIds.superAdmin, staffIds.pic]);
  const asStaff = async (idUser: number) => {
    const session = staffSessions.get(idUser)!;
    // The caller as the server sees it: the roles come from the database, not the token.
    const user = await loadSessionUser(db, session.user.idSession, idUser);
    if (!user?.admin) throw new Error(`bench staff ${idUser} has no administrator record`);
    return { cookie: session.cookie, user };
  };
  const deskCallers = [
    { key: 'super', staff: await asStaff(staffIds.superAdmin), idProgram: null },
    { key: 'pic', staff: await asStaff(staffIds.pic), idProgram: picProgram },
  ];
  const superAdmin = deskCallers[0]!.staff;
  type DeskLoad = { name: string; requests: HttpRequest[]; sequences: Statement[][] };
  const deskLoads: DeskLoad[] = [];
  for (const caller of deskCallers) {
    const filters = DESK_FILTERS.filter((f) => wanted(`desk ${caller.key} ${f.name}`));
    const deskSample = filters.length > 0 ? await deskSamples(query, caller.idProgram) : [];
    for (const filter of filters) {
      // The same requests for the HTTP load (drawn at random) and the floor (replayed in turn).
      const load: DeskLoad = { name: `desk ${caller.key} ${filter.name}`, requests: [], sequences: [] };
      for (let i = 0; i < (filter.name === 'unfiltered' ? 1 : smoke ? 3 : 16); i++) {
        const input = filter.query(rnd.pick(deskSample), rnd);
        const parsed = deskQuerySchema.parse(input);
        load.sequences.push(
          await authThen(caller.staff.user, () =>
            listDesk(db, caller.staff.user, { page: 1, rows: 20 }, parsed),
          ),
        );
        load.requests.push({
          path: `/api/proposals/admin/1/20?${searchOf(input)}`,
          cookie: caller.staff.cookie,
        });
      }
      deskLoads.push(load);
    }
  }
  // The export of every proposal as CSV reads its query with COPY (decision 0038): its first 1,000
  // rows (the export's first batch), then the rest past them. Their plans are printed below; the
  // whole query is what PostgreSQL's own COPY runs here (COPY takes no parameters: they are written
  // in as literals).
  const everything = deskQuerySchema.parse({});
  const asStatement = ({ sql, params }: { sql: string; params: unknown[] }): Statement => ({
    text: sql,
    values: params,
    rows: [],
  });
  const exportFirst = asStatement(deskQuery(db, null, everything)!.limit(1000).toSQL());
  const exportRest = asStatement(deskQuery(db, null, everything)!.offset(1000).toSQL());
  const unbatched = deskQuery(db, null, everything)!.toSQL();
  const copyText = inlineParameters(pg.Client.prototype, unbatched.sql, unbatched.params);
  // Status decisions as the super admin: proposals moved one at a time, and 50 at a time to one
  // status (a programme's); each proposal moved once, the floor's on proposals of its own.
  const moves: Move[] =
    wanted('status change') || wanted('bulk') ? await movable(query, smoke ? 3000 : 90_000, 0) : [];
  const floorMoves = moves.splice(0, 64);
  const singleMoves = moves.splice(0, Math.floor(moves.length / 2));
  const bulkOf = (list: Move[]) => {
    const byTarget = new Map<string, Move[]>();
    for (const m of list) {
      const key = `${m.idProgram}:${m.to}`;
      byTarget.set(key, [...(byTarget.get(key) ?? []), m]);
    }
    return [...byTarget.values()].flatMap((group) =>
      Array.from({ length: Math.floor(group.length / 50) }, (_, i) => ({
        idProposals: group.slice(i * 50, i * 50 + 50).map((m) => m.idProposal),
        idProposalStatus: group[0]!.to,
      })),
    );
  };
  const bulkMoves = bulkOf(moves);
  const bulkFloorMoves = bulkMoves.splice(0, 4);
  const statusFloor: Statement[][] = [];
  const bulkFloor: Statement[][] = [];
  for (const m of floorMoves)
    statusFloor.push(
      await authThen(superAdmin.user, () =>
        changeStatus(
          db,
          superAdmin.user,
          m.idProposal,
          statusChangeSchema.parse({ idProposalStatus: m.to, version: m.version }),
        ),
      ),
    );
  for (const bulk of bulkFloorMoves)
    bulkFloor.push(
      await authThen(superAdmin.user, () =>
        changeMany(db, superAdmin.user, bulkStatusChangeSchema.parse(bulk)),
      ),
    );
  if (moves.length > 0 || singleMoves.length > 0)
    console.log(
      `status decisions: ${singleMoves.length} proposals to move one by one, ${bulkMoves.length} moves of 50`,
    );

  // ---- EXPLAIN every list query ----------------------------------------------------------------
  console.log('\nEXPLAIN of the list queries:');
  const watched = /on (proposals|users|families|proposal_status_history)\b/;
  const seqScans: string[] = [];
  for (const [name, sequences] of [
    ['home list', captured.home!.slice(0, 3)],
    ['filtered list', captured.filtered!.slice(0, 3)],
  ] as const) {
    const seen = new Set<string>();
    for (const sequence of sequences) {
      for (const s of sequence.filter((st) => /from "proposals"/.test(st.text))) {
        for (const [plan, scans] of [
          ['', await explain(pool, s)],
          [' (generic plan)', await explainGeneric(pool, s)],
        ] as const) {
          for (const scan of scans) {
            if (scan.startsWith('Seq Scan') && watched.test(scan)) seqScans.push(`${name}${plan}: ${scan}`);
          }
          const line = `${name}${plan}: ${scans.join(', ')}`;
          if (!seen.has(line)) console.log(`  ${line}`);
          seen.add(line);
        }
      }
    }
  }
  // The desk: every load's statements (custom and generic plans), and the export's first batch (a
  // COPY of its first 1,000 rows, its values written in: a custom plan, as explained here). The
  // rest of the export is a COPY of every row past them, as PostgreSQL's own COPY runs the same
  // query: its plan is printed, and reads whole tables by design.
  const selects = (statements: Statement[]) =>
    statements.filter((st) => /^select\b/i.test(st.text) && /from "proposals"/.test(st.text));
  for (const [name, sequences] of deskLoads.map((l) => [l.name, l.sequences.slice(0, 3)] as const)) {
    const seen = new Set<string>();
    for (const s of selects(sequences.flat())) {
      for (const scans of [await explain(pool, s), await explainGeneric(pool, s)]) {
        for (const scan of scans)
          if (scan.startsWith('Seq Scan') && watched.test(scan)) seqScans.push(`${name}: ${scan}`);
        const distinct = [...new Set(scans.filter((scan) => watched.test(scan)))].join(', ');
        seen.add(distinct);
      }
    }
    console.log(`  ${name}: ${[...seen].join(' | ')}`);
  }
  if (wanted('export')) {
    const first = await explain(pool, exportFirst);
    for (const scan of first)
      if (scan.startsWith('Seq Scan') && watched.test(scan)) seqScans.push(`desk export batch: ${scan}`);
    console.log(
      `  desk export batch: ${[...new Set(first.filter((scan) => watched.test(scan)))].join(', ')}`,
    );
    console.log(`  desk export rest (not counted): ${(await explain(pool, exportRest)).join(', ')}`);
  }
  const quota = captured
    .program!.flat()
    .find((s) => /count/.test(s.text) && /program_schedules/.test(s.text));
  if (quota)
    console.log(
      `  programme quota count (GET /api/program/{id}): ${(await explain(pool, quota)).join(', ')}`,
    );

  // ---- load ----------------------------------------------------------------------------------------
  // Uploaded files would go under DATA_DIR: a temporary one, not the working directory.
  const filesDir = mkdtempSync(join(tmpdir(), 'amal-bench-files-'));
  const server = await startServer(
    {
      DATA_DIR: filesDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
      LOG_LEVEL: logLevel,
      DATABASE_POOL_SIZE: String(poolSize),
      // The loads' 200 sessions stand for thousands of members: each writes drafts hundreds of
      // times a second, where the per-member write limit (120 a minute) would answer 429. The
      // limiter still runs on every write; only its ceiling is out of reach.
      MEMBER_WRITES_PER_MINUTE: '100000000',
    },
    cpuProfileDir ? { args: ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] } : {},
  );
  const hello = await startServer(
    {},
    { script: join(root, 'bench/lib/hello.ts'), args: ['--import', 'tsx'] },
  );
  console.log(
    `\nserver pid ${server.pid} (LOG_LEVEL ${logLevel}, pool ${poolSize}); hello-world pid ${hello.pid}\n`,
  );
  await settleMachine(pool);
  // Each endpoint gets a short unmeasured warm-up first (JIT, connection pools, caches).
  const run = async (
    requests: HttpRequests,
    options: {
      connections?: number;
      amount?: number;
      target?: RunningServer;
      warm?: boolean;
      alongside?: boolean;
      seconds?: number;
    } = {},
  ) => {
    const target = options.target ?? server;
    const common = { connections: options.connections ?? connections, requests };
    if (options.warm !== false) await httpLoad(target.baseUrl, { ...common, seconds: warmup });
    const load = () =>
      httpLoad(target.baseUrl, { ...common, seconds: options.seconds ?? seconds, amount: options.amount });
    // Two loads at once would each count the other's CPU.
    const result = options.alongside ? await load() : await withCpu(target.pid, load);
    return { ...result, peakRssMb: Math.round(server.peakRss() / 1048576) };
  };
  const baseline = (
    sequences: Statement[][],
    fresh?: () => Map<unknown, unknown>,
    conns = connections,
    duration = seconds,
  ) =>
    withCpu(undefined, () => sqlBaseline(pool, sequences, { connections: conns, seconds: duration, fresh }));
  /** An endpoint's load and its raw-SQL floor, measured in turns; the endpoint warmed up first. */
  const showAgainstFloor = async (
    name: string,
    requests: HttpRequests,
    sequences: Statement[][],
    conns = connections,
  ) => {
    const [http, sql] = await inTurns(
      rounds,
      seconds,
      (slice, round) => run(requests, { seconds: slice, warm: round === 0, connections: conns }),
      (slice) => baseline(sequences, undefined, conns, slice),
    );
    show({ name, http, sql });
  };
  const member = () => rnd.pick(members);
  const sample = () => {
    const s = rnd.pick(proposalRequests);
    return { s, cookie: byUser.get(s.id_user)!.cookie };
  };

  try {
    if (wanted('GET /api/health')) {
      const [health, bare] = await inTurns(
        rounds,
        seconds,
        (slice, round) => run([{ path: '/api/health' }], { seconds: slice, warm: round === 0 }),
        (slice, round) =>
          run([{ path: '/api/health' }], { target: hello, seconds: slice, warm: round === 0 }),
      );
      show({
        name: 'GET /api/health',
        http: health,
        sql: bare,
        note: 'second line: bare Fastify hello-world',
        sqlClient: 'load generator',
      });
    }

    if (wanted('home list'))
      await showAgainstFloor(
        'home list',
        draws(() => {
          const { m, page } = rnd.pick(homeRequests);
          return { path: `/api/proposals/referer/${page}/4`, cookie: m.cookie };
        }),
        captured.home!,
      );
    if (wanted('filtered list'))
      await showAgainstFloor(
        'filtered list',
        draws(() => {
          const { s, cookie } = sample();
          const f = filterOf(s);
          const query = new URLSearchParams({
            'Program.idProgram': String(f['Program.idProgram']),
            'ProposalStatusHistory.idProposalStatus': String(f['ProposalStatusHistory.idProposalStatus']),
            'reference.name': f['reference.name'],
          });
          return { path: `/api/proposals/referer/1/20?${query}`, cookie };
        }),
        captured.filtered!,
      );
    if (wanted('proposal detail'))
      await showAgainstFloor(
        'proposal detail',
        draws(() => {
          const { s, cookie } = sample();
          return { path: `/api/proposal/referer/${s.id_proposal}`, cookie };
        }),
        captured.detail!,
      );
    if (wanted('GET /api/program/{id}'))
      await showAgainstFloor(
        'GET /api/program/{id}',
        draws(() => ({ path: `/api/program/${rnd.pick(programIds)}`, cookie: member().cookie })),
        captured.program!,
      );
    if (wanted('draft PATCH'))
      await showAgainstFloor(
        'draft PATCH',
        () => {
          const d = rnd.pick(draftRequests);
          return {
            method: 'PATCH',
            path: '/api/temporaryproposal',
            cookie: byUser.get(d.id_user)!.cookie,
            body: patchBody(d.id_temp_proposal),
          };
        },
        captured.patch!,
      );
    if (wanted(VERIFIER_LIST) && verifierLoads.list.length > 0)
      await showAgainstFloor(
        VERIFIER_LIST,
        draws(() => ({ path: '/api/proposals/verifications', cookie: rnd.pick(verifierLoads.list).cookie })),
        capturedVerification.list,
      );
    if (wanted(VERIFICATION_SAVE) && verifierLoads.save.length > 0)
      await showAgainstFloor(
        VERIFICATION_SAVE,
        () => {
          const save = rnd.pick(verifierLoads.save);
          return {
            method: 'POST',
            path: '/api/expenseverification/batch',
            cookie: save.cookie,
            body: save.body,
          };
        },
        capturedVerification.save,
      );
    let nextApplicant = 0;
    const available = applicantIds.length;
    if (wanted('submission')) {
      // Open loop (bench/lib/load.ts): SUBMISSION_RATE fresh applicants a second submit, each when
      // due, for the load's duration, whatever the earlier ones take; its p95 is what a member
      // waits when that many arrive a second. No warm-up: each applicant submits once.
      const submissionLoad = await withCpu(server.pid, () =>
        openLoopLoad(server.baseUrl, {
          rate: submissionRate,
          seconds,
          request: () => {
            const id = applicantIds[Math.min(nextApplicant++, available - 1)]!;
            return {
              method: 'POST',
              path: '/api/proposal/batch',
              cookie: applicants.get(id)!.cookie,
              body: submission(id),
            };
          },
        }),
      );
      if (submissionLoad.late > 0)
        console.log(
          `  the load generator started ${submissionLoad.late} of ${submissionLoad.requests} submissions over 1 ms late (counted from when due)`,
        );
      show({
        name: 'submission',
        http: { ...submissionLoad, peakRssMb: Math.round(server.peakRss() / 1048576) },
      });
    }
    const login = () => ({
      method: 'POST' as const,
      path: '/api/login/member',
      body: { username: rnd.pick(nipRows), password: info.password },
    });
    if (wanted(`login (${loginConnections} conc.)`)) {
      show({
        name: `login (${loginConnections} conc.)`,
        http: await run(login, { connections: loginConnections, warm: false }),
        sql: await baseline(captured.login!, undefined, loginConnections),
        note: 'SQL without the argon2id verification',
      });
    }
    if (wanted('home list + logins')) {
      const [homeDuringLogins, logins] = await Promise.all([
        run(
          draws(() => ({ path: '/api/proposals/referer/1/4', cookie: member().cookie })),
          { alongside: true },
        ),
        run(login, { connections: loginConnections, warm: false, alongside: true }),
      ]);
      show({ name: 'home list + logins', http: homeDuringLogins });
      show({ name: '  (the logins)', http: logins });
    }
    // The staff desk: each filter against its raw-SQL floor, in turns, for deskSeconds each.
    for (const load of deskLoads) {
      const [http, sql] = await inTurns(
        rounds,
        deskSeconds,
        (slice, round) =>
          run(
            draws(() => rnd.pick(load.requests)),
            { seconds: slice, warm: round === 0 },
          ),
        (slice) => baseline(load.sequences, undefined, connections, slice),
      );
      show({ name: load.name, http, sql });
    }

    // The export of every proposal as CSV, downloaded whole, against PostgreSQL's COPY of the same
    // query, in turns; the server's RSS sampled while it streams.
    const exportRuns: ExportRun[] = [];
    const copyRuns: Awaited<ReturnType<typeof copyOut>>[] = [];
    if (wanted('export')) {
      for (let round = 0; round < rounds; round++) {
        copyRuns.push(await copyOut(pool, copyText));
        exportRuns.push(
          await downloadExport(
            server.baseUrl,
            '/api/proposals/admin/export/csv',
            superAdmin.cookie,
            server.pid,
          ),
        );
      }
      const rate = (r: { rows: number; seconds: number }) => r.rows / r.seconds;
      for (const [i, e] of exportRuns.entries()) {
        const c = copyRuns[i]!;
        console.log(
          `${'export csv'.padEnd(28)} HTTP ${e.rows} rows in ${e.seconds.toFixed(2)} s (${Math.round(rate(e))} rows/s, ${(e.bytes / 1048576).toFixed(1)} MB), first byte ${ms(e.firstByteMs)}, server RSS peak ${e.peakRssMb} MB, status ${e.status}`,
        );
        console.log(
          `${''.padEnd(28)} COPY ${c.rows} rows in ${c.seconds.toFixed(2)} s (${Math.round(rate(c))} rows/s, ${(c.bytes / 1048576).toFixed(1)} MB) → ratio ${floor2(rate(e) / rate(c))}`,
        );
      }
    }

    // Status decisions: each request moves proposals not moved before (a stale version is a 409).
    let nextMove = 0;
    let nextBulk = 0;
    if (wanted('status change') && singleMoves.length > 0)
      await showAgainstFloor(
        'status change',
        () => {
          const m = singleMoves[nextMove++ % singleMoves.length]!;
          return {
            method: 'PATCH',
            path: `/api/proposal/admin/${m.idProposal}/status`,
            cookie: superAdmin.cookie,
            body: { idProposalStatus: m.to, version: m.version },
          };
        },
        statusFloor,
      );
    if (wanted('bulk') && bulkMoves.length > 0)
      await showAgainstFloor(
        'bulk status (50 rows)',
        () => ({
          method: 'POST',
          path: '/api/proposals/admin/status',
          cookie: superAdmin.cookie,
          body: bulkMoves[nextBulk++ % bulkMoves.length],
        }),
        bulkFloor,
        // Each request is 50 decisions in turn: a few staff at once, not 32.
        Math.max(1, Math.round(connections / 8)),
      );
    if (nextMove > singleMoves.length || nextBulk > bulkMoves.length)
      console.log('  (more status decisions than prepared proposals: the extra ones were refused)');

    const peakRss = server.peakRss();
    console.log(`\nserver peak RSS ${(peakRss / 1048576).toFixed(0)} MB`);

    await server.stop();
    await hello.stop();

    // ---- the embedded default --------------------------------------------------------------------
    let pglite: LoadResult | undefined;
    if (pgliteProposals > 0 && wanted('pglite'))
      pglite = await pgliteHomeList(Math.max(50, Math.round(pgliteProposals / 3)), pgliteProposals);
    const home = rows.find((r) => r.name === 'home list')?.http;
    if (pglite && home)
      console.log(
        `PGlite home list with ${pgliteProposals} proposals: ${fmt(pglite)}; ${(pglite.rps / home.rps).toFixed(2)} of PostgreSQL's req/s`,
      );

    // ---- budgets ---------------------------------------------------------------------------------
    const by = (name: string) => rows.find((r) => r.name === name);
    const budgets: [string, string, number][] = [
      ['home list', 'home-list', READ_P95],
      ['filtered list', 'filtered-list', READ_P95],
      ['proposal detail', 'proposal-detail', READ_P95],
      ['GET /api/program/{id}', 'program', READ_P95],
      ['draft PATCH', 'draft-patch', 100],
      ['submission', 'submission', SUBMISSION_P95],
      [`login (${loginConnections} conc.)`, 'login', 500],
      ['home list + logins', 'home-list-during-logins', READ_P95],
    ];
    for (const [name, key, p95] of budgets) {
      const r = by(name);
      if (!r) continue;
      const at = key === 'submission' ? ` at ${submissionRate}/s, open loop` : '';
      report.check(
        `api ${key} p95`,
        ms(r.http.p95),
        `${p95} ms${at}`,
        r.http.p95 < p95 || (at !== '' && r.http.p95 === p95),
      );
      report.check(`api ${key} errors`, String(r.http.errors), '0', r.http.errors === 0);
    }
    for (const [name, key] of budgets.slice(0, 4)) {
      const r = by(name);
      if (!r?.sql) continue;
      const ratio = r.http.rps / r.sql.rps;
      report.check(`api ${key} vs raw SQL`, floor2(ratio), '≥ 0.50', ratio >= 0.5);
    }
    const health = by('GET /api/health');
    if (health?.sql) {
      const healthRatio = health.http.rps / health.sql.rps;
      report.check('api health vs hello-world', floor2(healthRatio), '≥ 0.70', healthRatio >= 0.7);
    }
    for (const [name, key] of [
      [VERIFIER_LIST, 'verifier-list'],
      [VERIFICATION_SAVE, 'verification-save'],
    ] as const) {
      const r = by(name);
      if (!r?.sql) continue;
      const ratio = r.http.rps / r.sql.rps;
      report.check(`api ${key} vs raw SQL`, floor2(ratio), '≥ 0.50', ratio >= 0.5);
      report.check(`api ${key} errors`, String(r.http.errors), '0', r.http.errors === 0);
    }
    for (const load of deskLoads) {
      const r = by(load.name);
      if (!r?.sql) continue;
      const key = `api ${load.name.replace(/[^A-Za-z0-9]+/g, '-')}`;
      report.check(
        `${key} vs raw SQL`,
        floor2(r.http.rps / r.sql.rps),
        '≥ 0.50',
        r.http.rps / r.sql.rps >= 0.5,
      );
      report.check(`${key} errors`, String(r.http.errors), '0', r.http.errors === 0);
    }
    if (exportRuns.length > 0) {
      const rows = (runs: { rows: number }[]) => runs.reduce((n, r) => n + r.rows, 0);
      const seconds = (runs: { seconds: number }[]) => runs.reduce((n, r) => n + r.seconds, 0);
      const ratio = rows(exportRuns) / seconds(exportRuns) / (rows(copyRuns) / seconds(copyRuns));
      report.check('api export csv rows/s vs COPY', floor2(ratio), '≥ 0.33', ratio >= 1 / 3);
      const firstByte = Math.max(...exportRuns.map((e) => e.firstByteMs));
      report.check('api export csv first byte', ms(firstByte), '1000 ms', firstByte < 1000);
      const rss = Math.max(...exportRuns.map((e) => e.peakRssMb));
      report.check('api export csv server RSS', `${rss} MB`, '300 MB', rss < 300);
      const whole = exportRuns.every((e, i) => e.status === 200 && e.rows === copyRuns[i]!.rows);
      report.check('api export csv rows = COPY rows', whole ? 'yes' : 'no', 'yes', whole);
    }
    for (const name of ['status change', 'bulk status (50 rows)']) {
      const r = by(name);
      if (r)
        report.check(
          `api ${name.split(' (')[0]!.replace(/ /g, '-')} errors`,
          String(r.http.errors),
          '0',
          r.http.errors === 0,
        );
    }
    report.check('api seq scans', String(seqScans.length), '0', seqScans.length === 0);
    for (const scan of seqScans) console.log(`  sequential scan: ${scan}`);
    report.check('api server RSS', `${(peakRss / 1048576).toFixed(0)} MB`, '300 MB', peakRss < 300 * 1048576);
  } finally {
    await server.stop();
    await hello.stop();
    rmSync(filesDir, { recursive: true, force: true });
    await recorder.close();
    await pool.end();
  }
}

/** Seeds a temporary embedded database, serves it and loads its home list as above. */
async function pgliteHomeList(memberCount: number, proposalCount: number): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'amal-bench-pglite-'));
  try {
    console.log(`\nPGlite: seeding ${memberCount} members and ${proposalCount} proposals into ${dataDir}…`);
    const seeded = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(root, 'bench/seed.ts'),
        '--data-dir',
        dataDir,
        '--members',
        String(memberCount),
        '--proposals',
        String(proposalCount),
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DATABASE_URL: '' } },
    );
    if (seeded.status !== 0) throw new Error('Seeding the PGlite database failed');
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: logLevel });
    try {
      const rnd = prng(7);
      const cookies: string[] = [];
      for (let i = 0; i < (smoke ? 3 : 20); i++) {
        const number = rnd.int(1, memberCount);
        const digits = `${200 + ((number - 1) % 700)}-${String(number).padStart(6, '0')}`;
        let cookie: string | undefined;
        // The seed gives women an ART and men an ARN number: try both.
        for (const prefix of ['ARN', 'ART']) {
          const response = await fetch(`${server.baseUrl}/api/login/member`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: `${prefix}${digits}`, password: 'bench1234' }),
          });
          cookie ??= response.headers.getSetCookie().find((c) => c.startsWith('token='));
          if (cookie) break;
        }
        if (cookie) cookies.push(cookie.split(';')[0]!);
      }
      if (cookies.length === 0) throw new Error('No PGlite member could log in');
      return await httpLoad(server.baseUrl, {
        connections,
        seconds,
        requests: draws(() => ({ path: '/api/proposals/referer/1/4', cookie: rnd.pick(cookies) })),
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
report.finish();
