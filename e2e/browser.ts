import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1366, height: 800 };

const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) =>
  console.error('Content Security Policy violation: ' + event.violatedDirective + ' ' + event.blockedURI + ' in ' + event.sourceFile + ':' + event.lineNumber));`;

/**
 * One Chromium per test file and a fresh context (no cookies, no storage) per test, at phone
 * size unless a test asks otherwise. A failing test leaves a screenshot in e2e/failures/.
 */
export function useBrowser() {
  const state = {} as {
    browser: Browser;
    context: BrowserContext;
    page: Page;
    baseUrl: string;
    /** Content-Security-Policy violations reported so far in this test; a test that expects one empties it. */
    violations: string[];
  };
  beforeAll(async () => {
    state.baseUrl = inject('baseUrl');
    state.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  });
  beforeEach(async () => {
    state.context = await state.browser.newContext({
      viewport: PHONE,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      baseURL: state.baseUrl,
    });
    // The app must run under its own Content-Security-Policy. Chromium reports most violations on
    // the console, but not a refused eval that the page's script catches: the page's own
    // `securitypolicyviolation` event names every one.
    await state.context.addInitScript({ content: REPORT_VIOLATIONS });
    state.page = await state.context.newPage();
    state.violations = [];
    state.context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) state.violations.push(message.text());
    });
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      mkdirSync('failures', { recursive: true });
      const name = test.task.name.replace(/[^a-z0-9]+/gi, '-');
      // Every page the test had open: a journey may fail in another browser than the first.
      const pages = state.browser.contexts().flatMap((context) => context.pages());
      for (const [index, page] of pages.entries())
        await page.screenshot({ path: `failures/${name}${index ? `-${index}` : ''}.png`, fullPage: true });
    }
    const unstyled = test.task.result?.state === 'fail' ? [] : await unstyledMantineClasses(state.page);
    await state.context.close();
    if (unstyled.length > 0)
      throw new Error(`Mantine components without their stylesheet on the page: ${unstyled.join(', ')}`);
    if (state.violations.length > 0)
      throw new Error(`The page broke its own CSP:\n${state.violations.join('\n')}`);
  });
  afterAll(async () => {
    await state.browser.close();
  });
  return state;
}

/**
 * Mantine's classes (m_ and eight hex digits) on the page that no loaded stylesheet styles: a
 * component whose CSS file the app does not import (web/src/app/styles.ts and the features'
 * styles.ts import Mantine's per component), drawn unstyled or out of place.
 */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]')))
      for (const name of Array.from(element.classList)) if (/^m_[0-9a-f]{8}$/.test(name)) used.add(name);
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules).map((rule) => rule.cssText))
      .join('\n');
    return [...used].filter((name) => !css.includes(`.${name}`));
  });
}

/**
 * A full-page (or one element's) screenshot into the folder E2E_SCREENSHOTS names, for a closing note or a review;
 * nothing when it is not set.
 */
export async function snap(what: Page | Locator, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const path = `${folder}/${name}.png`;
  await ('goto' in what ? what.screenshot({ path, fullPage: true }) : what.screenshot({ path }));
}

/** Another browser of the same Chromium, fresh (no cookies, no storage), at the given size. */
export async function newPage(
  state: ReturnType<typeof useBrowser>,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await state.browser.newContext({
    viewport,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    baseURL: state.baseUrl,
  });
  return { context, page: await context.newPage() };
}

/** A desktop browser of its own, logged in at the staff login. */
export async function staffBrowser(
  state: ReturnType<typeof useBrowser>,
  nip: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const staff = await newPage(state, DESKTOP);
  await staff.page.goto('/admin/login');
  await staff.page.getByLabel('NIP').fill(nip);
  await staff.page.getByLabel('Password').fill('demo1234');
  await staff.page.getByRole('button', { name: 'Masuk' }).click();
  await staff.page.waitForURL((url) => url.pathname.startsWith('/admin/proposal'));
  return staff;
}

/** No serious axe finding, and no Mantine component drawn without its stylesheet (for pages in a browser of their own). */
export async function noAxeFindings(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  expect(describeAxeFindings(where, await axeViolations(page))).toEqual([]);
  expect(await unstyledMantineClasses(page)).toEqual([]);
}

export async function logIn(page: Page, nip: string, password = 'demo1234') {
  await page.goto('/login');
  // The prerendered form's submit is disabled until React has it; in the dark theme React draws
  // the form afresh, which would drop values typed into the prerendered inputs.
  await page.waitForFunction(() => {
    const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
    return submit !== null && !submit.disabled;
  });
  await page.getByLabel('NIP').fill(nip);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules the standards name: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One rule a page breaks, with the elements that break it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  elements: string[];
}

/**
 * Runs axe-core's WCAG 2.2 A/AA rules on the page as it is now and answers its serious and
 * critical violations (the standards allow none). axe is evaluated through the DevTools protocol,
 * which the page's Content-Security-Policy does not govern, so the policy stays as the app sets it.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      elements: violation.nodes.map(
        (node) => `${node.target.join(' ')} ${node.any.map((check) => check.message).join('; ')}`,
      ),
    }));
  }, AXE_TAGS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** The findings as lines a failing test prints: page, rule, impact, then the first elements. */
export function describeAxeFindings(where: string, findings: readonly AxeFinding[]): string[] {
  return findings.map((finding) => {
    const shown = finding.elements.slice(0, 5).map((element) => `    ${element}`);
    const more = finding.elements.length - shown.length;
    if (more > 0) shown.push(`    and ${more} more`);
    return `${where}: ${finding.rule} (${finding.impact}) ${finding.help}\n${shown.join('\n')}`;
  });
}
