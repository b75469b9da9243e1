import { statusDecisionEndpoints } from '@amal/contract/status-decisions';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { changeMany, changeStatus } from './status-decisions.service.ts';

export const statusDecisionsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, statusDecisionEndpoints.change, (request) =>
    changeStatus(db(), currentUser(request), request.params.idProposal, request.body),
  );
  route(app, statusDecisionEndpoints.changeMany, (request) =>
    changeMany(db(), currentUser(request), request.body),
  );
};
