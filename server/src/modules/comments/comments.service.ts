import type { ListResponse } from '@amal/contract/api';
import {
  type CommentCreate,
  type CommentResponse,
  type CommentTable,
  commentMessages,
} from '@amal/contract/comments';
import { and, asc, eq, gt, gte, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { comments, users } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { notFound } from '../../lib/http-errors.ts';
import { documentBelongsTo, type Proposal, visibleProposal } from '../documents/documents.service.ts';
import { notifyLive } from '../live/live.notify.ts';

const MAX_REPLAY = 200;

const selectComments = (db: Db) =>
  db
    .select({ comment: comments, fullName: users.fullName })
    .from(comments)
    .innerJoin(users, eq(users.idUser, comments.idUser));

type Row = Awaited<ReturnType<ReturnType<typeof selectComments>['where']>>[number];

const present = ({ comment, fullName }: Row): CommentResponse => ({
  idComment: comment.idComment,
  idUser: comment.idUser,
  idProposal: comment.idProposal,
  idReference: comment.idReference,
  tableReference: comment.tableReference,
  message: comment.message,
  createdAt: comment.createdAt.toISOString(),
  user: { fullName },
});

const oldestFirst = [asc(comments.createdAt), asc(comments.idComment)];

async function findComments(db: Db, where: SQL | undefined, limit?: number): Promise<CommentResponse[]> {
  const query = selectComments(db)
    .where(where)
    .orderBy(...oldestFirst);
  return (await (limit ? query.limit(limit) : query)).map(present);
}

/**
 * The records of a proposal that carry a thread, as the caller sees it: a document shown with it
 * (its own, or its recipient's own to the recipient and staff, never to a referrer who is someone
 * else, whose reviewer's reasons and comments are the recipient's business).
 */
export async function recordBelongsTo(
  db: Db,
  user: AuthUser,
  table: CommentTable,
  idReference: number,
  proposal: Proposal,
) {
  switch (table) {
    case 'documents':
      return documentBelongsTo(db, user, idReference, proposal);
  }
}

const recordNotFound = () =>
  notFound(commentMessages.recordNotFound, [
    { path: 'idReference', message: commentMessages.recordNotFound },
  ]);

/** POST /api/comment: stored, then announced on the live channel when the transaction commits. */
export async function createComment(db: Db, user: AuthUser, input: CommentCreate): Promise<CommentResponse> {
  const proposal = await visibleProposal(db, user, input.idProposal);
  if (!(await recordBelongsTo(db, user, input.tableReference, input.idReference, proposal))) {
    throw recordNotFound();
  }
  const idComment = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(comments)
      .values({ ...input, idUser: user.idUser })
      .returning({ idComment: comments.idComment });
    await notifyLive(tx, { kind: 'comment', idProposal: input.idProposal, idComment: created!.idComment });
    return created!.idComment;
  });
  const [comment] = await findComments(db, eq(comments.idComment, idComment));
  return comment!;
}

/** GET /api/comment/reference/{idProposal}/{idReference}/{tableReference}: a record's thread, oldest first. */
export async function listComments(
  db: Db,
  user: AuthUser,
  params: { idProposal: number; idReference: number; tableReference: CommentTable },
): Promise<ListResponse<CommentResponse>> {
  const proposal = await visibleProposal(db, user, params.idProposal);
  if (!(await recordBelongsTo(db, user, params.tableReference, params.idReference, proposal))) {
    throw recordNotFound();
  }
  const data = await findComments(
    db,
    and(
      eq(comments.idProposal, params.idProposal),
      eq(comments.tableReference, params.tableReference),
      eq(comments.idReference, params.idReference),
    ),
  );
  return { data, total: data.length, page: 1, rows: data.length };
}

/** The comments a live notice names, for the instance that serves their subscribers. */
export const commentsByIds = (db: Db, idComments: number[]) =>
  findComments(db, inArray(comments.idComment, idComments));

/**
 * A proposal's comments after one a client last saw (the SSE Last-Event-ID), or since a moment
 * (after the live listener was reconnected): what a subscriber may have missed.
 */
export const commentsAfter = (db: Db, idProposal: number, after: { idComment?: number; since?: Date }) =>
  findComments(
    db,
    and(
      eq(comments.idProposal, idProposal),
      after.idComment === undefined ? undefined : gt(comments.idComment, after.idComment),
      after.since === undefined ? undefined : gte(comments.createdAt, after.since),
    ),
    MAX_REPLAY,
  );
