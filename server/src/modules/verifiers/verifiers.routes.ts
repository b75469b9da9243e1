import { verifierAssignmentEndpoints, verifierEndpoints } from '@amal/contract/verifiers';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import {
  assignVerificator,
  listProposalVerificators,
  myVerificationTasks,
  registerVerificator,
  removeVerificator,
} from './verifiers.assignment.ts';
import { listVerifiers } from './verifiers.service.ts';

export const verifiersRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, verifierEndpoints.list, (request) =>
    listVerifiers(db(), currentUser(request), request.params, request.query),
  );
  route(app, verifierAssignmentEndpoints.register, (request) =>
    registerVerificator(db(), currentUser(request), request.body.idUser),
  );
  route(app, verifierAssignmentEndpoints.link, (request) =>
    assignVerificator(db(), currentUser(request), request.body),
  );
  route(app, verifierAssignmentEndpoints.remove, (request) =>
    removeVerificator(db(), currentUser(request), request.body),
  );
  route(app, verifierAssignmentEndpoints.ofProposal, (request) =>
    listProposalVerificators(db(), currentUser(request), request.params.idProposal),
  );
  route(app, verifierAssignmentEndpoints.mine, (request) => myVerificationTasks(db(), currentUser(request)));
};
