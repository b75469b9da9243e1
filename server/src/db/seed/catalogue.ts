import {
  DAWAH_FREQUENCIES,
  distanceOptions,
  FAMILY_GRADES,
  FINAL_PROPOSAL_STATUSES,
  HELPED_CHILD_GRADES,
  PROGRAM_POOR_ONLY,
  PROPOSAL_STATUS_RETURNED,
  QURBAN_INSTITUTION_DOCUMENT_TYPES,
  QURBAN_REPLACED_DOCUMENT_TYPES,
  ROLES,
  requiresResidenceDetails,
} from '@amal/contract/constants';
import { DOCUMENT_KINDS_DEFAULT, type DocumentFileKind } from '@amal/contract/documents';
import {
  isQurbanProgram,
  isScholarshipProgram,
  type PROPERTY_SOURCES,
  type PROPERTY_TYPES,
  type PROPERTY_VALUE_TYPES,
  SECTION_ROUTES,
  type SectionRoute,
  sectionId,
} from '@amal/contract/programs';
import { ORGANIZATION_QUESTIONS } from '@amal/contract/qurban';
import { MARRIAGE_STATUSES } from '@amal/contract/users';
import {
  documentTypes,
  programDocumentTypes,
  programProposalStatuses,
  programSchedules,
  programSections,
  programs,
  proposalStatuses,
  roleProposalStatuses,
  sectionProperties,
  sections,
} from '../schema/index.ts';
import { bulkUpsert, type Executor, resetIdentity } from './batch.ts';

/**
 * Bump when the catalogue below changes. The vocabulary (sections, document types, proposal
 * statuses) is refreshed; programmes and what hangs off them are only added where missing,
 * because after the first start they belong to the admins and their programme editor.
 */
export const CATALOGUE_VERSION = '1';

// ---------------------------------------------------------------------------------------------
// Vocabulary: sections, document types, proposal statuses
// ---------------------------------------------------------------------------------------------

const SECTION_TEXTS: Record<SectionRoute, { name: string; description: string }> = {
  reference: {
    name: 'Data Penerima Bantuan',
    description: 'Calon penerima bantuan (santri atau bukan): data diri, alamat domisili dan alamat KTP.',
  },
  referrer: { name: 'Data Pengaju', description: 'Data Anda sebagai pemohon atau sebagai perekomendasi.' },
  family: { name: 'Data Keluarga', description: 'Nomor KK dan daftar anggota keluarga.' },
  'non-hsi-helped': {
    name: 'Bantuan dari Pihak Lain',
    description: 'Bantuan yang pernah diterima dari selain yayasan: nama, jenis dan waktu bantuan terakhir.',
  },
  organization: {
    name: 'Data Lembaga',
    description: 'Nama, jenis, alamat, kegiatan dakwah dan pengurus lembaga.',
  },
  'last-year-qurban': {
    name: 'Qurban Tahun Lalu',
    description: 'Hewan qurban dan penerima tahun lalu, dari yayasan dan dari selain yayasan.',
  },
  'bank-account': { name: 'Rekening Bank', description: 'Bank, nama pemilik dan nomor rekening.' },
  'hsi-helped': { name: 'Bantuan dari Yayasan', description: 'Bantuan yang pernah diterima dari yayasan.' },
  'close-relative': {
    name: 'Kerabat Dekat',
    description: 'Kerabat dekat yang tidak tinggal serumah dan dapat dihubungi.',
  },
  loans: {
    name: 'Pinjaman',
    description: 'Pinjaman yang dimiliki: pemberi pinjaman, nominal dan penggunaannya.',
  },
  'sub-program': { name: 'Pilih Sub Program', description: 'Sub program yang diajukan (minimal satu).' },
  expenses: { name: 'Pengeluaran', description: 'Pengeluaran bulanan per jenis pengeluaran.' },
  'qurban-request': {
    name: 'Pengajuan Hewan Qurban',
    description: 'Batas tanggal belanja dan, per jenis hewan, jumlah, perkiraan harga dan alasan.',
  },
  student: { name: 'Data Pelajar', description: 'Data anak yang diajukan, diambil dari anggota keluarga.' },
  'personal-data': { name: 'Data Pribadi', description: 'Data diri pemohon.' },
  incomes: { name: 'Pendapatan', description: 'Pendapatan anggota keluarga per jenis pendapatan.' },
  assets: { name: 'Aset', description: 'Aset yang dimiliki: jenis, nama dan ukuran.' },
  recipients: {
    name: 'Penerima Manfaat',
    description: 'Rencana penerima manfaat: jumlah penerima dan anggaran per unit.',
  },
  documents: { name: 'Dokumen', description: 'Dokumen pengajuan yang diunggah.' },
  requirement: {
    name: 'Persyaratan dan Persetujuan',
    description: 'Persyaratan program dan persetujuan pemohon.',
  },
  'organization-question': {
    name: 'Pertanyaan Lembaga',
    description: 'Pertanyaan ya/tidak tentang lembaga dan pelaksanaan qurban.',
  },
  'child-selection': {
    name: 'Pilih Anak',
    description: 'Anak yang diajukan, dari anggota keluarga kelas 10 ke atas.',
  },
  'helped-child': {
    name: 'Data Anak yang Dibantu',
    description: 'Sekolah, hafalan, biaya sekolah dan kendala anak.',
  },
  skill: { name: 'Keterampilan', description: 'Keterampilan atau usaha yang dikuasai dan rencananya.' },
  teacher: {
    name: 'Data Pengajar',
    description: 'Tempat dan mata pelajaran yang diajar, serta penghasilannya.',
  },
  patient: { name: 'Data Pasien', description: 'Pasien, diagnosis, kondisi dan biaya pengobatan.' },
};

