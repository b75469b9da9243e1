import { proposalsEndpoints } from '@amal/contract/proposals';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { refuseLockedApplicant } from '../drafts/drafts.lock.ts';
import { readSettings } from '../settings/settings.service.ts';
import { respondAsRecipient } from './proposals.response.ts';
import { getProposal, getStatusHistory, listProposals } from './proposals.service.ts';
import { submitProposals } from './proposals.submission.ts';

export const proposalsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, proposalsEndpoints.submit, async (request, reply) => {
    const user = currentUser(request);
    // Before anything is looked up: a locked member's submission is refused whatever it names.
    await refuseLockedApplicant(db(), user);
    // The foundation's name as a super admin set it (the consent step's messages name it).
    const { foundationName } = await readSettings(db(), app.ctx.config);
    const { results, created } = await submitProposals(db(), user, request.body, foundationName);
    // 200 when every proposal already existed: a retried submission, answered with what it made.
    reply.code(created ? 201 : 200);
    return results;
  });
  route(
    app,
    proposalsEndpoints.list,
    (request) => listProposals(db(), currentUser(request), request.params, request.query),
    { schema: { operationId: 'listProposals' } },
  );
  route(
    app,
    proposalsEndpoints.get,
    (request) => getProposal(db(), currentUser(request), request.params.by, request.params.idProposal),
    { schema: { operationId: 'getProposal' } },
  );
  route(app, proposalsEndpoints.respondAsRecipient, async (request) => {
    const user = currentUser(request);
    await respondAsRecipient(db(), user, request.body);
    return getProposal(db(), user, 'reference', request.body.idProposal);
  });
  route(app, proposalsEndpoints.statusHistory, (request) =>
    getStatusHistory(db(), currentUser(request), request.params.idProposal),
  );
};
