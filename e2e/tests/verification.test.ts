import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAssessment, recordAssessment } from '../assessment.ts';
import {
  axeViolations,
  DESKTOP,
  describeAxeFindings,
  logIn,
  newPage,
  noAxeFindings,
  PHONE,
  snap,
  staffBrowser,
  useBrowser,
} from '../browser.ts';
import { pngFile } from '../fixtures.ts';
import { openApplicationTiles } from '../member-data.ts';
import { applyForIndividualProgramme, choose, type Recipient } from '../wizard.ts';

const browser = useBrowser();

const KHADIJAH: Recipient = {
  fullName: 'Khadijah Amini',
  whatsappNumber: '6285712349935',
  nomorKK: '3205010101800035',
  child: 'Hamzah Amini',
};

const SAVED = 'Verifikasi bagian ini tersimpan';
const OFFLINE = /^Tidak ada koneksi/;

/** Saves the section open on the page and waits for the server's answer. */
async function saveSection(page: Page) {
  await page.getByRole('button', { name: 'Simpan Verifikasi' }).click();
  await expect.poll(() => page.getByText(SAVED).last().isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByText(SAVED).last().waitFor({ state: 'detached', timeout: 15_000 });
}

const onSection = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 2 }).isVisible()).toBe(true);

/** "Lanjut: {name}" at the foot of a section. */
async function nextSection(page: Page, name: string) {
  await page.getByRole('link', { name: `Lanjut: ${name}` }).click();
  await onSection(page, name);
}

