import { describe, expect, it } from 'vitest';
import {
  applySameAddress,
  closeRelativeSchema,
  lengthOfStayLabel,
  applicantMessages as m,
  patientSchema,
  personalDataSchema,
  referenceFormSchema,
  referenceFormSchemaFor,
  referrerFormSchemaFor,
  skillSchema,
  teacherSchema,
} from './applicant.ts';
import { patternMessages } from './patterns.ts';
import type { z } from './zod.ts';

const messagesOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
const parse = (schema: z.ZodType, input: unknown) => schema.parse(input) as Record<string, unknown>;

const domicile = {
  idProvince: 32,
  idRegency: 3273,
  idDistrict: 327301,
  idSubDistrict: 3273011001,
  fullAddress: 'Jl. Mawar No. 1',
  rt: '3',
  rw: '4',
  postalCode: '40111',
};
const reference = {
  isSantri: false,
  whatsappNumber: '6281234567890',
  fullName: 'Siti Aminah',
  placeOfBirth: 'Bandung',
  dateOfBirth: '1990-01-02',
  gender: 'Perempuan',
  ...domicile,
  addressSameWithKTP: true,
};
const relaxed = { individual: true, marriageRequired: true };

describe('§2 step 1 reference form: a complete non-Santri reference saves', () => {
  it('accepts the minimal complete form and fills the defaults', () => {
    const data = parse(referenceFormSchema, reference);
    expect(data).toMatchObject({ lengthOfStay: 0, idRelationshipWithReference: 8, isSantri: false });
  });

  it.each([
    ['fullName', { fullName: '  ' }, m.fullNameRequired],
    ['whatsappNumber', { whatsappNumber: '' }, m.whatsappRequired],
    ['whatsappNumber', { whatsappNumber: '0812345' }, patternMessages.whatsapp],
    ['placeOfBirth', { placeOfBirth: '' }, m.placeOfBirthRequired],
    ['dateOfBirth', { dateOfBirth: '' }, 'Tanggal lahir wajib diisi'],
    ['dateOfBirth', { dateOfBirth: '02-01-1990' }, 'Format tanggal tidak valid'],
    ['dateOfBirth', { dateOfBirth: '2023-02-29' }, 'Format tanggal tidak valid'],
    ['gender', { gender: undefined }, m.genderRequired],
    ['gender', { gender: 'L' }, m.genderRequired],
    ['marriage', { marriage: 'Kawin' }, m.marriageInvalid],
    ['idCardNumber', { idCardNumber: '12345' }, patternMessages.ktp],
    ['idProvince', { idProvince: '' }, m.provinceRequired],
    ['idRegency', { idRegency: null }, m.regencyRequired],
    ['idDistrict', { idDistrict: undefined }, m.districtRequired],
    ['idSubDistrict', { idSubDistrict: '' }, m.subdistrictRequired],
    ['fullAddress', { fullAddress: ' ' }, m.fullAddressRequired],
    ['postalCode', { postalCode: '' }, m.postalCodeRequired],
    ['postalCode', { postalCode: '4011' }, m.postalCodeFormat],
  ])('%s: %j → "%s"', (path, change, message) => {
    expect(messagesOf(referenceFormSchema, { ...reference, ...change })[path]).toBe(message);
  });

  it('a date of birth picked as a Date is stored as its calendar date', () => {
    expect(parse(referenceFormSchema, { ...reference, dateOfBirth: new Date(1990, 0, 2) }).dateOfBirth).toBe(
      '1990-01-02',
    );
  });

  it('ids from selects arrive as text and are stored as numbers', () => {
    expect(parse(referenceFormSchema, { ...reference, idProvince: '32' }).idProvince).toBe(32);
  });

  it('the KK number is accepted in place of a KTP number (hint "Gunakan nomor KK")', () => {
    expect(messagesOf(referenceFormSchema, { ...reference, idCardNumber: '3273010101010001' })).toEqual({});
  });
});

describe('§5 rt and rw default to "0"', () => {
  it.each([[''], [undefined], [null], ['  ']])('rt %j → "0"', (rt) => {
    expect(parse(referenceFormSchema, { ...reference, rt }).rt).toBe('0');
  });
});

describe('§2 KTP address: "same as domicile" copies the domicile fields (applySameAddress)', () => {
  it('copies every domicile field to its Official twin when ticked', () => {
    expect(applySameAddress({ ...domicile, addressSameWithKTP: true })).toMatchObject({
      idProvinceOfficial: 32,
      idRegencyOfficial: 3273,
      idDistrictOfficial: 327301,
      idSubDistrictOfficial: 3273011001,
      fullAddressOfficial: 'Jl. Mawar No. 1',
      rtOfficial: '3',
      rwOfficial: '4',
      postalCodeOfficial: '40111',
    });
  });

  it('leaves the input as it is when not ticked, and does not change its argument', () => {
    const input = { ...domicile, addressSameWithKTP: false, fullAddressOfficial: 'Jl. Lain' };
    expect(applySameAddress(input)).toBe(input);
    const ticked = { ...domicile, addressSameWithKTP: true };
    applySameAddress(ticked);
    expect(ticked).not.toHaveProperty('idProvinceOfficial');
  });

  it('without the tick the KTP address is required on its own', () => {
    expect(messagesOf(referenceFormSchema, { ...reference, addressSameWithKTP: false })).toMatchObject({
      idProvinceOfficial: m.provinceRequired,
      fullAddressOfficial: m.fullAddressRequired,
      postalCodeOfficial: m.postalCodeRequired,
    });
  });
});

