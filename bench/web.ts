// `npm run bench:web`: what the production build (web/dist) costs a phone.
//
//   npm run bench:web                 # sizes, Lighthouse on / and /login, the wizard's step change
//   npm run bench:web -- --smoke      # sizes and one wizard step change; no Lighthouse
//   npm run bench:web -- --no-wizard --lighthouse-runs 5 --reports /tmp/lh   # medians, reports kept
//
// 1. Initial JS and CSS of / and /login, gzipped, from the built index.html (entry script,
//    module preloads, stylesheets) and the route's lazy chunk with the dependencies the entry
//    preloads for it (__vite__mapDeps), plus their static imports.
// 2. Lighthouse 12 with Debian's Chromium, default mobile emulation, against the built app served
//    by the built server on a fresh embedded database (demo accounts; / as ARN101-10001).
// 3. "Simpan Data" on a wizard step at 4x CPU slowdown: from the tap (at the button, already
//    scrolled into view) to the next step's first frame, by the click's Event Timing entry
//    (bench/lib/wizard.ts, tapToNextFrame, says why), against issue 33's budget: 200 ms, or twice
//    the browser's floor where that floor is over 100 ms. The floor: the two pages' HTML swapped
//    with no application, measured the same way in the same run. Printed beside it: the main
//    thread's time (Performance.getMetrics TaskDuration) until the save is answered and 300 ms
//    more, the long tasks, and the least tap on this host (its button changing only the heading).
// 4. Issue 36: the same tap on a programme the demo super admin makes through the editor's API in
//    this run (bench/lib/editor-programme.ts), against the same budget; and for both programmes
//    the wizard's first load on a cold cache, printed for comparison: the JS it fetched until its
//    first step showed, gzipped. The 150 KB budget is the first pages' (login, home); the wizard
//    is reached from them, its code fetched after they show.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Browser, type CDPSession, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { flag, numberArg, parseArgs } from './lib/args.ts';
import { pageFiles, staticClosure } from './lib/built-modules.ts';
import { EDITOR_PROGRAMME_ANSWERS, httpEditor, makeEditorProgramme } from './lib/editor-programme.ts';
import { ensureBuilt, webDist } from './lib/paths.ts';
import { COMMIT_COUNTER, type Commit, describeCommits } from './lib/react-commits.ts';
import { createReport, kb, ms } from './lib/report.ts';
import { type RunningServer, startServer } from './lib/server.ts';
import { largest, mainThreadEvents, selfTimes, type Trace, topLevelTasks } from './lib/trace.ts';
import {
  aimAtSave,
  CLICK_TIMING,
  type ClickTiming,
  completeFirstStep,
  DEMO,
  describeClick,
  lastClick,
  longTasksSince,
  mainThreadTimeOfTap,
  memberPage,
  openFirstStep,
  pageClock,
  SETTLE_MS,
  tapToNextFrame,
  tapUntilStepChanges,
  WIZARD_PROGRAM,
  WIZARD_STEP,
  wizardStep,
} from './lib/wizard.ts';

const args = parseArgs();
const smoke = flag(args, 'smoke');
const withLighthouse = smoke ? flag(args, 'lighthouse') : !flag(args, 'no-lighthouse');
const withWizard = !flag(args, 'no-wizard');
const wizardRuns = numberArg(args, 'wizard-runs', smoke ? 1 : 5);
const withProfile = !smoke || flag(args, 'profile');
const lighthouseRuns = Math.max(1, numberArg(args, 'lighthouse-runs', smoke ? 1 : 3));
/** Where to keep each Lighthouse run's JSON and HTML report; none kept without it. */
const reportsDir = args.get('reports');
const report = createReport({ smoke });
const JS_BUDGET = 150 * 1024;
const CSS_BUDGET = 25 * 1024;
/** The demo's super admin (README), who makes the editor's programme. */
const DEMO_SUPER_ADMIN = 'ARN101-10009';

// ---- 1. sizes --------------------------------------------------------------------------------------

const assets = join(webDist, 'assets');
const read = (file: string) => readFileSync(join(assets, file), 'utf8');
/** Gzipped size as served: the build's own .gz twin when there is one, else gzip -9 here. */
function gzipSize(file: string): number {
  const twin = join(assets, `${file}.gz`);
  if (existsSync(twin)) return readFileSync(twin).byteLength;
  return gzipSync(readFileSync(join(assets, file)), { level: 9 }).byteLength;
}

