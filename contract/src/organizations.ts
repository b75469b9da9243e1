/**
 * The institution's organisation (spec §2 step 5, §3 Organisation, Organisation manager, Organisation
 * bank account, §5 "Organisation and qurban", §7 /organization, /organizationmanager,
 * /organizationbankaccount): the records an institution's applicant keeps and reuses, and the
 * organisation step's saved data. Decision 0055.
 */
import { boundedArray, idParams, listResponseSchema } from './api.ts';
import { applicantMessages, domicileAddressShape } from './applicant.ts';
import {
  optionalBoolean,
  optionalChoice,
  optionalId,
  requiredChoice,
  requiredCount,
  requiredId,
  requiredText,
} from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import { financeMessages } from './finances.ts';
import { whatsappSchema } from './patterns.ts';
import { GENDERS } from './users.ts';
import { z } from './zod.ts';

/** Spec §5: the organisation's type. */
export const ORGANIZATION_TYPES = ['Pondok Pesantren', 'Yayasan', 'Masjid (DKM)', 'LSM'] as const;
/** Spec §5: how often the organisation holds dawah activities. */
export const DAWAH_FREQUENCIES = ['Setiap Hari', 'Setiap Pekan', 'Setiap Bulan', 'Setiap Tahun'] as const;
/** Spec §2 step 5: a manager's position. */
export const MANAGER_POSITIONS = [
  'Ketua Yayasan/Lembaga',
  'Ketua Harian Pelaksana',
  'Ketua Bidang',
  'Pembina lembaga',
  'Ustadz Pembina',
  'Sekretaris',
  'Bendahara',
  'Humas',
  'Pengurus',
] as const;
export type ManagerPosition = (typeof MANAGER_POSITIONS)[number];

/** Spec §2 step 5: the manager slots, the applicant first. */
export const MANAGER_SLOTS = ['applicant', 'pembina', 'ustadz', 'other'] as const;
export type ManagerSlot = (typeof MANAGER_SLOTS)[number];
export const MANAGER_SLOT_LABELS: Record<ManagerSlot, string> = {
  applicant: 'Pemohon (Anda)',
  pembina: 'Pembina lembaga',
  ustadz: 'Ustadz Pembina',
  other: 'Pengurus lainnya',
};
/** Slots that hold one person at most; "other" holds the rest. */
export const SINGLE_MANAGER_SLOTS: readonly ManagerSlot[] = ['applicant', 'pembina', 'ustadz'];
/** The position a slot starts with in the drawer. */
export const SLOT_POSITION: Partial<Record<ManagerSlot, ManagerPosition>> = {
  pembina: 'Pembina lembaga',
  ustadz: 'Ustadz Pembina',
};
/** The most managers one organisation keeps. */
export const MANAGERS_MAX = 20;
/** The most years one may have served (a typo guard). */
const YEARS_SERVED_MAX = 100;

export const organizationMessages = {
  nameRequired: 'Nama lembaga wajib diisi',
  whatsappRequired: 'Nomor WhatsApp lembaga wajib diisi',
  typeRequired: 'Jenis lembaga wajib dipilih',
  frequencyInvalid: 'Frekuensi kegiatan dakwah tidak valid',
  topicsRequired: 'Tema kajian wajib diisi',
  descriptionRequired: 'Deskripsi lembaga wajib diisi',
  organizationRequired: 'Wajib memilih lembaga',
  managerNameRequired: applicantMessages.fullNameRequired,
  managerWhatsappRequired: 'Nomor WhatsApp wajib diisi',
  managerGenderRequired: applicantMessages.genderRequired,
  positionRequired: 'Jabatan wajib dipilih',
  slotRequired: 'Kedudukan pengurus wajib dipilih',
  yearsServedRequired: 'Lama menjabat wajib diisi',
  yearsServedTooMany: `Lama menjabat paling lama ${YEARS_SERVED_MAX} tahun`,
  slotTaken: (slot: ManagerSlot) => `${MANAGER_SLOT_LABELS[slot]} hanya boleh satu orang`,
  /** The applicant's own slot must be filled (they are one of the managers). */
  applicantManagerRequired: 'Lengkapi data Anda sebagai pengurus lembaga',
  /** A manager of the list misses a field the drawer asks. */
  managersIncomplete: 'Lengkapi data semua pengurus terlebih dahulu',
  /** Spec §8 "Missing data": a submission whose organisation step names no organisation of the applicant's. */
  organizationMissing: 'Lengkapi data lembaga terlebih dahulu',
  deleteConfirm: 'Apakah antum yakin akan menghapus?',
} as const;
const m = organizationMessages;

const whatsapp = (message: string) => requiredText(message, 20).pipe(whatsappSchema);