describe('§4 Santri: saving needs the NIP + WhatsApp check (idUser of the found member)', () => {
  it.each([
    ['no NIP, not checked', {}, { nip: m.nipRequired, idUser: m.memberCheckRequired }],
    ['NIP typed but not checked', { nip: 'ARN101-10001' }, { idUser: m.memberCheckRequired }],
    ['checked', { nip: 'arn101-10001', idUser: 7 }, {}],
  ])('%s', (_case, change, messages) => {
    expect(messagesOf(referenceFormSchema, { ...reference, isSantri: true, ...change })).toEqual(messages);
  });

  it('a non-Santri needs no NIP nor check', () => {
    expect(messagesOf(referenceFormSchema, { ...reference, isSantri: 'false' })).toEqual({});
  });

  it('the NIP is upper-cased and checked against the pattern', () => {
    expect(
      parse(referenceFormSchema, { ...reference, isSantri: true, nip: 'arn101-10001', idUser: 7 }).nip,
    ).toBe('ARN101-10001');
    expect(messagesOf(referenceFormSchema, { ...reference, nip: 'ARN10110001' }).nip).toBe(
      patternMessages.nip,
    );
  });
});

describe('§5 residence details: required in individual programmes other than 1 and 10', () => {
  const missing = { marriage: '', idStatusResidence: '', lengthOfStay: '' };
  const all = {
    marriage: m.marriageRequired,
    idStatusResidence: m.residenceRequired,
    lengthOfStay: m.lengthOfStayRequired,
  };
  it.each([
    ['programme 4, individual, marriage property required', 4, relaxed, all],
    [
      'programme 4, marriage property optional',
      4,
      { individual: true, marriageRequired: false },
      { idStatusResidence: m.residenceRequired, lengthOfStay: m.lengthOfStayRequired },
    ],
    ['programme 1 (skips residence requirements)', 1, relaxed, {}],
    ['programme 10 (skips residence requirements)', 10, relaxed, {}],
    ['institution programme 20', 20, { individual: false, marriageRequired: true }, {}],
  ])('%s', (_case, idProgram, rules, messages) => {
    expect(messagesOf(referenceFormSchemaFor(idProgram, rules), { ...reference, ...missing })).toEqual(
      messages,
    );
  });

  it('where not required, an empty length of stay defaults to 0', () => {
    expect(parse(referenceFormSchemaFor(1, relaxed), { ...reference, lengthOfStay: '' }).lengthOfStay).toBe(
      0,
    );
  });

  it('0 years is an answer ("Lama tinggal" given)', () => {
    const input = { ...reference, marriage: 'Menikah', idStatusResidence: 2, lengthOfStay: 0 };
    expect(messagesOf(referenceFormSchemaFor(4, relaxed), input)).toEqual({});
  });
});

describe('§5 length of stay: 100 or more means "Seumur hidup"', () => {
  it.each([
    [0, '0 tahun'],
    [99, '99 tahun'],
    [100, 'Seumur hidup'],
    [150, 'Seumur hidup'],
  ])('%i → %s', (years, label) => {
    expect(lengthOfStayLabel(years)).toBe(label);
  });

  it('a negative length of stay is refused', () => {
    expect(messagesOf(referenceFormSchema, { ...reference, lengthOfStay: -1 }).lengthOfStay).toBeDefined();
  });
});

describe('§5 scholarship programmes: "Belum menikah" blocks saving with a notice', () => {
  it.each([
    [27, 'Belum menikah', m.marriageNotEligible],
    [31, 'Belum menikah', m.marriageNotEligible],
    [27, 'Menikah', undefined],
    [4, 'Belum menikah', undefined],
  ])('programme %i, %s → %j', (idProgram, marriage, message) => {
    const input = { ...reference, marriage, idStatusResidence: 1, lengthOfStay: 3 };
    expect(messagesOf(referenceFormSchemaFor(idProgram, relaxed), input).marriage).toBe(message);
  });
});