export const SECTIONS = SECTION_ROUTES.map((route) => ({
  idSection: sectionId(route),
  route,
  ...SECTION_TEXTS[route],
}));

// Sections that field verifiers check (spec §2 "Verification sections").
const VERIFIED_SECTIONS = new Set<SectionRoute>([
  'reference',
  'referrer',
  'family',
  'non-hsi-helped',
  'loans',
  'expenses',
  'incomes',
  'assets',
  'helped-child',
  'requirement',
  'documents',
]);

const doc = (
  idDocumentType: number,
  name: string,
  options: { multiple?: boolean; fromUser?: boolean; accepts?: DocumentFileKind[] } = {},
) => ({
  idDocumentType,
  name,
  multiple: options.multiple ?? false,
  fromUser: options.fromUser ?? false,
  accepts: options.accepts ?? DOCUMENT_KINDS_DEFAULT,
});
/** A photo is an image: a PDF or a recording in a photo's slot is refused by its bytes. */
const PHOTO = { accepts: ['image'] as DocumentFileKind[] };

/**
 * Document types. 2 (KTP) and 6 (KK) belong to the user and open the home menu; 48-83 are the
 * qurban institution's documents, 60, 61 and 84 the ones qurban programmes swap for 28, 64, 70,
 * 71 and 72 (spec §9); 85 holds the audio recordings of programme 61.
 */
export const DOCUMENT_TYPES = [
  doc(1, 'Pas Foto', { ...PHOTO, fromUser: true }),
  doc(2, 'KTP', { fromUser: true }),
  doc(3, 'KTP Suami'),
  doc(4, 'KTP Istri'),
  doc(5, 'Buku Nikah'),
  doc(6, 'Kartu Keluarga (KK)', { fromUser: true }),
  doc(7, 'Surat Keterangan Tidak Mampu (SKTM)'),
  doc(8, 'Surat Keterangan Sekolah'),
  doc(9, 'Foto Penerima Bantuan', PHOTO),
  doc(11, 'Rapor Terakhir', { multiple: true }),
  doc(12, 'Surat Keterangan Dokter / Resume Medis', { multiple: true }),
  doc(13, 'Rincian Biaya Pengobatan', { multiple: true }),
  doc(14, 'Kartu BPJS Kesehatan'),
  doc(15, 'Tagihan Sekolah (SPP)', { multiple: true }),
  doc(16, 'Surat Keterangan Mengajar'),
  doc(17, 'Foto Kegiatan Usaha', { ...PHOTO, multiple: true }),
  doc(18, 'Proposal Kegiatan'),
  doc(19, 'Akta Kematian Suami / Akta Cerai'),
  doc(20, 'Foto Sumber Air', { ...PHOTO, multiple: true }),
  doc(21, 'Rencana Anggaran Biaya (RAB)'),
  doc(22, 'Syahadah / Sertifikat Hafalan'),
  doc(23, 'Surat Keterangan Hafalan dari Pengajar'),
  doc(24, 'Buku Tabungan Lembaga'),
  doc(25, 'Foto Kondisi Pasien', { ...PHOTO, multiple: true }),
  doc(26, 'Surat Keterangan Pengurus Masjid/Lembaga'),
  doc(27, 'Foto Lokasi Bencana', { ...PHOTO, multiple: true }),
  doc(28, 'Foto Pengurus di Depan Papan Nama Lembaga', PHOTO),
  doc(48, 'Akta Notaris Pendirian Lembaga'),
  doc(49, 'SK Kemenkumham'),
  doc(50, 'Surat Keterangan Domisili Lembaga'),
  doc(51, 'NPWP Lembaga'),
  doc(52, 'Foto Papan Nama Lembaga', PHOTO),
  doc(53, 'Foto Kegiatan Dakwah Lembaga', { ...PHOTO, multiple: true }),
  doc(54, 'Struktur Pengurus Lembaga'),
  doc(55, 'KTP Ketua Lembaga'),
  doc(60, 'Surat Pengantar RT/RW'),
  doc(61, 'Foto Rumah/Tempat Tinggal', { ...PHOTO, multiple: true }),
  doc(64, 'Surat Pernyataan Kesanggupan Menyalurkan Qurban'),
  doc(70, 'Foto Lokasi Penyembelihan', { ...PHOTO, multiple: true }),
  doc(71, 'Surat Permohonan Hewan Qurban'),
  doc(72, 'Denah Lokasi Lembaga'),
  doc(73, 'Laporan Qurban Tahun Lalu'),
  doc(82, 'Surat Rekomendasi Tokoh/Ustadz Setempat'),
  doc(83, 'Daftar Calon Penerima Daging Qurban'),
  doc(84, 'Surat Pernyataan Kebenaran Data'),
  doc(85, 'Rekaman Hafalan (Audio)', { multiple: true, accepts: ['audio'] }),
];

