// `npm run bench:smoke`: every bench script at a tiny volume, to show they still work. It prints
// their figures and budget lines but exits 0 whatever the figures are; only a script that breaks
// fails it. PostgreSQL: BENCH_ADMIN_URL (default postgres://root@127.0.0.1:5432/test) is used to
// create and drop a temporary database; without a server the seed runs on PGlite and bench:api is skipped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { root } from './lib/paths.ts';

const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const started = performance.now();
const failures: string[] = [];

function step(name: string, script: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n▶ bench:smoke ${name}: ${script} ${args.join(' ')}`);
  const t = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench', script), ...args], {
    stdio: 'inherit',
    cwd: join(root, 'bench'),
    env: { ...process.env, ...env },
  });
  console.log(`◀ ${name}: exit ${run.status} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  if (run.status !== 0) failures.push(name);
}

async function temporaryDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `amal_bench_smoke_${process.pid}`;
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const database = await temporaryDatabase();
try {
  const tiny = ['--members', '200', '--proposals', '500', '--smoke'];
  if (database) {
    step('seed', 'seed.ts', tiny, { DATABASE_URL: database.url });
    step('api', 'api.ts', [
      '--database-url',
      database.url,
      '--duration',
      '2',
      '--warmup',
      '0.5',
      '--users',
      '50',
      '--submissions',
      '300',
      '--pglite-proposals',
      '500',
      '--smoke',
    ]);
  } else {
    console.log(`\nNo PostgreSQL at ${adminUrl}: seeding PGlite only, bench:api skipped.`);
    const dataDir = mkdtempSync(join(tmpdir(), 'amal-bench-smoke-'));
    step('seed', 'seed.ts', [...tiny, '--data-dir', dataDir], { DATABASE_URL: '' });
    rmSync(dataDir, { recursive: true, force: true });
  }
  step('web', 'web.ts', ['--smoke']);
  // This build against itself: the comparison's machinery, not a figure.
  step('wizard-ab', 'wizard-ab.ts', ['--against', root, '--rounds', '1']);
} finally {
  await database?.drop();
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `\nbench:smoke ${failures.length === 0 ? 'passed' : `failed: ${failures.join(', ')}`} in ${seconds.toFixed(0)} s`,
);
process.exit(failures.length === 0 ? 0 : 1);
