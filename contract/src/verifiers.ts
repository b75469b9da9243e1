/**
 * The field verifiers (issue 34 item 8; spec §1 "Recommenders may volunteer as a field verifier"):
 * the lead verifiers (role 6) and the members who ticked becomeVerifier on the consent step of a
 * proposal they sent, with the programmes that make them one and their open assignments.
 */
import { idParam, listResponseSchema, positiveIntParam } from './api.ts';
import { endpoint } from './endpoint.ts';
import { createUserSchema } from './users.ts';
import { z } from './zod.ts';

export const VERIFIER_LIST_MAX_ROWS = 100;

const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** GET /api/verificators/{page}/{rows}: by a prefix of the NIP or the name, and by programme. */
export const verifierListQuerySchema = z.object({
  search: z.preprocess(blankIsAbsent, z.string().trim().max(100).optional()),
  idProgram: z.preprocess(blankIsAbsent, idParam.optional()),
});
export type VerifierListQuery = z.infer<typeof verifierListQuerySchema>;
export type VerifierListQueryInput = z.input<typeof verifierListQuerySchema>;

/** One field verifier. */
export const verifierSchema = z.object({
  idUser: z.number().int(),
  fullName: z.string(),
  nip: z.string().nullable(),
  whatsappNumber: z.string().nullable(),
  /** Holds the lead verifier role (6) in at least one of the listed programmes. */
  leadVerifier: z.boolean(),
  /** Ticked "Saya bersedia menjadi verifikator lapangan" on a proposal they sent. */
  volunteered: z.boolean(),
  /** The programmes where they are a verifier (by role or by a proposal), those the caller works in. */
  programs: z.array(z.object({ idProgram: z.number().int(), name: z.string() })),
  /** Proposals assigned to them and not yet verified. */
  openAssignments: z.number().int(),
});
export type Verifier = z.infer<typeof verifierSchema>;

export const verifierListResponseSchema = listResponseSchema(verifierSchema);
export type VerifierListResponse = z.infer<typeof verifierListResponseSchema>;

export const verifierEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/verificators/:page/:rows',
    summary: 'List the field verifiers of the programmes the caller works in',
    tag: 'verifiers',
    access: 'staff',
    params: z.object({ page: positiveIntParam, rows: positiveIntParam.max(VERIFIER_LIST_MAX_ROWS) }),
    query: verifierListQuerySchema,
    response: { 200: verifierListResponseSchema },
  }),
};

// ---------------------------------------------------------------------------------------------
// Assigning field verifiers to proposals (issue 35 item 1; spec §4 "Verifier registration")
// ---------------------------------------------------------------------------------------------

/** A verifier's link to a proposal: active, or removed by a lead verifier (kept, never deleted). */
export const VERIFICATOR_STATUS = { active: 1, removed: 2 } as const;

export const verifierAssignmentMessages = {
  savingUser: 'Sedang menyimpan data user',
  savingVerifier: 'Sedang menyimpan data Verificator',
  linking: 'Menguhubungkan verifikator dengan Proposal',
  added: (idProposal: number) => `Verifikator berhasil di tambahkan ke proposal${idProposal}`,
  saveFailedTitle: 'Gagal menyimpan VL',
  saveFailed: 'Gagal menyimpan data VL',
  userNotFound: 'User tidak ditemukan',
  verifierNotFound: 'Verifikator tidak ditemukan',
  assignmentNotFound: 'Penugasan verifikator tidak ditemukan',
  alreadyAssigned: 'Verifikator ini sudah ditugaskan pada pengajuan ini',
} as const;

/** POST /api/verificator: registers a user as a field verifier (the same record if they are one). */
export const verificatorCreateSchema = z.object({ idUser: idParam });
export const verificatorSchema = z.object({ idVerificator: z.number().int(), idUser: z.number().int() });
export type Verificator = z.infer<typeof verificatorSchema>;

