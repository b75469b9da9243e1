import { idParam, listResponseSchema } from './api.ts';
import { DOCUMENT_FILE_KINDS } from './documents.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

// ---------------------------------------------------------------------------------------------
// The catalogue's fixed vocabulary
// ---------------------------------------------------------------------------------------------

/**
 * Route names of the section catalogue, one per wizard step kind of the spec (§2 "Applicant
 * wizard steps" and "Other application sections seen"). The web app maps each to the component
 * that renders the step; ids are the position in this list plus one and never change.
 */
export const SECTION_ROUTES = [
  'reference',
  'referrer',
  'family',
  'non-hsi-helped',
  'organization',
  'last-year-qurban',
  'bank-account',
  'hsi-helped',
  'close-relative',
  'loans',
  'sub-program',
  'expenses',
  'qurban-request',
  'student',
  'personal-data',
  'incomes',
  'assets',
  'recipients',
  'documents',
  'requirement',
  'organization-question',
  'child-selection',
  'helped-child',
  'skill',
  'teacher',
  'patient',
] as const;
export type SectionRoute = (typeof SECTION_ROUTES)[number];

/** The catalogue id of a section route (stable: its position in SECTION_ROUTES plus one). */
export const sectionId = (route: SectionRoute): number => SECTION_ROUTES.indexOf(route) + 1;

/** The sub-programme choice: added by the server to a programme that has child programmes. */
export const SUB_PROGRAM_SECTION_ROUTE = 'sub-program' satisfies SectionRoute;

/** Input kinds of a programme-defined section property. */
export const PROPERTY_TYPES = [
  'text',
  'textarea',
  'number',
  'currency',
  'date',
  'select',
  'radio',
  'checkbox',
  'switch',
  'upload',
] as const;
/** Value types a property's answer is stored as. */
export const PROPERTY_VALUE_TYPES = ['string', 'number', 'boolean', 'date'] as const;
/**
 * Where a property's value comes from: database (a column of the user's record, pre-filled and
 * written back), manual (typed into the proposal) or upload (a document of `idDocumentType`).
 */
export const PROPERTY_SOURCES = ['database', 'manual', 'upload'] as const;

/**
 * Qurban programmes run through institutions (the spec's "qurban-type" set, whose values it does
 * not show; these are the catalogue's). There the referrer is treated as the applicant, and
 * document types 60, 61 and 84 are replaced by the fixed five.
 */
const QURBAN_PROGRAM_IDS = [40, 41] as const;
export const isQurbanProgram = (idProgram: number): boolean =>
  (QURBAN_PROGRAM_IDS as readonly number[]).includes(idProgram);

/**
 * Quran-memorisation scholarship programmes (the spec's fixed set, values not shown; these are the
 * catalogue's): photo publishing and school coordination must be agreed to, and a reference whose
 * marital status is "Belum menikah" cannot save.
 */
const SCHOLARSHIP_PROGRAM_IDS = [27, 31] as const;
export const isScholarshipProgram = (idProgram: number): boolean =>
  (SCHOLARSHIP_PROGRAM_IDS as readonly number[]).includes(idProgram);

/** Messages of the programme routes (404s). */
export const programMessages = {
  notFound: 'Program tidak ditemukan',
  documentTypeNotFound: 'Jenis dokumen tidak ditemukan',
} as const;

// ---------------------------------------------------------------------------------------------
// Schedules
// ---------------------------------------------------------------------------------------------

/** One application period of a programme. */
export const programScheduleSchema = z.object({
  idProgramSchedule: z.number().int(),
  /** ISO-8601 instant the period opens. */
  startDate: z.string(),
  /** ISO-8601 instant the period closes. */
  endDate: z.string(),
  /** Maximum proposals in the period; null means unlimited. */
  quota: z.number().int().nullable(),
});
export type ProgramSchedule = z.infer<typeof programScheduleSchema>;

type Period = { startDate: string | Date; endDate: string | Date };
const time = (value: string | Date) => new Date(value).getTime();

/** Whether `now` lies within the period (both ends included). */
export const isWithinSchedule = (schedule: Period, now: Date = new Date()): boolean =>
  time(schedule.startDate) <= now.getTime() && now.getTime() <= time(schedule.endDate);

/**
 * The schedule that describes a programme now: the period that contains `now`, else the next one
 * to open, else the one that closed last; null when the programme has none.
 */
export function currentSchedule<S extends Period>(schedules: readonly S[], now: Date = new Date()): S | null {
  const at = now.getTime();
  const running = schedules.filter((s) => isWithinSchedule(s, now));
  if (running.length > 0) return running.reduce((a, b) => (time(a.endDate) >= time(b.endDate) ? a : b));
  const upcoming = schedules.filter((s) => time(s.startDate) > at);
  if (upcoming.length > 0) return upcoming.reduce((a, b) => (time(a.startDate) <= time(b.startDate) ? a : b));
  if (schedules.length === 0) return null;
  return schedules.reduce((a, b) => (time(a.endDate) >= time(b.endDate) ? a : b));
}

