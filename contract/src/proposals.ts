import { idParam, idSchema, listResponseSchema, positiveIntParam } from './api.ts';
import { endpoint } from './endpoint.ts';
import { SECTION_ROUTES } from './programs.ts';
import { z } from './zod.ts';

/** Which side of a proposal the caller is on: referer (I submitted it) or reference (it is for me). */
const PROPOSAL_LIST_BY = ['referer', 'reference'] as const;
export type ProposalListBy = (typeof PROPOSAL_LIST_BY)[number];
const bySchema = z.enum(PROPOSAL_LIST_BY);

/** The largest page GET /api/proposals/{by}/{page}/{rows} answers. */
export const PROPOSAL_LIST_MAX_ROWS = 100;

export { proposalMessages } from './proposal-messages.ts';

/** Path of GET /api/proposals/{by}/{page}/{rows}. */
export const proposalListParamsSchema = z.object({
  by: bySchema,
  page: positiveIntParam,
  rows: positiveIntParam.max(PROPOSAL_LIST_MAX_ROWS),
});

// An empty filter box means "no filter", not "match the empty string".
const filterText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(max).optional(),
  );
const filterId = z.preprocess((value) => (value === '' ? undefined : value), idParam.optional());

/**
 * Filters of the proposal lists, spelled as the spec writes them. Names and NIPs match as a
 * case-insensitive prefix; the verification number matches exactly.
 */
export const proposalListQuerySchema = z.object({
  'Program.idProgram': filterId,
  'ProposalStatusHistory.idProposalStatus': filterId,
  'referrer.nip': filterText(20),
  'referrer.name': filterText(200),
  'reference.nip': filterText(20),
  'reference.name': filterText(200),
  'Proposals.verificationNumber': filterText(100),
});
export type ProposalListQuery = z.infer<typeof proposalListQuerySchema>;

const personSchema = z.object({ fullName: z.string() });

/** One row of the home lists and /proposal. */
const proposalListItemSchema = z.object({
  idProposal: z.number().int(),
  /** ISO-8601 instant of submission. */
  createdAt: z.string(),
  /** Whether every document the programme requires is uploaded ("Lengkapi pengajuan" when not). */
  documentComplete: z.boolean(),
  program: z.object({ idProgram: z.number().int(), name: z.string(), individual: z.boolean() }),
  /** The current status. */
  status: z.object({ idProposalStatus: z.number().int(), name: z.string() }),
  reference: personSchema,
  referrer: personSchema,
  /** The applying institution, for institution programmes; null for a person. */
  organization: z.object({ name: z.string(), type: z.string() }).nullable(),
});
export type ProposalListItem = z.infer<typeof proposalListItemSchema>;

export const proposalListResponseSchema = listResponseSchema(proposalListItemSchema);
export type ProposalListResponse = z.infer<typeof proposalListResponseSchema>;

/** One entry of a proposal's status history, oldest first. */
export const proposalStatusHistoryItemSchema = z.object({
  idProposalStatus: z.number().int(),
  name: z.string(),
  /** ISO-8601 instant the status was set. */
  createdAt: z.string(),
});
export type ProposalStatusHistoryItem = z.infer<typeof proposalStatusHistoryItemSchema>;

/** GET /api/proposalstatushistory/proposal/{idProposal}. */
export const proposalStatusHistoryResponseSchema = listResponseSchema(proposalStatusHistoryItemSchema);

/** A sub-programme proposal made with its parent from the same submission. */
export const childProposalSchema = z.object({
  idProposal: z.number().int(),
  documentComplete: z.boolean(),
  program: z.object({ idProgram: z.number().int(), name: z.string() }),
});

/** The recipient's answer to a proposal someone else made for them. */
const RECIPIENT_RESPONSES = ['ACCEPTED', 'DECLINED'] as const;
export type RecipientResponse = (typeof RECIPIENT_RESPONSES)[number];

