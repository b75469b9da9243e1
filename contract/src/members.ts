/**
 * Members for staff (issue 34 item 7; spec §2 admin route /anggota/[nip]/[page]/ubah): find a member
 * by NIP or name, read their record, proposals and documents, and correct their record page by page.
 * A page's fields are checked by the same rules and messages as the member's own forms: the
 * personal-data step's (applicant.ts) and the family step's KK number (patterns.ts).
 */

import { listResponseSchema, positiveIntParam } from './api.ts';
import { applySameAddress, personalDataSchema } from './applicant.ts';
import { isBlank } from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import { kkSchema, nipSchema } from './patterns.ts';
import { GENDERS, MARRIAGE_STATUSES, userMessages } from './users.ts';
import { z } from './zod.ts';

/** The most members one page of the list shows. */
export const MEMBER_LIST_MAX_ROWS = 50;
const SEARCH_MAX = 100;

/**
 * The pages of a member's record, in the order the staff area shows them, with their titles. Only
 * `data-diri` and `alamat` are corrected here; the bank account is the member's own to change, the
 * proposals and documents have their own screens, and the history is the audit log's.
 */
export const MEMBER_PAGES = [
  { page: 'data-diri', title: 'Data Diri', editable: true },
  { page: 'alamat', title: 'Alamat', editable: true },
  { page: 'rekening', title: 'Rekening', editable: false },
  { page: 'pengajuan', title: 'Pengajuan', editable: false },
  { page: 'dokumen', title: 'Dokumen', editable: false },
  /** The audit log of the member: for staff who read the audit (allowed.readAudit). */
  { page: 'riwayat', title: 'Riwayat', editable: false },
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number]['page'];
export const isMemberPage = (value: string): value is MemberPage =>
  MEMBER_PAGES.some((entry) => entry.page === value);

export const memberMessages = {
  notFound: 'Anggota tidak ditemukan',
  /** A KTP number identifies one person: it is not put on a second record. */
  idCardNumberTaken: 'Nomor KTP sudah terdaftar pada orang lain',
  /**
   * A KK number on the record decides whose family registry the member reads (decision 0030): staff
   * do not put a member on a card that is already another person's.
   */
  nomorKKTaken: 'Nomor KK sudah terdaftar pada keluarga lain',
  whatsappTaken: userMessages.whatsappTaken,
  /** Spec §6: a person's own details are read-only to them, in the staff area too. */
  ownRecord: userMessages.readOnlyFields,
  /** A staff member's record is corrected by a super admin only. */
  staffRecord: 'Data staf hanya dapat diubah oleh Super Admin',
  changedMeanwhile: 'Data anggota ini baru saja diubah oleh orang lain. Muat ulang, lalu ubah lagi.',
  areaMismatch: 'Wilayah tidak sesuai dengan pilihan di atasnya',
  saved: 'Data anggota berhasil disimpan',
  noChange: 'Tidak ada data yang berubah',
} as const;

/**
 * A WhatsApp number as the member list shows it: every digit hidden but the last four
 * ("628123456789" → "********6789"), enough to tell two members apart on the phone.
 */
export function maskWhatsapp(number: string | null): string | null {
  if (!number) return null;
  const digits = number.replace(/^\+/, '');
  const shown = 4;
  return digits.length <= shown
    ? '*'.repeat(digits.length)
    : '*'.repeat(digits.length - shown) + digits.slice(-shown);
}

