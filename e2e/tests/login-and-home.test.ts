import { describe, expect, it } from 'vitest';
import { DESKTOP, logIn, useBrowser } from '../browser.ts';
import { pngFile } from '../fixtures.ts';

const browser = useBrowser();

describe('a visitor', () => {
  it('sees the welcome screen with the "Masuk" button, which leads to the login page', async () => {
    const { page } = browser;
    await page.goto('/');
    await expect.poll(() => page.getByRole('link', { name: 'Masuk' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Masuk' }).click();
    await page.waitForURL('**/login**');
    await expect.poll(() => page.getByLabel('NIP').isVisible()).toBe(true);
  });

  it("gets the welcome text, with the foundation's name, before any script has run, and the page taken over as it is (decision 0029)", async () => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Selamat datang di Amal' });
    await heading.waitFor();
    const { foundationName } = (await (await page.request.get('/api/config')).json()) as {
      foundationName: string;
    };
    expect(await page.getByText('Amal adalah program bantuan sosial').textContent()).toContain(
      `bantuan sosial dari ${foundationName} untuk semua`,
    );
    await heading.evaluate((element) => Object.assign(element, { prerenderedNode: true }));
    release();
    // The carousel comes only once the app runs the page.
    await page.getByRole('button', { name: 'Gambar berikutnya' }).waitFor();
    expect(await heading.evaluate((element) => 'prerenderedNode' in element)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('gets the spec messages when the login form is empty or the password is short', async () => {
    const { page } = browser;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect.poll(() => page.getByText('Masukan NIP').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Wajib memasukan password').isVisible()).toBe(true);
    await page.getByLabel('Password').fill('abc');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect.poll(() => page.getByText('Password minimal 4 karakter').isVisible()).toBe(true);
  });

  it("keeps the prerendered login fields as they are once the page runs: Mantine's useId is the build's (decision 0019)", async () => {
    const { page } = browser;
    const response = await page.goto('/login');
    const prerendered = /<input[^>]*\bid="([^"]+)"/.exec((await response?.text()) ?? '')?.[1];
    expect(prerendered).toMatch(/^mantine-/);
    await expect.poll(() => page.getByRole('button', { name: 'Masuk' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('NIP').getAttribute('id')).toBe(prerendered);
  });

  it('with a wrong password sees a clear error and stays on the login page', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10003', 'salah-sekali');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('NIP atau password salah');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('a member', () => {
  it('with complete data (ARN101-10001) sees the three tiles enabled', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10001');
    const apply = page.getByRole('link', { name: /Ajukan Bantuan/ });
    await expect.poll(() => apply.isVisible()).toBe(true);
    expect(await apply.getAttribute('aria-disabled')).not.toBe('true');
    expect(await apply.getAttribute('href')).toBe('/pengajuan-bantuan');
    const ongoing = page.getByRole('link', { name: /Pengajuan Berjalan/ });
    expect(await ongoing.getAttribute('aria-disabled')).not.toBe('true');
    expect(await ongoing.getAttribute('href')).toBe('/proposal');
    expect(await page.getByRole('link', { name: /Hubungi Admin/ }).getAttribute('href')).toMatch(/^https?:/);
  });

  it('opening / gets the greeting and both lists in the page itself: no request for them', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10001');
    await expect.poll(() => page.getByRole('heading', { name: 'Pengajuan Saya' }).isVisible()).toBe(true);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    // What the page shows before any script runs, and what it shows once they have.
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/alaikum, (<!-- -->)?Ahmad Fauzi<\/h1>/);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { name: 'Bantuan untuk saya' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe("Assalamu'alaikum, Ahmad Fauzi");
    expect(asked).toEqual([]);
  });

  it('without a bank account (ART101-10002): the locked tile leads to adding what it lacks, then the tiles open', async () => {
    const { page } = browser;
    await logIn(page, 'ART101-10002');
    const apply = page.getByRole('link', { name: /Ajukan Bantuan/ });
    await expect.poll(() => apply.getAttribute('data-locked')).toBe('true');
    expect(await page.getByRole('link', { name: /Pengajuan Berjalan/ }).getAttribute('data-locked')).toBe(
      'true',
    );
    expect(await page.getByRole('link', { name: /Hubungi Admin/ }).getAttribute('data-locked')).toBeNull();

    await apply.click();
    await page.waitForURL((url) => url.pathname === '/profile/lengkapi');
    await page.getByRole('combobox', { name: 'Bank', exact: true }).fill('mandiri');
    await page.getByRole('option', { name: 'Bank Mandiri', exact: true }).click();
    await page.getByLabel('Nama pemilik rekening').fill('Siti Aminah');
    await page.getByLabel('Nomor rekening').fill('1320098765432');
    await page.getByRole('button', { name: 'Simpan rekening' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Simpan perubahan' }).isVisible()).toBe(true);

    await page.getByRole('textbox', { name: 'Nomor KTP' }).fill('3273014101900002');
    await page.getByRole('button', { name: 'Simpan nomor KTP' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Simpan nomor KTP' }).count()).toBe(0);

    for (const [name, file] of [
      ['KTP', 'ktp.png'],
      ['Kartu Keluarga (KK)', 'kk.png'],
    ] as const) {
      const slot = page.getByRole('region', { name, exact: true });
      await slot.locator('input[type=file]').first().setInputFiles(pngFile(file));
      await expect.poll(() => slot.getByRole('listitem').count()).toBe(1);
    }
    await expect.poll(() => page.getByText('Data Anda sudah lengkap').isVisible()).toBe(true);

    await page.goto('/');
    await expect
      .poll(() => page.getByRole('link', { name: /Ajukan Bantuan/ }).getAttribute('href'))
      .toBe('/pengajuan-bantuan');
    expect(await page.getByRole('link', { name: /Ajukan Bantuan/ }).getAttribute('data-locked')).toBeNull();
  });

  it('returns to the page in prev after logging in', async () => {
    const { page } = browser;
    await page.goto('/login?prev=/profile');
    await page.getByLabel('NIP').fill('ARN101-10001');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL('**/profile');
    await expect.poll(() => page.getByText('ARN101-10001').first().isVisible()).toBe(true);
  });

  it('logs out to /login?prev=/ and the session is gone', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10001');
    await expect.poll(() => page.getByRole('link', { name: /Ajukan Bantuan/ }).isVisible()).toBe(true);
    await page.getByRole('button', { name: /Akun|Menu pengguna/ }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.waitForURL('**/login**');
    expect(new URL(page.url()).searchParams.get('prev')).toBe('/');
    const status = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(status).toBe(401);
  });

  it('home at 360 px wide has no horizontal scroll; at desktop width neither', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10001');
    await expect.poll(() => page.getByRole('link', { name: /Ajukan Bantuan/ }).isVisible()).toBe(true);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.setViewportSize(DESKTOP);
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
