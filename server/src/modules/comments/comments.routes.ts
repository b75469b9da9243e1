import {
  commentCreateSchema,
  commentListResponseSchema,
  commentResponseSchema,
  commentThreadParams,
} from '@amal/contract/comments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/authenticate.ts';
import { createComment, listComments } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['comments'];
  const config = { access: 'user' } as const;

  app.post(
    '/comment',
    {
      config,
      schema: {
        summary: 'Comment on a record of a proposal',
        tags,
        body: commentCreateSchema,
        response: { 201: commentResponseSchema },
      },
    },
    async (request, reply) => {
      const comment = await createComment(app.ctx.db, currentUser(request), request.body);
      return reply.status(201).send(comment);
    },
  );

  app.get(
    '/comment/reference/:idProposal/:idReference/:tableReference',
    {
      config,
      schema: {
        summary: "List the comments on a proposal's record",
        tags,
        params: commentThreadParams,
        response: { 200: commentListResponseSchema },
      },
    },
    async (request) => listComments(app.ctx.db, currentUser(request), request.params),
  );
};