/** Proposal statuses; 2, 5 and 29 carry the meanings of spec §4. */
export const PROPOSAL_STATUSES = [
  { idProposalStatus: 1, name: 'Pengajuan baru' },
  /** Qurban-type programmes: from here the user may pick a test schedule. */
  { idProposalStatus: 2, name: 'Lolos seleksi berkas' },
  { idProposalStatus: 3, name: 'Dokumen belum lengkap' },
  { idProposalStatus: 4, name: 'Verifikasi berkas' },
  /** Moving a proposal here needs a verification number. */
  { idProposalStatus: 5, name: 'Verifikasi lapangan' },
  { idProposalStatus: 6, name: 'Selesai verifikasi lapangan' },
  { idProposalStatus: 7, name: 'Penilaian assessor' },
  { idProposalStatus: 8, name: 'Disetujui' },
  { idProposalStatus: 9, name: 'Ditolak' },
  { idProposalStatus: 10, name: 'Pencairan dana' },
  { idProposalStatus: 11, name: 'Serah terima bantuan' },
  { idProposalStatus: 12, name: 'Selesai' },
  { idProposalStatus: 13, name: 'Dibatalkan' },
  /** The user sees "Pilih" / "Lihat Jadwal Test". */
  { idProposalStatus: 29, name: 'Menunggu jadwal tes hafalan' },
  { idProposalStatus: 30, name: 'Tes hafalan terjadwal' },
  { idProposalStatus: 31, name: 'Lulus tes hafalan' },
  { idProposalStatus: 32, name: 'Tidak lulus tes hafalan' },
  /** Sent back for revision (contract/src/revisions.ts): set by the send-back, not a status choice. */
  { idProposalStatus: PROPOSAL_STATUS_RETURNED, name: 'Dikembalikan untuk perbaikan' },
];

/** The role-status mapping: which statuses each role (spec §6) may set. Super admin: all. */
const ROLE_STATUS_IDS: Record<number, number[]> = {
  3: [3, 4, 5, 13], // PIC
  4: [1, 3, 4, 9], // Sekretaris
  5: [8, 9], // Pimpinan
  6: [5, 6], // Lead verifikator
  7: [13], // IT
  8: [7], // Assessor
  9: PROPOSAL_STATUSES.map((s) => s.idProposalStatus), // Super admin
  10: [8, 9], // URC7
  11: [2, 3, 4, 29, 30, 31, 32], // Sekretaris program
  12: [10, 11, 12], // Keuangan
  13: [8, 9], // Ketua lembaga berbagi
  14: [3], // Customer service
  15: [], // Tamu
};
export const ROLE_PROPOSAL_STATUSES = ROLES.flatMap(({ idRole }) =>
  (ROLE_STATUS_IDS[idRole] ?? []).map((idProposalStatus) => ({ idRole, idProposalStatus })),
);

// Status flows, in order.
export const FLOW_INDIVIDUAL = [1, 4, 3, 5, 6, 7, 8, 10, 12, 9, 13];
const FLOW_SCHOLARSHIP = [1, 4, 3, 29, 30, 31, 32, 5, 6, 7, 8, 10, 12, 9, 13];
const FLOW_RECORDING = [1, 4, 3, 7, 8, 10, 12, 9, 13];
const FLOW_INSTITUTION = [1, 4, 3, 5, 6, 7, 8, 10, 11, 12, 9, 13];
const FLOW_QURBAN = [1, 4, 3, 2, 5, 6, 8, 10, 11, 12, 9, 13];

// ---------------------------------------------------------------------------------------------
// Section properties: the programme-defined fields of each step
// ---------------------------------------------------------------------------------------------

type PropertySeed = {
  columnName: string;
  label: string;
  type: (typeof PROPERTY_TYPES)[number];
  valueType: (typeof PROPERTY_VALUE_TYPES)[number];
  required: boolean;
  source: (typeof PROPERTY_SOURCES)[number];
  options: { value: string; label: string }[] | null;
  lookup: string | null;
  idDocumentType: number | null;
  hint: string | null;
};

type PropertyExtras = Partial<Omit<PropertySeed, 'columnName' | 'label' | 'type' | 'valueType'>>;

const prop = (
  columnName: string,
  label: string,
  type: PropertySeed['type'],
  valueType: PropertySeed['valueType'],
  extras: PropertyExtras = {},
): PropertySeed => ({
  columnName,
  label,
  type,
  valueType,
  required: false,
  source: 'manual',
  options: null,
  lookup: null,
  idDocumentType: null,
  hint: null,
  ...extras,
});

const YES_NO = [
  { value: 'true', label: 'Ya' },
  { value: 'false', label: 'Tidak' },
];
const yesNo = (columnName: string, label: string, extras: PropertyExtras = {}) =>
  prop(columnName, label, 'radio', 'boolean', { options: YES_NO, ...extras });
const agree = (columnName: string, label: string, required: boolean) =>
  prop(columnName, label, 'checkbox', 'boolean', { required });
const choices = (values: readonly (string | number)[], label = (v: string | number) => String(v)) =>
  values.map((v) => ({ value: String(v), label: label(v) }));

type ProgramSeed = (typeof PROGRAMS)[number];

