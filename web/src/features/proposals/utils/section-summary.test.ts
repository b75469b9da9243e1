import type { SectionProperty } from '@amal/contract/programs';
import { describe, expect, it } from 'vitest';
import { type LookupNames, lookupNamesFrom } from './format-value';
import { type SummaryContext, type SummaryField, summarize } from './section-summary';

const property = (columnname: string, label: string, order: number, extra: Partial<SectionProperty> = {}) =>
  ({
    idSectionProperty: order,
    columnname,
    label,
    type: 'text',
    valueType: 'string',
    required: false,
    enable: true,
    source: 'manual',
    options: null,
    lookup: null,
    idDocumentType: null,
    hint: null,
    order,
    ...extra,
  }) satisfies SectionProperty;

const names: LookupNames = lookupNamesFrom({
  expensetypes: { 2: 'Makan dan Minum', 5: 'Listrik' },
  incometypes: { 1: 'Gaji' },
  assettypes: { 3: 'Kendaraan roda dua' },
  banks: { 1: 'Bank Rakyat Indonesia (BRI)' },
  relationships: { 3: 'Istri', 6: 'Saudara kandung', 8: 'Diri sendiri' },
  statusresidences: { 2: 'Sewa/Kontrak' },
  jobs: { 11: 'Wiraswasta' },
});

const read = (route: string, data: unknown, extra: Partial<SummaryContext> = {}) =>
  summarize(data, { route, names, ...extra });
const labels = (fields: SummaryField[]) => fields.map((field) => field.label);
const shownValue = (fields: SummaryField[], label: string) => {
  const field = fields.find((f) => f.label === label);
  return field?.kind === 'value' ? field.value : undefined;
};

// The reference step as PostgreSQL jsonb returns it: keys ordered by length, not as the form asks them.
const reference = {
  rt: '001',
  rw: '002',
  age: 36,
  nip: 'ARN101-10001',
  gender: 'Laki-laki',
  idUser: 1,
  reason: 'Penghasilan tidak mencukupi',
  smoker: false,
  fullName: 'Ahmad Fauzi',
  isSantri: true,
  marriage: 'Menikah',
  idRegency: 3273,
  idDistrict: 327309,
  idProvince: 32,
  postalCode: '40115',
  pray5Times: true,
  rtOfficial: '001',
  rwOfficial: '002',
  dateOfBirth: '1990-05-17',
  fullAddress: 'Jl. Merdeka No. 10',
  idCardNumber: '3273011705900001',
  lengthOfStay: 10,
  placeOfBirth: 'Bandung',
  idSubDistrict: 3273091003,
  whatsappNumber: '6281234500001',
  idRegencyOfficial: 3273,
  idStatusResidence: 2,
  addressSameWithKTP: true,
  idDistrictOfficial: 327309,
  idProvinceOfficial: 32,
  postalCodeOfficial: '40115',
  fullAddressOfficial: 'Jl. Merdeka No. 10',
  idSubDistrictOfficial: 3273091003,
  idRelationshipWithReference: 8,
};
const referenceProperties = [
  property('marriage', 'Status Pernikahan', 1),
  property('idStatusResidence', 'Status Tempat Tinggal', 2, { lookup: 'statusresidences' }),
  property('lengthOfStay', 'Lama Tinggal (tahun)', 3),
  property('pray5Times', 'Shalat 5 Waktu', 8),
  property('smoker', 'Merokok', 9),
  property('reason', 'Alasan Mengajukan Bantuan', 11),
  property('photo', 'Foto Penerima Bantuan', 14, { type: 'upload' }),
];