const closure = (files: Iterable<string>) => staticClosure(assets, files);

/** Each measured first page's name in the summary lines. */
const ROUTE_NAMES = { '/': 'home', '/ member': 'member home', '/login': 'login' } as const;

/**
 * The lazy chunk the router loads for a route, with what the entry preloads beside it: the route
 * table is `{index:!0,element:…import("./home-….js"),__vite__mapDeps([…])…}` / `{path:"login",…}`.
 */
function routeFiles(entry: string, route: '/' | '/login'): string[] {
  const code = read(entry);
  const table = /m\.f=(\[[^\]]*\])/.exec(code)?.[1];
  const deps: string[] = table ? (JSON.parse(table) as string[]).map((f) => f.replace(/^assets\//, '')) : [];
  const key = route === '/' ? 'index:!0' : '(?:path:[`"\']login[`"\'])';
  const match = new RegExp(
    `${key},[^{}]*?import\\([\`"']\\./([^\`"']+\\.js)[\`"']\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`,
  ).exec(code);
  if (!match) throw new Error(`No lazy chunk found for ${route} in ${entry}`);
  const indexes = match[2] ? match[2].split(',').map(Number) : [];
  return [match[1]!, ...indexes.map((i) => deps[i]!).filter(Boolean)];
}

/**
 * What the member's own `/` loads: the page the server sends a logged-in member (decision 0013),
 * which names its entry and module preloads itself (the member home's code among them).
 */
function memberHomeFiles(): string[] {
  return pageFiles(readFileSync(join(webDist, 'home-member.html'), 'utf8')).files;
}

function measureSizes() {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const { entry, files } = pageFiles(html);
  const all = new Set(readdirSync(assets));
  const sizes: Record<string, { js: number; css: number; files: number }> = {};
  for (const route of ['/', '/ member', '/login'] as const) {
    const loaded = closure(
      route === '/ member' ? memberHomeFiles() : [...files, ...routeFiles(entry, route)],
    );
    let js = 0;
    let css = 0;
    for (const file of loaded) {
      if (!all.has(file)) throw new Error(`${file} is referenced but not in web/dist/assets`);
      if (file.endsWith('.js')) js += gzipSize(file);
      else css += gzipSize(file);
    }
    sizes[route] = { js, css, files: loaded.size };
    const largest = [...loaded]
      .map((file) => ({ file, size: gzipSize(file) }))
      .sort((a, b) => b.size - a.size)
      .slice(0, 6)
      .map((f) => `${f.file.replace(/-[\w-]{8}\.(js|css)$/, '.$1')} ${kb(f.size)}`);
    console.log(
      `${route.padEnd(7)} initial JS ${kb(js).padStart(9)} gzipped, CSS ${kb(css).padStart(8)} (${loaded.size} files)\n        largest: ${largest.join(', ')}`,
    );
    const name = ROUTE_NAMES[route];
    report.check(`web ${name} initial JS`, kb(js), '150 KB', js <= JS_BUDGET);
    report.check(`web ${name} initial CSS`, kb(css), '25 KB', css <= CSS_BUDGET);
  }
  return sizes;
}

// ---- the app ---------------------------------------------------------------------------------------

async function startApp(): Promise<{ server: RunningServer; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'amal-bench-web-'));
  console.log('\nstarting the built app on a fresh embedded database (demo accounts)…');
  // Demo accounts only when asked, never in production (decision 0031): as `npm run demo` starts.
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
  });
  return { server, dataDir };
}

type DemoCookie = { name: string; value: string; httpOnly: boolean };

