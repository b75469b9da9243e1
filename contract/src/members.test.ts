import { describe, expect, it } from 'vitest';
import { applicantMessages } from './applicant.ts';
import {
  isMemberPage,
  MEMBER_PAGE_FIELDS,
  maskWhatsapp,
  memberAddressFormSchema,
  memberPersonalFormSchema,
  memberPersonalUpdateSchema,
} from './members.ts';
import { patternMessages } from './patterns.ts';
import { userMessages } from './users.ts';

const PERSONAL = {
  fullName: 'Siti Aminah',
  whatsappNumber: '6281234567890',
  gender: 'Perempuan',
  placeOfBirth: 'Bandung',
  dateOfBirth: '1990-05-17',
  marriage: 'Menikah',
  idCardNumber: '3273015705900001',
  nomorKK: '3273010101200001',
};
const ADDRESS = {
  idProvince: '32',
  idRegency: '3273',
  idDistrict: '327309',
  idSubDistrict: '3273091003',
  fullAddress: 'Jl. Merdeka No. 10',
  rt: '',
  rw: '2',
  postalCode: '40115',
};

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('maskWhatsapp: the member list shows the last four digits only', () => {
  it.each([
    ['6281234567890', '*********7890'],
    ['+6281234567890', '*********7890'],
    ['123', '***'],
    [null, null],
    ['', null],
  ])('%s → %s', (number, masked) => expect(maskWhatsapp(number)).toBe(masked));
});

describe('page "data-diri": the member’s own rules and messages', () => {
  it('accepts a complete page; empty KTP, KK and marriage mean none', () => {
    expect(memberPersonalFormSchema.parse(PERSONAL)).toEqual(PERSONAL);
    const none = memberPersonalFormSchema.parse({
      ...PERSONAL,
      idCardNumber: '',
      nomorKK: ' ',
      marriage: '',
    });
    expect(none).toMatchObject({ idCardNumber: undefined, nomorKK: undefined, marriage: undefined });
  });

  it.each([
    [{ fullName: '' }, 'fullName', userMessages.fullNameRequired],
    [{ whatsappNumber: '' }, 'whatsappNumber', userMessages.whatsappRequired],
    [{ whatsappNumber: '0812345' }, 'whatsappNumber', patternMessages.whatsapp],
    [{ gender: 'L' }, 'gender', userMessages.genderRequired],
    [{ dateOfBirth: '' }, 'dateOfBirth', applicantMessages.dateOfBirthRequired],
    [{ dateOfBirth: '1990-13-40' }, 'dateOfBirth', applicantMessages.dateOfBirthInvalid],
    [{ placeOfBirth: '' }, 'placeOfBirth', applicantMessages.placeOfBirthRequired],
    [{ marriage: 'Kawin' }, 'marriage', applicantMessages.marriageInvalid],
    [{ idCardNumber: '32730157059' }, 'idCardNumber', patternMessages.ktp],
    [{ nomorKK: '32730101012000011' }, 'nomorKK', patternMessages.kk],
  ])('%j → %s: %s', (change, path, message) => {
    expect(messagesOf(memberPersonalFormSchema.safeParse({ ...PERSONAL, ...change }))[path]).toBe(message);
  });

  it('the update names the version it was made on', () => {
    expect(memberPersonalUpdateSchema.safeParse(PERSONAL).success).toBe(false);
    const updatedAt = '2026-01-02T03:04:05.678Z';
    expect(memberPersonalUpdateSchema.parse({ ...PERSONAL, updatedAt }).updatedAt).toBe(updatedAt);
  });
});

describe('page "alamat": the wizard’s address rules', () => {
  it('copies the domicile to the KTP address when they are the same; rt and rw default to "0"', () => {
    const parsed = memberAddressFormSchema.parse({ ...ADDRESS, addressSameWithKTP: true });
    expect(parsed).toMatchObject({
      idSubDistrict: 3273091003,
      idSubDistrictOfficial: 3273091003,
      rt: '0',
      rtOfficial: '0',
      rw: '2',
      fullAddressOfficial: 'Jl. Merdeka No. 10',
    });
  });

  it('asks for the KTP address when it is another', () => {
    const messages = messagesOf(memberAddressFormSchema.safeParse({ ...ADDRESS, addressSameWithKTP: false }));
    expect(messages).toMatchObject({
      idProvinceOfficial: applicantMessages.provinceRequired,
      fullAddressOfficial: applicantMessages.fullAddressRequired,
      postalCodeOfficial: applicantMessages.postalCodeRequired,
    });
  });

  it('writes every address field and no flag', () => {
    expect(MEMBER_PAGE_FIELDS.alamat).toHaveLength(16);
    expect(MEMBER_PAGE_FIELDS.alamat).not.toContain('addressSameWithKTP');
  });
});

describe('the pages of a member’s record', () => {
  it('knows its pages only', () => {
    expect(isMemberPage('data-diri')).toBe(true);
    expect(isMemberPage('rekening')).toBe(true);
    expect(isMemberPage('password')).toBe(false);
  });
});