describe('a field verifier (issue 35)', () => {
  it('finds their assignment from "Pengajuan Berjalan" at 360 px, with what is left to verify', async () => {
    const { page } = browser;
    await logIn(page, 'ARN101-10003');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/proposal');
    await page.getByRole('link', { name: /proposal menunggu verifikasi lapangan Anda/ }).click();
    await page.waitForURL((url) => url.pathname === '/verifikasi');
    const tasks = page.getByRole('list', { name: 'Proposal yang harus diverifikasi' });
    await tasks.waitFor();
    const first = tasks.getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toMatch(/\d+ dari \d+ bagian belum diverifikasi/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.waitForLoadState('networkidle');
    expect(describeAxeFindings('/verifikasi', await axeViolations(page))).toEqual([]);
  });

  it('is assigned by the lead verifier at 1366 px, verifies every section at 360 px through a dropped connection, completes; staff see the differences and the new status; the assessor scores it; the member sees the aid', async () => {
    const { page: member } = browser;
    await logIn(member, 'ARN101-10006');
    await member.waitForURL((url) => url.pathname === '/');
    await openApplicationTiles(member, '3273011705900006');
    await applyForIndividualProgramme(member, 'Armalah', KHADIJAH, '6281234599935');

    // The lead verifier finds the fresh proposal on the desk and assigns the demo verifier.
    const lead = await staffBrowser(browser, 'ARN101-10004');
    await lead.page.getByLabel('Nama penerima').fill('Khadijah');
    const desk = lead.page.getByRole('table', { name: 'Daftar pengajuan' });
    await expect.poll(() => desk.getByText(KHADIJAH.fullName).isVisible(), { timeout: 15_000 }).toBe(true);
    await desk.getByRole('link').first().click();
    await expect
      .poll(() => lead.page.getByRole('heading', { name: /^Pengajuan #\d+$/ }).isVisible())
      .toBe(true);
    const idProposal = Number(new URL(lead.page.url()).pathname.split('/').pop());
    await lead.page.getByRole('button', { name: 'Tambah verifikator' }).click();
    const addVerifier = lead.page.getByRole('dialog', { name: 'Tambah verifikator lapangan' });
    await addVerifier.getByRole('combobox', { name: /Verifikator/ }).fill('Budi');
    await lead.page.getByRole('option', { name: /Budi Santoso/ }).click();
    await addVerifier.getByRole('button', { name: 'Tambahkan' }).click();
    await expect
      .poll(() =>
        lead.page.getByText(`Verifikator berhasil di tambahkan ke proposal${idProposal}`).isVisible(),
      )
      .toBe(true);
    const verifiersPanel = lead.page.getByRole('region', { name: 'Verifikator lapangan' });
    await expect.poll(() => verifiersPanel.getByText('Budi Santoso').isVisible()).toBe(true);
    await snap(lead.page, '35-1-lead-assigned-1366');

    // The verifier, on a phone, opens it from their list.
    const verifier = await newPage(browser, PHONE);
    const phone = verifier.page;
    await logIn(phone, 'ARN101-10003');
    await phone.waitForURL((url) => url.pathname === '/');
    await phone.goto('/verifikasi');
    await phone.getByRole('link', { name: new RegExp(KHADIJAH.fullName) }).click();
    await phone.waitForURL((url) => url.pathname === `/verifikasi/${idProposal}/form-verifikasi`);
    await expect
      .poll(() => phone.getByRole('heading', { name: KHADIJAH.fullName, level: 1 }).isVisible())
      .toBe(true);
    await noAxeFindings(phone, '/verifikasi/{id}/form-verifikasi');

    const sectionList = phone.getByRole('navigation', { name: 'Bagian verifikasi' });
    await expect
      .poll(() => sectionList.getByText('10 dari 10 bagian belum diverifikasi').isVisible())
      .toBe(true);
    await snap(phone, '35-2-form-360');
    await sectionList.getByRole('link', { name: /^Data Penerima Bantuan/ }).click();

    // Each section opens prefilled with the applicant's answer; the verifier saves their own.
    await onSection(phone, 'Data Penerima Bantuan');
    await noAxeFindings(phone, 'verification section Data Penerima Bantuan');
    await saveSection(phone);
    for (const name of ['Data Pengaju', 'Data Keluarga']) {
      await nextSection(phone, name);
      await saveSection(phone);
    }

    // Incomes: the verifier finds less than declared and one more source; the network drops as
    // they save, and nothing typed is lost, on the page or after a reload.
    await nextSection(phone, 'Pendapatan');
    await phone.getByLabel('Nominal per bulan').fill('650000');
    await phone.getByRole('button', { name: 'Tambah pendapatan' }).click();
    await phone.getByRole('combobox', { name: 'Jenis pendapatan', exact: true }).last().click();
    await phone.getByRole('option', { name: 'Lainnya', exact: true }).click();
    await phone.getByLabel('Nominal per bulan').last().fill('100000');
    await verifier.context.setOffline(true);
    await phone.getByRole('button', { name: 'Simpan Verifikasi' }).click();
    await expect.poll(() => phone.getByRole('alert').filter({ hasText: OFFLINE }).isVisible()).toBe(true);
    await snap(phone, '35-3-offline-360');
    expect(await phone.getByLabel('Nominal per bulan').first().inputValue()).toBe('Rp 650.000');
    await verifier.context.setOffline(false);
    await phone.reload();
    await expect
      .poll(() => phone.getByText('Isian yang belum terkirim dipulihkan dari perangkat ini').isVisible())
      .toBe(true);
    expect(await phone.getByLabel('Nominal per bulan').first().inputValue()).toBe('Rp 650.000');
    expect(await phone.getByLabel('Nominal per bulan').count()).toBe(2);
    await saveSection(phone);

    // The extra source was a mistake: deleted with the confirmation.
    await phone.getByRole('button', { name: 'Hapus Lainnya' }).click();
    const confirm = phone.getByRole('dialog');
    await expect.poll(() => confirm.getByText('Apakah antum yakin akan menghapus?').isVisible()).toBe(true);
    await snap(phone, '35-4-delete-income-360');
    await confirm.getByRole('button', { name: 'Ya, Yakin' }).click();
    await expect.poll(() => phone.getByText('Pendapatan berhasil dihapus').isVisible()).toBe(true);
    await expect.poll(() => phone.getByRole('button', { name: 'Hapus Lainnya' }).count()).toBe(0);

    for (const name of [
      'Pengeluaran',
      'Aset',
      'Pinjaman',
      'Bantuan dari Pihak Lain',
      'Persyaratan dan Persetujuan',
    ]) {
      await nextSection(phone, name);
      await saveSection(phone);
    }

    // Documents: the applicant uploaded none; the verifier photographs the KTP, then "Selesai".
    await nextSection(phone, 'Dokumen');
    const firstDocument = phone.getByRole('list', { name: 'Dokumen pemohon' }).getByRole('listitem').first();
    await firstDocument.locator('input[type=file]').setInputFiles(pngFile('ktp-verifikasi.png'));
    await expect.poll(() => firstDocument.getByRole('link', { name: /^Foto verifikasi / }).count()).toBe(1);
    await snap(phone, '35-5-documents-360');
    await phone.getByRole('link', { name: 'Selesai' }).click();
    await expect.poll(() => sectionList.getByText('Semua bagian sudah diverifikasi').isVisible()).toBe(true);

    await sectionList.getByRole('link', { name: /^Data kunjungan/ }).click();
    await onSection(phone, 'Data kunjungan');
    await phone.getByLabel('Tanggal kunjungan').fill('2026-11-28');
    await phone.getByLabel('Jarak (km)').fill('12');
    await phone.getByLabel('Waktu tempuh (menit)').fill('40');
    await choose(phone, 'Moda perjalanan', 'Sepeda motor');
    await phone.getByLabel('Alasan').fill('Memastikan kondisi keluarga');
    await phone
      .getByRole('radiogroup', { name: 'Mengikuti program rutin?' })
      .getByRole('radio', { name: 'Ya' })
      .check();
    await phone.getByRole('button', { name: 'Simpan Data Kunjungan' }).click();
    await expect.poll(() => phone.getByText(SAVED).first().isVisible()).toBe(true);
    // axe reads a toast caught in its fade-out as faint text: judged once it has gone.
    await phone.getByText(SAVED).first().waitFor({ state: 'detached', timeout: 15_000 });
    await noAxeFindings(phone, 'verification visit record');

    await phone.getByRole('link', { name: 'Semua bagian' }).click();
    await phone.getByRole('button', { name: 'Selesaikan verifikasi' }).click();
    await expect.poll(() => phone.getByText('Verifikasi lapangan selesai').first().isVisible()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await snap(phone, '35-6-completed-360');
    await phone.setViewportSize(DESKTOP);
    await snap(phone, '35-7-completed-1366');

    // Staff see the verifier's findings beside the applicant's, and the proposal's new status.
    await lead.page.reload();
    const result = lead.page.getByRole('region', { name: 'Hasil verifikasi lapangan' });
    await expect.poll(() => result.isVisible(), { timeout: 15_000 }).toBe(true);
    const incomes = result.getByRole('region', { name: 'Pendapatan' });
    await expect.poll(() => incomes.getByText('Berbeda').first().isVisible()).toBe(true);
    await expect
      .poll(() => lead.page.getByText('Selesai verifikasi lapangan').first().isVisible())
      .toBe(true);
    await noAxeFindings(lead.page, 'staff verification result');
    await snap(lead.page, '35-8-staff-result-1366');
    await snap(incomes, '35-9-staff-incomes-differ-1366');
    await snap(result.getByRole('region', { name: 'Data kunjungan' }), '35-10-staff-visit-1366');
    await verifier.context.close();
    await lead.context.close();

    // Issue 36: the assessor scores it from the verifier's figures, marked as such.
    const assessor = await staffBrowser(browser, 'ART101-10005');
    const { assessment, row } = await openAssessment(assessor.page, idProposal, /Rp\s650\.000/);
    expect(await row(/Pendapatan per bulan/).textContent()).toContain('Hasil verifikasi lapangan');
    await recordAssessment(assessment, 'Pendapatan jauh di bawah biaya hidup keluarga');
    await noAxeFindings(assessor.page, 'staff assessment panel');
    await snap(assessment, '36-1-assessment-1366');
    await assessor.context.close();

    // The super admin records the aid; the member sees it on the proposal, on a phone.
    const admin = await staffBrowser(browser, 'ARN101-10009');
    await admin.page.goto(`/admin/proposal/${idProposal}`);
    const aid = admin.page.getByRole('form', { name: 'Catat bantuan' });
    await aid.getByLabel('Nominal bantuan').fill('1500000');
    await choose(admin.page, 'Bentuk bantuan', 'Transfer bank');
    await aid.getByLabel('Tanggal bantuan').fill('2026-12-05');
    await aid.getByRole('button', { name: 'Simpan bantuan' }).click();
    await expect.poll(() => admin.page.getByText('Bantuan tersimpan').first().isVisible()).toBe(true);
    await admin.context.close();
    await member.goto(`/proposal/${idProposal}`);
    const decided = member.getByRole('region', { name: 'Bantuan yang diputuskan' });
    await expect.poll(() => decided.textContent(), { timeout: 15_000 }).toMatch(/Rp\s1\.500\.000/);
    expect(await decided.textContent()).toContain('Sabtu, 5 Desember 2026');
    await noAxeFindings(member, 'member proposal with decided aid');
    await snap(member, '36-2-member-decided-aid-360');
  }, 180_000);
});