describe('§5 referrer form: distance, relationship, reason, residence and length of stay required', () => {
  const referrer = {
    distanceWithReference: 5,
    idRelationshipWithReference: 3,
    reason: 'Tetangga yang membutuhkan',
    idStatusResidence: 1,
    lengthOfStay: 10,
  };
  it('a complete referrer saves', () => {
    expect(messagesOf(referrerFormSchemaFor(true), referrer)).toEqual({});
  });

  it.each([
    ['distanceWithReference', { distanceWithReference: '' }, m.distanceRequired],
    ['distanceWithReference', { distanceWithReference: 7 }, m.distanceInvalid],
    ['reason', { reason: ' ' }, m.reasonRequired],
    ['idStatusResidence', { idStatusResidence: undefined }, m.residenceRequired],
    ['lengthOfStay', { lengthOfStay: '' }, m.lengthOfStayRequired],
  ])('%s: %j → "%s"', (path, change, message) => {
    expect(messagesOf(referrerFormSchemaFor(true), { ...referrer, ...change })[path]).toBe(message);
  });

  it.each([
    [true, 0, undefined],
    [false, 0, m.distanceInvalid],
    [false, 50, undefined],
  ])('0 km (same house) only for individuals: individual %s, %i km → %j', (individual, km, message) => {
    const messages = messagesOf(referrerFormSchemaFor(individual), {
      ...referrer,
      distanceWithReference: km,
    });
    expect(messages.distanceWithReference).toBe(message);
  });

  it('the relationship must be chosen: "Hubungan dengan penerima wajib diisi" (spec §5 referrer forms)', () => {
    const messages = messagesOf(referrerFormSchemaFor(true), {
      ...referrer,
      idRelationshipWithReference: '',
    });
    expect(messages.idRelationshipWithReference).toBe('Hubungan dengan penerima wajib diisi');
  });
});

describe('§5 personal data: required fields and messages', () => {
  const personal = { ...reference, pray5Times: 'true' };
  it('a complete personal data form saves, pray5Times read from the radio', () => {
    expect(parse(personalDataSchema, personal).pray5Times).toBe(true);
  });
  it.each([
    ['whatsappNumber', { whatsappNumber: '' }, 'Nomor WhatsApp harus diisi'],
    ['pray5Times', { pray5Times: '' }, m.pray5TimesRequired],
    ['gender', { gender: '' }, m.genderRequired],
    ['dateOfBirth', { dateOfBirth: 'kemarin' }, 'Format tanggal tidak valid'],
    ['idProvince', { idProvince: '' }, m.provinceRequired],
  ])('%s: %j → "%s"', (path, change, message) => {
    expect(messagesOf(personalDataSchema, { ...personal, ...change })[path]).toBe(message);
  });
});

describe('§5 close relative (neighbour and recipient contact)', () => {
  const relative = {
    fullName: 'Ahmad',
    whatsappNumber: '6281298765432',
    gender: 'Laki-laki',
    idRelationship: 3,
  };
  it('a complete relative saves', () => {
    expect(messagesOf(closeRelativeSchema, relative)).toEqual({});
  });
  it.each([
    ['fullName', { fullName: '' }, 'Isi dengan Nama lengkap'],
    ['whatsappNumber', { whatsappNumber: '' }, 'Nomor Telpon/WhatsApp Wajib diisi'],
    ['whatsappNumber', { whatsappNumber: '6212' }, patternMessages.whatsapp],
    ['gender', { gender: '' }, 'Jenis kelamin wajib diisi'],
    ['idRelationship', { idRelationship: '' }, 'Hubungan wajib diisi'],
  ])('%s: %j → "%s"', (path, change, message) => {
    expect(messagesOf(closeRelativeSchema, { ...relative, ...change })[path]).toBe(message);
  });
});

describe('§3 skill, teacher and patient sections', () => {
  it.each([
    ['skill', skillSchema, { businessAble: 'Menjahit', description: 'Membeli mesin jahit' }],
    [
      'teacher',
      teacherSchema,
      { institution: 'TPA', subject: 'Iqro', diniyah: 'true', monthlyIncomes: '500000' },
    ],
    [
      'patient',
      patientSchema,
      { name: 'Ali', IdRelationship: 2, diagnosis: 'DBD', condition: 'Dirawat', treatmentCost: 3000000 },
    ],
  ])('a complete %s section saves', (_name, schema, input) => {
    expect(messagesOf(schema, input)).toEqual({});
  });

  it.each([
    ['skill', skillSchema, ['businessAble', 'description']],
    ['teacher', teacherSchema, ['institution', 'subject', 'diniyah', 'monthlyIncomes']],
    ['patient', patientSchema, ['name', 'IdRelationship', 'diagnosis', 'condition', 'treatmentCost']],
  ])('an empty %s section names each required field', (_name, schema, paths) => {
    expect(Object.keys(messagesOf(schema, {})).sort()).toEqual([...paths].sort());
  });

  it('money is whole Rupiah and not negative', () => {
    expect(messagesOf(patientSchema, { treatmentCost: -1 }).treatmentCost).toBe('Tidak boleh kurang dari 0');
    expect(messagesOf(patientSchema, { treatmentCost: 1.5 }).treatmentCost).toBe('Harus berupa angka');
  });
});