describe('summarize: order (detail page reads like the form, not like jsonb)', () => {
  it('puts the person first, then the addresses and residence, then the programme properties in catalogue order', () => {
    expect(labels(read('reference', reference, { properties: referenceProperties }))).toEqual([
      'Nama lengkap',
      'Santri',
      'NIP',
      'Nomor WhatsApp',
      'Nomor KTP',
      'Tempat lahir',
      'Tanggal lahir',
      'Usia',
      'Jenis kelamin',
      'Status Pernikahan',
      'Alamat domisili',
      'Alamat KTP',
      'Status Tempat Tinggal',
      'Lama Tinggal',
      'Shalat 5 Waktu',
      'Merokok',
      'Alasan Mengajukan Bantuan',
    ]);
  });

  it('orders a properties-only step by the catalogue order', () => {
    const properties = [
      property('name', 'Nama Pasien', 1),
      property('IdRelationship', 'Hubungan dengan Pasien', 2, { lookup: 'relationships' }),
      property('diagnosis', 'Diagnosis Penyakit', 3),
      property('treatmentCost', 'Perkiraan Biaya Pengobatan', 6, { type: 'currency' }),
    ];
    const patient = { name: 'Ahmad', diagnosis: 'Diabetes', treatmentCost: 3000000, IdRelationship: 8 };
    expect(read('patient', patient, { properties })).toEqual([
      { kind: 'value', label: 'Nama Pasien', value: 'Ahmad' },
      { kind: 'value', label: 'Hubungan dengan Pasien', value: 'Diri sendiri' },
      { kind: 'value', label: 'Diagnosis Penyakit', value: 'Diabetes' },
      { kind: 'value', label: 'Perkiraan Biaya Pengobatan', value: 'Rp\u00a03.000.000' },
    ]);
  });

  it('orders a step without properties as its form asks (aid from others: whether, from whom, what)', () => {
    const aid = { name: 'Dinas Sosial', type: 'Sembako', when: '2025-03-01', everReceived: true };
    expect(labels(read('non-hsi-helped', aid))).toEqual([
      'Pernah menerima bantuan dari pihak lain',
      'Nama pemberi bantuan',
      'Jenis bantuan',
      'Tanggal bantuan terakhir',
    ]);
  });
});

describe('summarize: Indonesian labels and formats', () => {
  it('shows the age as "36 tahun" under "Usia" and the stay without the unit in its label', () => {
    const fields = read('reference', reference, { properties: referenceProperties });
    expect(shownValue(fields, 'Usia')).toBe('36 tahun');
    expect(shownValue(fields, 'Lama Tinggal')).toBe('10 tahun');
    expect(shownValue(read('referrer', { lengthOfStay: 100 }), 'Lama tinggal')).toBe('Seumur hidup');
  });

  it.each([
    [
      'money in whole Rupiah',
      'teacher',
      { monthlyIncomes: 500000 },
      'Penghasilan mengajar per bulan',
      'Rp\u00a0500.000',
    ],
    [
      'a calendar date in Indonesian',
      'reference',
      { dateOfBirth: '1990-05-12' },
      'Tanggal lahir',
      '12 Mei 1990',
    ],
    [
      'an instant on its Jakarta date',
      'hsi-helped',
      { when: '2025-01-01T17:00:00Z' },
      'Waktu menerima bantuan',
      '2 Januari 2025',
    ],
    ['a flag as Ya', 'teacher', { diniyah: true }, 'Mengajar di madrasah diniyah', 'Ya'],
    ['a flag as Tidak', 'reference', { smoker: false }, 'Merokok', 'Tidak'],
    [
      'a distance with its label',
      'referrer',
      { distanceWithReference: 0 },
      'Jarak tempat tinggal dengan penerima',
      '0 km (serumah)',
    ],
    [
      'a KTP number masked',
      'reference',
      { idCardNumber: '3273011205900001' },
      'Nomor KTP',
      '••••••••••••0001',
    ],
    ['a KK number masked', 'family', { nomorKK: '3273010101200001' }, 'Nomor KK', '••••••••••••0001'],
    [
      'an account number masked',
      'bank-account',
      { accountNumber: '1234567890' },
      'Nomor rekening',
      '••••••7890',
    ],
  ])('shows %s', (_, route, data, label, value) => {
    expect(read(route, data)).toEqual([{ kind: 'value', label, value }]);
  });

  it("uses the programme's property label and choice label before its own", () => {
    const properties = [
      property('knownFrom', 'Mengetahui Program Ini dari', 1, {
        options: [{ value: 'wa', label: 'Grup WhatsApp' }],
      }),
    ];
    expect(read('hsi-helped', { knownFrom: 'wa' }, { properties })).toEqual([
      { kind: 'value', label: 'Mengetahui Program Ini dari', value: 'Grup WhatsApp' },
    ]);
  });

  it('hides what has no Indonesian label rather than showing it in English, and bare ids and uploads', () => {
    const fields = read(
      'reference',
      { favouriteColour: 'hijau', idUser: 1, idReferrer: 4, photo: 12, fullName: 'Ahmad' },
      { properties: referenceProperties },
    );
    expect(fields).toEqual([{ kind: 'value', label: 'Nama lengkap', value: 'Ahmad' }]);
  });

  it("hides the recipient's own relationship the reference step saves without asking", () => {
    expect(read('reference', { idRelationshipWithReference: 8 })).toEqual([]);
    expect(read('referrer', { idRelationshipWithReference: 8 })).toEqual([
      { kind: 'value', label: 'Hubungan dengan penerima', value: 'Diri sendiri' },
    ]);
  });
});

