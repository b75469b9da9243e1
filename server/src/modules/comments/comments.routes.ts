import { commentsEndpoints } from '@amal/contract/comments';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { createComment, listComments } from './comments.service.ts';

export const commentsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, commentsEndpoints.create, (request) => createComment(db(), currentUser(request), request.body));
  route(app, commentsEndpoints.listOfRecord, (request) =>
    listComments(db(), currentUser(request), request.params),
  );
};