/** The organisation's own fields (spec §3, §5): name, type and WhatsApp, address, dawah, description. */
const organizationFields = {
  name: requiredText(m.nameRequired, 200),
  type: requiredChoice(ORGANIZATION_TYPES, m.typeRequired),
  whatsapp: whatsapp(m.whatsappRequired),
  ...domicileAddressShape,
  dawahActivitiesFrequency: optionalChoice(DAWAH_FREQUENCIES, m.frequencyInvalid),
  routineDawahEducationSocialPrograms: optionalBoolean(),
  institutionDescription: requiredText(m.descriptionRequired, 2000),
  dawahLectureTopics: requiredText(m.topicsRequired, 1000),
};

/** POST/PATCH /api/organization (PATCH with idOrganization). */
export const organizationSchema = z.object({ idOrganization: optionalId(), ...organizationFields });
export type OrganizationInput = z.input<typeof organizationSchema>;
export type Organization = z.output<typeof organizationSchema>;

/** A manager's own fields (spec §2 step 5 drawer): full name, WhatsApp, gender, position, years served. */
const managerFields = {
  idOrganizationManager: optionalId(),
  slot: requiredChoice(MANAGER_SLOTS, m.slotRequired),
  fullName: requiredText(m.managerNameRequired, 200),
  whatsapp: whatsapp(m.managerWhatsappRequired),
  gender: requiredChoice(GENDERS, m.managerGenderRequired),
  position: requiredChoice(MANAGER_POSITIONS, m.positionRequired),
  lengthInOrganization: requiredCount(m.yearsServedRequired).pipe(
    z.number().max(YEARS_SERVED_MAX, { error: m.yearsServedTooMany }),
  ),
};
/** One manager as the drawer edits it and the step keeps it. */
export const managerSchema = z.object(managerFields);
export type ManagerInput = z.input<typeof managerSchema>;
export type Manager = z.output<typeof managerSchema>;

/** POST/PATCH /api/organizationmanager: one manager of one organisation (PATCH with its id). */
export const organizationManagerSchema = z.object({
  ...managerFields,
  idOrganization: requiredId(m.organizationRequired),
});
export type OrganizationManagerBody = z.output<typeof organizationManagerSchema>;

/** The slots of a list of managers that hold more than one person though they may hold one only. */
export function overfilledSlots(managers: readonly { slot?: unknown }[]): ManagerSlot[] {
  return SINGLE_MANAGER_SLOTS.filter((slot) => managers.filter((x) => x.slot === slot).length > 1);
}

const managerList = boundedArray(managerSchema, MANAGERS_MAX).superRefine((managers, ctx) => {
  for (const slot of overfilledSlots(managers)) {
    const index = managers.findLastIndex((x) => x.slot === slot);
    ctx.addIssue({ code: 'custom', path: [index, 'slot'], message: m.slotTaken(slot) });
  }
});

/**
 * POST /api/organizationmanager/batch: the organisation's whole list of managers, saved all or
 * nothing: those with an id are changed, the others added, and the organisation's managers left out
 * are removed.
 */
export const organizationManagerBatchSchema = z.object({
  idOrganization: requiredId(m.organizationRequired),
  managers: managerList,
});
export type OrganizationManagerBatch = z.output<typeof organizationManagerBatchSchema>;

/** POST/PATCH /api/organizationbankaccount (PATCH with idOrganizationBankAccount); spec §5. */
export const organizationBankAccountSchema = z.object({
  idOrganizationBankAccount: optionalId(),
  idOrganization: requiredId(m.organizationRequired),
  /** The applicant's own account this one copies, if any (theirs alone). */
  idBankAccount: optionalId(),
  idBank: requiredId(financeMessages.bankRequired),
  accountNumber: requiredText(financeMessages.accountNumberRequired, 30).pipe(
    z.string().regex(/^\d+$/, { error: financeMessages.accountNumberDigits }),
  ),
  accountName: requiredText(financeMessages.accountNameRequired, 200),
});
export type OrganizationBankAccountBody = z.output<typeof organizationBankAccountSchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const managerResponseSchema = z.object({
  idOrganizationManager: z.number().int(),
  idOrganization: z.number().int(),
  idUser: z.number().int().nullable(),
  slot: z.enum(MANAGER_SLOTS),
  fullName: z.string(),
  whatsapp: z.string(),
  gender: z.string(),
  position: z.string(),
  lengthInOrganization: z.number().int(),
});
export type ManagerResponse = z.infer<typeof managerResponseSchema>;

