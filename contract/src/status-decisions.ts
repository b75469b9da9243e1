/**
 * Staff move a proposal through its programme's statuses (spec §4): the choices a person has, the
 * verification-number rule, one change with its note and version, and many rows moved together.
 */
import { boundedArray, idParam, idSchema, LIST_MAX } from './api.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** A status of a programme's flow, in its order. */
export type ProgramStatus = { idProposalStatus: number; name: string; order: number };

/** The status a proposal enters field verification with (spec §4: it needs a verification number). */
export const STATUS_FIELD_VERIFICATION = 5;

/**
 * Whether moving a proposal to this status needs a verification number (spec §4): the programme's
 * first status (order 1), or status 5.
 */
export const requiresVerificationNumber = (status: Pick<ProgramStatus, 'idProposalStatus' | 'order'>) =>
  status.order === 1 || status.idProposalStatus === STATUS_FIELD_VERIFICATION;

/** The status of the assessors' scoring (spec §3 role-status mapping: role 8 sets it). */
export const STATUS_ASSESSMENT = 7;

/** Statuses that end a proposal without aid (9 "Ditolak", 13 "Dibatalkan"): no assessment is needed first. */
export const STATUSES_WITHOUT_ASSESSMENT: readonly number[] = [9, 13];

/**
 * Whether moving to `target` takes the proposal past assessment (issue 36): the programme's flow has
 * the assessment status, the target comes after it, and it is not a refusal or a cancellation. Such
 * a move needs the programme's `minimumAssesor` assessments.
 */
export function isPastAssessment(program: readonly ProgramStatus[], target: number): boolean {
  const assessment = program.find((s) => s.idProposalStatus === STATUS_ASSESSMENT);
  const next = program.find((s) => s.idProposalStatus === target);
  if (!assessment || !next || STATUSES_WITHOUT_ASSESSMENT.includes(target)) return false;
  return next.order > assessment.order;
}

/**
 * Whether a move from `from` to `to` takes the proposal past assessment now: a proposal already past
 * it (approved, moving on to disbursement) passed the gate when it got there.
 */
export const movesPastAssessment = (program: readonly ProgramStatus[], from: number, to: number): boolean =>
  isPastAssessment(program, to) && !isPastAssessment(program, from);

/** One choice of the status picker, labelled "{id} - {name}". */
export type StatusChoice = {
  idProposalStatus: number;
  label: string;
  requiresVerificationNumber: boolean;
  /** Why the server would refuse this choice now (issue 36: assessments missing); absent when free. */
  unavailable?: string;
};

/**
 * The statuses a person may choose (spec §4): the programme's statuses in order, those the role-status
 * mapping gives any of their roles in the programme (`allowed`; null means all: a super admin), each
 * once.
 */
export function statusChoices(program: readonly ProgramStatus[], allowed: ReadonlySet<number> | null) {
  const seen = new Set<number>();
  const choices: StatusChoice[] = [];
  for (const status of [...program].sort((a, b) => a.order - b.order)) {
    if (seen.has(status.idProposalStatus)) continue;
    if (allowed && !allowed.has(status.idProposalStatus)) continue;
    seen.add(status.idProposalStatus);
    choices.push({
      idProposalStatus: status.idProposalStatus,
      label: `${status.idProposalStatus} - ${status.name}`,
      requiresVerificationNumber: requiresVerificationNumber(status),
    });
  }
  return choices;
}

/**
 * The choices with the ones that would move the proposal past assessment marked unavailable while
 * the programme's minimumAssesor assessments are not all made, saying how many are missing.
 */
export function withAssessmentGate(
  choices: readonly StatusChoice[],
  program: readonly ProgramStatus[],
  from: number,
  shortfall: { missing: number; minimum: number },
): StatusChoice[] {
  if (shortfall.missing <= 0) return [...choices];
  const message = statusDecisionMessages.assessmentsMissing(shortfall.missing, shortfall.minimum);
  return choices.map((choice) =>
    movesPastAssessment(program, from, choice.idProposalStatus)
      ? { ...choice, unavailable: message }
      : choice,
  );
}

export const statusDecisionMessages = {
  chooseStatus: 'Pilih status',
  notAllowed: 'Anda tidak berwenang memberi status ini pada pengajuan ini',
  sameStatus: 'Pengajuan sudah berstatus ini',
  verificationNumberRequired: 'Nomor verifikasi wajib diisi untuk status ini',
  verificationNumberTaken: 'Nomor verifikasi sudah dipakai pengajuan lain di program ini',
  changedMeanwhile:
    'Status pengajuan ini baru saja diubah oleh orang lain. Lihat status terbarunya, lalu putuskan lagi.',
  /** The programme's minimumAssesor is not reached yet (issue 36). */
  assessmentsMissing: (missing: number, minimum: number) =>
    `Penilaian assessor belum cukup: masih kurang ${missing} dari ${minimum} penilaian yang dibutuhkan program ini`,
  moved: (count: number) => `${count} pengajuan dipindahkan`,
  notMoved: (count: number) => `${count} pengajuan tidak dipindahkan`,
} as const;

/** The most characters of a decision's note. */
export const DECISION_NOTE_MAX = 1000;

const noteSchema = z
  .string()
  .trim()
  .max(DECISION_NOTE_MAX)
  .optional()
  .transform((note) => (note ? note : undefined));

const verificationNumberSchema = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => (value ? value : undefined));

/** PATCH /api/proposal/admin/{idProposal}/status: one decision, made on the version the person saw. */
export const statusChangeSchema = z.object({
  idProposalStatus: idSchema.meta({ description: 'The status to move to' }),
  verificationNumber: verificationNumberSchema,
  note: noteSchema,
  /** The proposal's version the decision was made on; another change since then answers 409. */
  version: z.number().int().min(0),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The proposal's status after a decision. */
export const statusChangeResponseSchema = z.object({
  idProposal: z.number().int(),
  idProposalStatus: z.number().int(),
  name: z.string(),
  verificationNumber: z.string().nullable(),
  version: z.number().int(),
});

/** POST /api/proposals/admin/status: many rows moved to one status, each checked on its own. */
export const bulkStatusChangeSchema = z.object({
  idProposals: boundedArray(idSchema, LIST_MAX.ids).min(1, { error: 'Pilih pengajuan terlebih dahulu' }),
  idProposalStatus: idSchema,
  note: noteSchema,
});
export type BulkStatusChange = z.infer<typeof bulkStatusChangeSchema>;

export const bulkStatusChangeResponseSchema = z.object({
  moved: z.array(z.number().int()),
  refused: z.array(z.object({ idProposal: z.number().int(), message: z.string() })),
});
export type BulkStatusChangeResponse = z.infer<typeof bulkStatusChangeResponseSchema>;

const tag = 'status-decisions';
const idProposalParams = z.object({ idProposal: idParam });

export const statusDecisionEndpoints = {
  change: endpoint({
    method: 'PATCH',
    path: '/proposal/admin/:idProposal/status',
    summary: "Change a proposal's status",
    tag,
    access: 'staff',
    params: idProposalParams,
    body: statusChangeSchema,
    response: { 200: statusChangeResponseSchema },
  }),
  changeMany: endpoint({
    method: 'POST',
    path: '/proposals/admin/status',
    summary: 'Move several proposals to one status',
    tag,
    access: 'staff',
    body: bulkStatusChangeSchema,
    response: { 200: bulkStatusChangeResponseSchema },
  }),
};
