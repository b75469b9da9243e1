import { draftsEndpoints } from '@amal/contract/drafts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { refuseLockedApplicant } from './drafts.lock.ts';
import { listDrafts, saveNewDraft, updateDraft } from './drafts.service.ts';

export const draftsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, draftsEndpoints.create, async (request, reply) => {
    const user = currentUser(request);
    await refuseLockedApplicant(db(), user);
    const { draft, created } = await saveNewDraft(db(), user, request.body);
    reply.code(created ? 201 : 200);
    return draft;
  });
  route(app, draftsEndpoints.update, async (request) => {
    const user = currentUser(request);
    await refuseLockedApplicant(db(), user);
    return updateDraft(db(), user, request.body);
  });
  route(app, draftsEndpoints.list, (request) => listDrafts(db(), currentUser(request)));
  route(app, draftsEndpoints.listOfProgram, (request) =>
    listDrafts(db(), currentUser(request), request.params),
  );
};