/** The cookies a demo login sets: the HttpOnly session token and the page-readable session hint. */
async function demoCookies(baseUrl: string): Promise<DemoCookie[]> {
  const response = await fetch(`${baseUrl}/api/login/member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO.nip, password: DEMO.password }),
  });
  if (!response.ok) throw new Error(`Demo login failed: ${response.status}`);
  return response.headers.getSetCookie().map((raw) => {
    const [pair = ''] = raw.split(';');
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), httpOnly: /;\s*httponly/i.test(raw) };
  });
}

/**
 * Issue 36: the demo super admin makes a programme through the editor's API (bench/lib/
 * editor-programme.ts, as bench:seed makes it), whose wizard is then measured as the catalogue's.
 */
async function editorMadeWizard(baseUrl: string): Promise<WizardTarget> {
  const response = await fetch(`${baseUrl}/api/login/member`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_SUPER_ADMIN, password: DEMO.password }),
  });
  if (!response.ok) throw new Error(`Super admin login failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((raw) => raw.split(';')[0])
    .join('; ');
  const idProgram = await makeEditorProgramme(httpEditor(baseUrl, cookie));
  return {
    name: 'wizard editor programme',
    idProgram,
    answers: { reference: EDITOR_PROGRAMME_ANSWERS },
    extras: false,
  };
}

// ---- 2. Lighthouse ---------------------------------------------------------------------------------

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'speed-index',
  'total-blocking-time',
  'cumulative-layout-shift',
] as const;
type LighthouseRun = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number], number>;
  js: number;
  css: number;
  /** Per category under budget, the audits that lost it points. */
  failing: string[];
  warnings: string[];
};

/**
 * Puts the demo session in the browser's cookie jar, as a login would. An extra Cookie header
 * (Lighthouse's `extraHeaders`) reaches the server but not `document.cookie`, so the app would not
 * see the session hint and would show the visitor's page instead of the member's.
 */
async function setCookies(port: number, baseUrl: string, cookies: DemoCookie[]) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl, sameSite: 'Lax' as const })));
  } finally {
    await browser.close();
  }
}

async function lighthouseRun(
  url: string,
  cookies: DemoCookie[],
  reportFile?: string,
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
  });
  try {
    if (cookies.length > 0) await setCookies(chrome.port, new URL(url).origin, cookies);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (reportFile) {
      const [json, html] = result.report as string[];
      writeFileSync(`${reportFile}.json`, json!);
      writeFileSync(`${reportFile}.html`, html!);
    }
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const items =
      (
        lhr.audits['network-requests']?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items ?? [];
    const transfer = (type: string) =>
      items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    const failing = CATEGORIES.filter((id) => id !== 'performance' && score(id) < 95).map(
      (id) =>
        `${id} loses points on: ${(lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
          .join(', ')}`,
    );
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as LighthouseRun['scores'],
      metrics: Object.fromEntries(
        METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN]),
      ) as LighthouseRun['metrics'],
      js: transfer('Script'),
      css: transfer('Stylesheet'),
      failing,
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function describe(run: Pick<LighthouseRun, 'scores' | 'metrics'>) {
  const { scores: s, metrics: m } = run;
  return `performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s['best-practices']}; FCP ${ms(m['first-contentful-paint'])}, LCP ${ms(m['largest-contentful-paint'])}, SI ${ms(m['speed-index'])}, TBT ${ms(m['total-blocking-time'])}, CLS ${m['cumulative-layout-shift'].toFixed(3)}`;
}

async function runLighthouse(baseUrl: string) {
  const cookies = await demoCookies(baseUrl);
  if (reportsDir) mkdirSync(reportsDir, { recursive: true });
  for (const route of ['/', '/login'] as const) {
    const name = ROUTE_NAMES[route];
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < lighthouseRuns; i++) {
      const file = reportsDir ? join(reportsDir, `${name}-${i + 1}`) : undefined;
      const run = await lighthouseRun(`${baseUrl}${route}`, route === '/' ? cookies : [], file);
      runs.push(run);
      console.log(
        `${route.padEnd(7)} ${describe(run)}; transferred JS ${kb(run.js)}, CSS ${kb(run.css)}${run.warnings.length > 0 ? `\n        warnings: ${run.warnings.join(' | ')}` : ''}`,
      );
      for (const line of run.failing) console.log(`        ${line}`);
    }
    // Each figure's own median: the runs move by several points on a shared machine.
    const mid = {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))])),
      metrics: Object.fromEntries(METRICS.map((id) => [id, median(runs.map((r) => r.metrics[id]))])),
    } as Pick<LighthouseRun, 'scores' | 'metrics'>;
    if (runs.length > 1) console.log(`${route.padEnd(7)} median of ${runs.length}: ${describe(mid)}`);
    for (const id of CATEGORIES) {
      report.check(`web ${name} lighthouse ${id}`, String(mid.scores[id]), '≥ 95', mid.scores[id] >= 95);
    }
  }
}

// ---- 3. the wizard's step change -------------------------------------------------------------------

