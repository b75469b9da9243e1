/**
 * Send back for revision (issue 34): staff return a proposal to its applicant with a note per
 * section; the applicant corrects exactly those sections and sends them again. It is a status in the
 * history, never a deletion, and the earlier version stays readable to staff.
 */
import { idParam, idSchema } from './api.ts';
import { PROPOSAL_STATUS_RETURNED } from './constants.ts';
import { endpoint } from './endpoint.ts';
import { SECTION_ROUTES, type SectionRoute } from './programs.ts';
import { statusChangeResponseSchema } from './status-decisions.ts';
import { z } from './zod.ts';

/** Sections that cannot be sent back: documents have their own review, sub-programmes made their own proposals. */
const NOT_REOPENED = new Set<SectionRoute>(['documents', 'sub-program']);
export const REOPENABLE_ROUTES = SECTION_ROUTES.filter((route) => !NOT_REOPENED.has(route));
export const isReopenable = (route: string): route is SectionRoute =>
  (REOPENABLE_ROUTES as readonly string[]).includes(route);

export const REVISION_NOTE_MAX = 500;

export const revisionMessages = {
  noteRequired: 'Tulis catatan perbaikan',
  chooseSection: 'Pilih bagian yang perlu diperbaiki',
  sectionNotInProposal: 'Bagian ini tidak ada pada pengajuan ini',
  notReturned: 'Pengajuan ini tidak sedang dikembalikan untuk perbaikan',
  onlyReopened: 'Hanya bagian yang diminta diperbaiki yang dapat dikirim',
  sectionMissing: 'Bagian ini belum diperbaiki',
  sendFix: 'Kirim Perbaikan',
  sentBack: 'Pengajuan dikembalikan kepada pemohon untuk diperbaiki',
  resubmitted: 'Perbaikan terkirim. Pengajuan Anda kembali diproses.',
} as const;

const revisionNoteSchema = z.object({
  route: z.enum(REOPENABLE_ROUTES, { error: revisionMessages.chooseSection }),
  note: z
    .string({ error: revisionMessages.noteRequired })
    .trim()
    .min(1, { error: revisionMessages.noteRequired })
    .max(REVISION_NOTE_MAX),
});
export type RevisionNote = z.infer<typeof revisionNoteSchema>;

/** POST /api/proposal/admin/{idProposal}/send-back: a note per section to reopen, on the version seen. */
export const sendBackSchema = z.object({
  notes: z
    .array(revisionNoteSchema)
    .min(1, { error: revisionMessages.chooseSection })
    .max(REOPENABLE_ROUTES.length)
    .refine((notes) => new Set(notes.map((n) => n.route)).size === notes.length, {
      error: 'Satu catatan untuk setiap bagian',
    }),
  version: z.number().int().min(0),
});
export type SendBack = z.infer<typeof sendBackSchema>;

/** GET /api/proposal/revision/{idProposal}: what the applicant is asked to correct, and what they sent. */
export const openRevisionSchema = z.object({
  idProposal: z.number().int(),
  idProgram: z.number().int(),
  /** The programme's form it was submitted under: the reopened sections are corrected in that one. */
  programVersion: z.number().int(),
  notes: z.array(revisionNoteSchema),
  /** Every section as submitted, keyed by route: the reopened ones start from it. */
  sections: z.record(z.string(), z.unknown()),
});
export type OpenRevision = z.infer<typeof openRevisionSchema>;

/** PATCH /api/proposal/revision/{idProposal}: the corrected sections, exactly those reopened. */
export const resubmitSchema = z.object({
  sections: z.partialRecord(z.enum(REOPENABLE_ROUTES), z.unknown()),
});
export type Resubmit = z.infer<typeof resubmitSchema>;

/** One send-back as staff read it: the notes, and once corrected, each section before and after. */
export const revisionRecordSchema = z.object({
  /** ISO-8601 instant it was sent back. */
  createdAt: z.string(),
  by: z.string().nullable(),
  notes: z.array(revisionNoteSchema),
  resubmittedAt: z.string().nullable(),
  changes: z.array(z.object({ route: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type RevisionRecord = z.infer<typeof revisionRecordSchema>;

export { PROPOSAL_STATUS_RETURNED };

const tag = 'revisions';
const idProposalParams = z.object({ idProposal: idParam });

export const revisionEndpoints = {
  sendBack: endpoint({
    method: 'POST',
    path: '/proposal/admin/:idProposal/send-back',
    summary: 'Send a proposal back to its applicant for revision',
    tag,
    access: 'staff',
    params: idProposalParams,
    body: sendBackSchema,
    response: { 200: statusChangeResponseSchema },
  }),
  open: endpoint({
    method: 'GET',
    path: '/proposal/revision/:idProposal',
    summary: 'Read what the applicant is asked to correct',
    tag,
    access: 'user',
    params: idProposalParams,
    response: { 200: openRevisionSchema },
  }),
  resubmit: endpoint({
    method: 'PATCH',
    path: '/proposal/revision/:idProposal',
    summary: 'Send the corrected sections again',
    tag,
    access: 'user',
    params: idProposalParams,
    body: resubmitSchema,
    response: { 200: z.object({ idProposal: idSchema, idProposalStatus: z.number().int() }) },
  }),
};
