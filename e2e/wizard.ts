import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The wizard's steps as a member fills them in, shared by the journeys that apply.

/** Picks an option of a Mantine select: its listbox opens on click. */
export async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export const onStep = (page: Page, step: string) =>
  expect
    .poll(() => page.getByRole('heading', { name: step, level: 2 }).isVisible(), { timeout: 15_000 })
    .toBe(true);

export async function save(page: Page, nextStep: string) {
  await page.getByRole('button', { name: 'Simpan Data' }).click();
  await onStep(page, nextStep);
}

export const yesNo = (page: Page, group: string, answer: 'Ya' | 'Tidak') =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: answer }).check();

/** Who the proposal is for: a name, a WhatsApp number and a KK number of their own. */
export type Recipient = { fullName: string; whatsappNumber: string; nomorKK: string; child: string };
export const FATIMAH: Recipient = {
  fullName: 'Fatimah Zahra',
  whatsappNumber: '6285712345678',
  nomorKK: '3205010101800009',
  child: 'Ahmad Zahra',
};

export async function fillReference(page: Page, recipient: Recipient = FATIMAH) {
  await page.getByLabel('Nama lengkap').fill(recipient.fullName);
  await page.getByLabel('Tempat lahir').fill('Garut');
  await page.getByLabel('Tanggal lahir').fill('1980-04-12');
  await choose(page, 'Jenis kelamin', 'Perempuan');
  await choose(page, 'Status pernikahan', 'Cerai mati');
  await page.getByLabel('Nomor WhatsApp').fill(recipient.whatsappNumber);
  await page.getByLabel('Alamat KTP sama dengan alamat domisili').check();
  await choose(page, 'Provinsi', 'Jawa Barat');
  await choose(page, 'Kabupaten/Kota', 'Kabupaten Garut');
  await choose(page, 'Kecamatan', 'Garut Kota');
  await choose(page, 'Kelurahan/Desa', 'Kota Kulon');
  await page.getByLabel('Alamat lengkap').fill('Jl. Ciledug No. 12');
  await page.getByLabel('Kode pos').fill('44112');
  await yesNo(page, 'Shalat 5 Waktu', 'Ya');
  await yesNo(page, 'Merokok', 'Tidak');
  await page.getByLabel('Alasan Mengajukan Bantuan').fill('Suami telah wafat, tidak ada penghasilan tetap');
  await page.getByLabel('Permasalahan yang Dihadapi').fill('Biaya hidup dan sekolah anak');
}

export async function fillReferrer(page: Page) {
  await choose(page, 'Hubungan dengan penerima', 'Saudara kandung');
  await choose(page, 'Jarak tempat tinggal dengan penerima', '5 km');
  await choose(page, 'Status tempat tinggal', 'Milik sendiri');
  await page.getByLabel('Lama tinggal (tahun)').fill('10');
  await page.getByLabel('Alasan merekomendasikan').fill('Adik saya menjanda dan membesarkan anak sendiri');
}