/** A programme whose wizard is measured, and the name its budget lines carry. */
type WizardTarget = {
  name: string;
  idProgram: number;
  /** Answers to its own questions, by step route, for the draft's complete first step. */
  answers: Record<string, Record<string, unknown>>;
  /** The profiled run and React's components too (the catalogue programme's measurement). */
  extras: boolean;
};

const CATALOGUE_WIZARD: WizardTarget = {
  name: 'wizard',
  idProgram: WIZARD_PROGRAM,
  answers: {},
  extras: true,
};

async function wizardStepChange(baseUrl: string, target: WizardTarget) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const profiled = withProfile && target.extras;
  const figures: number[] = [];
  const frames: number[] = [];
  const presented: number[] = [];
  let floor: Record<FloorTap, TapFigures[]> = { stepChange: [], headingOnly: [] };
  let floorPages: Record<FloorTap, string> = { stepChange: '', headingOnly: '' };
  try {
    const page = await memberPage(browser, baseUrl, CLICK_TIMING);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const draft = await completeFirstStep(page, target.idProgram, target.answers);
    for (let run = 0; run < wizardRuns + (profiled ? 1 : 0); run++) {
      await openFirstStep(page, draft, target.idProgram);
      const heading = await page.getByRole('heading', { level: 2 }).first().textContent();
      const fields = await page
        // What the member fills in: visible inputs (a Select's value also sits in a hidden input).
        .locator('main :is(input:not([type="hidden"]), textarea, select)')
        .count();
      // Long tasks are read from the browser's buffer after the window: no observer of ours runs in it.
      const tasksFrom = await pageClock(page);
      const point = await aimAtSave(page);
      // The page as the member sees it before the tap, for the browser's floor below (read before
      // the measurement starts).
      const pageBefore = run === 0 ? await page.evaluate(() => document.documentElement.outerHTML) : '';
      // One more run, not counted, under the sampling profiler: where the time goes.
      const profiling = run === wizardRuns;
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      }
      // The step's save is part of the step change's work: counted until the server has answered it.
      const saveAnswered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/temporaryproposal') && response.request().method() !== 'GET',
      );
      const delta = await mainThreadTimeOfTap(page, cdp, point, heading?.trim() ?? '', saveAnswered);
      if (run === 0) {
        const mainAfter = await page.evaluate(() => document.querySelector('main')?.outerHTML ?? '');
        floorPages = staticTaps(pageBefore, mainAfter);
      }
      if (profiling) {
        printProfile((await cdp.send('Profiler.stop')).profile as Profile);
        printTrace(JSON.parse((await browser.stopTracing()).toString()) as Trace);
      }
      const longTasks = (await longTasksSince(page, tasksFrom)).reduce((sum, duration) => sum + duration, 0);
      const task = delta('TaskDuration');
      if (profiling) continue;
      const frame = await tapToNextFrame(page);
      frames.push(frame.figure);
      figures.push(task);
      const click = await lastClick(page);
      if (click) presented.push(click.presented);
      console.log(
        `  run ${run + 1}: "${heading?.trim()}" (${fields} fields) → ${page.url().replace(baseUrl, '')}: tap → next step's first frame ${ms(frame.figure)} (${frame.source}); main thread ${ms(task)} (script ${ms(delta('ScriptDuration'))}, style ${ms(delta('RecalcStyleDuration'))}, layout ${ms(delta('LayoutDuration'))}), long tasks ${ms(longTasks)}; ${describeClick(click)}`,
      );
    }
    floor = await browserFloor(page, cdp, baseUrl, floorPages);
    if (target.extras)
      console.log(
        `  React on the step change: ${describeCommits(await commitsOfStepChange(browser, baseUrl, draft))}`,
      );
    await wizardFirstLoad(browser, baseUrl, target);
  } finally {
    await browser.close();
  }
  const task = median(figures);
  const frame = median(frames);
  const floorFrame = median(floor.stepChange.map((run) => run.frame));
  const floorTask = median(floor.stepChange.map((run) => run.task));
  console.log(
    `wizard step change at 4x CPU slowdown: median tap → next step's first frame ${ms(frame)} over ${frames.length} run(s) (runs ${frames.map((f) => ms(f)).join(', ')}); the browser's floor ${ms(floorFrame)} (runs ${floor.stepChange.map((run) => ms(run.frame)).join(', ')})`,
  );
  console.log(
    `main thread over the tap, its save's answer and ${SETTLE_MS} ms more (the old figure): median ${ms(task)}`,
  );
  console.log(
    `the browser's floor (the same two pages swapped with no script but one outerHTML and pushState), main thread: median ${ms(floorTask)} over ${floor.stepChange.length} run(s); the app ${(task / floorTask).toFixed(1)}x`,
  );
  console.log(
    `the least tap on this host (the same page, "Simpan Data" changing only the step's heading): median ${ms(median(floor.headingOnly.map((run) => run.task)))}`,
  );
  console.log(`the least tap's next frame: median ${ms(median(floor.headingOnly.map((run) => run.frame)))}`);
  // Issue 33: at most 200 ms (Chromium's "good" Interaction to Next Paint), or at most twice the
  // browser's own floor measured in this run where the host is so slow that the floor alone is
  // over 100 ms.
  const slowHost = floorFrame > 100;
  const limit = slowHost ? 2 * floorFrame : 200;
  report.check(
    `web ${target.name} step change`,
    ms(frame),
    slowHost ? `2 × floor ${ms(floorFrame)} = ${ms(limit)}` : `200 ms; floor ${ms(floorFrame)}`,
    frame <= limit,
  );
}

