import {
  EXPENSE_TYPES,
  JOB_STATUSES,
  RELATIONSHIP_LIVES_TOGETHER,
  RELATIONSHIP_SELF,
  ROLES,
} from '@amal/contract/constants';
import {
  assetTypes,
  banks,
  expenseTypes,
  incomeTypes,
  jobs,
  news,
  relationships,
  roles,
  statusResidences,
} from '../schema/index.ts';
import { bulkUpsert, type Executor, resetIdentity } from './batch.ts';

/** Bump when a list below changes; the next start upserts the lists. */
export const LOOKUPS_VERSION = '1';
/** News are content: seeded once, then owned by the admins (a new version only adds missing items). */
export const NEWS_VERSION = '1';

/**
 * Banks members keep their accounts at: the big national banks, the Islamic banks, the regional
 * development banks (BPD) and the digital banks. Ids are stable: bank accounts point at them.
 */
export const BANKS = [
  { idBank: 1, name: 'Bank Rakyat Indonesia (BRI)' },
  { idBank: 2, name: 'Bank Negara Indonesia (BNI)' },
  { idBank: 3, name: 'Bank Mandiri' },
  { idBank: 4, name: 'Bank Central Asia (BCA)' },
  { idBank: 5, name: 'Bank Syariah Indonesia (BSI)' },
  { idBank: 6, name: 'Bank Tabungan Negara (BTN)' },
  { idBank: 7, name: 'Bank CIMB Niaga' },
  { idBank: 8, name: 'Bank Danamon' },
  { idBank: 9, name: 'Bank Permata' },
  { idBank: 10, name: 'Bank Muamalat' },
  { idBank: 11, name: 'Bank Mega' },
  { idBank: 12, name: 'Bank OCBC NISP' },
  { idBank: 13, name: 'Bank Panin' },
  { idBank: 14, name: 'Maybank Indonesia' },
  { idBank: 15, name: 'Bank BJB' },
  { idBank: 16, name: 'Bank Jatim' },
  { idBank: 17, name: 'Bank Jateng' },
  { idBank: 18, name: 'Bank DKI' },
  { idBank: 19, name: 'BPD DIY' },
  { idBank: 20, name: 'Bank Nagari' },
  { idBank: 21, name: 'Bank Sumut' },
  { idBank: 22, name: 'Bank Aceh Syariah' },
  { idBank: 23, name: 'BPD Bali' },
  { idBank: 24, name: 'Bank Kalbar' },
  { idBank: 25, name: 'Bank Kaltimtara' },
  { idBank: 26, name: 'Bank Sulselbar' },
  { idBank: 27, name: 'Bank BTPN (Jenius)' },
  { idBank: 28, name: 'Bank Jago' },
  { idBank: 29, name: 'SeaBank' },
  { idBank: 30, name: 'Bank Neo Commerce' },
  { idBank: 31, name: 'Allo Bank' },
  { idBank: 32, name: 'blu by BCA Digital' },
  { idBank: 33, name: 'Bank Mega Syariah' },
  { idBank: 34, name: 'BCA Syariah' },
  { idBank: 35, name: 'Bank Riau Kepri Syariah (BRK Syariah)' },
  { idBank: 36, name: 'Bank NTB Syariah' },
  { idBank: 37, name: 'Bank Papua' },
  { idBank: 38, name: 'Bank SulutGo' },
  { idBank: 39, name: 'Bank Sumsel Babel' },
  { idBank: 40, name: 'Bank Kalsel' },
  { idBank: 41, name: 'Bank Lampung' },
  { idBank: 42, name: 'Bank Jambi' },
  { idBank: 43, name: 'Bank Bengkulu' },
  { idBank: 44, name: 'Bank NTT' },
  { idBank: 45, name: 'Bank Kalteng' },
  { idBank: 46, name: 'Bank Maluku Malut' },
  { idBank: 47, name: 'Bank Sultra' },
  { idBank: 48, name: 'Bank Sulteng' },
  { idBank: 49, name: 'Bank BJB Syariah' },
  { idBank: 50, name: 'Bank Panin Dubai Syariah' },
  { idBank: 51, name: 'KB Bank (Bukopin)' },
  { idBank: 52, name: 'Bank Sinarmas' },
  { idBank: 53, name: 'Bank UOB Indonesia' },
  { idBank: 54, name: 'Bank Jateng Syariah' },
  { idBank: 55, name: 'Bank Jatim Syariah' },
];

/**
 * Relationships between a person and the applicant; the last ones are a person's ties to an
 * organisation (organization = true). 1 means "lives together" and 8 is the self-applicant
 * (the default of idRelationshipWithReference), as the spec fixes them.
 */
