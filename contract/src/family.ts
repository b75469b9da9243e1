/**
 * The family step (spec §2 step 3, §3 family member, §4 family rules, §5 Family) and the family
 * registry calls: a family is keyed by its KK number across proposals and years.
 */
import { boundedArray, idParam, idSchema, LIST_MAX, listResponseSchema } from './api.ts';
import { applicantMessages } from './applicant.ts';
import {
  FAMILY_COUNT_MAX,
  FAMILY_COUNT_MIN,
  FAMILY_GRADES,
  JOB_STATUS_STUDENT,
  JOB_STATUSES,
} from './constants.ts';
import {
  isBlank,
  NUMBER_FORMAT_MESSAGE,
  optionalBoolean,
  optionalChoice,
  optionalCount,
  optionalId,
  optionalText,
  requiredChoice,
  requiredId,
  requiredText,
  rupiahSchema,
} from './dynamic-properties.ts';
import { endpoint } from './endpoint.ts';
import { kkSchema, patternMessages } from './patterns.ts';
import { GENDERS, MARRIAGE_STATUSES } from './users.ts';
import { z } from './zod.ts';

/** What a dependent member receives. */
export const DEPENDENT_TYPES = ['Nafkah', 'Hadiah', 'Bantuan'] as const;
/** dependent: 1 = Penanggung (breadwinner), 0 = Tertanggung (dependent). */
export const DEPENDENT_OPTIONS = [
  { value: 1, label: 'Penanggung' },
  { value: 0, label: 'Tertanggung' },
] as const;
/** Statuses after which the divorce duration is asked. */
const DIVORCED_STATUSES = ['Cerai hidup', 'Cerai mati'] as const;
/** The status after which "provideFinance" (the ex-husband still provides) is asked. */
const DIVORCED_ALIVE = 'Cerai hidup' satisfies (typeof DIVORCED_STATUSES)[number];

export const familyMessages = {
  /** Deleting a member asks first, in the words of the income delete (spec §8). */
  deleteConfirm: 'Apakah antum yakin akan menghapus?',
  deleteYes: 'Ya, Yakin',
  deleteCancel: 'Batalkan',
  nameRequired: 'Nama wajib diisi',
  kkRequired: 'Nomor KK wajib diisi',
  kkFormat: patternMessages.kk,
  relationshipRequired: applicantMessages.relationshipRequired,
  genderRequired: applicantMessages.genderRequired,
  jobStatusRequired: 'Status pekerjaan wajib diisi',
  isLiveTogetherRequired: 'Status tinggal bersama wajib diisi',
  dependentRequired: 'Status tanggungan wajib diisi',
  dependentTypeRequired: 'Jenis tanggungan wajib diisi',
  gradeRequired: 'Kelas wajib diisi',
  gradeInvalid: 'Kelas harus antara 1 dan 12',
  marriageInvalid: applicantMessages.marriageInvalid,
  kkNotFound:
    'Data Keluarga tidak ditemukan - no kk tidak tersedia di system silahkan lanjutkan memasukan data keluarga.',
  completeAllToSave: 'Lengkapi semua data untuk menyimpan data keluarga',
  completeAllForms: 'Lengkapi semua formulir terlebih dahulu',
  saveFailedFallback: 'Lengkapi semua data terlebih dahulu',
  otherKkLocked: 'Anggota keluarga dengan nomor KK lain tidak dapat diubah',
} as const;
const m = familyMessages;

const nomorKK = requiredText(m.kkRequired, 16).pipe(kkSchema);
const dependent = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)], { error: m.dependentRequired }),
);
const grade = z.preprocess(
  (v) => (isBlank(v) ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: m.gradeInvalid })
    .int({ error: m.gradeInvalid })
    .refine((g) => FAMILY_GRADES.includes(g), { error: m.gradeInvalid })
    .optional(),
);

