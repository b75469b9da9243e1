import { PassThrough } from 'node:stream';
import { COMMENT_EVENT, type CommentResponse, commentsEndpoints } from '@amal/contract/comments';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/access.ts';
import { currentUser } from '../../lib/authenticate.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { loadSessionUser } from '../../lib/users.ts';
import { commentsAfter, recordBelongsTo } from '../comments/comments.service.ts';
import { visibleProposal } from '../documents/documents.service.ts';

/**
 * Whether the stream's caller may still read it: a stream outlives the request that opened it, so
 * a logout elsewhere, a disabled member or a lost role must be seen again while it runs.
 */
async function stillAllowed(db: Db, opener: AuthUser, idProposal: number, log: FastifyBaseLogger) {
  try {
    const user = await loadSessionUser(db, opener.idSession, opener.idUser);
    if (!user) return false;
    await visibleProposal(db, user, idProposal);
    return true;
  } catch (error) {
    // A database that cannot answer ends the stream too: the client reconnects and is checked then.
    if (!(error instanceof HttpError)) log.warn({ err: error }, 'live: cannot check a stream again');
    return false;
  }
}

export const liveRoutes: FastifyPluginAsync = async (app) => {
  /**
   * GET /api/live/comment-{idProposal}: the proposal's new comments as server-sent events
   * (`event: comment`, `id:` the comment's id, `data:` the CommentResponse). A client that comes
   * back with Last-Event-ID first gets the comments it missed.
   */
  route(
    app,
    commentsEndpoints.live,
    async (request, reply) => {
      const { idProposal } = request.params;
      const user = currentUser(request);
      const proposal = await visibleProposal(app.ctx.db, user, idProposal);

      const stream = new PassThrough();
      const sent = new Set<number>();
      let ended = false;
      const write = (text: string) => {
        if (!ended) stream.write(text);
      };
      // A thread is sent only to those who may read it (a recipient's own KTP: not to the author
      // of a proposal made for them): the record is checked once per stream.
      const readable = new Map<string, Promise<boolean>>();
      const mayRead = (comment: CommentResponse) => {
        const key = `${comment.tableReference}:${comment.idReference}`;
        let answer = readable.get(key);
        if (!answer) {
          answer = recordBelongsTo(
            app.ctx.db,
            user,
            comment.tableReference,
            comment.idReference,
            proposal,
          ).catch(() => false);
          readable.set(key, answer);
        }
        return answer;
      };
      const send = (comment: CommentResponse) => {
        if (sent.has(comment.idComment)) return;
        sent.add(comment.idComment);
        void mayRead(comment).then((allowed) => {
          if (allowed)
            write(`id: ${comment.idComment}\nevent: ${COMMENT_EVENT}\ndata: ${JSON.stringify(comment)}\n\n`);
        });
      };
      // Each ping (which keeps proxies from closing a quiet stream) first checks the caller again.
      let checking = false;
      const ping = setInterval(async () => {
        if (checking) return;
        checking = true;
        const allowed = await stillAllowed(app.ctx.db, user, idProposal, request.log);
        checking = false;
        if (allowed) write(': ping\n\n');
        else end();
      }, app.ctx.config.livePingMs);
      ping.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(ping);
        unsubscribe();
        stream.end();
      };
      const unsubscribe = app.ctx.live.subscribe(idProposal, { send, end, idSession: user.idSession });
      // The client went away (tab closed, network lost): its subscription goes with it.
      reply.raw.on('close', end);

      write('retry: 3000\n\n');
      const lastEventId = Number(request.headers['last-event-id']);
      if (Number.isSafeInteger(lastEventId) && lastEventId > 0) {
        for (const comment of await commentsAfter(app.ctx.db, idProposal, { idComment: lastEventId })) {
          send(comment);
        }
      }
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
    { schema: { produces: ['text/event-stream'] } },
  );
};
