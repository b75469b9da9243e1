import type { SectionProperty } from '@amal/contract/programs';

/** How a saved value reads, beyond what its type says. */
export type FieldFormat = 'money' | 'masked' | 'years' | 'stay' | 'distance' | 'dependent' | 'grade';

/** A field the wizard steps save: its Indonesian label, format and the lookup table its id points into. */
export interface FieldSpec {
  label: string;
  format?: FieldFormat;
  /** GET /api/{lookup}: the table whose row the saved id names. */
  lookup?: string;
}

/**
 * The person fields the person steps (reference, personal data, close relative, referrer) start
 * with, in the order the forms ask them. They come before any programme property, whose catalogue
 * order only places the programme's own questions.
 */
const PERSON_FIELDS = {
  fullName: { label: 'Nama lengkap' },
  isSantri: { label: 'Santri' },
  nip: { label: 'NIP' },
  whatsappNumber: { label: 'Nomor WhatsApp' },
  idCardNumber: { label: 'Nomor KTP', format: 'masked' },
  placeOfBirth: { label: 'Tempat lahir' },
  dateOfBirth: { label: 'Tanggal lahir' },
  age: { label: 'Usia', format: 'years' },
  gender: { label: 'Jenis kelamin' },
  marriage: { label: 'Status pernikahan' },
  idRelationship: { label: 'Hubungan', lookup: 'relationships' },
  idRelationshipWithReference: { label: 'Hubungan dengan penerima', lookup: 'relationships' },
  distanceWithReference: { label: 'Jarak tempat tinggal dengan penerima', format: 'distance' },
  address: { label: 'Alamat domisili' },
  addressOfficial: { label: 'Alamat KTP' },
  idStatusResidence: { label: 'Status tempat tinggal', lookup: 'statusresidences' },
  lengthOfStay: { label: 'Lama tinggal', format: 'stay' },
} satisfies Record<string, FieldSpec>;

/** Every other field a step saves (contract/src/applicant, family, finances, requirements), in reading order. */
const OTHER_FIELDS = {
  // Aid received: whether any, before what and from whom.
  everReceived: { label: 'Pernah menerima bantuan' },
  // Reference extras, which the catalogue asks as properties.
  residenceOwner: { label: 'Pemilik tempat tinggal' },
  numberOfChildren: { label: 'Jumlah anak' },
  deadDivorceLength: { label: 'Lama bercerai', format: 'years' },
  provideFinance: { label: 'Mantan suami masih memberi nafkah' },
  pray5Times: { label: 'Shalat 5 waktu' },
  smoker: { label: 'Merokok' },
  socialMedia: { label: 'Akun media sosial' },
  reason: { label: 'Alasan' },
  trouble: { label: 'Permasalahan yang dihadapi' },
  troubleshooting: { label: 'Upaya yang sudah dilakukan' },
  // Family.
  nomorKK: { label: 'Nomor KK', format: 'masked' },
  members: { label: 'Anggota keluarga' },
  name: { label: 'Nama' },
  jobStatus: { label: 'Pekerjaan' },
  grade: { label: 'Kelas', format: 'grade' },
  institutionName: { label: 'Nama sekolah/tempat kerja' },
  income: { label: 'Penghasilan per bulan', format: 'money' },
  isLiveTogether: { label: 'Tinggal serumah' },
  dependent: { label: 'Status tanggungan', format: 'dependent' },
  dependentType: { label: 'Jenis tanggungan' },
  // Expenses, incomes, assets and loans.
  idExpenseType: { label: 'Jenis pengeluaran', lookup: 'expensetypes' },
  idIncomeType: { label: 'Jenis pendapatan', lookup: 'incometypes' },
  idAssetType: { label: 'Jenis aset', lookup: 'assettypes' },
  idJob: { label: 'Pekerjaan', lookup: 'jobs' },
  creditor: { label: 'Pemberi pinjaman' },
  nominal: { label: 'Nominal', format: 'money' },
  size: { label: 'Ukuran' },
  usage: { label: 'Keperluan' },
  description: { label: 'Keterangan' },
  // Aid received, after its name.
  type: { label: 'Jenis bantuan' },
  when: { label: 'Tanggal bantuan' },
  knownFrom: { label: 'Mengetahui program dari' },
  // Bank account.
  idBank: { label: 'Bank', lookup: 'banks' },
  accountName: { label: 'Nama pemilik rekening' },
  accountNumber: { label: 'Nomor rekening', format: 'masked' },
  // Skill, teacher and patient.
  businessAble: { label: 'Keterampilan atau usaha yang dikuasai' },
  institution: { label: 'Lembaga tempat mengajar' },
  subject: { label: 'Mata pelajaran' },
  diniyah: { label: 'Mengajar di madrasah diniyah' },
  sertification: { label: 'Sudah bersertifikasi' },
  multiplePlace: { label: 'Mengajar di lebih dari satu tempat' },
  monthlyIncomes: { label: 'Penghasilan mengajar per bulan', format: 'money' },
  IdRelationship: { label: 'Hubungan dengan pasien', lookup: 'relationships' },
  diagnosis: { label: 'Diagnosis penyakit' },
  condition: { label: 'Kondisi pasien saat ini' },
  effort: { label: 'Upaya pengobatan yang sudah dilakukan' },
  treatmentCost: { label: 'Perkiraan biaya pengobatan', format: 'money' },
  costComponent: { label: 'Rincian komponen biaya' },
  // Requirement flags ({org} is the foundation), as the catalogue words them.
  accompanyVerifier: { label: 'Saya setuju yayasan dapat mengelola data pribadi saya' },
  poor: { label: 'Saya termasuk golongan Faqir/Miskin' },
  noAssistance6Month: {
    label:
      'Saya tidak mengajukan bantuan ke yayasan dalam 6 bulan terakhir, kecuali bantuan Kesehatan, program Ramadhan, atau Program Peduli Pengurus',
  },
  notCurrentlyApplyAssistance: { label: 'Saya tidak sedang mengajukan bantuan lain ke yayasan' },
  published: { label: 'Saya setuju foto akan dipublikasikan kepada muhsinin' },
  coordinateWithSchool: { label: 'Saya bersedia membantu berkoordinasi dengan pihak sekolah' },
  distributedAsMandated: { label: 'Lembaga bersedia menyalurkan bantuan sesuai amanah' },
  explainAboutHsi: { label: 'Lembaga bersedia menjelaskan tentang yayasan kepada penerima manfaat' },
  dataCourtesyHsi: {
    label: 'Saya bersedia data pengajuan ini digunakan yayasan untuk keperluan program',
  },
  testimonial: { label: 'Saya bersedia memberikan testimoni' },
  becomeVerifier: { label: 'Saya bersedia menjadi verifikator lapangan' },
  approvalVerifications: { label: 'Saya menyetujui proses verifikasi pengajuan' },
} satisfies Record<string, FieldSpec>;

