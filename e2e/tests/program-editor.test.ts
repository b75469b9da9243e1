// Issue 36 items 5, 6 and 8: the programme editor in Chromium, as the foundation's super admin uses it.
import { programEditorMessages } from '@amal/contract/program-editor';
import { programStructureMessages } from '@amal/contract/program-structure';
import { describe, expect, it } from 'vitest';
import { noAxeFindings, snap, staffBrowser, useBrowser } from '../browser.ts';

const browser = useBrowser();

const DAY = 86_400_000;
/** A calendar day in Asia/Jakarta, `days` from today. */
const jakartaDay = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

describe('the programme editor (issue 36)', () => {
  it('a super admin creates a programme (a period of quota 1), its status flow and its form, opens it and previews it', async () => {
    const admin = await staffBrowser(browser, 'ARN101-10009');
    const { page } = admin;
    await page.goto('/admin/program');
    await page.getByRole('link', { name: 'Buat program' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/program/create');

    // The spec's messages for what is missing, before anything is sent.
    await page.getByRole('button', { name: 'Buat program' }).click();
    await expect.poll(() => page.getByText(programEditorMessages.nameRequired).isVisible()).toBe(true);
    expect(await page.getByText(programEditorMessages.descriptionRequired).isVisible()).toBe(true);

    await page.getByLabel('Nama program').fill('Bantuan Uji Editor');
    await page.getByLabel('Deskripsi program').fill('Program yang dibuat lewat editor untuk diuji.');
    await page.getByRole('button', { name: 'Tambah periode' }).click();
    await page.getByLabel('Mulai periode 1').fill(jakartaDay(-1));
    await page.getByLabel('Selesai periode 1').fill(jakartaDay(60));
    await page.getByLabel('Kuota periode 1').fill('1');
    await noAxeFindings(page, 'light /admin/program/create');
    await snap(page, '36-5-create-1366');
    await page.getByRole('button', { name: 'Buat program' }).click();
    await page.waitForURL((url) => /^\/admin\/program\/edit\/\d+$/.test(url.pathname));
    await expect.poll(() => page.getByText(programEditorMessages.created).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'Ubah program: Bantuan Uji Editor', level: 1 }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByLabel('Kuota periode 1').inputValue()).toBe('1');

    // The status flow as a table: the last status leaves the flow.
    await page.getByRole('button', { name: 'Hapus Dibatalkan dari alur' }).click();
    await page.getByRole('button', { name: 'Simpan alur status' }).click();
    await expect.poll(() => page.getByText(programEditorMessages.statusesSaved).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Hapus Dibatalkan dari alur' }).count()).toBe(0);

    // A programme without steps stays closed, and says why under the field.
    await page.getByRole('radio', { name: 'Dibuka' }).check();
    await page.getByRole('button', { name: 'Simpan program' }).click();
    await expect.poll(() => page.getByText(programEditorMessages.activeWithoutSteps).isVisible()).toBe(true);

    // Its form: one step with a required question, published as version 2.
    await page.getByLabel('Langkah baru').click();
    await page.getByRole('option', { name: 'Data Penerima Bantuan' }).click();
    await page.getByRole('button', { name: 'Tambah langkah' }).click();
    await page.getByRole('button', { name: /^1\. Data Penerima Bantuan/ }).click();
    const step = page.getByRole('group', { name: 'Langkah Data Penerima Bantuan' });
    await step.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    const question = step.getByRole('group', { name: 'Pertanyaan 1' });
    await question.getByRole('textbox', { name: /^Label/ }).fill('Alasan mengajukan');
    await question.getByRole('textbox', { name: /^Nama kolom/ }).fill('alasanMengajukan');
    await question.getByRole('checkbox', { name: 'Wajib' }).check();
    await page.getByRole('button', { name: 'Simpan formulir' }).click();
    await expect.poll(() => page.getByText(programStructureMessages.saved(2)).isVisible()).toBe(true);

    // With a step it opens to applicants.
    await page.getByRole('button', { name: 'Simpan program' }).click();
    await expect.poll(() => page.getByText(programEditorMessages.saved).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Program dibuka untuk pemohon.').isVisible()).toBe(true);

    // Measured once the toasts have come in: a fading one is lighter than its colour.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await noAxeFindings(page, 'light /admin/program/edit/{id}');
    await snap(page, '36-5-edit-1366');
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await snap(page, '36-5-edit-768');

    // The preview draws the published form as a phone shows it.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('link', { name: 'Pratinjau formulir di ponsel' }).click();
    const frame = page.frameLocator('iframe[title="Pratinjau formulir di ponsel 360 px"]');
    await expect
      .poll(() => frame.getByText('Alasan mengajukan').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await snap(page, '36-7-preview-of-edited-1366');
    await admin.context.close();
  });

  it("another programme's staff is told the programme is not valid", async () => {
    // The demo assessor holds role 8 (assessor) everywhere: not an editor of any programme.
    const assessor = await staffBrowser(browser, 'ART101-10005');
    await assessor.page.goto('/admin/program/edit/10');
    await expect
      .poll(() =>
        assessor.page.getByRole('heading', { name: programEditorMessages.invalidProgram }).isVisible(),
      )
      .toBe(true);
    await assessor.context.close();
  });
});