// ---------------------------------------------------------------------------------------------
// Programmes
// ---------------------------------------------------------------------------------------------

/** A programme as lists show it (GET /api/programs, and the child programmes of a programme). */
export const programSummarySchema = z.object({
  idProgram: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** True when a person applies; false when an institution does (e.g. qurban through institutions). */
  individual: z.boolean(),
  /** Path of the programme's icon, served by the web app (e.g. "/programs/santunan-dhuafa.svg"). */
  icon: z.string().nullable(),
  /** Path of the programme's banner image. */
  banner: z.string().nullable(),
  /** The parent programme of a sub-programme; null for a programme one applies to directly. */
  idProgramParent: z.number().int().nullable(),
  active: z.boolean(),
  /** The period that contains today, else the next, else the last one; null when none. */
  programSchedule: programScheduleSchema.nullable(),
  /** Whether the programme is running now: active and today within the schedule's dates. */
  open: z.boolean(),
  /** Whether the period's quota is used up by the proposals made in it (a full one takes none). */
  full: z.boolean(),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;

/** GET /api/programs: the active programmes, sub-programmes included (they carry idProgramParent). */
export const programListResponseSchema = listResponseSchema(programSummarySchema);
export type ProgramListResponse = z.infer<typeof programListResponseSchema>;

/** One choice of a select or radio property. */
export const propertyOptionSchema = z.object({ value: z.string(), label: z.string() });

/** A programme-defined field of a section; the wizard renders it from this record alone. */
export const sectionPropertySchema = z.object({
  idSectionProperty: z.number().int(),
  /** The field's name in the step's data (spelled "columnname" as in the original contract). */
  columnname: z.string(),
  /** The field's label: the {name} of the spec's message for a required property left empty. */
  label: z.string(),
  type: z.enum(PROPERTY_TYPES),
  valueType: z.enum(PROPERTY_VALUE_TYPES),
  required: z.boolean(),
  /** A disabled property is kept for old proposals but no longer asked. */
  enable: z.boolean(),
  source: z.enum(PROPERTY_SOURCES),
  /** Fixed choices of a select or radio; null otherwise. */
  options: z.array(propertyOptionSchema).nullable(),
  /** For choices from a lookup table: its path under /api (e.g. "relationships"). */
  lookup: z.string().nullable(),
  /** For an upload: the document type the file is stored as. */
  idDocumentType: z.number().int().nullable(),
  /** A hint shown under the field. */
  hint: z.string().nullable(),
  order: z.number().int(),
});
export type SectionProperty = z.infer<typeof sectionPropertySchema>;

/** A section of the catalogue: one kind of wizard step. */
export const sectionSchema = z.object({
  idSection: z.number().int(),
  /** The step component's name (one of SECTION_ROUTES). */
  route: z.string(),
  name: z.string(),
});

/** One step of a programme's wizard, in order, with its properties in order. */
export const programSectionSchema = z.object({
  /** Null for the synthetic sub-programme step, which is not stored. */
  idProgramSection: z.number().int().nullable(),
  idSection: z.number().int(),
  route: z.string(),
  /** 1-based position; the wizard's ?section={order}. */
  order: z.number().int(),
  /** Whether field verifiers check this section. */
  needVerification: z.boolean(),
  /** True for the "chosen sub-programmes" step the server adds to a programme with child programmes. */
  synthetic: z.boolean(),
  section: sectionSchema,
  properties: z.array(sectionPropertySchema),
});
export type ProgramSection = z.infer<typeof programSectionSchema>;

// Steps that establish who applies; the synthetic sub-programme step follows the last of them.
const IDENTITY_ROUTES = new Set<string>(['reference', 'referrer', 'personal-data', 'organization']);

/**
 * The spec's synthetic "chosen sub-programmes" step: a programme with sub-programmes that does
 * not list the step itself gets it right after the steps that say who applies; the steps after
 * it move one place down. Both the server's programme and the editor's preview of an unsaved form
 * draw it so.
 */
export function withSubProgramStep(
  steps: ProgramSection[],
  section: z.infer<typeof sectionSchema> | undefined,
): ProgramSection[] {
  if (!section || steps.some((s) => s.route === SUB_PROGRAM_SECTION_ROUTE)) return steps;
  const lastIdentity = steps.findLastIndex((s) => IDENTITY_ROUTES.has(s.route));
  const order = lastIdentity >= 0 ? steps[lastIdentity]!.order + 1 : (steps[0]?.order ?? 1);
  const synthetic: ProgramSection = {
    idProgramSection: null,
    idSection: section.idSection,
    route: section.route,
    order,
    needVerification: false,
    synthetic: true,
    section: { idSection: section.idSection, route: section.route, name: section.name },
    properties: [],
  };
  const before = steps.slice(0, lastIdentity + 1);
  const after = steps.slice(lastIdentity + 1).map((s) => ({ ...s, order: s.order + 1 }));
  return [...before, synthetic, ...after];
}

/** A document type (GET /api/documenttype/{id}). */
export const documentTypeSchema = z.object({
  idDocumentType: z.number().int(),
  name: z.string(),
  /** Whether several files may be uploaded for this type. */
  multiple: z.boolean(),
  /** Whether the document belongs to the user (e.g. KTP, KK) rather than to one proposal. */
  fromUser: z.boolean(),
  /** The kinds of file the type takes (image, pdf, audio), judged by the file's bytes. */
  accepts: z.array(z.enum(DOCUMENT_FILE_KINDS)),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** A document type a programme asks for. */
export const programDocumentTypeSchema = z.object({
  idDocumentType: z.number().int(),
  /** Whether the proposal counts as documentComplete only once it is uploaded. */
  required: z.boolean(),
  documentType: documentTypeSchema,
});
export type ProgramDocumentType = z.infer<typeof programDocumentTypeSchema>;

/** GET /api/program/{id}: a programme with its sub-programmes, documents and wizard sections. */
export const programDetailSchema = programSummarySchema.extend({
  /** Assessors who must score a proposal before a decision. */
  minimumAssesor: z.number().int(),
  /** Whether the programme is financed from zakat funds. */
  zakatFunds: z.boolean(),
  idBankAccount: z.number().int().nullable(),
  /** Days after a proposal before the same applicant may apply to this programme again. */
  reaplicationPeriod: z.number().int(),
  /** Days after submitting in which the documents must be uploaded. */
  dayLimitUploadDocument: z.number().int(),
  /** The version of the structure `programSections` is: the current one, or the one asked for. */
  version: z.number().int(),
  childPrograms: z.array(programSummarySchema),
  programDocumentType: z.array(programDocumentTypeSchema),
  programSections: z.array(programSectionSchema),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

/**
 * GET /api/program/{id}?version=N: the programme with an earlier version of its structure (a
 * draft's or a proposal's, decision 0051); without it, the version new applications get.
 */
export const programVersionQuerySchema = z.object({
  version: z.coerce.number().int().positive().max(1_000_000).optional(),
});

/** A staff role (spec §6). */
export const roleSchema = z.object({ idRole: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** GET /api/administrator/roles/{idProgram}: the caller's roles in that programme (none for applicants). */
export const programRolesResponseSchema = listResponseSchema(roleSchema);

/** A status of a programme's proposal flow, with the roles that may set it. */
export const programProposalStatusSchema = z.object({
  idProposalStatus: z.number().int(),
  /** Position in the programme's flow, from 1. */
  order: z.number().int(),
  name: z.string(),
  /** Roles that may set this status (the role-status mapping). */
  roles: z.array(roleSchema),
});
export type ProgramProposalStatus = z.infer<typeof programProposalStatusSchema>;

/** GET /api/programproposalstatus/program/{idProgram}: the programme's statuses ordered by `order`. */
export const programProposalStatusesResponseSchema = listResponseSchema(programProposalStatusSchema);

/** Path parameter of GET /api/program/{id} and GET /api/documenttype/{id}. */
export const programIdParams = z.object({ id: idParam });
/** Path parameter of the routes keyed by programme (/administrator/roles, /programproposalstatus/program). */
export const idProgramParams = z.object({ idProgram: idParam });

const tag = 'programs';

export const programsEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/programs',
    summary: 'List the aid programmes',
    tag,
    access: 'user',
    response: { 200: programListResponseSchema },
  }),
  get: endpoint({
    method: 'GET',
    path: '/program/:id',
    summary: 'Read a programme and its form',
    tag,
    access: 'user',
    params: programIdParams,
    query: programVersionQuerySchema,
    response: { 200: programDetailSchema },
  }),
  documentType: endpoint({
    method: 'GET',
    path: '/documenttype/:id',
    summary: 'Read a document type',
    tag,
    access: 'user',
    params: programIdParams,
    response: { 200: documentTypeSchema },
  }),
  callerRoles: endpoint({
    method: 'GET',
    path: '/administrator/roles/:idProgram',
    summary: "List the caller's roles in a programme",
    tag,
    access: 'user',
    params: idProgramParams,
    response: { 200: programRolesResponseSchema },
  }),
  proposalStatuses: endpoint({
    method: 'GET',
    path: '/programproposalstatus/program/:idProgram',
    summary: "List a programme's proposal statuses",
    tag,
    access: 'staff',
    params: idProgramParams,
    response: { 200: programProposalStatusesResponseSchema },
  }),
};
