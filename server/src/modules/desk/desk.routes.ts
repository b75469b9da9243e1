import { deskEndpoints } from '@amal/contract/desk';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { getDeskProposal, listDesk } from './desk.service.ts';

export const deskRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, deskEndpoints.list, (request) =>
    listDesk(db(), currentUser(request), request.params, request.query),
  );
  route(app, deskEndpoints.proposal, (request) =>
    getDeskProposal(db(), currentUser(request), request.params.idProposal),
  );
};
