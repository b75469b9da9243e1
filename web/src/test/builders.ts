import type { ProgramDetail, ProgramSection, ProgramSummary, SectionProperty } from '@amal/contract/programs';
import type { CurrentUser } from '@amal/contract/users';

/** A complete member: every home tile open, a participant (no divisions). */
export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    idUser: 1,
    fullName: 'Ahmad Fauzi',
    nip: 'ARN101-10001',
    whatsappNumber: '6281234567890',
    email: 'ahmad@example.org',
    idCardNumber: '3273011205900001',
    nomorKK: '3273010101900002',
    gender: 'Laki-laki',
    dateOfBirth: '1990-05-12',
    placeOfBirth: 'Bandung',
    marriage: 'Menikah',
    membership: 'peserta',
    division: null,
    idRelationship: null,
    idBankAccount: 7,
    idStatusResidence: null,
    lengthOfStay: 0,
    pray5Times: null,
    smoker: null,
    idProvince: 32,
    idRegency: 3273,
    idDistrict: 327301,
    idSubDistrict: 3273011001,
    fullAddress: 'Jl. Merdeka No. 1',
    rt: '001',
    rw: '002',
    postalCode: '40111',
    idProvinceOfficial: null,
    idRegencyOfficial: null,
    idDistrictOfficial: null,
    idSubDistrictOfficial: null,
    fullAddressOfficial: null,
    rtOfficial: null,
    rwOfficial: null,
    postalCodeOfficial: null,
    administrators: null,
    hasBankAccount: true,
    homeDocumentTypes: [2, 6],
    ...overrides,
  };
}

/** An open individual programme with a schedule over 2026-2027 and no quota. */
export function buildProgramSummary(overrides: Partial<ProgramSummary> = {}): ProgramSummary {
  return {
    idProgram: 3,
    name: 'Bantuan Air Bersih',
    description: 'Sumur dan sarana air bersih untuk keluarga.',
    individual: true,
    icon: '/programs/bantuan-air-bersih.svg',
    banner: '/programs/bantuan-air-bersih-banner.svg',
    idProgramParent: null,
    active: true,
    programSchedule: {
      idProgramSchedule: 31,
      startDate: '2025-12-31T17:00:00.000Z',
      endDate: '2027-12-31T16:59:59.000Z',
      quota: null,
    },
    open: true,
    full: false,
    ...overrides,
  };
}

/** The detail of the programme `buildProgramSummary` describes, without sections or documents. */
export function buildProgramDetail(
  overrides: Partial<ProgramDetail> = {},
  summary: Partial<ProgramSummary> = {},
): ProgramDetail {
  return {
    ...buildProgramSummary(summary),
    version: 1,
    minimumAssesor: 1,
    zakatFunds: true,
    idBankAccount: null,
    reaplicationPeriod: 0,
    dayLimitUploadDocument: 7,
    childPrograms: [],
    programDocumentType: [],
    programSections: [],
    ...overrides,
  };
}

/** A programme's step (section) at `order`, its ids the order too. */
export function buildProgramSection(
  route: string,
  order: number,
  name: string,
  properties: SectionProperty[] = [],
): ProgramSection {
  return {
    idProgramSection: order,
    idSection: order,
    route,
    order,
    needVerification: false,
    synthetic: false,
    section: { idSection: order, route, name },
    properties,
  };
}
