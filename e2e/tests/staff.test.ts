import { describe, expect, it } from 'vitest';
import { logIn, noAxeFindings, snap, staffBrowser, useBrowser } from '../browser.ts';
import { openApplicationTiles } from '../member-data.ts';
import { applyForSantunanDhuafa, choose, type Recipient } from '../wizard.ts';

const browser = useBrowser();

const MARYAM: Recipient = {
  fullName: 'Maryam Ulfa',
  whatsappNumber: '6285712349901',
  nomorKK: '3205010101800077',
  child: 'Yusuf Ulfa',
};

describe('the programme preview (issue 36 item 7)', () => {
  it("draws a programme's form in a 360 px frame as an applicant sees it, saving nothing", async () => {
    const admin = await staffBrowser(browser, 'ARN101-10009');
    await admin.page.goto('/admin/program');
    await admin.page.getByRole('button', { name: 'Rincian Santunan Dhuafa' }).click();
    await admin.page.getByRole('link', { name: 'Pratinjau formulir di ponsel' }).click();
    await admin.page.waitForURL((url) => /^\/admin\/program\/10\/pratinjau$/.test(url.pathname));
    const frame = admin.page.frameLocator('iframe[title="Pratinjau formulir di ponsel 360 px"]');
    await expect
      .poll(() => frame.getByRole('heading', { name: 'Data Penerima Bantuan', level: 2 }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await frame.getByRole('progressbar').getAttribute('aria-label')).toBe('Langkah 1 dari 13');
    expect(await frame.locator('html').evaluate((html) => html.clientWidth)).toBeLessThanOrEqual(360);
    expect(await frame.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(360);
    await noAxeFindings(admin.page, 'light /admin/program/{id}/pratinjau');
    await snap(admin.page, '36-3-preview-1366');
    const drafts = await admin.page.request.get('/api/temporaryproposal');
    expect(drafts.status()).toBe(200);
    expect(JSON.stringify(await drafts.json())).not.toContain('"idProgram":10');
    await admin.context.close();
  });
});

describe('the staff desk (issue 34)', () => {
  it('a member without an administrator record is refused at the staff login', async () => {
    const { page } = browser;
    await page.goto('/admin/login');
    await page.getByLabel('NIP').fill('ARN101-10001');
    await page.getByLabel('Password').fill('demo1234');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect.poll(() => page.getByText('User tidak terdaftar sebagai admin').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('grant a role, decide, send back; the member corrects the family at 360 px; staff see the change and move it on', async () => {
    const { page: member } = browser;

    // The super admin gives the demo lead verifier the lead-verifier role in Santunan Dhuafa (10).
    const admin = await staffBrowser(browser, 'ARN101-10009');
    await admin.page.goto('/admin/administrator');
    await admin.page.getByLabel('Cari staf').fill('Hasan');
    await admin.page.getByRole('link', { name: 'Hasan Basri' }).click();
    await choose(admin.page, 'Program', 'Santunan Dhuafa');
    await choose(admin.page, 'Peran', 'Lead Verifikator');
    await admin.page.getByRole('button', { name: 'Tambah peran' }).click();
    await expect
      .poll(() => admin.page.getByRole('row').filter({ hasText: 'Santunan Dhuafa' }).count())
      .toBeGreaterThan(0);
    await admin.context.close();

    // A member applies to programme 10 on a phone.
    await logIn(member, 'ARN101-10006');
    await member.waitForURL((url) => url.pathname === '/');
    await openApplicationTiles(member, '3273011705900006');
    await applyForSantunanDhuafa(member, MARYAM, '6281234599901');

    // The lead verifier finds it on the desk by programme and recipient name, and sends it back.
    // From the programme catalogue, through the programme's proposals count, to the desk filtered.
    const staff = await staffBrowser(browser, 'ARN101-10004');
    await staff.page
      .getByRole('navigation', { name: 'Menu staf' })
      .getByRole('link', { name: 'Program' })
      .click();
    const programme = staff.page.getByRole('row').filter({ hasText: 'Santunan Dhuafa' });
    await expect.poll(() => programme.getByText('Lead Verifikator').isVisible()).toBe(true);
    await noAxeFindings(staff.page, 'light /admin/program');
    await programme.getByRole('link', { name: /pengajuan Santunan Dhuafa$/ }).click();
    await staff.page.waitForURL(
      (url) => url.pathname === '/admin/proposal' && url.searchParams.has('program'),
    );
    await staff.page.getByLabel('Nama penerima').fill('Maryam');
    await expect.poll(() => new URL(staff.page.url()).searchParams.get('referenceName')).toBe('Maryam');
    const desk = staff.page.getByRole('table', { name: 'Daftar pengajuan' });
    await expect.poll(() => desk.getByText('Maryam Ulfa').isVisible(), { timeout: 15_000 }).toBe(true);
    await noAxeFindings(staff.page, 'light /admin/proposal');
    await desk.getByRole('link').first().click();
    await expect
      .poll(() => staff.page.getByRole('heading', { name: /^Pengajuan #\d+$/ }).isVisible())
      .toBe(true);
    const detailUrl = staff.page.url();
    await noAxeFindings(staff.page, 'light /admin/proposal/{id}');

    // The lead verifier registers a new field verifier for it, with the spec's toasts (issue 35).
    await staff.page.getByRole('button', { name: 'Tambah verifikator' }).click();
    const addVerifier = staff.page.getByRole('dialog', { name: 'Tambah verifikator lapangan' });
    await addVerifier.getByText('Orang baru').click();
    await addVerifier.getByRole('textbox', { name: /Nama lengkap/ }).fill('Rahmat Hidayat');
    await addVerifier.getByRole('textbox', { name: /Nomor WhatsApp/ }).fill('6281234599977');
    await addVerifier.getByRole('combobox', { name: /Jenis kelamin/ }).click();
    await staff.page.getByRole('option', { name: 'Laki-laki', exact: true }).click();
    await noAxeFindings(staff.page, 'light add-verifier dialog');
    await addVerifier.getByRole('button', { name: 'Simpan dan tambahkan' }).click();
    await expect
      .poll(() => staff.page.getByText(/^Verifikator berhasil di tambahkan ke proposal\d+$/).isVisible())
      .toBe(true);
    const verifiersPanel = staff.page.getByRole('region', { name: 'Verifikator lapangan' });
    await expect.poll(() => verifiersPanel.getByText('Rahmat Hidayat').isVisible()).toBe(true);

    const sendBack = staff.page.getByRole('region', { name: 'Kembalikan untuk perbaikan' });
    await sendBack.getByRole('checkbox', { name: 'Data Keluarga' }).check();
    await sendBack.getByLabel('Catatan untuk Data Keluarga').fill('Anak kedua belum dicatat');
    await sendBack.getByRole('button', { name: 'Kembalikan ke pemohon' }).click();
    await expect
      .poll(() => staff.page.getByText('Dikembalikan untuk perbaikan').first().isVisible())
      .toBe(true);

    // The member sees it on home and corrects the family, at 360 px.
    await member.goto('/');
    const mine = member.getByRole('region', { name: 'Pengajuan Saya' });
    await mine.getByRole('link', { name: 'Perbaiki pengajuan' }).first().click();
    await expect.poll(() => member.getByText('Anak kedua belum dicatat').isVisible()).toBe(true);
    await member.getByRole('button', { name: 'Tambah anggota keluarga' }).click();
    const drawer = member.getByRole('dialog', { name: 'Tambah anggota keluarga' });
    await drawer.getByLabel('Nama lengkap').fill('Aisyah Ulfa');
    await choose(member, 'Hubungan keluarga', 'Anak');
    await choose(member, 'Jenis kelamin', 'Perempuan');
    await choose(member, 'Status pekerjaan', 'Pelajar');
    await choose(member, 'Kelas', 'Kelas 8');
    await member
      .getByRole('radiogroup', { name: 'Tinggal serumah' })
      .getByRole('radio', { name: 'Ya' })
      .check();
    await choose(member, 'Status tanggungan', 'Tertanggung');
    await choose(member, 'Jenis tanggungan', 'Nafkah');
    await drawer.getByRole('button', { name: 'Simpan anggota keluarga' }).click();
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await member.getByRole('button', { name: 'Simpan Data' }).click();
    await member.getByRole('button', { name: 'Kirim Perbaikan' }).click();
    await member.waitForURL((url) => /^\/proposal\/\d+$/.test(url.pathname));
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Staff see what changed, and move it to field verification with a verification number.
    await staff.page.goto(detailUrl);
    const revisions = staff.page.getByRole('region', { name: 'Perbaikan pengajuan' });
    await expect
      .poll(() =>
        revisions.getByLabel('Data Keluarga sesudah perbaikan').getByText('Aisyah Ulfa').isVisible(),
      )
      .toBe(true);
    expect(
      await revisions.getByLabel('Data Keluarga sebelum perbaikan').getByText('Aisyah Ulfa').count(),
    ).toBe(0);
    await choose(staff.page, 'Status baru', '5 - Verifikasi lapangan');
    await staff.page.getByLabel('Nomor verifikasi').fill('VL-10-0001');
    await staff.page.getByRole('button', { name: 'Simpan status' }).click();
    await expect.poll(() => staff.page.getByText('Status disimpan').isVisible()).toBe(true);
    await staff.context.close();

    // The member's home shows the new status.
    await member.goto('/');
    await expect
      .poll(() => mine.getByText('Verifikasi lapangan').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});
