import { mkdirSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1366, height: 800 };

/**
 * One Chromium per test file and a fresh context (no cookies, no storage) per test, at phone
 * size unless a test asks otherwise. A failing test leaves a screenshot in e2e/failures/.
 */
export function useBrowser() {
  const state = {} as { browser: Browser; context: BrowserContext; page: Page; baseUrl: string };
  beforeAll(async () => {
    state.baseUrl = inject('baseUrl');
    state.browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  beforeEach(async () => {
    state.context = await state.browser.newContext({
      viewport: PHONE,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      baseURL: state.baseUrl,
    });
    state.page = await state.context.newPage();
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail') {
      mkdirSync('failures', { recursive: true });
      await state.page.screenshot({
        path: `failures/${test.task.name.replace(/[^a-z0-9]+/gi, '-')}.png`,
        fullPage: true,
      });
    }
    await state.context.close();
  });
  afterAll(async () => {
    await state.browser.close();
  });
  return state;
}

export async function logIn(page: Page, nip: string, password = 'demo1234') {
  await page.goto('/login');
  await page.getByLabel('NIP').fill(nip);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}