/** A field verifier who is not yet a user: what the registration saves first (POST /api/user). */
export const newVerifierPersonSchema = createUserSchema.pick({
  fullName: true,
  nip: true,
  whatsappNumber: true,
  gender: true,
});
export type NewVerifierPerson = z.infer<typeof newVerifierPersonSchema>;
export type NewVerifierPersonInput = z.input<typeof newVerifierPersonSchema>;

/** POST /api/proposalverificator: links the verifier to the proposal as active. */
export const proposalVerificatorCreateSchema = z.object({ idProposal: idParam, idVerificator: idParam });

/** PATCH /api/proposalverificator: removes a verifier from the proposal (a lead verifier's change). */
export const proposalVerificatorUpdateSchema = z.object({
  idProposalVerificator: idParam,
  idVerificatorStatus: z.literal(VERIFICATOR_STATUS.removed),
});

/** A verifier of a proposal, as staff see them on the proposal. */
export const proposalVerificatorSchema = z.object({
  idProposalVerificator: z.number().int(),
  idProposal: z.number().int(),
  idVerificator: z.number().int(),
  idVerificatorStatus: z.number().int(),
  verifier: z.object({
    idUser: z.number().int(),
    fullName: z.string(),
    nip: z.string().nullable(),
    whatsappNumber: z.string().nullable(),
  }),
  /** Who assigned them. */
  assignedBy: z.string(),
  /** ISO-8601 instants. */
  createdAt: z.string(),
  verificationDate: z.string().nullable(),
});
export type ProposalVerificator = z.infer<typeof proposalVerificatorSchema>;
export const proposalVerificatorListSchema = listResponseSchema(proposalVerificatorSchema);

/** One proposal on a field verifier's own list (GET /api/proposals/verifications). */
export const verificationTaskSchema = z.object({
  idProposal: z.number().int(),
  /** The applicant: the recipient's name, or the institution's. */
  name: z.string(),
  program: z.object({ idProgram: z.number().int(), name: z.string() }),
  area: z.object({
    province: z.string().nullable(),
    regency: z.string().nullable(),
    district: z.string().nullable(),
  }),
  /** ISO-8601 instant of the planned visit; null until the verifier sets it. */
  verificationDate: z.string().nullable(),
  /** The programme's sections to verify, and how many are not verified yet. */
  sectionsToVerify: z.number().int(),
  sectionsLeft: z.number().int(),
});
export type VerificationTask = z.infer<typeof verificationTaskSchema>;
export const verificationTaskListSchema = listResponseSchema(verificationTaskSchema);

const assignmentTag = 'verifiers';

export const verifierAssignmentEndpoints = {
  register: endpoint({
    method: 'POST',
    path: '/verificator',
    summary: 'Register a user as a field verifier',
    tag: assignmentTag,
    access: 'staff',
    body: verificatorCreateSchema,
    response: { 200: verificatorSchema },
  }),
  link: endpoint({
    method: 'POST',
    path: '/proposalverificator',
    summary: 'Assign a field verifier to a proposal',
    tag: assignmentTag,
    access: 'staff',
    body: proposalVerificatorCreateSchema,
    response: { 200: proposalVerificatorSchema },
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/proposalverificator',
    summary: 'Remove a field verifier from a proposal',
    tag: assignmentTag,
    access: 'staff',
    body: proposalVerificatorUpdateSchema,
    response: { 200: proposalVerificatorSchema },
  }),
  ofProposal: endpoint({
    method: 'GET',
    path: '/proposalverificator/proposal/:idProposal',
    summary: "List a proposal's field verifiers",
    tag: assignmentTag,
    access: 'staff',
    params: z.object({ idProposal: idParam }),
    response: { 200: proposalVerificatorListSchema },
  }),
  mine: endpoint({
    method: 'GET',
    path: '/proposals/verifications',
    summary: "List the caller's proposals to verify",
    tag: assignmentTag,
    access: 'user',
    response: { 200: verificationTaskListSchema },
  }),
};
