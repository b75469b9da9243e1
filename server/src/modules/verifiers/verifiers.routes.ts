import { verifierEndpoints } from '@amal/contract/verifiers';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { listVerifiers } from './verifiers.service.ts';

export const verifiersRoutes: FastifyPluginAsync = async (app) => {
  route(app, verifierEndpoints.list, (request) =>
    listVerifiers(app.ctx.db, currentUser(request), request.params, request.query),
  );
};