/**
 * The components React ran on one more step change, in a page of its own with the commit counter
 * installed (its walk of the tree after each commit is kept out of the timed runs).
 */
async function commitsOfStepChange(browser: Browser, baseUrl: string, draft: Record<string, unknown>) {
  const page = await memberPage(browser, baseUrl, COMMIT_COUNTER);
  try {
    await openFirstStep(page, draft, WIZARD_PROGRAM);
    const heading = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
    const point = await aimAtSave(page);
    await page.evaluate(() => {
      (window as unknown as { __record: boolean }).__record = true;
    });
    await tapUntilStepChanges(page, point, heading);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => (window as unknown as { __reactCommits: Commit[] }).__reactCommits);
  } finally {
    await page.context().close();
  }
}

/**
 * The wizard opened straight from its address by a signed-in member on a cold cache (a browser
 * context of its own): the JS the page fetched until its first step showed, gzipped as served,
 * against the first pages' budget, and how long that took (no CPU slowdown, no budget).
 */
async function wizardFirstLoad(browser: Browser, baseUrl: string, target: WizardTarget) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    baseURL: baseUrl,
  });
  try {
    const cookies = await demoCookies(baseUrl);
    await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl, sameSite: 'Lax' as const })));
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(wizardStep(target.idProgram));
    await page.getByRole('button', { name: 'Simpan Data' }).waitFor({ timeout: 30_000 });
    const shown = performance.now() - started;
    const paths = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    const files = [...new Set(paths.flatMap((path) => /^\/assets\/([^/]+\.js)$/.exec(path)?.[1] ?? []))];
    const sizes = files.map((file) => ({ file, size: gzipSize(file) })).sort((a, b) => b.size - a.size);
    const js = sizes.reduce((sum, f) => sum + f.size, 0);
    console.log(
      `  first load of ${wizardStep(target.idProgram)} (cold cache): ${kb(js)} of JS gzipped in ${files.length} files, first step shown in ${ms(shown)}\n  largest: ${sizes
        .slice(0, 8)
        .map((f) => `${f.file.replace(/-[\w-]{8}\.js$/, '.js')} ${kb(f.size)}`)
        .join(', ')}`,
    );
  } finally {
    await context.close();
  }
}

/**
 * The step change with no application at all: the page as it was before the tap (its scripts
 * removed, its stylesheets kept) whose "Simpan Data" puts the next step's HTML in place with one
 * outerHTML assignment, scrolls up and pushes ?section=, as the wizard does. What the browser
 * itself costs for this tap on this machine: events, style, layout, paint, the navigation.
 * Beside it, the same page whose "Simpan Data" only changes the step's heading: the least any tap
 * on this page costs on this host, which says whether the budget can be met here at all.
 */
function staticTaps(pageBefore: string, mainAfter: string): Record<FloorTap, string> {
  const page = pageBefore
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  const withSubmit = (handler: string) =>
    `<!doctype html>${page.replace(
      '</body>',
      `<script>
document.addEventListener('submit', (event) => {
  event.preventDefault();
  ${handler}
}, true);
</script></body>`,
    )}`;
  return {
    stepChange: withSubmit(`window.scrollTo({ top: 0 });
  document.querySelector('main').outerHTML = ${JSON.stringify(mainAfter).replace(/</g, '\\u003c')};
  history.pushState(null, '', '?section=2');`),
    headingOnly: withSubmit(`document.querySelector('h2').textContent = 'Langkah berikutnya';`),
  };
}

