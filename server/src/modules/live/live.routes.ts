import { PassThrough } from 'node:stream';
import { COMMENT_EVENT, type CommentResponse, commentChannelParams } from '@amal/contract/comments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/authenticate.ts';
import { commentsAfter } from '../comments/comments.service.ts';
import { visibleProposal } from '../documents/documents.service.ts';

/** A comment line every 25 s keeps proxies from closing a quiet stream. */
export const LIVE_PING_MS = 25_000;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/live/comment-{idProposal}: the proposal's new comments as server-sent events
   * (`event: comment`, `id:` the comment's id, `data:` the CommentResponse). A client that comes
   * back with Last-Event-ID first gets the comments it missed.
   */
  app.get(
    '/live/comment-:idProposal',
    {
      config: { access: 'user' },
      schema: { tags: ['comments'], params: commentChannelParams, produces: ['text/event-stream'] },
    },
    async (request, reply) => {
      const { idProposal } = request.params;
      await visibleProposal(app.ctx.db, currentUser(request), idProposal);

      const stream = new PassThrough();
      const sent = new Set<number>();
      let ended = false;
      const write = (text: string) => {
        if (!ended) stream.write(text);
      };
      const send = (comment: CommentResponse) => {
        if (sent.has(comment.idComment)) return;
        sent.add(comment.idComment);
        write(`id: ${comment.idComment}\nevent: ${COMMENT_EVENT}\ndata: ${JSON.stringify(comment)}\n\n`);
      };
      const ping = setInterval(() => write(': ping\n\n'), LIVE_PING_MS);
      ping.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(ping);
        unsubscribe();
        stream.end();
      };
      const unsubscribe = app.ctx.live.subscribe(idProposal, { send, end });
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
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(stream);
    },
  );
};
