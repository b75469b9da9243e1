// Google sign-in, the web half (issue 39 items 1–4): "Masuk dengan Google" through a real OpenID
// Connect provider's login page, a non-member's profile completion, and a failure's modal.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, noAxeFindings, PHONE, snap, useBrowser } from '../browser.ts';
import { freePort, startGoogleApp, startOidcProvider, UNVERIFIED_PREFIX } from '../oidc.ts';

const browser = useBrowser();
let app: { baseUrl: string; close: () => Promise<void> };
let provider: { issuer: string; close: () => Promise<void> };
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider(`http://127.0.0.1:${port}/api/auth/google/callback`);
  app = await startGoogleApp(port, provider.issuer);
}, 120_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await app?.close();
  await provider?.close();
});

/** A fresh browser on the Google-configured app. */
async function openApp(viewport = PHONE): Promise<Page> {
  const context = await browser.browser.newContext({
    viewport,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    baseURL: app.baseUrl,
  });
  contexts.push(context);
  return context.newPage();
}

/** From Amal's login page through the provider's login and consent pages, as `login`. */
async function signInWithGoogle(page: Page, login: string) {
  await page.getByRole('link', { name: 'Masuk dengan Google' }).click();
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('apa-saja');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

describe('Masuk dengan Google', () => {
  it('signs a new Google account in, completes its profile on /profile/update and lands home', async () => {
    const page = await openApp();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Masuk dengan Google' }).waitFor();
    await noAxeFindings(page, '/login');
    await snap(page, 'google-login-360');

    await signInWithGoogle(page, 'warga.baru@example.org');
    await page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === '/profile/update');
    const name = page.getByLabel('Nama lengkap');
    await name.waitFor();
    expect(await name.inputValue()).toBe('Warga Baru');
    // The member pages wait until the profile is complete.
    await page.goto('/proposal');
    await page.waitForURL('**/profile/update');
    await page.getByLabel('Nama lengkap').waitFor();
    await noAxeFindings(page, '/profile/update');
    await snap(page, 'google-profile-update-360');

    // The contract's WhatsApp rule, before anything is sent.
    await page.getByLabel('Nomor WhatsApp').fill('0812 3456');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect
      .poll(() => page.getByText('Format: Nomor 628900000 (hanya nomor tanpa spasi)').isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Jenis kelamin wajib diisi').isVisible()).toBe(true);
    await noAxeFindings(page, '/profile/update with messages');

    await page.getByLabel('Nama lengkap').fill('Warga Baru Sejahtera');
    await page.getByLabel('Nomor WhatsApp').fill('6281377001122');
    await page.getByRole('radio', { name: 'Perempuan' }).check();
    await page.getByLabel('Tanggal lahir').fill('1994-03-02');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: /Warga Baru Sejahtera/ }).waitFor();
    await page.getByRole('heading', { name: 'Pengajuan Saya' }).waitFor({ timeout: 15_000 });
    await noAxeFindings(page, 'home after the profile');

    // Complete now: the member pages open.
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profil', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('shows "Login Google gagal" with the server’s message when the sign-in fails', async () => {
    const page = await openApp();
    await page.goto('/login');
    await signInWithGoogle(page, `${UNVERIFIED_PREFIX}warga@example.org`);
    const dialog = page.getByRole('dialog', { name: 'Login Google gagal' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Email akun Google belum terverifikasi');
    // The message leaves the address once shown.
    await expect.poll(() => new URL(page.url()).searchParams.has('googleError')).toBe(false);
    await noAxeFindings(page, '/login with "Login Google gagal"');
    await snap(page, 'google-error-360');
    await page.getByRole('button', { name: 'Tutup' }).last().click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('looks right at desktop width', async () => {
    const page = await openApp(DESKTOP);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Masuk dengan Google' }).waitFor();
    await snap(page, 'google-login-1366');
    await signInWithGoogle(page, 'warga.desktop@example.org');
    await page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === '/profile/update');
    await page.getByLabel('Nama lengkap').waitFor();
    await noAxeFindings(page, '/profile/update at 1366 px');
    await snap(page, 'google-profile-update-1366');
  });

  it('asks for the staff sign-in from the staff login', async () => {
    const page = await openApp(DESKTOP);
    await page.goto('/admin/login');
    const link = page.getByRole('link', { name: 'Masuk dengan Google' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/api/auth/google/login?admin=1');
    await noAxeFindings(page, '/admin/login');
  });
});
