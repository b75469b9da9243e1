import { idSchema } from './api.ts';
import { endpoint } from './endpoint.ts';
import { VILLAGE_ID_MAX } from './lookups.ts';
import { KK_PATTERN, nipSchema, patternMessages, whatsappSchema } from './patterns.ts';
import { z } from './zod.ts';

export { HOME_MENU_DOCUMENT_TYPES } from './home-menu.ts';

export const GENDERS = ['Laki-laki', 'Perempuan'] as const;
export const MARRIAGE_STATUSES = ['Menikah', 'Belum menikah', 'Cerai hidup', 'Cerai mati'] as const;
/** membership value of the foundation's participants; anyone else is shown their divisions. */
const MEMBERSHIP_PARTICIPANT = 'peserta';

export const userMessages = {
  notFound: 'User tidak ditemukan',
  checkHint: 'Pastikan NIP dan nomor WhatsApp benar',
  saveFailed: 'Gagal menyimpan user',
  saveFailedFallback: 'Gagal menyimpan data pengguna',
  fullNameRequired: 'Isi dengan Nama lengkap',
  whatsappRequired: 'Nomor WhatsApp harus diisi',
  genderRequired: 'Jenis kelamin wajib diisi',
  nipTaken: 'NIP sudah terdaftar',
  whatsappTaken: 'Nomor WhatsApp sudah terdaftar',
  readOnlyFields: 'Data pribadi anggota hanya dapat diubah melalui situs pendidikan yayasan',
  /** A KK or KTP number, once on a member's record, is changed by the foundation's staff only. */
  identityNumberLocked: 'Nomor KK dan nomor KTP yang sudah tersimpan hanya dapat diubah oleh admin yayasan',
  /** A NIP is the foundation's: it is never put on a person someone else records. */
  nipNotForRecordedPeople: 'NIP hanya dimiliki anggota yayasan dan tidak dapat diisi di sini',
  idCardNumberRequired: 'Nomor KTP wajib diisi',
} as const;

/** Identity numbers a member may fill in once (the KTP for the home tiles), then only staff change. */
export const MEMBER_SET_ONCE_FIELDS = ['nomorKK', 'idCardNumber'] as const;

const address = {
  idProvince: z.number().int().nullable(),
  idRegency: z.number().int().nullable(),
  idDistrict: z.number().int().nullable(),
  idSubDistrict: z.number().int().nullable(),
  fullAddress: z.string().nullable(),
  rt: z.string().nullable(),
  rw: z.string().nullable(),
  postalCode: z.string().nullable(),
};
/** The KTP (official) address: the same fields with the suffix "Official". */
const officialAddress = {
  idProvinceOfficial: z.number().int().nullable(),
  idRegencyOfficial: z.number().int().nullable(),
  idDistrictOfficial: z.number().int().nullable(),
  idSubDistrictOfficial: z.number().int().nullable(),
  fullAddressOfficial: z.string().nullable(),
  rtOfficial: z.string().nullable(),
  rwOfficial: z.string().nullable(),
  postalCodeOfficial: z.string().nullable(),
};

/** A user as the API presents it: never the password hash, never another user's private data. */
export const userSchema = z.object({
  idUser: z.number().int(),
  fullName: z.string(),
  nip: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  email: z.string().nullable(),
  idCardNumber: z.string().nullable(),
  nomorKK: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  dateOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
  marriage: z.enum(MARRIAGE_STATUSES).nullable(),
  membership: z.string().nullable(),
  /** Comma-separated divisions of a non-participant member. */
  division: z.string().nullable(),
  idRelationship: z.number().int().nullable(),
  idBankAccount: z.number().int().nullable(),
  idStatusResidence: z.number().int().nullable(),
  lengthOfStay: z.number().int(),
  pray5Times: z.boolean().nullable(),
  smoker: z.boolean().nullable(),
  ...address,
  ...officialAddress,
  /** Present when the user is staff: the administrator record and its roles per programme. */
  administrators: z
    .object({
      idAdministrator: z.number().int(),
      administratorRoles: z.array(z.object({ idProgram: z.number().int(), idRole: z.number().int() })),
    })
    .nullable(),
});
export type User = z.infer<typeof userSchema>;