const FLOOR_PATH = '/bench-wizard-floor';

type FloorTap = 'stepChange' | 'headingOnly';
type TapFigures = { task: number; frame: number; click: ClickTiming | null };

/** The static taps measured as the wizard's is, as many times each, in turn. */
async function browserFloor(
  page: Page,
  cdp: CDPSession,
  baseUrl: string,
  pages: Record<FloorTap, string>,
): Promise<Record<FloorTap, TapFigures[]>> {
  await page.route(`${baseUrl}${FLOOR_PATH}*`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: pages[new URL(route.request().url()).searchParams.get('tap') as FloorTap],
    }),
  );
  const figures: Record<FloorTap, TapFigures[]> = { stepChange: [], headingOnly: [] };
  for (let run = 0; run < wizardRuns; run++) {
    for (const tap of ['stepChange', 'headingOnly'] as const) {
      await page.goto(`${FLOOR_PATH}?tap=${tap}`);
      const save = page.getByRole('button', { name: 'Simpan Data' });
      await save.waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const heading = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? '';
      const point = await aimAtSave(page);
      const task = (await mainThreadTimeOfTap(page, cdp, point, heading))('TaskDuration');
      const { figure: frame } = await tapToNextFrame(page);
      figures[tap].push({ task, frame, click: await lastClick(page) });
    }
  }
  return figures;
}

/** "name 12 ms, name 9.5 ms, …": the `count` largest entries of a breakdown, at least 1 ms each. */
const listLargest = (times: Map<string, number>, count: number) =>
  largest(times, count)
    .map(([name, t]) => `${name} ${ms(t)}`)
    .join(', ');

type Profile = {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  samples: number[];
  timeDeltas: number[];
};
/** Where the step change's CPU time went, by script (chunk) and by function, from a CPU profile. */
function printProfile(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const time = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!frame || frame.functionName === '(idle)') return;
    const script = frame.url
      ? frame.url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js')
      : frame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + time);
    const fn = `${frame.functionName || '(anonymous)'}@${script}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + time);
  });
  console.log(`  CPU profile of an extra run, by script: ${listLargest(byScript, 8)}`);
  console.log(`  by function (self time): ${listLargest(byFunction, 10)}`);
}

const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];
/**
 * The renderer main thread's work during the step change, by kind (self time of each trace event:
 * script, style, layout, paint, parsing, garbage collection…), where the CPU profile says only
 * "(program)" for everything that is not JavaScript; then task by task, which says what comes after
 * the tap's own task (frames, timers, the save's answer).
 */
function printTrace(trace: Trace) {
  const events = mainThreadEvents(trace);
  console.log(`  main thread by kind (trace self time): ${listLargest(selfTimes(events), 12)}`);
  for (const task of topLevelTasks(events).filter((t) => t.duration >= 1)) {
    console.log(
      `    task at +${ms(task.start)}: ${ms(task.duration)} (${listLargest(selfTimes(task.events), 5)})`,
    );
  }
}

// ---- main ------------------------------------------------------------------------------------------

ensureBuilt();
console.log('bench:web on web/dist\n');
measureSizes();
if (withLighthouse || withWizard) {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error('Chromium is missing: apt-get install -y chromium (or node e2e/ensure-chromium.mjs)');
  const { server, dataDir } = await startApp();
  try {
    if (withLighthouse) {
      console.log('\nLighthouse (mobile emulation):');
      await runLighthouse(server.baseUrl);
    }
    if (withWizard) {
      console.log(`\nwizard: Simpan Data on ${WIZARD_STEP} as ${DEMO.nip}, CPU 4x slower`);
      await wizardStepChange(server.baseUrl, CATALOGUE_WIZARD);
      const made = await editorMadeWizard(server.baseUrl);
      console.log(
        `\nwizard on a programme made through the editor: Simpan Data on ${wizardStep(made.idProgram)} as ${DEMO.nip}, CPU 4x slower`,
      );
      await wizardStepChange(server.baseUrl, made);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
report.finish();
