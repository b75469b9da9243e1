import type { MemberDetail } from '@amal/contract/members';

/** Test data: a member's record as GET /api/member/{nip} answers it (Bandung, both addresses one). */
export const ADDRESS = {
  idProvince: 32,
  idRegency: 3273,
  idDistrict: 327309,
  idSubDistrict: 3273091003,
  fullAddress: 'Jl. Merdeka No. 10',
  rt: '001',
  rw: '002',
  postalCode: '40115',
};
const OFFICIAL = {
  idProvinceOfficial: ADDRESS.idProvince,
  idRegencyOfficial: ADDRESS.idRegency,
  idDistrictOfficial: ADDRESS.idDistrict,
  idSubDistrictOfficial: ADDRESS.idSubDistrict,
  fullAddressOfficial: ADDRESS.fullAddress,
  rtOfficial: ADDRESS.rt,
  rwOfficial: ADDRESS.rw,
  postalCodeOfficial: ADDRESS.postalCode,
};

export const buildMember = (overrides: Partial<MemberDetail> = {}): MemberDetail => ({
  idUser: 7,
  nip: 'ARN101-10001',
  fullName: 'Ahmad Fauzi',
  whatsappNumber: '6281234567001',
  gender: 'Laki-laki',
  dateOfBirth: '1990-05-17',
  placeOfBirth: 'Bandung',
  marriage: 'Menikah',
  idCardNumber: '3273011705900001',
  nomorKK: '3273010101200001',
  membership: 'peserta',
  ...ADDRESS,
  ...OFFICIAL,
  updatedAt: '2026-01-02T03:04:05.678Z',
  bankAccount: { bankName: 'Bank Syariah Indonesia', accountNumber: '7770001', accountName: 'Ahmad Fauzi' },
  proposals: [],
  documents: [],
  allowed: { edit: true, readOnlyReason: null, readAudit: true },
  ...overrides,
});
