import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, useBrowser } from '../browser.ts';
import { bigPdfFile, pdfFile, pngFile } from '../fixtures.ts';

const browser = useBrowser();

// Proposal 6 of the demo applicant (Peduli Pengurus) lacks documents: "Lengkapi pengajuan" leads here.
const UPDATE_PAGE = '/update-proposal/6';

async function openUpdatePage(page: Page) {
  await logIn(page, 'ARN101-10001');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(UPDATE_PAGE);
  await expect.poll(() => page.getByRole('heading', { name: 'Lengkapi pengajuan' }).isVisible()).toBe(true);
}

const slot = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function upload(page: Page, slotName: string, file: ReturnType<typeof pngFile>) {
  await slot(page, slotName).locator('input[type=file]').first().setInputFiles(file);
}

describe('documents of a proposal, on a phone', () => {
  it('uploads a PDF and an image and previews both', async () => {
    const { page } = browser;
    await openUpdatePage(page);

    await upload(page, 'Surat Keterangan Tidak Mampu (SKTM)', pdfFile('sktm.pdf'));
    await expect.poll(() => page.getByText('Dokumen berhasil di unggah').first().isVisible()).toBe(true);
    const sktm = slot(page, 'Surat Keterangan Tidak Mampu (SKTM)').getByRole('listitem');
    await expect.poll(() => sktm.count()).toBe(1);
    expect(await sktm.textContent()).toContain('Belum diperiksa');

    await upload(page, 'Foto Rumah/Tempat Tinggal', pngFile('rumah.png'));
    const photo = slot(page, 'Foto Rumah/Tempat Tinggal').getByRole('listitem');
    await expect.poll(() => photo.count()).toBe(1);

    await sktm.getByRole('button', { name: 'Lihat' }).click();
    const pdfPreview = page.getByRole('dialog');
    await expect.poll(() => pdfPreview.getByLabel('Halaman 1').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await pdfPreview.getByRole('link', { name: /Unduh/ }).getAttribute('href')).toMatch(
      /^\/api\/document/,
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => pdfPreview.isVisible()).toBe(false);

    await photo.getByRole('button', { name: 'Lihat' }).click();
    const image = page.getByRole('dialog').locator('img[src^="/api/document/"]');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(16);
  });

  it('refuses a 6 MB PDF before uploading it, with the size message', async () => {
    const { page } = browser;
    await openUpdatePage(page);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/document/type')) uploads.push(request.url());
    });
    await upload(page, 'Surat Pengantar RT/RW', bigPdfFile('besar.pdf', 6));
    await expect.poll(() => page.getByText('Ukuran dokumen harus kurang dari 5 MB').isVisible()).toBe(true);
    expect(await page.getByText('Upload gagal').first().isVisible()).toBe(true);
    expect(uploads).toEqual([]);
  });

  it('shows a comment posted in one browser in another without reloading', async () => {
    const { page, browser: chromium } = browser;
    await openUpdatePage(page);
    await upload(page, 'Surat Pernyataan Kebenaran Data', pdfFile('pernyataan.pdf'));
    const version = slot(page, 'Surat Pernyataan Kebenaran Data').getByRole('listitem');
    await expect.poll(() => version.count()).toBe(1);

    const other = await chromium.newContext({
      viewport: { width: 1366, height: 800 },
      baseURL: browser.baseUrl,
    });
    try {
      const second = await other.newPage();
      await openUpdatePage(second);
      await slot(second, 'Surat Pernyataan Kebenaran Data')
        .getByRole('listitem')
        .getByRole('button', { name: 'Komentar' })
        .click();
      const secondThread = second.getByRole('dialog');
      await expect.poll(() => secondThread.getByLabel('Tulis komentar').isVisible()).toBe(true);

      await version.getByRole('button', { name: 'Komentar' }).click();
      const message = `Mohon dicek <b>ulang</b> ${Date.now()}`;
      await page.getByRole('dialog').getByLabel('Tulis komentar').fill(message);
      await page.getByRole('dialog').getByRole('button', { name: 'Kirim' }).click();

      // Arrives live in the other browser, as text (the <b> is not markup).
      await expect.poll(() => secondThread.getByText(message).isVisible(), { timeout: 5_000 }).toBe(true);
      expect(await secondThread.locator('b').count()).toBe(0);
      await expect.poll(() => page.getByRole('dialog').getByText(message).count()).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('a proposal whose documents are complete', () => {
  it('still leads from its detail page to its documents and their comments (issue 32 item 4)', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10001');
    await page.waitForURL((url) => url.pathname === '/');
    // Proposal 2 of the demo applicant (programme 1) has every document.
    await page.goto('/proposal/2');
    await expect
      .poll(() => page.getByText('Dokumen lengkap').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByRole('link', { name: 'Dokumen dan komentar' }).click();
    await page.waitForURL((url) => url.pathname === '/update-proposal/2');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dokumen dan komentar', level: 1 }).isVisible())
      .toBe(true);
    // A version not yet accepted can still be replaced.
    await expect.poll(() => page.getByRole('button', { name: 'Ganti' }).count()).toBeGreaterThan(0);
    const first = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Komentar' }) })
      .first();
    await first.getByRole('button', { name: 'Komentar' }).click();
    await expect.poll(() => page.getByRole('dialog').getByLabel('Tulis komentar').isVisible()).toBe(true);
  });
});