/** GET /api/proposal/{by}/{idProposal} and GET /api/proposal/referer/{id}: one proposal in full. */
export const proposalDetailSchema = proposalListItemSchema.extend({
  verificationNumber: z.string().nullable(),
  /** The recipient's answer, when someone else made the proposal for them; null until they answer. */
  recipientResponse: z.enum(RECIPIENT_RESPONSES).nullable(),
  /** Whether the caller is the recipient of a proposal someone else made, and may still answer it. */
  canRespond: z.boolean(),
  program: proposalListItemSchema.shape.program.extend({ idProgramParent: z.number().int().nullable() }),
  /** The version of the programme's form it was submitted under: GET /api/program/{id}?version= reads it. */
  programVersion: z.number().int(),
  proposalStatusHistory: z.array(proposalStatusHistoryItemSchema),
  /** Every step's saved data, keyed by section route, as the server validated and stored it. */
  sections: z.record(z.string(), z.unknown()),
  childProposals: z.array(childProposalSchema),
});
export type ProposalDetail = z.infer<typeof proposalDetailSchema>;

/** Path of GET /api/proposal/{by}/{idProposal}. */
export const proposalByParamsSchema = z.object({ by: bySchema, idProposal: idParam });
/** Path of GET /api/proposalstatushistory/proposal/{idProposal}. */
export const proposalIdParamsSchema = z.object({ idProposal: idParam });

/**
 * One proposal of POST /api/proposal/batch. The family's members are saved first through
 * /api/family/batch; the proposal keeps the rows saved under its family step's KK, whatever members
 * the step lists (decision 0032).
 */
const submitProposalItemSchema = z.object({
  idProgram: idSchema,
  /** The draft this proposal was filled in; it is marked SUBMITTED with the proposal. */
  idTempProposal: idSchema,
  /**
   * Made once per draft by the browser: a retried or double-clicked submission carries the same
   * key and gets the proposal the first one made, never a second one.
   */
  submissionKey: z.uuid(),
  /** The chosen sub-programmes, for a programme that has them: each gets a child proposal. */
  idProgramChildren: z.array(idSchema).max(50).optional(),
  /** Each step's data keyed by section route, as the draft holds it. */
  sections: z.partialRecord(z.enum(SECTION_ROUTES), z.unknown()),
});
export type SubmitProposalItem = z.infer<typeof submitProposalItemSchema>;

/** PATCH /api/proposal/recipient-response: the recipient accepts or declines a proposal made for them. */
export const recipientResponseSchema = z.object({
  idProposal: idSchema,
  recipientResponse: z.enum(RECIPIENT_RESPONSES, { error: 'Pilih terima atau tolak' }),
});
export type RecipientResponseInput = z.infer<typeof recipientResponseSchema>;

/** POST /api/proposal/batch. */
export const submitProposalSchema = z.array(submitProposalItemSchema).min(1).max(10);
export type SubmitProposalInput = z.infer<typeof submitProposalSchema>;

/** The answer of POST /api/proposal/batch: one entry per submitted proposal, in the order sent. */
export const submitProposalResponseSchema = z.array(z.object({ idProposal: z.number().int() }));
export type SubmitProposalResponse = z.infer<typeof submitProposalResponseSchema>;

const tag = 'proposals';

export const proposalsEndpoints = {
  /** 201 when a proposal is made, 200 when every one already existed (a retried submission). */
  submit: endpoint({
    method: 'POST',
    path: '/proposal/batch',
    summary: 'Submit proposals',
    tag,
    access: 'user',
    body: submitProposalSchema,
    response: { 200: submitProposalResponseSchema, 201: submitProposalResponseSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/proposals/:by/:page/:rows',
    summary: 'List proposals, a page at a time',
    tag,
    access: 'user',
    params: proposalListParamsSchema,
    query: proposalListQuerySchema,
    response: { 200: proposalListResponseSchema },
  }),
  /** Also serves the spec's GET /api/proposal/referer/{id}. */
  get: endpoint({
    method: 'GET',
    path: '/proposal/:by/:idProposal',
    summary: 'Read a proposal',
    tag,
    access: 'user',
    params: proposalByParamsSchema,
    response: { 200: proposalDetailSchema },
  }),
  respondAsRecipient: endpoint({
    method: 'PATCH',
    path: '/proposal/recipient-response',
    summary: 'Answer a proposal as its recipient',
    tag,
    access: 'user',
    body: recipientResponseSchema,
    response: { 200: proposalDetailSchema },
  }),
  statusHistory: endpoint({
    method: 'GET',
    path: '/proposalstatushistory/proposal/:idProposal',
    summary: "Read a proposal's status history",
    tag,
    access: 'user',
    params: proposalIdParamsSchema,
    response: { 200: proposalStatusHistoryResponseSchema },
  }),
};
