import { formatDate, formatRupiah, maskNumber } from '../../../lib/format';

/** One line of a submitted step as the detail page shows it: a value, or a list of records. */
export type SummaryField = { label: string; value: string } | { label: string; records: SummaryField[][] };

/** Indonesian labels of the fields the wizard steps save; programme properties bring their own. */
const LABELS: Record<string, string> = {
  accountName: 'Nama pemilik rekening',
  accountNumber: 'Nomor rekening',
  addressSameWithKTP: 'Alamat KTP sama dengan domisili',
  businessAble: 'Keterampilan',
  condition: 'Kondisi',
  costComponent: 'Komponen biaya',
  creditor: 'Pemberi pinjaman',
  dateOfBirth: 'Tanggal lahir',
  deadDivorceLength: 'Lama bercerai/ditinggal wafat',
  dependent: 'Penanggung nafkah',
  dependentType: 'Jenis tanggungan',
  description: 'Keterangan',
  diagnosis: 'Diagnosis',
  distanceWithReference: 'Jarak dengan penerima',
  effort: 'Usaha yang sudah dilakukan',
  email: 'Email',
  everReceived: 'Pernah menerima bantuan',
  fullAddress: 'Alamat domisili',
  fullAddressOfficial: 'Alamat KTP',
  fullName: 'Nama lengkap',
  gender: 'Jenis kelamin',
  grade: 'Jenjang pendidikan',
  idCardNumber: 'Nomor KTP',
  income: 'Penghasilan',
  institution: 'Lembaga',
  institutionName: 'Nama lembaga',
  isLiveTogether: 'Tinggal serumah',
  isSantri: 'Santri',
  jobStatus: 'Status pekerjaan',
  knownFrom: 'Mengenal sejak',
  lengthOfStay: 'Lama tinggal (tahun)',
  marriage: 'Status pernikahan',
  members: 'Anggota keluarga',
  monthlyIncomes: 'Penghasilan bulanan',
  multiplePlace: 'Mengajar di beberapa tempat',
  name: 'Nama',
  nip: 'NIP',
  nominal: 'Nominal',
  nomorKK: 'Nomor KK',
  numberOfChildren: 'Jumlah anak',
  placeOfBirth: 'Tempat lahir',
  postalCode: 'Kode pos',
  postalCodeOfficial: 'Kode pos KTP',
  provideFinance: 'Memberi nafkah',
  reason: 'Alasan',
  residenceOwner: 'Pemilik tempat tinggal',
  rt: 'RT',
  rtOfficial: 'RT KTP',
  rw: 'RW',
  rwOfficial: 'RW KTP',
  sertification: 'Sertifikasi',
  size: 'Ukuran',
  smoker: 'Merokok',
  socialMedia: 'Media sosial',
  subject: 'Mata pelajaran',
  treatmentCost: 'Biaya pengobatan',
  trouble: 'Kendala',
  troubleshooting: 'Solusi kendala',
  usage: 'Penggunaan',
  when: 'Waktu',
  whatsappNumber: 'Nomor WhatsApp',
};

const MONEY = /nominal|income|cost|amount|price|salary|fee/i;
// Private numbers stay recognisable by their last digits without being shown whole.
const MASKED = new Set(['idCardNumber', 'nomorKK', 'accountNumber']);
// Ids point at rows the applicant cannot read here; showing the bare number would mean nothing.
const isReference = (key: string) => key === 'id' || (/^[iI]d[A-Z]/.test(key) && !MASKED.has(key));
const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** "placeOfBirth" → "Place of birth", for a field no label is known for. */
const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean';

function formatScalar(key: string, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') return MONEY.test(key) ? formatRupiah(value) : value.toLocaleString('id-ID');
  if (MASKED.has(key)) return maskNumber(value);
  return DATE.test(value) ? formatDate(value, 'D MMMM YYYY') : value;
}

function toField(key: string, value: unknown, labels: Record<string, string>): SummaryField | null {
  if (value === null || value === undefined || value === '' || isReference(key)) return null;
  const label = labels[key] ?? LABELS[key] ?? humanize(key);
  if (Array.isArray(value)) {
    if (value.every((item) => !isRecord(item))) {
      const items = value.filter(isScalar).map((item) => formatScalar(key, item));
      return items.length ? { label, value: items.join(', ') } : null;
    }
    const records = value
      .filter(isRecord)
      .map((item) => summarize(item, labels))
      .filter((r) => r.length);
    return records.length ? { label, records } : null;
  }
  if (isRecord(value)) {
    const fields = summarize(value, labels);
    return fields.length ? { label, records: [fields] } : null;
  }
  return isScalar(value) ? { label, value: formatScalar(key, value) } : null;
}

/**
 * A submitted step's data as labelled, formatted lines: money in Rupiah, dates in Indonesian,
 * yes/no for flags, nested lists as records. `labels` (a programme's property labels) win.
 */
export function summarize(data: unknown, labels: Record<string, string> = {}): SummaryField[] {
  if (Array.isArray(data)) {
    // A step that is a list (expenses, loans) needs no label above its records: the step names it.
    const field = toField('records', data, { records: '', ...labels });
    return field ? [field] : [];
  }
  if (!isRecord(data)) return [];
  return Object.entries(data)
    .map(([key, value]) => toField(key, value, labels))
    .filter((field): field is SummaryField => field !== null);
}
