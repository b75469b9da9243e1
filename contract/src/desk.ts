/**
 * The staff's proposals desk (issue 34): every proposal of the programmes a person holds a role in,
 * filtered, sorted and paged, and one proposal as staff read it, with what the person may do on it.
 */
import { idParam, listResponseSchema, positiveIntParam } from './api.ts';
import { endpoint } from './endpoint.ts';
import { PROPOSAL_LIST_MAX_ROWS, proposalDetailSchema, proposalListQuerySchema } from './proposals.ts';
import { revisionRecordSchema } from './revisions.ts';
import { z } from './zod.ts';

export const DESK_SORTS = ['createdAt', 'name', 'status'] as const;
export type DeskSort = (typeof DESK_SORTS)[number];
export const DESK_ORDERS = ['asc', 'desc'] as const;
/** The verifier filter's value for proposals no field verifier is assigned to. */
export const DESK_UNASSIGNED = 'none';

const blankIsAbsent = (value: unknown) => (value === '' ? undefined : value);
const optionalId = z.preprocess(blankIsAbsent, idParam.optional());
const isoDay = z.preprocess(
  blankIsAbsent,
  z.iso.date({ error: 'Tanggal harus berformat YYYY-MM-DD' }).optional(),
);

/**
 * The desk's filters: the spec's list filters (programme, status, referrer and reference NIP and
 * name by prefix, verification number), and the area, the submission days (Jakarta) and whether the
 * documents are complete; then the sort.
 */
export const deskQuerySchema = proposalListQuerySchema
  .extend({
    idProvince: optionalId,
    idRegency: optionalId,
    /** First day of submission, inclusive, as a Jakarta calendar day. */
    from: isoDay,
    /** Last day of submission, inclusive. */
    to: isoDay,
    documentComplete: z.preprocess(blankIsAbsent, z.enum(['true', 'false']).optional()),
    /** A field verifier's user id (proposals they are assigned to), or "none": not yet assigned. */
    verifier: z.preprocess(blankIsAbsent, z.union([z.literal(DESK_UNASSIGNED), idParam]).optional()),
    sort: z.preprocess(blankIsAbsent, z.enum(DESK_SORTS).default('createdAt')),
    order: z.preprocess(blankIsAbsent, z.enum(DESK_ORDERS).default('desc')),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'Tanggal awal harus sebelum tanggal akhir',
    path: ['to'],
  });
export type DeskQuery = z.infer<typeof deskQuerySchema>;
export type DeskQueryInput = z.input<typeof deskQuerySchema>;

const personSchema = z.object({ fullName: z.string(), nip: z.string().nullable() });

/** One row of the desk. */
export const deskRowSchema = z.object({
  idProposal: z.number().int(),
  /** ISO-8601 instant of submission. */
  createdAt: z.string(),
  documentComplete: z.boolean(),
  verificationNumber: z.string().nullable(),
  program: z.object({ idProgram: z.number().int(), name: z.string() }),
  status: z.object({ idProposalStatus: z.number().int(), name: z.string() }),
  referrer: personSchema,
  reference: personSchema,
  /** The recipient's province and regency names, as their record holds them. */
  area: z.object({ province: z.string().nullable(), regency: z.string().nullable() }),
});
export type DeskRow = z.infer<typeof deskRowSchema>;
export const deskListResponseSchema = listResponseSchema(deskRowSchema);
export type DeskListResponse = z.infer<typeof deskListResponseSchema>;

/** One entry of the status history as staff read it: who set it, from which status, and why. */
export const deskHistoryItemSchema = z.object({
  idProposalStatus: z.number().int(),
  name: z.string(),
  /** ISO-8601 instant. */
  createdAt: z.string(),
  fromStatus: z.number().int().nullable(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type DeskHistoryItem = z.infer<typeof deskHistoryItemSchema>;

const contactSchema = z.object({
  idUser: z.number().int(),
  fullName: z.string(),
  nip: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
});

/** GET /api/proposal/admin/{idProposal}: the proposal, its history, and what the caller may do on it. */
export const deskProposalSchema = z.object({
  proposal: proposalDetailSchema,
  /** Grows with every status change; a decision names the version it was made on. */
  version: z.number().int(),
  referrer: contactSchema,
  reference: contactSchema,
  history: z.array(deskHistoryItemSchema),
  /** The policy's answer for this caller on this proposal: the browser does not recompute it. */
  allowed: z.object({
    decideStatus: z.boolean(),
    sendBack: z.boolean(),
    reviewDocuments: z.boolean(),
    readAudit: z.boolean(),
    /** Assign field verifiers to it, or remove them. */
    assignVerifiers: z.boolean(),
  }),
  /** Every send-back, oldest first, with what the applicant changed. */
  revisions: z.array(revisionRecordSchema),
  statusChoices: z.array(
    z.object({
      idProposalStatus: z.number().int(),
      label: z.string(),
      requiresVerificationNumber: z.boolean(),
      /** Why the server would refuse it now (assessments missing); absent when the choice is free. */
      unavailable: z.string().optional(),
    }),
  ),
});
export type DeskProposal = z.infer<typeof deskProposalSchema>;

export const DESK_MAX_ROWS = PROPOSAL_LIST_MAX_ROWS;

export const deskMessages = {
  /** A staff member who may export in no programme (a guest, an assessor). */
  exportNotAllowed: 'Anda tidak berwenang mengunduh data pengajuan.',
} as const;

const tag = 'desk';

export const deskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/proposals/admin/:page/:rows',
    summary: 'List the proposals of the programmes the caller works in',
    tag,
    access: 'staff',
    params: z.object({ page: positiveIntParam, rows: positiveIntParam.max(DESK_MAX_ROWS) }),
    query: deskQuerySchema,
    response: { 200: deskListResponseSchema },
  }),
  proposal: endpoint({
    method: 'GET',
    path: '/proposal/admin/:idProposal',
    summary: 'Read a proposal as staff, with what the caller may do on it',
    tag,
    access: 'staff',
    params: z.object({ idProposal: idParam }),
    response: { 200: deskProposalSchema },
  }),
  /**
   * The desk's rows under the same filters and sort, every page, as a file (streamed; no JSON
   * schema: its address is built with pathOf and opened as a download). Only the programmes where
   * the caller may export.
   */
  exportCsv: endpoint({
    method: 'GET',
    path: '/proposals/admin/export/csv',
    summary: 'Download the filtered desk rows as CSV',
    tag,
    access: 'staff',
    query: deskQuerySchema,
    response: {},
  }),
  exportXlsx: endpoint({
    method: 'GET',
    path: '/proposals/admin/export/xlsx',
    summary: 'Download the filtered desk rows as an Excel workbook',
    tag,
    access: 'staff',
    query: deskQuerySchema,
    response: {},
  }),
};