const memberShape = {
  idFamily: optionalId(),
  /** The applicant whose family this is. */
  idUser: optionalId(),
  /** The member's own user record, created first for a new member. */
  idUserFamily: optionalId(),
  name: requiredText(m.nameRequired, 200),
  nomorKK,
  idRelationship: requiredId(m.relationshipRequired),
  isLiveTogether: optionalBoolean(),
  dependent,
  dependentType: requiredChoice(DEPENDENT_TYPES, m.dependentTypeRequired),
  gender: requiredChoice(GENDERS, m.genderRequired),
  income: z.preprocess((v) => (isBlank(v) ? 0 : v), rupiahSchema(NUMBER_FORMAT_MESSAGE)),
  jobStatus: requiredChoice(JOB_STATUSES, m.jobStatusRequired),
  grade,
  institutionName: optionalText(200),
  marriage: optionalChoice(MARRIAGE_STATUSES, m.marriageInvalid),
  deadDivorceLength: optionalCount(),
  provideFinance: optionalBoolean(),
};

type MemberFields = {
  idUser?: number | null;
  idUserFamily?: number | null;
  jobStatus?: string | null;
  grade?: number | null;
  isLiveTogether?: boolean | null;
  marriage?: string | null;
  deadDivorceLength?: number | null;
  provideFinance?: boolean | null;
};

/** The live-together question is asked only about someone other than the applicant. */
export const asksLiveTogether = (member: Pick<MemberFields, 'idUser' | 'idUserFamily'>): boolean =>
  member.idUserFamily == null || member.idUserFamily !== member.idUser;
/** The grade selector shows for job status Pelajar. */
export const asksGrade = (member: Pick<MemberFields, 'jobStatus'>): boolean =>
  member.jobStatus === JOB_STATUS_STUDENT;
/** The divorce duration shows for Cerai hidup and Cerai mati. */
export const asksDivorceLength = (member: Pick<MemberFields, 'marriage'>): boolean =>
  (DIVORCED_STATUSES as readonly (string | null | undefined)[]).includes(member.marriage);
/** provideFinance shows for Cerai hidup only. */
export const asksProvideFinance = (member: Pick<MemberFields, 'marriage'>): boolean =>
  member.marriage === DIVORCED_ALIVE;

function checkConditions(member: MemberFields, ctx: z.RefinementCtx) {
  if (asksLiveTogether(member) && member.isLiveTogether == null)
    ctx.addIssue({ code: 'custom', path: ['isLiveTogether'], message: m.isLiveTogetherRequired });
  if (asksGrade(member) && member.grade == null)
    ctx.addIssue({ code: 'custom', path: ['grade'], message: m.gradeRequired });
}

// Answers to questions that were not asked are dropped, so a changed job or status leaves no stale value.
function dropUnasked<T extends MemberFields>(member: T): T {
  return {
    ...member,
    grade: asksGrade(member) ? member.grade : undefined,
    deadDivorceLength: asksDivorceLength(member) ? member.deadDivorceLength : undefined,
    provideFinance: asksProvideFinance(member) ? member.provideFinance : undefined,
  };
}

/** One family member as the form and POST /api/family take it. */
export const familyMemberSchema = z.object(memberShape).superRefine(checkConditions).transform(dropUnasked);
export type FamilyMember = z.output<typeof familyMemberSchema>;

/** PATCH /api/family: an existing member. */
export const familyMemberUpdateSchema = z
  .object({ ...memberShape, idFamily: idSchema })
  .superRefine(checkConditions)
  .transform(dropUnasked);

/** POST /api/family/batch: new members. */
export const familyBatchCreateSchema = boundedArray(familyMemberSchema, LIST_MAX.family).min(1);
/** PATCH /api/family/batch: existing members, each with its idFamily. */
export const familyBatchUpdateSchema = boundedArray(familyMemberUpdateSchema, LIST_MAX.family).min(1);