describe('summarize: lookup ids as names', () => {
  it.each([
    ['bank-account', { idBank: 1 }, 'Bank', 'Bank Rakyat Indonesia (BRI)'],
    ['close-relative', { idRelationship: 6 }, 'Hubungan', 'Saudara kandung'],
    ['referrer', { idStatusResidence: 2 }, 'Status tempat tinggal', 'Sewa/Kontrak'],
  ])('%s shows the name of %o', (route, data, label, value) => {
    expect(read(route, data)).toEqual([{ kind: 'value', label, value }]);
  });

  it('leaves out an id whose name is not known', () => {
    expect(read('bank-account', { idBank: 99 })).toEqual([]);
  });

  it('folds each address into one field, the KTP one "same as domicile" when ticked', () => {
    const fields = read('reference', reference);
    expect(fields.find((f) => f.label === 'Alamat domisili')).toEqual({
      kind: 'address',
      label: 'Alamat domisili',
      address: {
        idProvince: 32,
        idRegency: 3273,
        idDistrict: 327309,
        idSubDistrict: 3273091003,
        fullAddress: 'Jl. Merdeka No. 10',
        rt: '001',
        rw: '002',
        postalCode: '40115',
      },
    });
    expect(shownValue(fields, 'Alamat KTP')).toBe('Sama dengan alamat domisili');
    expect(labels(fields)).not.toContain('RT');
  });

  it('shows a different KTP address as its own address, leaving out the "0" of an empty RT/RW', () => {
    const fields = read('personal-data', {
      fullAddress: 'Jl. A',
      fullAddressOfficial: 'Jl. B',
      idProvinceOfficial: 31,
      rtOfficial: '0',
      addressSameWithKTP: false,
    });
    expect(fields.find((f) => f.label === 'Alamat KTP')).toMatchObject({
      kind: 'address',
      address: { fullAddress: 'Jl. B', idProvince: 31, rt: null },
    });
  });
});

describe('summarize: list steps as compact rows', () => {
  it('reads expenses as "type: amount" with the note under and the total', () => {
    expect(
      read('expenses', [
        { nominal: 1200000, idExpenseType: 2 },
        { nominal: 150000, idExpenseType: 5, description: 'Token' },
      ]),
    ).toEqual([
      {
        kind: 'rows',
        label: '',
        money: true,
        rows: [
          { label: 'Makan dan Minum', value: 'Rp\u00a01.200.000' },
          { label: 'Listrik', value: 'Rp\u00a0150.000', note: 'Token' },
        ],
        total: 'Rp\u00a01.350.000',
      },
    ]);
  });

  it('says whose income it is and from which job', () => {
    const fields = read('incomes', [{ idIncomeType: 1, idFamily: 7, idJob: 11, nominal: 900000 }], {
      members: new Map([[7, 'Aisyah']]),
    });
    expect(fields).toEqual([
      {
        kind: 'rows',
        label: '',
        money: true,
        rows: [{ label: 'Gaji', value: 'Rp\u00a0900.000', note: 'Aisyah · Wiraswasta' }],
      },
    ]);
  });

  it('reads assets as "type: name, size"', () => {
    expect(read('assets', [{ idAssetType: 3, name: 'Motor', size: '1 unit' }])).toEqual([
      {
        kind: 'rows',
        label: '',
        money: false,
        rows: [{ label: 'Kendaraan roda dua', value: 'Motor, 1 unit' }],
      },
    ]);
  });

  it('names a row by its step when its type cannot be named', () => {
    expect(
      read('expenses', [{ idExpenseType: 42, nominal: 1000 }], { names: () => undefined }),
    ).toMatchObject([{ rows: [{ label: 'Pengeluaran', value: 'Rp\u00a01.000' }] }]);
  });

  it('reads loans by creditor, and "Tidak ada" as no loan', () => {
    expect(read('loans', [{ creditor: 'Koperasi', nominal: 2000000, usage: 'Biaya sekolah' }])).toEqual([
      {
        kind: 'rows',
        label: '',
        money: true,
        rows: [{ label: 'Koperasi', value: 'Rp\u00a02.000.000', note: 'Biaya sekolah' }],
      },
    ]);
    expect(read('loans', [{ creditor: 'Tidak ada', nominal: 0 }])).toEqual([
      { kind: 'value', label: '', value: 'Tidak ada pinjaman' },
    ]);
  });
});

