/**
 * The field verifiers (issue 34 item 8; spec §1 "Recommenders may volunteer as a field verifier"):
 * the lead verifiers (role 6) and the members who ticked becomeVerifier on the consent step of a
 * proposal they sent, with the programmes that make them one and their open assignments.
 */
import { idParam, listResponseSchema, positiveIntParam } from './api.ts';
import { endpoint } from './endpoint.ts';
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