export const organizationResponseSchema = z.object({
  idOrganization: z.number().int(),
  idUser: z.number().int(),
  name: z.string(),
  type: z.string(),
  whatsapp: z.string(),
  idProvince: z.number().int(),
  idRegency: z.number().int(),
  idDistrict: z.number().int(),
  idSubDistrict: z.number().int(),
  fullAddress: z.string(),
  rt: z.string(),
  rw: z.string(),
  postalCode: z.string(),
  dawahActivitiesFrequency: z.string().nullable(),
  routineDawahEducationSocialPrograms: z.boolean().nullable(),
  institutionDescription: z.string(),
  dawahLectureTopics: z.string(),
  organizationManagers: z.array(managerResponseSchema),
});
export type OrganizationResponse = z.infer<typeof organizationResponseSchema>;

export const organizationBankAccountResponseSchema = z.object({
  idOrganizationBankAccount: z.number().int(),
  idOrganization: z.number().int(),
  idBankAccount: z.number().int().nullable(),
  idBank: z.number().int(),
  accountNumber: z.string(),
  accountName: z.string(),
});
export type OrganizationBankAccountResponse = z.infer<typeof organizationBankAccountResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The wizard's organisation step
// ---------------------------------------------------------------------------------------------

/**
 * What the organisation step keeps in the draft and the proposal: the organisation's id (saved
 * first through /api/organization) with its fields and managers as they were sent, the applicant's
 * own slot filled. The submission checks that the organisation is the applicant's.
 */
export const organizationSectionSchema = z.object({
  ...organizationFields,
  idOrganization: requiredId(m.organizationMissing),
  managers: managerList.refine((managers) => managers.some((x) => x.slot === 'applicant'), {
    error: m.applicantManagerRequired,
  }),
});
export type OrganizationSection = z.output<typeof organizationSectionSchema>;

/** The organisation step's own fields, without its id and managers (the form's part of the step). */
export const organizationFieldsSchema = z.object(organizationFields);

/** What keeps the step's managers from being saved: the applicant's slot empty, or a manager incomplete. */
export function managerBlockers(managers: readonly unknown[]): string[] {
  const slots = managers.map((x) =>
    typeof x === 'object' && x !== null ? (x as { slot?: unknown }).slot : null,
  );
  const blockers: string[] = [];
  if (!slots.includes('applicant')) blockers.push(m.applicantManagerRequired);
  if (managers.some((x) => !managerSchema.safeParse(x).success)) blockers.push(m.managersIncomplete);
  return blockers;
}

// ---------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------

const tag = 'organizations';

export const organizationsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/organization',
    summary: 'Record an organisation of the caller’s',
    tag,
    access: 'user',
    body: organizationSchema,
    response: { 201: organizationResponseSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/organization',
    summary: 'Change one of the caller’s organisations',
    tag,
    access: 'user',
    body: organizationSchema,
    response: { 200: organizationResponseSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/organization',
    summary: 'The caller’s organisations, the latest first, with their managers',
    tag,
    access: 'user',
    response: { 200: listResponseSchema(organizationResponseSchema) },
  }),
  get: endpoint({
    method: 'GET',
    path: '/organization/:id',
    summary: 'Read one of the caller’s organisations',
    tag,
    access: 'user',
    params: idParams,
    response: { 200: organizationResponseSchema },
  }),
  createManager: endpoint({
    method: 'POST',
    path: '/organizationmanager',
    summary: 'Add a manager to one of the caller’s organisations',
    tag,
    access: 'user',
    body: organizationManagerSchema,
    response: { 201: managerResponseSchema },
  }),
  updateManager: endpoint({
    method: 'PATCH',
    path: '/organizationmanager',
    summary: 'Change a manager of one of the caller’s organisations',
    tag,
    access: 'user',
    body: organizationManagerSchema,
    response: { 200: managerResponseSchema },
  }),
  saveManagers: endpoint({
    method: 'POST',
    path: '/organizationmanager/batch',
    summary: 'Save an organisation’s whole list of managers, all or nothing',
    tag,
    access: 'user',
    body: organizationManagerBatchSchema,
    response: { 200: z.array(managerResponseSchema) },
  }),
  createBankAccount: endpoint({
    method: 'POST',
    path: '/organizationbankaccount',
    summary: 'Add a bank account to one of the caller’s organisations',
    tag,
    access: 'user',
    body: organizationBankAccountSchema,
    response: { 201: organizationBankAccountResponseSchema },
  }),
  updateBankAccount: endpoint({
    method: 'PATCH',
    path: '/organizationbankaccount',
    summary: 'Change a bank account of one of the caller’s organisations',
    tag,
    access: 'user',
    body: organizationBankAccountSchema,
    response: { 200: organizationBankAccountResponseSchema },
  }),
  getBankAccount: endpoint({
    method: 'GET',
    path: '/organizationbankaccount/:id',
    summary: 'Read a bank account of one of the caller’s organisations',
    tag,
    access: 'user',
    params: idParams,
    response: { 200: organizationBankAccountResponseSchema },
  }),
};