const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/members/{page}/{rows}: a prefix of the NIP or of the name, case-insensitive; none lists all. */
export const memberListQuerySchema = z.object({
  search: z.preprocess(blankIsAbsent, z.string().trim().max(SEARCH_MAX).optional()),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

/** One member of the list. */
export const memberRowSchema = z.object({
  idUser: z.number().int(),
  fullName: z.string(),
  nip: z.string(),
  /** Masked but for the last four digits (maskWhatsapp). */
  whatsappNumber: z.string().nullable(),
  /** Their proposals (as applicant or recipient) in the programmes the caller corrects members of. */
  proposals: z.number().int(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;
export const memberListResponseSchema = listResponseSchema(memberRowSchema);
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

const addressShape = {
  idProvince: z.number().int().nullable(),
  idRegency: z.number().int().nullable(),
  idDistrict: z.number().int().nullable(),
  idSubDistrict: z.number().int().nullable(),
  fullAddress: z.string().nullable(),
  rt: z.string().nullable(),
  rw: z.string().nullable(),
  postalCode: z.string().nullable(),
  idProvinceOfficial: z.number().int().nullable(),
  idRegencyOfficial: z.number().int().nullable(),
  idDistrictOfficial: z.number().int().nullable(),
  idSubDistrictOfficial: z.number().int().nullable(),
  fullAddressOfficial: z.string().nullable(),
  rtOfficial: z.string().nullable(),
  rwOfficial: z.string().nullable(),
  postalCodeOfficial: z.string().nullable(),
};

/**
 * A proposal of the member, as the member's pages list it (the desk shows the rest): only those of
 * programmes whose proposals the caller reads on the desk.
 */
export const memberProposalSchema = z.object({
  idProposal: z.number().int(),
  /** ISO-8601 instant of submission. */
  createdAt: z.string(),
  program: z.object({ idProgram: z.number().int(), name: z.string() }),
  status: z.object({ idProposalStatus: z.number().int(), name: z.string() }),
  /** The member applied (referrer), receives (reference), or both (for themselves). */
  side: z.enum(['referrer', 'reference', 'both']),
  /** The other side's name when it is someone else. */
  otherParty: z.string().nullable(),
});
export type MemberProposal = z.infer<typeof memberProposalSchema>;

/** A document about the member (their own KTP, KK, photo), current versions only. */
export const memberDocumentSchema = z.object({
  idDocument: z.number().int(),
  idDocumentType: z.number().int(),
  typeName: z.string(),
  extension: z.string(),
  /** ISO-8601 instant of upload. */
  createdAt: z.string(),
  reviewStatus: z.enum(['PENDING', 'ACCEPTED', 'REUPLOAD']),
});
export type MemberDocument = z.infer<typeof memberDocumentSchema>;

/** GET /api/member/{nip}: the member's record as staff correct it, with what the caller may do. */
export const memberDetailSchema = z.object({
  idUser: z.number().int(),
  nip: z.string(),
  fullName: z.string(),
  whatsappNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  marriage: z.enum(MARRIAGE_STATUSES).nullable(),
  idCardNumber: z.string().nullable(),
  nomorKK: z.string().nullable(),
  membership: z.string().nullable(),
  ...addressShape,
  /** The record's version: the instant of its last change (ISO-8601). An update names it. */
  updatedAt: z.string(),
  /** The member's own bank account, read-only here. */
  bankAccount: z
    .object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() })
    .nullable(),
  proposals: z.array(memberProposalSchema),
  documents: z.array(memberDocumentSchema),
  /** The policy's answer for this caller on this member: the browser does not recompute it. */
  allowed: z.object({
    edit: z.boolean(),
    /** Why the record is read-only to the caller, when it is. */
    readOnlyReason: z.string().nullable(),
    /** Whether the caller reads the member's audit log (GET /api/audit/user/{idUser}). */
    readAudit: z.boolean(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// ---------------------------------------------------------------------------------------------
// The pages' forms: the member's own rules (the personal-data step), one schema for form and route
// ---------------------------------------------------------------------------------------------

const personal = personalDataSchema.out;

/** The KK number: optional here, 16 digits when given, with the family step's message. */
const nomorKK = z.preprocess((value) => (isBlank(value) ? undefined : value), kkSchema.optional());

/**
 * Page "data-diri": name, WhatsApp, gender, birth, marriage, KTP and KK numbers. An empty KTP or KK
 * number removes it from the record.
 */
export const memberPersonalFormSchema = personal
  .pick({
    fullName: true,
    whatsappNumber: true,
    gender: true,
    placeOfBirth: true,
    dateOfBirth: true,
    marriage: true,
    idCardNumber: true,
  })
  .extend({ nomorKK });
export type MemberPersonalForm = z.output<typeof memberPersonalFormSchema>;

const addressPick = {
  idProvince: true,
  idRegency: true,
  idDistrict: true,
  idSubDistrict: true,
  fullAddress: true,
  rt: true,
  rw: true,
  postalCode: true,
  addressSameWithKTP: true,
  idProvinceOfficial: true,
  idRegencyOfficial: true,
  idDistrictOfficial: true,
  idSubDistrictOfficial: true,
  fullAddressOfficial: true,
  rtOfficial: true,
  rwOfficial: true,
  postalCodeOfficial: true,
} as const;
const addressObject = personal.pick(addressPick);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const sameAddress = (value: unknown) => (isRecord(value) ? applySameAddress(value) : value);

/** Page "alamat": the domicile and the KTP address ("same as domicile" copies it), as the wizard asks. */
export const memberAddressFormSchema = z.preprocess(sameAddress, addressObject);
export type MemberAddressForm = z.output<typeof memberAddressFormSchema>;

/** The version the page was read at (memberDetailSchema.updatedAt). */
const version = { updatedAt: z.iso.datetime() };

/** PATCH /api/member/{nip}/data-diri. */
export const memberPersonalUpdateSchema = memberPersonalFormSchema.extend(version);
export type MemberPersonalUpdate = z.output<typeof memberPersonalUpdateSchema>;
/** PATCH /api/member/{nip}/alamat. */
export const memberAddressUpdateSchema = z.preprocess(sameAddress, addressObject.extend(version));
export type MemberAddressUpdate = z.output<typeof memberAddressUpdateSchema>;

/** The fields each correctable page writes, in the record's names. */
export const MEMBER_PAGE_FIELDS = {
  'data-diri': [
    'fullName',
    'whatsappNumber',
    'gender',
    'placeOfBirth',
    'dateOfBirth',
    'marriage',
    'idCardNumber',
    'nomorKK',
  ],
  alamat: Object.keys(addressPick).filter(
    (field) => field !== 'addressSameWithKTP',
  ) as (keyof typeof addressShape)[],
} as const;

export const memberParams = z.object({ nip: nipSchema });

const tag = 'members';

export const memberEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/members/:page/:rows',
    summary: 'Find members by NIP or name prefix, among those the caller may correct',
    tag,
    access: 'staff',
    params: z.object({ page: positiveIntParam, rows: positiveIntParam.max(MEMBER_LIST_MAX_ROWS) }),
    query: memberListQuerySchema,
    response: { 200: memberListResponseSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/member/:nip',
    summary: "Read a member's record, proposals and documents as staff",
    tag,
    access: 'staff',
    params: memberParams,
    response: { 200: memberDetailSchema },
  }),
  updatePersonal: endpoint({
    method: 'PATCH',
    path: '/member/:nip/data-diri',
    summary: "Correct a member's personal data",
    tag,
    access: 'staff',
    params: memberParams,
    body: memberPersonalUpdateSchema,
    response: { 200: memberDetailSchema },
  }),
  updateAddress: endpoint({
    method: 'PATCH',
    path: '/member/:nip/alamat',
    summary: "Correct a member's addresses",
    tag,
    access: 'staff',
    params: memberParams,
    body: memberAddressUpdateSchema,
    response: { 200: memberDetailSchema },
  }),
};
