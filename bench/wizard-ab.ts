// `npm run bench:wizard-ab -- --against DIR`: the wizard's step change on this checkout's build and
// on another's (DIR, built: server/dist and web/dist), measured as bench:web measures it, one run
// on each in turn (ABBA), each app on a fresh embedded database in the same browser. On a shared
// host a run moves by ±30–70 ms at 4x and whole sets drift by more, which hides a 10–20 ms change
// between two bench:web runs. Pairing the runs takes the drift out; the sign test says whether
// what is left is more than the noise. It prints each build's medians, the median of the paired
// differences, how many rounds this build was the faster and the sign test's p-value.
//
//   git worktree add /tmp/before HEAD~1 && ln -s "$(pwd)/node_modules" /tmp/before/
//   (cd /tmp/before && npm run build) && npm run bench:wizard-ab -- --against /tmp/before --rounds 15
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { numberArg, parseArgs } from './lib/args.ts';
import { ensureBuilt, root } from './lib/paths.ts';
import { createReport, ms, percentiles } from './lib/report.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { signTestP } from './lib/sign-test.ts';
import {
  aimAtSave,
  CLICK_TIMING,
  completeFirstStep,
  lastClick,
  mainThreadTimeOfTap,
  memberPage,
  openFirstStep,
  tapToNextFrame,
} from './lib/wizard.ts';

const args = parseArgs();
const against = args.get('against');
if (!against) throw new Error('--against DIR: the checkout to compare with (built)');
const rounds = Math.max(1, numberArg(args, 'rounds', 15));
const report = createReport({ smoke: rounds < 3 });

/** One build under comparison: its server, the member's page on it, and what each run measured. */
type Side = {
  name: string;
  server: RunningServer;
  dataDir: string;
  page: Page;
  cdp: CDPSession;
  draft: Record<string, unknown>;
  task: number[];
  handlers: number[];
  presented: number[];
};

async function startSide(
  name: string,
  checkout: string,
  browser: Awaited<ReturnType<typeof chromium.launch>>,
) {
  const script = join(checkout, 'server/dist/main.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: build ${checkout} first (npm run build)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'amal-bench-ab-'));
  // The demo member logs in: demo accounts are seeded only when asked, never in production (decision 0031).
  const server = await startServer(
    { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development', SEED_DEMO: 'true' },
    { script },
  );
  const page = await memberPage(browser, server.baseUrl, CLICK_TIMING);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const draft = await completeFirstStep(page);
  return { name, server, dataDir, page, cdp, draft, task: [], handlers: [], presented: [] } satisfies Side;
}

/** "Simpan Data" on the first step, timed until its save is answered and 300 ms more, the next step shown by then. */
async function measure(side: Side) {
  const { page, cdp } = side;
  await openFirstStep(page, side.draft);
  const heading = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
  const point = await aimAtSave(page);
  const saveAnswered = page.waitForResponse(
    (response) => response.url().endsWith('/api/temporaryproposal') && response.request().method() !== 'GET',
  );
  const delta = await mainThreadTimeOfTap(page, cdp, point, heading, saveAnswered);
  side.task.push(delta('TaskDuration'));
  // The budgeted figure (bench:web): from the tap to the next step's first frame.
  side.presented.push((await tapToNextFrame(page)).figure);
  const click = await lastClick(page);
  if (click) side.handlers.push(click.handlers);
}

const median = (values: number[]) => (values.length > 0 ? ms(percentiles([...values]).p50) : 'none');

ensureBuilt();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const sides: Side[] = [];
try {
  sides.push(await startSide('this build', root, browser));
  sides.push(await startSide(`against ${resolve(against)}`, resolve(against), browser));
  const [mine, theirs] = sides as [Side, Side];
  console.log(`wizard step change at 4x CPU slowdown, ${rounds} rounds, the two builds in turn (ABBA)`);
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? [mine, theirs] : [theirs, mine]) await measure(side);
    console.log(
      `  round ${round + 1}: tap → next frame this build ${ms(mine.presented.at(-1)!)}, the other ${ms(theirs.presented.at(-1)!)} (main thread ${ms(mine.task.at(-1)!)}, ${ms(theirs.task.at(-1)!)})`,
    );
  }
  for (const side of sides) {
    console.log(
      `${side.name}: main thread median ${median(side.task)}; click handlers ${median(side.handlers)}; tap → next frame ${median(side.presented)}`,
    );
  }
  const differences = mine.presented.map((frame, i) => frame - theirs.presented[i]!);
  const faster = differences.filter((difference) => difference < 0).length;
  const difference = percentiles([...differences]).p50;
  const p = signTestP(faster, rounds);
  console.log(
    `paired difference of tap → next frame (this build − the other): median ${difference >= 0 ? '+' : ''}${ms(difference)}; this build faster in ${faster} of ${rounds} rounds (sign test p = ${p.toFixed(3)}: ${p < 0.05 ? 'a difference' : 'no difference shown'})`,
  );
  report.check(
    'wizard-ab paired difference',
    `${difference >= 0 ? '+' : ''}${ms(difference)}`,
    'none: a comparison',
    true,
  );
} finally {
  await browser.close();
  for (const side of sides) {
    await side.server.stop();
    rmSync(side.dataDir, { recursive: true, force: true });
  }
}
report.finish();