/** GET /api/user: the logged-in user and what the home menu needs to know about them. */
export const currentUserSchema = userSchema.extend({
  /** Whether the user has a bank-account record. */
  hasBankAccount: z.boolean(),
  /** Which of the home-menu document types (2 and 6) the user has uploaded. */
  homeDocumentTypes: z.array(z.number().int()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Non-participants (membership other than "peserta") are shown their divisions. */
export const showsDivisions = (user: Pick<User, 'membership'>) => user.membership !== MEMBERSHIP_PARTICIPANT;

// An empty input of an optional field means "not given", not an invalid value.
const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullish(),
  );
const optionalText = (max: number) => blankToNull(z.string().trim().max(max));
const optionalId = idSchema.nullish();
const optionalVillageId = z
  .number()
  .int()
  .positive()
  .max(VILLAGE_ID_MAX, { error: 'ID terlalu besar' })
  .nullish();

/** Fields any user record may carry in POST/PATCH /api/user. */
const editableUserFields = {
  email: blankToNull(z.email({ error: 'Format email tidak valid' }).max(200)),
  idCardNumber: optionalText(20),
  nomorKK: optionalText(20),
  marriage: z.enum(MARRIAGE_STATUSES, { error: 'Status pernikahan tidak valid' }).nullish(),
  idRelationship: optionalId,
  idStatusResidence: optionalId,
  lengthOfStay: z.number().int().min(0).max(200).optional(),
  pray5Times: z.boolean().nullish(),
  smoker: z.boolean().nullish(),
  idProvince: optionalId,
  idRegency: optionalId,
  idDistrict: optionalId,
  idSubDistrict: optionalVillageId,
  fullAddress: optionalText(500),
  rt: optionalText(5),
  rw: optionalText(5),
  postalCode: optionalText(10),
  idProvinceOfficial: optionalId,
  idRegencyOfficial: optionalId,
  idDistrictOfficial: optionalId,
  idSubDistrictOfficial: optionalVillageId,
  fullAddressOfficial: optionalText(500),
  rtOfficial: optionalText(5),
  rwOfficial: optionalText(5),
  postalCodeOfficial: optionalText(10),
};

/** Identity fields: set when a user is created; for members they are owned by the education site. */
const identityFields = {
  fullName: z
    .string({ error: userMessages.fullNameRequired })
    .trim()
    .min(1, { error: userMessages.fullNameRequired })
    .max(200),
  nip: blankToNull(nipSchema),
  whatsappNumber: z
    .string({ error: userMessages.whatsappRequired })
    .trim()
    .min(1, { error: userMessages.whatsappRequired })
    .pipe(whatsappSchema),
  gender: z.enum(GENDERS, { error: userMessages.genderRequired }),
  dateOfBirth: blankToNull(z.iso.date({ error: 'Format tanggal tidak valid' })),
  placeOfBirth: optionalText(100),
};

/** POST /api/user: a person who is not yet a user (a family member, a close relative). */
export const createUserSchema = z.object({ ...identityFields, ...editableUserFields });
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PATCH /api/user: the id and the fields to change. */
export const updateUserSchema = z.object({
  idUser: idSchema,
  ...z.object(identityFields).partial().shape,
  ...editableUserFields,
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** Identity fields of a member that only the education site (or a super admin) may change. */
export const MEMBER_IDENTITY_FIELDS = [
  'fullName',
  'nip',
  'whatsappNumber',
  'gender',
  'dateOfBirth',
  'placeOfBirth',
] as const;

/**
 * GET /api/user/check/wa/{wa}: whether a person with this WhatsApp number is known, and their name
 * masked ("Ah*** Fa***"): enough to recognise a relative, not to learn who owns a number.
 */
export const whatsappCheckSchema = z.object({ found: z.literal(true), maskedName: z.string() });

/** Each word's first two letters, the rest hidden: "Ahmad Fauzi" → "Ah*** Fa***". */
export const maskName = (fullName: string): string =>
  fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${word.slice(0, 2)}***`)
    .join(' ');

/** GET /api/user/nipwa/{nip}/{wa}: the member found by NIP and WhatsApp together. */
export const memberLookupSchema = z.object({
  idUser: z.number().int(),
  fullName: z.string(),
  nip: z.string(),
  whatsappNumber: z.string(),
  gender: z.enum(GENDERS).nullable(),
  membership: z.string().nullable(),
  division: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  placeOfBirth: z.string().nullable(),
});
export type MemberLookup = z.infer<typeof memberLookupSchema>;

export const nipWaParams = z.object({ nip: nipSchema, wa: whatsappSchema });
export const waParams = z.object({ wa: whatsappSchema });

const tag = 'users';

export const usersEndpoints = {
  current: endpoint({
    method: 'GET',
    path: '/user',
    summary: 'Read the logged-in user',
    tag,
    access: 'user',
    response: { 200: currentUserSchema },
  }),
  create: endpoint({
    method: 'POST',
    path: '/user',
    summary: 'Record a person as a user',
    tag,
    access: 'user',
    body: createUserSchema,
    response: { 201: userSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/user',
    summary: 'Update a user',
    tag,
    access: 'user',
    body: updateUserSchema,
    response: { 200: userSchema },
  }),
  checkWhatsapp: endpoint({
    method: 'GET',
    path: '/user/check/wa/:wa',
    summary: 'Check whose a WhatsApp number is',
    tag,
    access: 'user',
    params: waParams,
    response: { 200: whatsappCheckSchema },
  }),
  lookUpMember: endpoint({
    method: 'GET',
    path: '/user/nipwa/:nip/:wa',
    summary: 'Find a member by NIP and WhatsApp number',
    tag,
    access: 'user',
    params: nipWaParams,
    response: { 200: memberLookupSchema },
  }),
};

/**
 * The member's own KTP number where they complete what the home tiles ask for, sent as
 * PATCH /api/user { idUser, idCardNumber }: 16 digits (a KK number when they have no KTP, as the
 * applicant step allows), set once.
 */
export const idCardNumberFormSchema = z.object({
  idCardNumber: z
    .string({ error: userMessages.idCardNumberRequired })
    .trim()
    .min(1, { error: userMessages.idCardNumberRequired })
    .regex(KK_PATTERN, { error: patternMessages.ktp }),
});
export type IdCardNumberForm = z.infer<typeof idCardNumberFormSchema>;
