// Issue 36 items 5, 6 and 8: the programme editor in Chromium, as the foundation's super admin uses it.

import { INPUT_SOURCE_LABELS } from '@amal/contract/assessment';
import { REQUIRED_PROPERTY_MESSAGE } from '@amal/contract/dynamic-properties';
import { programEditorMessages } from '@amal/contract/program-editor';
import { programStructureMessages } from '@amal/contract/program-structure';
import { describe, expect, it } from 'vitest';
import { openAssessment, recordAssessment } from '../assessment.ts';
import { logIn, newPage, noAxeFindings, PHONE, snap, staffBrowser, useBrowser } from '../browser.ts';
import { openApplicationTiles } from '../member-data.ts';
import { choose, onStep, save, sendProposal } from '../wizard.ts';

const browser = useBrowser();

const DAY = 86_400_000;
const REASON = 'Warung tutup sejak banjir';
/** A calendar day in Asia/Jakarta, `days` from today. */
const jakartaDay = (days: number) =>
  new Date(Date.now() + 7 * 3_600_000 + days * DAY).toISOString().slice(0, 10);

describe('the programme editor (issue 36)', () => {
  it('a super admin makes a programme (quota 1, a status flow, two steps) and previews it; a member applies; the assessor scores it; version 3 leaves the proposal as sent; a second member finds the quota full', async () => {
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

    // Its form: two steps, the first with a required question, published as version 2.
    for (const name of ['Bantuan dari Pihak Lain', 'Pendapatan']) {
      await page.getByLabel('Langkah baru').click();
      await page.getByRole('option', { name }).click();
      await page.getByRole('button', { name: 'Tambah langkah' }).click();
    }
    await page.getByRole('button', { name: /^1\. Bantuan dari Pihak Lain/ }).click();
    const step = page.getByRole('group', { name: 'Langkah Bantuan dari Pihak Lain' });
    await step.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    const question = step.getByRole('group', { name: 'Pertanyaan 1' });
    await question.getByRole('textbox', { name: /^Label/ }).fill('Alasan mengajukan');
    await question.getByRole('textbox', { name: /^Nama kolom/ }).fill('alasanMengajukan');
    await question.getByRole('checkbox', { name: 'Wajib' }).check();
    // A list step's rows are its answer: the editor offers it no question.
    await page.getByRole('button', { name: /^2\. Pendapatan/ }).click();
    const incomes = page.getByRole('group', { name: 'Langkah Pendapatan' });
    expect(await incomes.getByRole('button', { name: 'Tambah pertanyaan' }).count()).toBe(0);
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
    const idProgram = Number(/^\/admin\/program\/(\d+)\/pratinjau$/.exec(new URL(page.url()).pathname)?.[1]);

    // The demo assessor is given the assessor's role in the new programme.
    await page.goto('/admin/administrator');
    await page.getByLabel('Cari staf').fill('Fatimah');
    await page.getByRole('link', { name: 'Fatimah Zahra' }).click();
    await choose(page, 'Program', 'Bantuan Uji Editor');
    await choose(page, 'Peran', 'Assessor');
    await page.getByRole('button', { name: 'Tambah peran' }).click();
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: 'Bantuan Uji Editor' }).count())
      .toBeGreaterThan(0);

    // A member applies on a phone: the required question is asked, the list step follows.
    const { page: member } = browser;
    // Ahmad, whom no other journey makes a recipient: a proposal counts against the six-month rule.
    await logIn(member, 'ARN101-10001');
    await member.waitForURL((url) => url.pathname === '/');
    await openApplicationTiles(member, '3273011705900001');
    await member.goto('/pengajuan-bantuan');
    await member
      .getByRole('listitem')
      .filter({ hasText: 'Bantuan Uji Editor' })
      .getByRole('link', { name: 'Ajukan' })
      .click();
    await onStep(member, 'Bantuan dari Pihak Lain');
    await member.getByRole('button', { name: 'Simpan Data' }).click();
    await expect.poll(() => member.getByText(REQUIRED_PROPERTY_MESSAGE).isVisible()).toBe(true);
    await member.getByLabel('Alasan mengajukan').fill(REASON);
    await save(member, 'Pendapatan');
    await choose(member, 'Jenis pendapatan', 'Upah harian');
    await member.getByLabel('Nominal').fill('800000');
    await save(member, 'Ringkasan Pengajuan');
    await sendProposal(member);

    await page.goto(`/admin/proposal?program=${idProgram}`);
    const desk = page.getByRole('table', { name: 'Daftar pengajuan' });
    await expect.poll(() => desk.getByRole('link').count(), { timeout: 15_000 }).toBe(1);
    await desk.getByRole('link').first().click();
    await page.waitForURL((url) => /^\/admin\/proposal\/\d+$/.test(url.pathname));
    const idProposal = Number(new URL(page.url()).pathname.split('/').pop());

    // The assessor scores it and sees each input with where it came from: the applicant, unverified.
    const assessor = await staffBrowser(browser, 'ART101-10005');
    const { assessment, row } = await openAssessment(assessor.page, idProposal, /Rp\s800\.000/);
    expect(await row(/Pendapatan per bulan/).textContent()).toContain(INPUT_SOURCE_LABELS.applicant);
    // The form has no expenses step: the living cost is said to be not asked, not the applicant's.
    expect(await row(/Biaya hidup per bulan/).textContent()).toContain(INPUT_SOURCE_LABELS.absent);
    await recordAssessment(assessment, 'Pendapatan harian tidak menentu');
    await snap(assessment, '36-1-assessment-of-editor-programme-1366');
    await assessor.context.close();

    // The editor adds a question; the unsaved form is previewed first, and publishing it makes version 3.
    await page.goto(`/admin/program/edit/${idProgram}`);
    await page.getByRole('button', { name: /^1\. Bantuan dari Pihak Lain/ }).click();
    await step.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    const added = step.getByRole('group', { name: 'Pertanyaan 2' });
    await added.getByRole('textbox', { name: /^Label/ }).fill('Nama lembaga pemberi');
    await added.getByRole('textbox', { name: /^Nama kolom/ }).fill('namaLembagaPemberi');
    await page.getByRole('button', { name: 'Pratinjau perubahan' }).click();
    const unsaved = page.getByRole('dialog', { name: 'Pratinjau perubahan (belum disimpan)' });
    const unsavedFrame = page.frameLocator('iframe[title="Pratinjau formulir di ponsel 360 px"]');
    await expect
      .poll(() => unsavedFrame.getByText('Nama lembaga pemberi').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await snap(page, '36-7-preview-unsaved-1366');
    await unsaved.getByRole('button').first().click();
    await expect.poll(() => unsaved.isVisible()).toBe(false);
    expect(await page.getByText('Versi berlaku: 2.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Simpan formulir' }).click();
    await expect.poll(() => page.getByText(programStructureMessages.saved(3)).isVisible()).toBe(true);
    // Version 2 holds the proposal.
    const versions = page.getByRole('table', { name: 'Versi formulir' });
    await expect
      .poll(() => versions.getByRole('row').nth(2).getByRole('cell').last().textContent())
      .toBe('1');

    // The member's proposal still reads as it was sent, under version 2.
    await member.goto(`/proposal/${idProposal}`);
    const data = member.getByRole('region', { name: 'Data pengajuan' });
    await expect.poll(() => data.getByText(REASON).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await data.getByText('Nama lembaga pemberi').count()).toBe(0);
    expect(await member.getByRole('region', { name: 'Riwayat status' }).textContent()).toContain(
      'Pengajuan baru',
    );
    await noAxeFindings(member, 'member proposal of an editor-made programme');
    await snap(member, '36-8-member-proposal-version-2-360');

    // The period's quota of 1 is used: a second member cannot start.
    const second = await newPage(browser, PHONE);
    await logIn(second.page, 'ARN101-10006');
    await second.page.waitForURL((url) => url.pathname === '/');
    await second.page.goto('/pengajuan-bantuan');
    const card = second.page.getByRole('listitem').filter({ hasText: 'Bantuan Uji Editor' });
    await expect.poll(() => card.getByText('Kuota penuh').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await card.getByRole('link', { name: 'Ajukan' }).count()).toBe(0);
    await snap(second.page, '36-9-quota-full-360');
    await second.context.close();
    await admin.context.close();
  }, 240_000);

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