/** The extra fields of a section in a programme; sections with a fixed form have none. */
function propertiesFor(route: SectionRoute, program: ProgramSeed): PropertySeed[] {
  const residence = requiresResidenceDetails(program);
  switch (route) {
    case 'reference':
      return [
        prop('marriage', 'Status Pernikahan', 'select', 'string', {
          source: 'database',
          required: residence,
          options: choices(MARRIAGE_STATUSES),
        }),
        prop('idStatusResidence', 'Status Tempat Tinggal', 'select', 'number', {
          source: 'database',
          required: residence,
          lookup: 'statusresidences',
        }),
        prop('lengthOfStay', 'Lama Tinggal (tahun)', 'number', 'number', {
          source: 'database',
          required: residence,
          hint: 'Centang "Seumur hidup" bila tinggal di sana sejak lahir',
        }),
        prop('residenceOwner', 'Pemilik Tempat Tinggal', 'text', 'string'),
        prop('numberOfChildren', 'Jumlah Anak', 'number', 'number'),
        prop('deadDivorceLength', 'Lama Cerai (tahun)', 'number', 'number', {
          hint: 'Diisi bila status pernikahan Cerai hidup atau Cerai mati',
        }),
        prop('provideFinance', 'Mantan suami masih memberi nafkah', 'switch', 'boolean', {
          hint: 'Diisi bila status pernikahan Cerai hidup',
        }),
        yesNo('pray5Times', 'Shalat 5 Waktu', { source: 'database', required: true }),
        yesNo('smoker', 'Merokok', { source: 'database', required: true }),
        prop('socialMedia', 'Akun Media Sosial', 'text', 'string'),
        prop('reason', 'Alasan Mengajukan Bantuan', 'textarea', 'string', { required: true }),
        prop('trouble', 'Permasalahan yang Dihadapi', 'textarea', 'string', { required: true }),
        prop('troubleshooting', 'Upaya yang Sudah Dilakukan', 'textarea', 'string'),
        prop('photo', 'Foto Penerima Bantuan', 'upload', 'number', { source: 'upload', idDocumentType: 9 }),
      ];
    case 'referrer':
      return [
        prop('distanceWithReference', 'Jarak Tempat Tinggal dengan Penerima', 'select', 'number', {
          required: true,
          options: choices(distanceOptions(program.individual), (km) =>
            km === 0 ? '0 km (serumah)' : `${km} km`,
          ),
        }),
        prop('idRelationshipWithReference', 'Hubungan dengan Penerima', 'select', 'number', {
          required: true,
          lookup: 'relationships',
        }),
        prop('idStatusResidence', 'Status Tempat Tinggal', 'select', 'number', {
          source: 'database',
          required: true,
          lookup: 'statusresidences',
        }),
        prop('lengthOfStay', 'Lama Tinggal (tahun)', 'number', 'number', {
          source: 'database',
          required: true,
        }),
        prop('reason', 'Alasan Merekomendasikan', 'textarea', 'string', { required: true }),
      ];
    case 'hsi-helped':
      return [
        yesNo('everReceived', 'Pernah menerima bantuan dari yayasan', { required: true }),
        prop('type', 'Jenis Bantuan', 'text', 'string'),
        prop('when', 'Waktu Menerima Bantuan', 'date', 'date'),
        prop('knownFrom', 'Mengetahui Program Ini dari', 'select', 'string', {
          required: true,
          options: choices([
            'Grup WhatsApp',
            'Media sosial',
            'Website yayasan',
            'Teman/keluarga',
            'Pengurus masjid/lembaga',
            'Lainnya',
          ]),
        }),
      ];
    case 'student':
      return [
        prop('schoolName', 'Nama Sekolah', 'text', 'string', { required: true }),
        prop('grade', 'Kelas', 'select', 'number', { required: true, options: choices(FAMILY_GRADES) }),
        prop('achievements', 'Prestasi', 'textarea', 'string'),
        prop('tuitionFee', 'Biaya SPP per Bulan', 'currency', 'number', { required: true }),
      ];
    case 'helped-child':
      return [
        prop('schoolName', 'Nama Sekolah', 'text', 'string', { required: true }),
        prop('grade', 'Kelas', 'select', 'number', { required: true, options: choices(HELPED_CHILD_GRADES) }),
        prop('achievements', 'Prestasi', 'textarea', 'string'),
        prop('numberMemorizedJuz', 'Jumlah Juz yang Dihafal', 'number', 'number', { required: true }),
        prop('memorizedJuz', 'Juz yang Dihafal', 'text', 'string', { hint: 'Contoh: 30, 29, 1' }),
        prop('lastLetterSubmitted', 'Surat Terakhir yang Disetorkan', 'text', 'string', { required: true }),
        prop('lastVerseSubmitted', 'Ayat Terakhir yang Disetorkan', 'number', 'number', { required: true }),
        prop('tuitionFee', 'Biaya SPP per Bulan', 'currency', 'number', { required: true }),
        prop('additionalExpense', 'Biaya Tambahan per Bulan', 'currency', 'number'),
        prop('invoice', 'Tagihan SPP', 'upload', 'number', { source: 'upload', idDocumentType: 15 }),
        prop('trouble', 'Kendala yang Dihadapi', 'textarea', 'string'),
        prop('troubleshooting', 'Upaya yang Sudah Dilakukan', 'textarea', 'string'),
        prop('description', 'Keterangan Lain', 'textarea', 'string'),
      ];
    case 'skill':
      return [
        prop('businessAble', 'Keterampilan atau Usaha yang Dikuasai', 'textarea', 'string', {
          required: true,
        }),
        prop('description', 'Rencana Penggunaan Bantuan', 'textarea', 'string', { required: true }),
      ];
    case 'teacher':
      return [
        prop('institution', 'Nama Lembaga Tempat Mengajar', 'text', 'string', { required: true }),
        prop('subject', 'Mata Pelajaran yang Diampu', 'text', 'string', { required: true }),
        yesNo('diniyah', 'Mengajar di Madrasah Diniyah', { required: true }),
        yesNo('sertification', 'Sudah Bersertifikasi'),
        yesNo('multiplePlace', 'Mengajar di Lebih dari Satu Tempat'),
        prop('monthlyIncomes', 'Penghasilan Mengajar per Bulan', 'currency', 'number', { required: true }),
      ];
    case 'patient':
      return [
        prop('name', 'Nama Pasien', 'text', 'string', { required: true }),
        // Spelled as the spec's patient entity spells it.
        prop('IdRelationship', 'Hubungan dengan Pasien', 'select', 'number', {
          required: true,
          lookup: 'relationships',
        }),
        prop('diagnosis', 'Diagnosis Penyakit', 'text', 'string', { required: true }),
        prop('condition', 'Kondisi Pasien Saat Ini', 'textarea', 'string', { required: true }),
        prop('effort', 'Upaya Pengobatan yang Sudah Dilakukan', 'textarea', 'string'),
        prop('treatmentCost', 'Perkiraan Biaya Pengobatan', 'currency', 'number', { required: true }),
        prop('costComponent', 'Rincian Komponen Biaya', 'textarea', 'string'),
      ];
    case 'organization-question':
      // Optional in the catalogue; the application form itself requires every answer (spec §5).
      return [
        ...ORGANIZATION_QUESTIONS.map(({ name, label }) => yesNo(name, label)),
        prop('dawahActivitiesFrequency', 'Frekuensi Kegiatan Dakwah', 'select', 'string', {
          options: choices(DAWAH_FREQUENCIES),
        }),
      ];
    case 'requirement':
      return requirementProperties(program);
    default:
      return [];
  }
}