export async function addChild(page: Page, name = FATIMAH.child) {
  await page.getByRole('button', { name: 'Tambah anggota keluarga' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tambah anggota keluarga' });
  await drawer.getByLabel('Nama lengkap').fill(name);
  await choose(page, 'Hubungan keluarga', 'Anak');
  await choose(page, 'Jenis kelamin', 'Laki-laki');
  await choose(page, 'Status pekerjaan', 'Pelajar');
  await choose(page, 'Kelas', 'Kelas 8');
  await yesNo(page, 'Tinggal serumah', 'Ya');
  await choose(page, 'Status tanggungan', 'Tertanggung');
  await choose(page, 'Jenis tanggungan', 'Nafkah');
  await drawer.getByRole('button', { name: 'Simpan anggota keluarga' }).click();
  await expect.poll(() => drawer.isVisible()).toBe(false);
}

export async function fillFamily(page: Page, recipient: Recipient = FATIMAH) {
  await page.getByLabel('Nomor KK').fill(recipient.nomorKK);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect.poll(() => page.getByText('Data Keluarga tidak ditemukan').isVisible()).toBe(true);
  await addChild(page, recipient.child);
  await expect.poll(() => page.getByText(recipient.child).isVisible()).toBe(true);
}

/**
 * Santunan Dhuafa (programme 10) for `recipient`, every step filled in and sent, from the programme
 * list; the member must be able to apply. Ends on home after the success dialog.
 */
export const applyForSantunanDhuafa = (page: Page, recipient: Recipient, relativeWhatsapp: string) =>
  applyForIndividualProgramme(page, 'Santunan Dhuafa', recipient, relativeWhatsapp);

/**
 * Applies through every step of an individual programme with Santunan Dhuafa's thirteen steps
 * (Armalah has the same), submits, and lands on home.
 */
export async function applyForIndividualProgramme(
  page: Page,
  programme: 'Santunan Dhuafa' | 'Armalah',
  recipient: Recipient,
  relativeWhatsapp: string,
) {
  await page.goto('/pengajuan-bantuan');
  await page
    .getByRole('listitem')
    .filter({ hasText: programme })
    .getByRole('link', { name: 'Ajukan' })
    .click();
  await onStep(page, 'Data Penerima Bantuan');
  await fillReference(page, recipient);
  if (programme === 'Armalah') {
    // A widow's programme asks where and how long she lives.
    await choose(page, 'Status tempat tinggal', 'Sewa/Kontrak');
    await page.getByLabel('Lama tinggal (tahun)').fill('4');
  }
  await save(page, 'Data Pengaju');
  await fillReferrer(page);
  await save(page, 'Data Keluarga');
  await fillFamily(page, recipient);
  await save(page, 'Pendapatan');
  await choose(page, 'Jenis pendapatan', 'Upah harian');
  await page.getByLabel('Nominal').fill('800000');
  await save(page, 'Pengeluaran');
  await page.getByLabel('Makan dan Minum').fill('1500000');
  await save(page, 'Aset');
  await choose(page, 'Jenis aset', 'Lainnya');
  await page.getByLabel('Nama aset').fill('Tidak ada');
  await page.getByLabel('Ukuran').fill('0');
  await save(page, 'Pinjaman');
  await page.getByLabel('Pemberi pinjaman').fill('Tidak ada');
  await page.getByLabel('Nominal').fill('0');
  await save(page, 'Bantuan dari Pihak Lain');
  await save(page, 'Bantuan dari Yayasan');
  await yesNo(page, 'Pernah menerima bantuan dari yayasan', 'Tidak');
  await choose(page, 'Mengetahui Program Ini dari', 'Grup WhatsApp');
  await save(page, 'Kerabat Dekat');
  await page.getByLabel('Nomor Telpon/WhatsApp').fill(relativeWhatsapp);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByLabel('Nama lengkap').fill('Umar Hakim');
  await choose(page, 'Jenis kelamin', 'Laki-laki');
  await choose(page, 'Hubungan', 'Saudara kandung');
  await save(page, 'Rekening Bank');
  await page.getByRole('combobox', { name: 'Bank', exact: true }).fill('mandiri');
  await page.getByRole('option', { name: 'Bank Mandiri', exact: true }).click();
  await page.getByLabel('Nama pemilik rekening').fill(recipient.fullName);
  await page.getByLabel('Nomor rekening').fill('1320012345679');
  await save(page, 'Persyaratan dan Persetujuan');
  await page.getByLabel('Saya setuju yayasan dapat mengelola data pribadi saya').check();
  if (programme === 'Santunan Dhuafa') {
    await page.getByLabel('Saya termasuk golongan Faqir/Miskin').check();
    await page.getByLabel(/Saya tidak mengajukan bantuan ke yayasan dalam 6 bulan terakhir/).check();
  }
  await save(page, 'Dokumen');
  await save(page, 'Ringkasan Pengajuan');
  await sendProposal(page);
}

/** From the summary: sends the proposal, closes the success dialog and lands on home. */
export async function sendProposal(page: Page) {
  await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
  await page
    .getByRole('dialog', { name: 'Kirim pengajuan sekarang?' })
    .getByRole('button', { name: 'Ya, Kirim' })
    .click();
  const sent = page.getByRole('dialog', { name: 'Alhamdulillah - Data telah dikirim' });
  await expect.poll(() => sent.isVisible(), { timeout: 15_000 }).toBe(true);
  await sent.getByRole('button').first().click();
  await page.waitForURL((url) => url.pathname === '/');
}
