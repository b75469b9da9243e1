// The first super admin (decision 0031): `npm start` on a fresh database, without the demo, prints a
// one-time link; a phone opens it, creates the account, logs in with it, and the link is dead after.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../browser.ts';

const browser = useBrowser();

const PORT = 3000 + 100 + Math.floor(Math.random() * 800) + 1;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'amal-e2e-setup-'));
let server: ChildProcess;
let link: string;

/** The built server as `npm start` runs it (production, no SEED_DEMO), on an empty data directory. */
beforeAll(async () => {
  const { SEED_DEMO: _, ...env } = process.env;
  server = spawn(process.execPath, [fileURLToPath(new URL('../../server/dist/main.js', import.meta.url))], {
    env: {
      ...env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PUBLIC_URL: '',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  link = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('No setup link on standard output within 90 s')), 90_000);
    server.once('exit', (code) => reject(new Error(`The server exited with code ${code}`)));
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const found = /^Amal: no administrator yet\. Open (\S+) to create the first super admin/.exec(line);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
  });
});

afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a fresh install without the demo', () => {
  it('has no demo super admin', async () => {
    const res = await browser.page.request.post(`${base}/api/login/member`, {
      data: { username: 'ARN101-10009', password: 'demo1234', isAdmin: true },
    });
    expect(res.status()).toBe(401);
  });

  it('prints a link that creates the first super admin once, who then logs in', async () => {
    const { page } = browser;
    const url = new URL(link);
    expect(`${url.origin}`).toBe(`http://localhost:${PORT}`);
    expect(url.pathname).toMatch(/^\/setup\/[A-Za-z0-9_-]{43}$/);
    const setupPage = `${base}${url.pathname}`;

    await page.goto(setupPage);
    await page.getByRole('heading', { name: 'Buat Super Admin Pertama' }).waitFor();
    // The contract's rules before anything is sent.
    await page.getByLabel(/^Password/).fill('pendek');
    await page.getByLabel(/^Ulangi password/).fill('lain');
    await page.getByRole('button', { name: 'Buat akun' }).click();
    await expect.poll(() => page.getByText('Password minimal 8 karakter').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Password tidak sama').isVisible()).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    await page.getByLabel(/^Nama lengkap/).fill('Aisyah Rahmawati');
    await page.getByLabel(/^NIP/).fill('ART777-12345');
    await page.getByLabel(/^Nomor WhatsApp/).fill('6281277712345');
    await page.getByLabel(/^Password/).fill('kunci-yayasan-2026');
    await page.getByLabel(/^Ulangi password/).fill('kunci-yayasan-2026');
    await page.getByRole('button', { name: 'Buat akun' }).click();
    await page.getByRole('heading', { name: 'Akun super admin dibuat' }).waitFor();

    await page.getByRole('link', { name: 'Masuk' }).click();
    await page.waitForURL('**/login**');
    await page.getByLabel('NIP').fill('ART777-12345');
    await page.getByLabel('Password').fill('kunci-yayasan-2026');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect.poll(() => page.getByRole('heading', { name: /Aisyah Rahmawati/ }).isVisible()).toBe(true);
    // Staff: the login's admin check passes, and the account is super admin of the first programme.
    const admin = await page.request.post(`${base}/api/login/member`, {
      data: { username: 'ART777-12345', password: 'kunci-yayasan-2026', isAdmin: true },
    });
    expect(admin.status()).toBe(200);
    const roles = await page.request.get(`${base}/api/administrator/roles/1`);
    expect(JSON.stringify(await roles.json())).toMatch(/"idRole":9/);

    // Used once: the page says so, and the API too.
    await page.goto(setupPage);
    await page.getByRole('heading', { name: 'Tautan ini sudah tidak berlaku' }).waitFor();
    expect(await page.getByText('server mencetak tautan baru').isVisible()).toBe(true);
    expect((await page.request.get(`${base}/api/setup${url.pathname.slice('/setup'.length)}`)).status()).toBe(
      404,
    );
  });
});
