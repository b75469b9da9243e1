/**
 * Comments on a proposal's records (spec §3 comment, §4 live comments, §7 comments): a thread per
 * record (`tableReference` + `idReference`, e.g. one document version), delivered live.
 */
import { idParam, idSchema, listResponseSchema } from './api.ts';
import { endpoint } from './endpoint.ts';
import { z } from './zod.ts';

/** The records that carry a comment thread. */
const COMMENT_TABLES = ['documents'] as const;
export type CommentTable = (typeof COMMENT_TABLES)[number];

const COMMENT_MAX_LENGTH = 2000;

export const commentMessages = {
  messageRequired: 'Komentar wajib diisi',
  tooLong: `Komentar maksimal ${COMMENT_MAX_LENGTH} karakter`,
  recordNotFound: 'Data yang dikomentari tidak ditemukan',
} as const;

/** The live channel of a proposal's comments (spec §7). */
export const commentChannel = (idProposal: number): string => `comment-${idProposal}`;

/** POST /api/comment */
export const commentCreateSchema = z.object({
  idProposal: idSchema,
  idReference: idSchema,
  tableReference: z.enum(COMMENT_TABLES),
  message: z
    .string({ error: commentMessages.messageRequired })
    .trim()
    .min(1, { error: commentMessages.messageRequired })
    .max(COMMENT_MAX_LENGTH, { error: commentMessages.tooLong }),
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

export const commentResponseSchema = z.object({
  idComment: z.number().int(),
  idUser: z.number().int(),
  idProposal: z.number().int(),
  idReference: z.number().int(),
  tableReference: z.enum(COMMENT_TABLES),
  /** Plain text: shown as text, never as HTML. */
  message: z.string(),
  createdAt: z.string(),
  user: z.object({ fullName: z.string() }),
});
export type CommentResponse = z.infer<typeof commentResponseSchema>;

/** GET /api/comment/reference/{idProposal}/{idReference}/{tableReference} */
export const commentThreadParams = z.object({
  idProposal: idParam,
  idReference: idParam,
  tableReference: z.enum(COMMENT_TABLES),
});

export const commentListResponseSchema = listResponseSchema(commentResponseSchema);

/** GET /api/live/comment-{idProposal}: the live channel's path parameter. */
export const commentChannelParams = z.object({ idProposal: idParam });

/** The server-sent event name of a new comment on the live channel. */
export const COMMENT_EVENT = 'comment';

const tag = 'comments';

export const commentsEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/comment',
    summary: 'Comment on a record of a proposal',
    tag,
    access: 'user',
    body: commentCreateSchema,
    response: { 201: commentResponseSchema },
  }),
  listOfRecord: endpoint({
    method: 'GET',
    path: '/comment/reference/:idProposal/:idReference/:tableReference',
    summary: "List the comments on a proposal's record",
    tag,
    access: 'user',
    params: commentThreadParams,
    response: { 200: commentListResponseSchema },
  }),
  /**
   * The live channel: server-sent events (`event: comment`, `id:` the comment's id, `data:` the
   * CommentResponse), no JSON answer. The browser opens it with EventSource at its pathOf.
   */
  live: endpoint({
    method: 'GET',
    path: '/live/comment-:idProposal',
    summary: "Follow a proposal's new comments (server-sent events)",
    tag,
    access: 'user',
    params: commentChannelParams,
    response: {},
  }),
};
