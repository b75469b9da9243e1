import { idParam, idSchema, listResponseSchema } from './api.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** Draft states (spec §4): DRAFTED while the wizard is filled in, SUBMITTED once the proposal is sent. */
const DRAFT_STATUSES = ['DRAFTED', 'SUBMITTED'] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];
const draftStatusSchema = z.enum(DRAFT_STATUSES);

/** The largest draft text the server keeps: far above a whole wizard, far below an abuse. */
export const DRAFT_DATA_MAX_BYTES = 512 * 1024;

export const draftMessages = {
  notFound: 'Draf pengajuan tidak ditemukan',
  notAnObject: 'Data draf harus berupa objek JSON',
  tooLarge: 'Data draf terlalu besar (maksimal 512 KB)',
  /** A draft begun on an earlier form of its programme (decision 0051). */
  olderForm:
    'Formulir program ini telah diperbarui. Draf Anda memakai formulir sebelumnya: Anda dapat melanjutkannya, atau pindah ke formulir terbaru (isian yang sudah ada tetap tersimpan).',
  moveToCurrent: 'Pindah ke formulir terbaru',
} as const;

/** A draft's data as stored: one key per wizard section route, each holding that step's saved data. */
export type DraftData = Record<string, unknown>;

const isPlainObject = (value: unknown): value is DraftData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft's data, never throwing: an unparsable or non-object text reads as an empty draft. */
export function parseDraftData(text: string | null | undefined): DraftData {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : {};
  } catch {
    return {};
  }
}

/**
 * The draft the wizard resumes from: the server's copy, with each step the browser holds taken
 * from the browser, since the browser saves every step as soon as it is saved and may hold steps
 * the server never received (mobile data drops).
 */
export const mergeDraftData = (server: DraftData, local: DraftData): DraftData => ({ ...server, ...local });

// UTF-8 length, counted by hand: the contract runs without DOM or Node typings.
function byteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** The draft's data as sent: JSON text of an object keyed by section route, at most 512 KB. */
const draftDataTextSchema = z
  .string()
  .refine((text) => byteLength(text) <= DRAFT_DATA_MAX_BYTES, { error: draftMessages.tooLarge, abort: true })
  .refine(
    (text) => {
      try {
        return isPlainObject(JSON.parse(text));
      } catch {
        return false;
      }
    },
    { error: draftMessages.notAnObject },
  );

/**
 * POST /api/temporaryproposal. One draft per user and programme: posting again for the same
 * programme replaces that draft's data (an upsert), so a browser that lost the id cannot make a second.
 */
export const createDraftSchema = z.object({
  idProgram: idSchema,
  status: draftStatusSchema.optional(),
  data: draftDataTextSchema,
});
export type CreateDraftInput = z.infer<typeof createDraftSchema>;

/** PATCH /api/temporaryproposal: the draft's id and what changes. */
export const updateDraftSchema = z.object({
  idTempProposal: idSchema,
  data: draftDataTextSchema.optional(),
  status: draftStatusSchema.optional(),
  /**
   * The member moves the draft to the programme's current form (decision 0051); its answers stay,
   * and the wizard asks again what the new form asks.
   */
  moveToCurrentVersion: z.literal(true).optional(),
});
export type UpdateDraftInput = z.infer<typeof updateDraftSchema>;

/** A draft as the API answers it. */
export const draftResponseSchema = z.object({
  idTempProposal: z.number().int(),
  idUser: z.number().int(),
  idProgram: z.number().int(),
  status: draftStatusSchema,
  /** JSON text of the object keyed by section route; read it with parseDraftData. */
  data: z.string(),
  /** The version of the programme's form the draft is filled in (GET /api/program/{id}?version=). */
  programVersion: z.number().int(),
  /** ISO-8601 instant of the last save. */
  updatedAt: z.string(),
});
export type DraftResponse = z.infer<typeof draftResponseSchema>;

/** GET /api/temporaryproposal and GET /api/temporaryproposal/program/{idProgram}/{status}: the caller's drafts. */
export const draftListResponseSchema = listResponseSchema(draftResponseSchema);

/** Path of GET /api/temporaryproposal/program/{idProgram}/{status}. */
export const draftProgramParams = z.object({ idProgram: idParam, status: draftStatusSchema });

const tag = 'drafts';

export const draftsEndpoints = {
  /** 201 when the draft is made, 200 when the programme's draft already existed (an upsert). */
  create: endpoint({
    method: 'POST',
    path: '/temporaryproposal',
    summary: 'Save a new draft application',
    tag,
    access: 'user',
    body: createDraftSchema,
    response: { 200: draftResponseSchema, 201: draftResponseSchema },
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/temporaryproposal',
    summary: 'Update a draft application',
    tag,
    access: 'user',
    body: updateDraftSchema,
    response: { 200: draftResponseSchema },
  }),
  list: endpoint({
    method: 'GET',
    path: '/temporaryproposal',
    summary: "List the caller's drafts",
    tag,
    access: 'user',
    response: { 200: draftListResponseSchema },
  }),
  listOfProgram: endpoint({
    method: 'GET',
    path: '/temporaryproposal/program/:idProgram/:status',
    summary: "List the caller's drafts of a programme",
    tag,
    access: 'user',
    params: draftProgramParams,
    response: { 200: draftListResponseSchema },
  }),
};
