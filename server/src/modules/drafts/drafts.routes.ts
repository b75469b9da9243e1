import {
  createDraftSchema,
  draftListResponseSchema,
  draftProgramParams,
  draftResponseSchema,
  updateDraftSchema,
} from '@amal/contract/drafts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/authenticate.ts';
import { refuseLockedApplicant } from './drafts.lock.ts';
import { listDrafts, saveNewDraft, updateDraft } from './drafts.service.ts';

export const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['drafts'];

  app.post(
    '/temporaryproposal',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Save a new draft application',
        tags,
        body: createDraftSchema,
        response: { 200: draftResponseSchema, 201: draftResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await refuseLockedApplicant(app.ctx.db, user);
      const { draft, created } = await saveNewDraft(app.ctx.db, user, request.body);
      return reply.status(created ? 201 : 200).send(draft);
    },
  );

  app.patch(
    '/temporaryproposal',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Update a draft application',
        tags,
        body: updateDraftSchema,
        response: { 200: draftResponseSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await refuseLockedApplicant(app.ctx.db, user);
      return updateDraft(app.ctx.db, user, request.body);
    },
  );

  app.get(
    '/temporaryproposal',
    {
      config: { access: 'user' },
      schema: { summary: "List the caller's drafts", tags, response: { 200: draftListResponseSchema } },
    },
    async (request) => listDrafts(app.ctx.db, currentUser(request)),
  );

  app.get(
    '/temporaryproposal/program/:idProgram/:status',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the caller's drafts of a programme",
        tags,
        params: draftProgramParams,
        response: { 200: draftListResponseSchema },
      },
    },
    async (request) => listDrafts(app.ctx.db, currentUser(request), request.params),
  );
};