describe('summarize: family members as cards', () => {
  it('titles each member by name with relationship and gender, the shared KK shown once', () => {
    const family = {
      nomorKK: '3273010101200001',
      members: [
        {
          name: 'Aisyah',
          gender: 'Perempuan',
          idFamily: 3,
          nomorKK: '3273010101200001',
          jobStatus: 'Mengurus Rumah Tangga',
          idRelationship: 3,
          isLiveTogether: true,
          income: 0,
          dependent: 0,
        },
      ],
    };
    expect(read('family', family)).toEqual([
      { kind: 'value', label: 'Nomor KK', value: '••••••••••••0001' },
      {
        kind: 'records',
        label: 'Anggota keluarga',
        records: [
          {
            title: 'Aisyah',
            subtitle: 'Istri · Perempuan',
            fields: [
              { kind: 'value', label: 'Pekerjaan', value: 'Mengurus Rumah Tangga' },
              { kind: 'value', label: 'Tinggal serumah', value: 'Ya' },
              { kind: 'value', label: 'Status tanggungan', value: 'Tertanggung' },
            ],
          },
        ],
      },
    ]);
  });

  it("shows a member's KK, masked, only when it is another family's", () => {
    const [, members] = read('family', {
      nomorKK: '3273010101200001',
      members: [{ name: 'Umar', nomorKK: '3273010101209999' }],
    });
    expect(members).toMatchObject({
      records: [{ fields: [{ label: 'Nomor KK', value: '••••••••••••9999' }] }],
    });
  });
});

describe('summarize: consents', () => {
  const answers = { poor: true, published: true, testimonial: false, accompanyVerifier: true };

  it('lists only the agreements the programme asks, with its labels, in its order', () => {
    const properties = [
      property('accompanyVerifier', 'Saya setuju yayasan dapat mengelola data pribadi saya', 1),
      property('testimonial', 'Saya bersedia memberikan testimoni', 5),
    ];
    expect(read('requirement', answers, { properties })).toEqual([
      {
        kind: 'checks',
        label: '',
        items: [
          { label: 'Saya setuju yayasan dapat mengelola data pribadi saya', checked: true },
          { label: 'Saya bersedia memberikan testimoni', checked: false },
        ],
      },
    ]);
  });

  it('names every saved flag in Indonesian when the programme is not known', () => {
    const [field] = read('requirement', answers);
    expect(field).toMatchObject({
      items: [
        { label: 'Saya setuju yayasan dapat mengelola data pribadi saya' },
        { label: 'Saya termasuk golongan Faqir/Miskin' },
        { label: 'Saya setuju foto akan dipublikasikan kepada muhsinin' },
        { label: 'Saya bersedia memberikan testimoni' },
      ],
    });
  });
});

describe('summarize: anything else', () => {
  it('shows nothing for data that is not an object', () => {
    expect(summarize('teks', { route: 'skill' })).toEqual([]);
    expect(summarize(null, { route: 'skill' })).toEqual([]);
  });
});