export const RELATIONSHIPS = [
  { idRelationship: RELATIONSHIP_LIVES_TOGETHER, name: 'Tinggal serumah', organization: false },
  { idRelationship: 2, name: 'Suami', organization: false },
  { idRelationship: 3, name: 'Istri', organization: false },
  { idRelationship: 4, name: 'Anak', organization: false },
  { idRelationship: 5, name: 'Orang tua', organization: false },
  { idRelationship: 6, name: 'Saudara kandung', organization: false },
  { idRelationship: 7, name: 'Kakek/Nenek', organization: false },
  { idRelationship: RELATIONSHIP_SELF, name: 'Diri sendiri', organization: false },
  { idRelationship: 9, name: 'Cucu', organization: false },
  { idRelationship: 10, name: 'Mertua', organization: false },
  { idRelationship: 11, name: 'Menantu', organization: false },
  { idRelationship: 12, name: 'Kerabat', organization: false },
  { idRelationship: 13, name: 'Tetangga', organization: false },
  { idRelationship: 14, name: 'Teman', organization: false },
  { idRelationship: 15, name: 'Lainnya', organization: false },
  { idRelationship: 16, name: 'Pengurus lembaga', organization: true },
  { idRelationship: 17, name: 'Pengajar lembaga', organization: true },
  { idRelationship: 18, name: 'Jamaah', organization: true },
  { idRelationship: 19, name: 'Santri lembaga', organization: true },
];

/** Job statuses: the spec's §9 list in its order, ids from 1. */
export const JOBS = JOB_STATUSES.map((name, i) => ({ idJob: i + 1, name }));

export const STATUS_RESIDENCES = [
  { idStatusResidence: 1, name: 'Milik sendiri' },
  { idStatusResidence: 2, name: 'Sewa/Kontrak' },
  { idStatusResidence: 3, name: 'Menumpang' },
  { idStatusResidence: 4, name: 'Rumah dinas' },
  { idStatusResidence: 5, name: 'Wakaf/Milik lembaga' },
  { idStatusResidence: 6, name: 'Lainnya' },
];

export const INCOME_TYPES = [
  { idIncomeType: 1, name: 'Gaji' },
  { idIncomeType: 2, name: 'Usaha' },
  { idIncomeType: 3, name: 'Pertanian/Peternakan' },
  { idIncomeType: 4, name: 'Upah harian' },
  { idIncomeType: 5, name: 'Honor mengajar' },
  { idIncomeType: 6, name: 'Pensiun' },
  { idIncomeType: 7, name: 'Bantuan keluarga' },
  { idIncomeType: 8, name: 'Bantuan pemerintah' },
  { idIncomeType: 9, name: 'Lainnya' },
];

export const ASSET_TYPES = [
  { idAssetType: 1, name: 'Tanah' },
  { idAssetType: 2, name: 'Rumah' },
  { idAssetType: 3, name: 'Kendaraan roda dua' },
  { idAssetType: 4, name: 'Kendaraan roda empat' },
  { idAssetType: 5, name: 'Ternak' },
  { idAssetType: 6, name: 'Perhiasan/Emas' },
  { idAssetType: 7, name: 'Tabungan' },
  { idAssetType: 8, name: 'Elektronik' },
  { idAssetType: 9, name: 'Lainnya' },
];

const jakarta = (date: string) => new Date(`${date}T08:00:00+07:00`);

export const NEWS = [
  {
    idNews: 1,
    title: 'Pendaftaran Santunan Dhuafa dibuka',
    content:
      'Pengajuan Santunan Dhuafa periode 2026-2027 telah dibuka. Program ini ditujukan bagi Faqir/Miskin yang tidak mengajukan bantuan dalam 6 bulan terakhir. Lengkapi data keluarga, rekening bank, KTP dan KK sebelum mengajukan.',
    image: '/news/santunan-dhuafa.svg',
    publishedAt: jakarta('2026-01-05'),
  },
  {
    idNews: 2,
    title: 'Qurban 1448 H: pendaftaran lembaga penyalur',
    content:
      'Lembaga (pondok pesantren, yayasan, masjid, LSM) yang ingin menyalurkan hewan qurban di wilayahnya dapat mendaftar melalui program Qurban Lembaga. Siapkan dokumen legalitas lembaga dan laporan qurban tahun lalu.',
    image: '/news/qurban.svg',
    publishedAt: jakarta('2026-11-02'),
  },
  {
    idNews: 3,
    title: 'Beasiswa Penghafal Qur’an: jadwal tes hafalan',
    content:
      'Peserta Beasiswa Penghafal Qur’an yang berkasnya telah lolos dapat memilih jadwal tes hafalan di halaman pengajuan. Tes dilakukan secara daring bersama penguji yang ditunjuk.',
    image: null,
    publishedAt: jakarta('2026-11-16'),
  },
];

/** Banks, relationships, jobs, residence statuses, expense/income/asset types and roles. */
export async function seedLookups(db: Executor) {
  await bulkUpsert(db, banks, BANKS, { update: ['name'] });
  await bulkUpsert(db, relationships, RELATIONSHIPS, { update: ['name', 'organization'] });
  await bulkUpsert(db, jobs, JOBS, { update: ['name'] });
  await bulkUpsert(db, statusResidences, STATUS_RESIDENCES, { update: ['name'] });
  await bulkUpsert(
    db,
    expenseTypes,
    EXPENSE_TYPES.map((t) => ({ ...t })),
    { update: ['name'] },
  );
  await bulkUpsert(db, incomeTypes, INCOME_TYPES, { update: ['name'] });
  await bulkUpsert(db, assetTypes, ASSET_TYPES, { update: ['name'] });
  await bulkUpsert(
    db,
    roles,
    ROLES.map((r) => ({ ...r })),
    { update: ['name'] },
  );
}

/** A few news items for the home page; existing items are never overwritten. */
export async function seedNews(db: Executor) {
  await bulkUpsert(db, news, NEWS);
  await resetIdentity(db, news, news.idNews);
}