const FIELDS: Record<string, FieldSpec> = { ...PERSON_FIELDS, ...OTHER_FIELDS };
const ORDER = Object.keys(FIELDS);
const PERSON_KEYS = new Set(Object.keys(PERSON_FIELDS));

/** Where one step words a shared field its own way (as its form does). */
const ROUTE_LABELS: Record<string, Record<string, string>> = {
  reference: { reason: 'Alasan mengajukan bantuan' },
  referrer: { reason: 'Alasan merekomendasikan' },
  family: { idRelationship: 'Hubungan keluarga' },
  'non-hsi-helped': {
    everReceived: 'Pernah menerima bantuan dari pihak lain',
    name: 'Nama pemberi bantuan',
    when: 'Tanggal bantuan terakhir',
  },
  'hsi-helped': { everReceived: 'Pernah menerima bantuan dari yayasan', when: 'Waktu menerima bantuan' },
  assets: { name: 'Nama aset' },
  patient: { name: 'Nama pasien' },
};

/** Fields a step saves without asking them (a default), which would only puzzle the reader. */
const NOT_ASKED: Record<string, readonly string[]> = {
  // The recipient's own step defaults it to "Diri sendiri"; the referrer step asks it.
  reference: ['idRelationshipWithReference'],
};

/** How one field of one step is shown; null when it is not shown at all. */
export interface FieldHow {
  label: string;
  format?: FieldFormat;
  lookup?: string;
  options?: SectionProperty['options'];
}

// On a read-only page the unit belongs with the value: "Lama Tinggal (tahun)" reads "Lama Tinggal: 10 tahun".
const withoutUnit = (label: string, format?: FieldFormat) =>
  format === 'years' || format === 'stay' ? label.replace(/\s*\(tahun\)\s*$/i, '') : label;

/**
 * The label and format of a step's field: the programme's property first (its label, options,
 * lookup and currency type), then the step's own wording, then the shared one. A key with no
 * Indonesian label anywhere (a bare id, an upload's document id, an unknown key) is not shown.
 */
export function fieldHow(
  route: string,
  key: string,
  properties: readonly SectionProperty[] = [],
): FieldHow | null {
  const property = properties.find((p) => p.columnname === key);
  if (property?.type === 'upload' || (!property && NOT_ASKED[route]?.includes(key))) return null;
  const fixed = FIELDS[key];
  const label = property?.label ?? ROUTE_LABELS[route]?.[key] ?? fixed?.label;
  if (!label) return null;
  const format = property?.type === 'currency' ? 'money' : fixed?.format;
  return {
    label: withoutUnit(label, format),
    format,
    lookup: property?.lookup ?? fixed?.lookup,
    options: property?.options,
  };
}

/** The lookup table a field's id points into, if any. */
export const lookupOf = (key: string, properties: readonly SectionProperty[] = []): string | undefined =>
  properties.find((p) => p.columnname === key)?.lookup ?? FIELDS[key]?.lookup;

/**
 * Reading order of a step's fields: the person fields first, then the programme's properties in
 * catalogue order, then the step's other fields as its form asks them; anything else last.
 */
export function fieldRank(key: string, properties: readonly SectionProperty[] = []): [number, number] {
  if (PERSON_KEYS.has(key)) return [0, ORDER.indexOf(key)];
  const property = properties.find((p) => p.columnname === key);
  if (property) return [1, property.order];
  const index = ORDER.indexOf(key);
  return index >= 0 ? [2, index] : [3, 0];
}

export const byRank =
  (properties: readonly SectionProperty[] = []) =>
  (a: string, b: string): number => {
    const [tierA, indexA] = fieldRank(a, properties);
    const [tierB, indexB] = fieldRank(b, properties);
    return tierA - tierB || indexA - indexB;
  };
