// `npm test`: every check the project has, in the order that fails fastest, ending with one
// summary line "tests: N passed, N failed". With TEST_DATABASE_URL set, the server suite runs
// a second time against that PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter } from 'node:path';
import { NODE_MAJOR, nodeBinDir } from './ensure-node.mjs';

// The suite runs on the project's Node line: on an older Node, again under Node 24 from .node/.
if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  const bin = nodeBinDir();
  const again = spawnSync(`${bin}/node`, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` },
  });
  process.exit(again.status ?? 1);
}
console.log(`Node.js ${process.version}`);

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results);

const report = (name) => `--reporter=default --reporter=json --outputFile.json=${results}/${name}.json`;
const steps = [
  ['lint and format', 'npx biome check .'],
  [
    'typecheck',
    'npx tsc -p contract && npx tsc -p server && npx tsc -p web && npx tsc -p e2e && npx tsc -p bench',
  ],
  // Both cores: vitest's default leaves one to its own process, which mostly waits on the workers.
  [
    'unit and API tests (PGlite)',
    `npx vitest run --maxWorkers=2 ${report('unit')}`,
    { TEST_DATABASE_URL: '' },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests (PostgreSQL)', `npx vitest run --project server ${report('postgres')}`]);
}
steps.push(
  ['build', 'npm run build --silent'],
  ['browser', 'node e2e/ensure-chromium.mjs'],
  // Issue 39.9: PostgreSQL, a bucket, two built instances and nginx with docs/deployment.md's site.
  [
    'two instances behind nginx',
    `node scripts/ensure-nginx.mjs && npx vitest run --root e2e/proxy ${report('proxy').replace(results, `../../${results}`)}`,
  ],
  ['end-to-end (Chromium)', `npx vitest run --root e2e ${report('e2e').replace(results, `../${results}`)}`],
  // Issue 6: the server killed mid-stream and PostgreSQL stopped under load lose nothing.
  ['crash safety', 'npm run crash --silent -- --rounds 2'],
  // A short soak on each database; `npm run soak` alone runs the full 5 minutes.
  ['soak (PGlite, short)', 'npm run soak --silent -- --seconds 25 --database pglite'],
  ['soak (PostgreSQL, short)', 'npm run soak --silent -- --seconds 25 --database postgres'],
  // Benchmarks at a tiny volume, so that they keep working; their budgets are `npm run bench:*`.
  ['benchmarks (smoke)', 'npm run bench:smoke --silent'],
);

let failedStep = null;
for (const [name, command, env = {}] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const run = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'postgres', 'e2e', 'proxy']) {
  const file = `${results}/${name}.json`;
  if (!existsSync(file)) continue;
  const summary = JSON.parse(readFileSync(file, 'utf8'));
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
}
if (failedStep) console.log(`\n✖ step failed: ${failedStep}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep || failed > 0 ? 1 : 0);