/** A family member as the API answers it. */
export const familyMemberResponseSchema = z.object({
  idFamily: z.number().int(),
  idUser: z.number().int(),
  idUserFamily: z.number().int().nullable(),
  name: z.string(),
  nomorKK: z.string(),
  idRelationship: z.number().int().nullable(),
  isLiveTogether: z.boolean().nullable(),
  dependent: z.number().int().nullable(),
  dependentType: z.enum(DEPENDENT_TYPES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  income: z.number().int(),
  jobStatus: z.enum(JOB_STATUSES).nullable(),
  grade: z.number().int().nullable(),
  institutionName: z.string().nullable(),
  marriage: z.enum(MARRIAGE_STATUSES).nullable(),
  deadDivorceLength: z.number().int().nullable(),
  provideFinance: z.boolean().nullable(),
  deletedAt: z.string().nullable(),
});
export type FamilyMemberResponse = z.infer<typeof familyMemberResponseSchema>;

/** GET /api/families/nomorkk/{nomorKK}/{idUser}: the members registered under the KK (empty: not found). */
export const familyLookupResponseSchema = listResponseSchema(familyMemberResponseSchema);
export const familyLookupParams = z.object({ nomorKK: kkSchema, idUser: idParam });

const familyMembersResponse = z.array(familyMemberResponseSchema);
const tag = 'family';

export const familyEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/family',
    summary: 'Add a family member',
    tag,
    access: 'user',
    body: familyMemberSchema,
    response: { 201: familyMemberResponseSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/family',
    summary: 'Update a family member',
    tag,
    access: 'user',
    body: familyMemberUpdateSchema,
    response: { 200: familyMemberResponseSchema },
  }),
  createBatch: endpoint({
    method: 'POST',
    path: '/family/batch',
    summary: 'Add several family members',
    tag,
    access: 'user',
    body: familyBatchCreateSchema,
    response: { 201: familyMembersResponse },
  }),
  updateBatch: endpoint({
    method: 'PATCH',
    path: '/family/batch',
    summary: 'Update several family members',
    tag,
    access: 'user',
    body: familyBatchUpdateSchema,
    response: { 200: familyMembersResponse },
  }),
  lookUpByKk: endpoint({
    method: 'GET',
    path: '/families/nomorkk/:nomorKK/:idUser',
    summary: 'Look up a family by its KK number',
    tag,
    access: 'user',
    params: familyLookupParams,
    response: { 200: familyLookupResponseSchema },
  }),
};

// ---------------------------------------------------------------------------------------------
// The family step's saved data and the list rules
// ---------------------------------------------------------------------------------------------

type ListedMember = {
  name?: string | null;
  nomorKK?: string | null;
  idRelationship?: number | null;
  jobStatus?: string | null;
  gender?: string | null;
} & Pick<MemberFields, 'idUser' | 'idUserFamily' | 'isLiveTogether'>;

const given = (value: unknown) => !isBlank(value);

/** A listed member is complete once name, job status, gender, relationship and live-together are set. */
export const isFamilyMemberComplete = (member: ListedMember): boolean =>
  [member.name, member.jobStatus, member.gender, member.idRelationship].every(given) &&
  (!asksLiveTogether(member) || member.isLiveTogether != null);

/** A member registered under another KK number is shown dimmed and cannot be changed from here. */
export const isDimmedMember = (member: Pick<ListedMember, 'nomorKK'>, applicantKk: string): boolean =>
  given(member.nomorKK) && given(applicantKk) && member.nomorKK?.trim() !== applicantKk.trim();

/** Saving the step needs relationship, job status and gender on every member. */
export const canSaveFamily = (members: readonly ListedMember[]): boolean =>
  members.every((member) => [member.idRelationship, member.jobStatus, member.gender].every(given));

/** The family-count display stays within 1-10. */
export const familyCountDisplay = (count: number): number =>
  Math.min(FAMILY_COUNT_MAX, Math.max(FAMILY_COUNT_MIN, count));

/** A member as kept in the draft: whatever was entered so far, validated when the family is saved. */
const draftMemberSchema = z.looseObject({
  idFamily: z.number().int().nullish(),
  idUser: z.number().int().nullish(),
  idUserFamily: z.number().int().nullish(),
  name: z.string().nullish(),
  nomorKK: z.string().nullish(),
  idRelationship: z.number().int().nullish(),
  isLiveTogether: z.boolean().nullish(),
  jobStatus: z.string().nullish(),
  gender: z.string().nullish(),
});

/** The family step's data: the applicant's KK number and the listed members. */
export const familySectionSchema = z
  .object({
    nomorKK,
    members: boundedArray(draftMemberSchema, LIST_MAX.family),
  })
  .superRefine((data, ctx) => {
    if (!canSaveFamily(data.members))
      ctx.addIssue({ code: 'custom', path: ['members'], message: m.completeAllToSave });
  });
export type FamilySection = z.output<typeof familySectionSchema>;
