import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, DESKTOP, describeAxeFindings, logIn, useBrowser } from '../browser.ts';

/** A tablet, where staff pages must stay usable. */
const TABLET = { width: 768, height: 1024 };

const browser = useBrowser();

/** Where Mantine's colour-scheme manager keeps the theme toggle's choice (components/theme-toggle.tsx). */
const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

type Scheme = 'light' | 'dark';

/** The member's pages, each with what shows once it has drawn what it loads. */
const MEMBER_PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  { path: '/', ready: (page) => page.getByRole('link', { name: /Ajukan Bantuan/ }).waitFor() },
  { path: '/pengajuan-bantuan', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    path: '/pengajuan-bantuan/3?section=1',
    ready: (page) => page.getByRole('button', { name: 'Simpan Data' }).waitFor(),
  },
  {
    path: '/proposal',
    ready: (page) =>
      page
        .getByRole('link', { name: /Lihat selengkapnya|Lengkapi/ })
        .first()
        .waitFor(),
  },
  { path: '/proposal/1', ready: (page) => page.getByRole('region', { name: 'Riwayat status' }).waitFor() },
  { path: '/proposal/2', ready: (page) => page.getByRole('region', { name: 'Riwayat status' }).waitFor() },
  {
    path: '/update-proposal/1',
    ready: (page) => page.getByRole('button', { name: 'Lihat' }).first().waitFor(),
  },
  {
    path: '/update-proposal/2',
    ready: (page) => page.getByRole('button', { name: 'Lihat' }).first().waitFor(),
  },
  { path: '/profile', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  {
    path: '/verifikasi',
    ready: (page) => page.getByText('Belum ada proposal yang ditugaskan kepada Anda').waitFor(),
  },
];

/** The page in the given theme: as the phone's setting asks, and as the theme toggle stores it. */
async function useScheme(page: Page, scheme: Scheme) {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await page
    .context()
    .addInitScript(
      ([key, value]) => window.localStorage.setItem(key as string, value as string),
      [COLOR_SCHEME_KEY, scheme],
    );
}

/** axe on the page once it is drawn and its transitions are over. */
async function check(page: Page, scheme: Scheme, path: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return describeAxeFindings(`${scheme} ${path}`, await axeViolations(page));
}

describe.each<Scheme>(['light', 'dark'])(
  "axe-core's WCAG 2.2 A/AA rules in the %s theme, at 360 px",
  (scheme) => {
    it('find no serious or critical violation on the login page or any page of member ARN101-10001', async () => {
      const { page } = browser;
      await useScheme(page, scheme);
      const findings: string[] = [];

      await page.goto('/');
      await page.getByRole('link', { name: 'Masuk' }).waitFor();
      findings.push(...(await check(page, scheme, '/ (visitor)')));
      await page.goto('/login');
      await page.getByRole('button', { name: 'Masuk' }).waitFor();
      // The stored scheme is applied once the app has taken the prerendered page over.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.mantineColorScheme))
        .toBe(scheme);
      findings.push(...(await check(page, scheme, '/login')));

      await logIn(page, 'ARN101-10001');
      await page.waitForURL((url) => url.pathname === '/');
      for (const { path, ready } of MEMBER_PAGES) {
        await page.goto(path);
        await ready(page);
        findings.push(...(await check(page, scheme, path)));
      }
      expect(findings).toEqual([]);
    });
  },
);

describe.each<Scheme>(['light', 'dark'])(
  "axe-core's WCAG 2.2 A/AA rules in the %s theme, on the field verifier's pages at 360 px",
  (scheme) => {
    it('find no serious or critical violation on the list, the form and its sections', async () => {
      const { page } = browser;
      await useScheme(page, scheme);
      const findings: string[] = [];
      await logIn(page, 'ARN101-10003');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/verifikasi');
      const task = page
        .getByRole('list', { name: 'Proposal yang harus diverifikasi' })
        .getByRole('link')
        .first();
      await task.waitFor();
      findings.push(...(await check(page, scheme, '/verifikasi')));
      await task.click();
      const sections = page.getByRole('navigation', { name: 'Bagian verifikasi' });
      await sections.waitFor();
      findings.push(...(await check(page, scheme, '/verifikasi/{id}/form-verifikasi')));
      const form = new URL(page.url()).pathname;
      for (const section of ['1', '3', 'kunjungan']) {
        await page.goto(`${form}?section=${section}`);
        await page.getByRole('link', { name: 'Semua bagian' }).waitFor();
        await page.getByRole('button', { name: /^Simpan/ }).waitFor();
        findings.push(...(await check(page, scheme, `${form}?section=${section}`)));
      }
      expect(findings).toEqual([]);
    });
  },
);

/** The staff pages (issue 34), each with what shows once it has drawn what it loads. */
const STAFF_PAGES: { path: string; ready: (page: Page) => Promise<unknown> }[] = [
  {
    path: '/admin/proposal',
    ready: (page) => page.getByRole('table', { name: 'Daftar pengajuan' }).waitFor(),
  },
  {
    path: '/admin/proposal/2',
    // The decision, and the assessment panel with its score tables (issue 36).
    ready: async (page) => {
      await page.getByRole('heading', { name: 'Keputusan status' }).waitFor();
      await page.getByRole('table', { name: 'Skor saat ini', exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Bantuan yang diputuskan' }).waitFor();
    },
  },
  {
    path: '/admin/program',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /^Rincian / })
        .first()
        .click();
      await page.getByRole('heading', { name: 'Status dan peran yang boleh menetapkan' }).waitFor();
    },
  },
  { path: '/admin/administrator', ready: (page) => page.getByLabel('Cari staf').waitFor() },
  { path: '/admin/verifikator-lapangan', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/admin/anggota', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
  { path: '/admin/settings', ready: (page) => page.getByRole('heading', { level: 1 }).waitFor() },
];

describe.each<[Scheme, { width: number; height: number }]>([
  ['light', DESKTOP],
  ['dark', DESKTOP],
  ['light', TABLET],
])("axe-core's WCAG 2.2 A/AA rules on the staff pages in the %s theme at %o", (scheme, viewport) => {
  it('find no serious or critical violation on any staff page of the super admin', async () => {
    const { page } = browser;
    await page.setViewportSize(viewport);
    await useScheme(page, scheme);
    await page.goto('/admin/login');
    await page.getByLabel('NIP').fill('ARN101-10009');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin/proposal'));
    const findings: string[] = [];
    for (const { path, ready } of STAFF_PAGES) {
      await page.goto(path);
      await ready(page);
      findings.push(...(await check(page, scheme, path)));
    }
    expect(findings).toEqual([]);
  });
});