/** The consent flags a programme asks for, required where the spec makes them conditions. */
function requirementProperties(program: ProgramSeed): PropertySeed[] {
  const id = program.idProgram;
  const scholarship = isScholarshipProgram(id);
  const qurban = isQurbanProgram(id);
  const list: PropertySeed[] = [
    agree('accompanyVerifier', 'Saya setuju yayasan dapat mengelola data pribadi saya', true),
  ];
  if (id === PROGRAM_POOR_ONLY) {
    list.push(
      agree('poor', 'Saya termasuk golongan Faqir/Miskin', true),
      agree(
        'noAssistance6Month',
        'Saya tidak mengajukan bantuan ke yayasan dalam 6 bulan terakhir, kecuali bantuan Kesehatan, program Ramadhan, atau Program Peduli Pengurus',
        true,
      ),
    );
  }
  if (program.individual) {
    list.push(
      agree('notCurrentlyApplyAssistance', 'Saya tidak sedang mengajukan bantuan lain ke yayasan', false),
    );
  }
  list.push(
    agree('published', 'Saya setuju foto akan dipublikasikan kepada muhsinin', scholarship || qurban),
  );
  if (scholarship || id === 2) {
    list.push(
      agree('coordinateWithSchool', 'Saya bersedia membantu berkoordinasi dengan pihak sekolah', scholarship),
    );
  }
  if (!program.individual) {
    list.push(agree('distributedAsMandated', 'Lembaga bersedia menyalurkan bantuan sesuai amanah', true));
    list.push(
      agree('explainAboutHsi', 'Lembaga bersedia menjelaskan tentang yayasan kepada penerima manfaat', false),
    );
  }
  list.push(
    agree(
      'dataCourtesyHsi',
      'Saya bersedia data pengajuan ini digunakan yayasan untuk keperluan program',
      false,
    ),
    agree('testimonial', 'Saya bersedia memberikan testimoni', false),
  );
  if (program.sections.includes('referrer')) {
    list.push(agree('becomeVerifier', 'Saya bersedia menjadi verifikator lapangan', false));
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// Programmes
// ---------------------------------------------------------------------------------------------

const INDIVIDUAL_DOCUMENTS = [2, 6, 7, 60, 61, 84];
const INSTITUTION_DOCUMENTS = [55, 48, 50, 52, 18, 21, 24, 84];
const QURBAN_DOCUMENTS = [...QURBAN_INSTITUTION_DOCUMENT_TYPES, ...QURBAN_REPLACED_DOCUMENT_TYPES];
// Documents a programme shows but does not insist on.
const OPTIONAL_DOCUMENTS = new Set([14, 22, 25, 53, 82]);

const INSTITUTION_SECTIONS: SectionRoute[] = [
  'personal-data',
  'organization',
  'bank-account',
  'recipients',
  'requirement',
  'documents',
];
const QURBAN_SECTIONS: SectionRoute[] = [
  'personal-data',
  'organization',
  'organization-question',
  'last-year-qurban',
  'bank-account',
  'qurban-request',
  'requirement',
  'documents',
];

/** Application periods, as dates in Asia/Jakarta. */
type ScheduleSeed = { start: string; end: string; quota: number | null };
const OPEN_2026_2027: ScheduleSeed = { start: '2026-01-01', end: '2027-12-31', quota: null };

type Seed = {
  idProgram: number;
  slug: string;
  name: string;
  description: string;
  individual: boolean;
  idProgramParent: number | null;
  zakatFunds: boolean;
  minimumAssesor: number;
  reaplicationPeriod: number;
  dayLimitUploadDocument: number;
  schedules: ScheduleSeed[];
  documents: number[];
  statuses: number[];
  sections: SectionRoute[];
};

const individual = (
  seed: Pick<Seed, 'idProgram' | 'slug' | 'name' | 'description' | 'sections'> & Partial<Seed>,
): Seed => ({
  individual: true,
  idProgramParent: null,
  zakatFunds: false,
  minimumAssesor: 1,
  reaplicationPeriod: 180,
  dayLimitUploadDocument: 14,
  schedules: [OPEN_2026_2027],
  documents: INDIVIDUAL_DOCUMENTS,
  statuses: FLOW_INDIVIDUAL,
  ...seed,
});

const institution = (
  seed: Pick<Seed, 'idProgram' | 'slug' | 'name' | 'description'> & Partial<Seed>,
): Seed => ({
  individual: false,
  idProgramParent: null,
  zakatFunds: false,
  minimumAssesor: 1,
  reaplicationPeriod: 0,
  dayLimitUploadDocument: 14,
  schedules: [OPEN_2026_2027],
  documents: INSTITUTION_DOCUMENTS,
  statuses: FLOW_INSTITUTION,
  sections: INSTITUTION_SECTIONS,
  ...seed,
});

/**
 * The programme catalogue. Ids are the ones the spec's rules name (§9): 1 and 10 skip the
 * residence requirements, 10 is only for the poor with no aid in 6 months, 14 counts in "anak",
 * 20-23 form a group, 20 and 29 count in "Orang", 27 and 31 have memorisation targets, 30 counts
 * "per KK" with at least 3 kg, 61 takes 15 MB uploads. docs/programmes.md describes each.
 */
export const PROGRAMS = [
  individual({
    idProgram: 1,
    slug: 'bantuan-kesehatan',
    name: 'Bantuan Kesehatan',
    description:
      'Bantuan biaya pengobatan bagi pasien dari keluarga kurang mampu yang sedang menjalani perawatan atau membutuhkan tindakan medis.',
    dayLimitUploadDocument: 7,
    reaplicationPeriod: 90,
    documents: [...INDIVIDUAL_DOCUMENTS, 12, 13, 14, 25],
    sections: [
      'reference',
      'referrer',
      'patient',
      'family',
      'incomes',
      'expenses',
      'non-hsi-helped',
      'hsi-helped',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  individual({
    idProgram: 2,
    slug: 'bantuan-pendidikan',
    name: 'Bantuan Pendidikan',
    description:
      'Bantuan biaya sekolah (SPP dan perlengkapan) bagi pelajar dari keluarga kurang mampu agar tetap dapat bersekolah.',
    schedules: [{ start: '2026-06-01', end: '2027-05-31', quota: 300 }],
    documents: [...INDIVIDUAL_DOCUMENTS, 8, 11, 15],
    sections: [
      'reference',
      'referrer',
      'family',
      'student',
      'incomes',
      'expenses',
      'assets',
      'non-hsi-helped',
      'hsi-helped',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  individual({
    idProgram: 3,
    slug: 'bantuan-air-bersih',
    name: 'Bantuan Air Bersih',
    description:
      'Bantuan pembuatan sumur, pompa atau sambungan air bersih bagi keluarga yang kesulitan mendapatkan air bersih.',
    documents: [...INDIVIDUAL_DOCUMENTS, 20, 21],
    sections: [
      'reference',
      'referrer',
      'family',
      'incomes',
      'expenses',
      'assets',
      'non-hsi-helped',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  individual({
    idProgram: 4,
    slug: 'armalah',
    name: 'Armalah',
    description: 'Santunan bulanan bagi janda (armalah) yang menanggung nafkah keluarganya seorang diri.',
    zakatFunds: true,
    documents: [...INDIVIDUAL_DOCUMENTS, 19],
    sections: [
      'reference',
      'referrer',
      'family',
      'incomes',
      'expenses',
      'assets',
      'loans',
      'non-hsi-helped',
      'hsi-helped',
      'close-relative',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  individual({
    idProgram: 5,
    slug: 'peduli-guru',
    name: 'Peduli Guru',
    description: 'Bantuan bagi guru ngaji dan pengajar madrasah diniyah yang berpenghasilan rendah.',
    documents: [...INDIVIDUAL_DOCUMENTS, 16],
    sections: [
      'reference',
      'referrer',
      'teacher',
      'family',
      'incomes',
      'expenses',
      'hsi-helped',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  individual({
    idProgram: 6,
    slug: 'muslim-kreatif',
    name: 'Muslim Kreatif',
    description:
      'Modal usaha dan alat kerja bagi muslim yang memiliki keterampilan untuk memulai atau mengembangkan usaha.',
    documents: [...INDIVIDUAL_DOCUMENTS, 17, 21],
    sections: [
      'reference',
      'referrer',
      'skill',
      'family',
      'incomes',
      'expenses',
      'assets',
      'loans',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  individual({
    idProgram: 9,
    slug: 'peduli-pengurus',
    name: 'Peduli Pengurus',
    description: 'Bantuan bagi pengurus dan marbot masjid atau lembaga dakwah yang hidup dalam kekurangan.',
    documents: [...INDIVIDUAL_DOCUMENTS, 26],
    sections: [
      'reference',
      'referrer',
      'family',
      'incomes',
      'expenses',
      'hsi-helped',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  individual({
    idProgram: 10,
    slug: 'santunan-dhuafa',
    name: 'Santunan Dhuafa',
    description:
      'Santunan bagi Faqir/Miskin yang tidak mengajukan bantuan ke yayasan dalam 6 bulan terakhir, kecuali bantuan Kesehatan, program Ramadhan, atau Program Peduli Pengurus.',
    zakatFunds: true,
    documents: [...INDIVIDUAL_DOCUMENTS, 9],
    sections: [
      'reference',
      'referrer',
      'family',
      'incomes',
      'expenses',
      'assets',
      'loans',
      'non-hsi-helped',
      'hsi-helped',
      'close-relative',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  institution({
    idProgram: 11,
    slug: 'program-ramadhan',
    name: 'Program Ramadhan',
    description:
      'Paket program Ramadhan untuk lembaga: pilih satu atau beberapa sub program (Zakat Fitrah, Fidyah, Berbagi Kurma Ramadhan) untuk disalurkan kepada jamaah.',
    schedules: [
      { start: '2026-01-15', end: '2026-03-19', quota: null },
      { start: '2026-11-01', end: '2027-03-08', quota: null },
    ],
  }),
  institution({
    idProgram: 12,
    slug: 'zakat-fitrah',
    name: 'Zakat Fitrah',
    description:
      'Penyaluran zakat fitrah berupa beras kepada mustahik di sekitar lembaga menjelang Idul Fitri.',
    idProgramParent: 11,
    zakatFunds: true,
    schedules: [{ start: '2026-02-18', end: '2026-03-19', quota: null }],
    documents: [21, 84],
    sections: ['recipients', 'documents'],
  }),
  institution({
    idProgram: 13,
    slug: 'fidyah',
    name: 'Fidyah',
    description: 'Penyaluran fidyah berupa makanan siap saji kepada fakir miskin selama bulan Ramadhan.',
    idProgramParent: 11,
    schedules: [{ start: '2026-11-01', end: '2027-03-08', quota: null }],
    documents: [21, 84],
    sections: ['recipients', 'documents'],
  }),
  institution({
    idProgram: 14,
    slug: 'santunan-santri-tahfidz',
    name: 'Santunan Santri Tahfidz',
    description:
      'Santunan bagi santri penghafal Al-Qur’an di pondok atau rumah tahfidz, diajukan oleh lembaganya.',
    documents: [...INSTITUTION_DOCUMENTS, 53],
  }),
  institution({
    idProgram: 20,
    slug: 'dapur-umum',
    name: 'Dapur Umum',
    description:
      'Dapur umum bagi korban bencana dan pengungsi: makanan siap saji, dihitung per porsi per orang.',
    documents: [...INSTITUTION_DOCUMENTS, 27],
  }),
  institution({
    idProgram: 21,
    slug: 'sembako-peduli-bencana',
    name: 'Paket Sembako Peduli Bencana',
    description: 'Paket sembako bagi keluarga terdampak bencana, disalurkan melalui lembaga setempat.',
    schedules: [{ start: '2026-01-01', end: '2027-12-31', quota: 50 }],
    documents: [...INSTITUTION_DOCUMENTS, 27],
  }),
  institution({
    idProgram: 22,
    slug: 'perbaikan-masjid-pasca-bencana',
    name: 'Perbaikan Masjid Pasca Bencana',
    description: 'Bantuan perbaikan masjid dan musholla yang rusak akibat bencana.',
    documents: [...INSTITUTION_DOCUMENTS, 27],
  }),
  institution({
    idProgram: 23,
    slug: 'trauma-healing-anak',
    name: 'Trauma Healing Anak Korban Bencana',
    description: 'Kegiatan pemulihan trauma dan pendampingan belajar bagi anak-anak korban bencana.',
    documents: [...INSTITUTION_DOCUMENTS, 27],
  }),
  individual({
    idProgram: 27,
    slug: 'beasiswa-santri-tahfidz-pemula',
    name: 'Beasiswa Santri Tahfidz Pemula',
    description:
      'Beasiswa bagi pelajar yang mulai menghafal Al-Qur’an. Calon penerima mengikuti tes hafalan Surat Al-Fatihah.',
    schedules: [{ start: '2026-07-01', end: '2027-06-30', quota: 100 }],
    documents: [2, 6, 3, 4, 5, 8, 11, 15, 23, 60, 61, 84],
    statuses: FLOW_SCHOLARSHIP,
    sections: [
      'reference',
      'referrer',
      'family',
      'student',
      'helped-child',
      'incomes',
      'expenses',
      'hsi-helped',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  institution({
    idProgram: 29,
    slug: 'daksos',
    name: 'Daksos',
    description:
      'Bakti sosial lembaga bagi masyarakat sekitar: pengobatan gratis, khitanan massal dan pembagian paket, dihitung per orang.',
    documents: [...INSTITUTION_DOCUMENTS, 53],
  }),
  institution({
    idProgram: 30,
    slug: 'berbagi-kurma-ramadhan',
    name: 'Berbagi Kurma Ramadhan',
    description: 'Pembagian kurma kepada keluarga dhuafa menjelang Ramadhan, minimal 3 kilogram per KK.',
    idProgramParent: 11,
    schedules: [{ start: '2026-11-01', end: '2027-01-31', quota: 200 }],
    documents: [21, 84],
    sections: ['recipients', 'documents'],
  }),
  individual({
    idProgram: 31,
    slug: 'beasiswa-penghafal-quran',
    name: 'Beasiswa Penghafal Qur’an',
    description:
      'Beasiswa bagi pelajar SMA/sederajat (kelas 10 ke atas) yang menghafal Al-Qur’an. Calon penerima mengikuti tes hafalan Surat Al-Fath ayat 29.',
    minimumAssesor: 2,
    schedules: [{ start: '2026-07-01', end: '2027-06-30', quota: 150 }],
    documents: [2, 6, 3, 4, 5, 8, 11, 15, 22, 23, 60, 61, 84],
    statuses: FLOW_SCHOLARSHIP,
    sections: [
      'reference',
      'referrer',
      'family',
      'child-selection',
      'helped-child',
      'incomes',
      'expenses',
      'hsi-helped',
      'bank-account',
      'requirement',
      'documents',
    ],
  }),
  institution({
    idProgram: 40,
    slug: 'qurban-lembaga',
    name: 'Qurban Lembaga',
    description:
      'Penyaluran hewan qurban (sapi, kambing, domba) melalui pondok pesantren, yayasan, masjid atau LSM di wilayahnya.',
    reaplicationPeriod: 300,
    schedules: [{ start: '2026-11-01', end: '2027-04-30', quota: 100 }],
    documents: QURBAN_DOCUMENTS,
    statuses: FLOW_QURBAN,
    sections: QURBAN_SECTIONS,
  }),
  institution({
    idProgram: 41,
    slug: 'qurban-pelosok-negeri',
    name: 'Qurban Pelosok Negeri',
    description:
      'Qurban untuk wilayah pedalaman dan minoritas muslim, disalurkan melalui lembaga dakwah setempat.',
    reaplicationPeriod: 300,
    schedules: [{ start: '2026-11-01', end: '2027-04-30', quota: 40 }],
    documents: QURBAN_DOCUMENTS,
    statuses: FLOW_QURBAN,
    sections: QURBAN_SECTIONS,
  }),
  individual({
    idProgram: 61,
    slug: 'apresiasi-hafalan-quran',
    name: 'Apresiasi Hafalan Qur’an',
    description:
      'Apresiasi bagi penghafal Al-Qur’an yang menyetorkan rekaman hafalannya (audio, hingga 15 MB per berkas).',
    schedules: [{ start: '2027-01-01', end: '2027-03-31', quota: null }],
    documents: [2, 6, 85, 23],
    statuses: FLOW_RECORDING,
    sections: ['reference', 'referrer', 'family', 'requirement', 'documents'],
  }),
] satisfies Seed[];

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

const startOfDay = (date: string) => new Date(`${date}T00:00:00+07:00`);
const endOfDay = (date: string) => new Date(`${date}T23:59:59.999+07:00`);

/**
 * Stable ids for the rows that hang off a programme, so a re-seed finds them: section
 * idProgram*100+order, its properties idProgramSection*100+n, schedules idProgram*10+n.
 */
export function catalogueRows() {
  const programRows = PROGRAMS.map((p) => ({
    idProgram: p.idProgram,
    name: p.name,
    description: p.description,
    individual: p.individual,
    icon: `/programs/${p.slug}.svg`,
    banner: `/programs/${p.slug}-banner.svg`,
    minimumAssesor: p.minimumAssesor,
    zakatFunds: p.zakatFunds,
    reaplicationPeriod: p.reaplicationPeriod,
    dayLimitUploadDocument: p.dayLimitUploadDocument,
    idProgramParent: p.idProgramParent,
    active: true,
  }));
  const scheduleRows = PROGRAMS.flatMap((p) =>
    p.schedules.map((s, i) => ({
      idProgramSchedule: p.idProgram * 10 + i + 1,
      idProgram: p.idProgram,
      startDate: startOfDay(s.start),
      endDate: endOfDay(s.end),
      quota: s.quota,
    })),
  );
  const sectionRows = PROGRAMS.flatMap((p) =>
    p.sections.map((route, i) => ({
      idProgramSection: p.idProgram * 100 + i + 1,
      idProgram: p.idProgram,
      idSection: sectionId(route),
      route,
      order: i + 1,
      needVerification: VERIFIED_SECTIONS.has(route),
    })),
  );
  const propertyRows = PROGRAMS.flatMap((p) =>
    p.sections.flatMap((route, i) => {
      const idProgramSection = p.idProgram * 100 + i + 1;
      return propertiesFor(route, p).map((property, n) => ({
        idSectionProperty: idProgramSection * 100 + n + 1,
        idProgramSection,
        ...property,
        enable: true,
        order: n + 1,
      }));
    }),
  );
  const documentRows = PROGRAMS.flatMap((p) =>
    [...new Set(p.documents)].map((idDocumentType, i) => ({
      idProgram: p.idProgram,
      idDocumentType,
      required: !OPTIONAL_DOCUMENTS.has(idDocumentType),
      order: i + 1,
    })),
  );
  const statusRows = PROGRAMS.flatMap((p) =>
    p.statuses.map((idProposalStatus, i) => ({ idProgram: p.idProgram, idProposalStatus, order: i + 1 })),
  );
  return { programRows, scheduleRows, sectionRows, propertyRows, documentRows, statusRows };
}

/** Sections, document types, statuses and the role-status mapping, then the programmes. */
export async function seedCatalogue(db: Executor) {
  await bulkUpsert(db, sections, SECTIONS, { update: ['name', 'route', 'description'] });
  await bulkUpsert(db, documentTypes, DOCUMENT_TYPES, {
    update: ['name', 'multiple', 'fromUser', 'accepts'],
  });
  await bulkUpsert(
    db,
    proposalStatuses,
    PROPOSAL_STATUSES.map((status) => ({
      ...status,
      final: FINAL_PROPOSAL_STATUSES.includes(status.idProposalStatus),
    })),
    { update: ['name', 'final'] },
  );
  await bulkUpsert(db, roleProposalStatuses, ROLE_PROPOSAL_STATUSES);

  const rows = catalogueRows();
  // Parents before their sub-programmes (the parent reference is a foreign key).
  await bulkUpsert(
    db,
    programs,
    rows.programRows.filter((p) => p.idProgramParent === null),
  );
  await bulkUpsert(
    db,
    programs,
    rows.programRows.filter((p) => p.idProgramParent !== null),
  );
  await bulkUpsert(db, programSchedules, rows.scheduleRows);
  await bulkUpsert(db, programSections, rows.sectionRows);
  await bulkUpsert(db, sectionProperties, rows.propertyRows);
  await bulkUpsert(db, programDocumentTypes, rows.documentRows);
  await bulkUpsert(db, programProposalStatuses, rows.statusRows);

  await resetIdentity(db, programs, programs.idProgram);
  await resetIdentity(db, programSchedules, programSchedules.idProgramSchedule);
  await resetIdentity(db, programSections, programSections.idProgramSection);
  await resetIdentity(db, sectionProperties, sectionProperties.idSectionProperty);
}
