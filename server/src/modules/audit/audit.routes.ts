import { auditEndpoints } from '@amal/contract/audit';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { memberAudit, proposalAudit } from './audit.service.ts';

export const auditRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, auditEndpoints.ofProposal, (request) =>
    proposalAudit(db(), currentUser(request), request.params.idProposal),
  );
  route(app, auditEndpoints.ofMember, (request) =>
    memberAudit(db(), currentUser(request), request.params.idUser),
  );
};
