import { revisionEndpoints } from '@amal/contract/revisions';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { readSettings } from '../settings/settings.service.ts';
import { openRevision, resubmit, sendBack } from './revisions.service.ts';

export const revisionsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, revisionEndpoints.sendBack, (request) =>
    sendBack(db(), currentUser(request), request.params.idProposal, request.body),
  );
  route(app, revisionEndpoints.open, (request) =>
    openRevision(db(), currentUser(request), request.params.idProposal),
  );
  route(app, revisionEndpoints.resubmit, async (request) => {
    // The foundation's name as a super admin set it (the consent step's messages name it).
    const { foundationName } = await readSettings(db(), app.ctx.config);
    return resubmit(db(), currentUser(request), request.params.idProposal, request.body, foundationName);
  });
};
