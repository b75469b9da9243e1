import {
  proposalByParamsSchema,
  proposalDetailSchema,
  proposalIdParamsSchema,
  proposalListParamsSchema,
  proposalListQuerySchema,
  proposalListResponseSchema,
  proposalStatusHistoryResponseSchema,
  recipientResponseSchema,
  submitProposalResponseSchema,
  submitProposalSchema,
} from '@amal/contract/proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/authenticate.ts';
import { refuseLockedApplicant } from '../drafts/drafts.lock.ts';
import { respondAsRecipient } from './proposals.response.ts';
import { getProposal, getStatusHistory, listProposals } from './proposals.service.ts';
import { submitProposals } from './proposals.submission.ts';

export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['proposals'];
  const config = { access: 'user' } as const;

  app.post(
    '/proposal/batch',
    {
      config,
      schema: {
        summary: 'Submit proposals',
        tags,
        body: submitProposalSchema,
        response: { 200: submitProposalResponseSchema, 201: submitProposalResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Before anything is looked up: a locked member's submission is refused whatever it names.
      await refuseLockedApplicant(app.ctx.db, user);
      const { results, created } = await submitProposals(
        app.ctx.db,
        user,
        request.body,
        app.ctx.config.foundationName,
      );
      // 200 when every proposal already existed: a retried submission, answered with what it made.
      return reply.status(created ? 201 : 200).send(results);
    },
  );

  app.get(
    '/proposals/:by/:page/:rows',
    {
      config,
      schema: {
        operationId: 'listProposals',
        summary: 'List proposals, a page at a time',
        tags,
        params: proposalListParamsSchema,
        querystring: proposalListQuerySchema,
        response: { 200: proposalListResponseSchema },
      },
    },
    async (request) => listProposals(app.ctx.db, currentUser(request), request.params, request.query),
  );

  // Also serves the spec's GET /api/proposal/referer/{id}.
  app.get(
    '/proposal/:by/:idProposal',
    {
      config,
      schema: {
        operationId: 'getProposal',
        summary: 'Read a proposal',
        tags,
        params: proposalByParamsSchema,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) =>
      getProposal(app.ctx.db, currentUser(request), request.params.by, request.params.idProposal),
  );

  app.patch(
    '/proposal/recipient-response',
    {
      config,
      schema: {
        summary: 'Answer a proposal as its recipient',
        tags,
        body: recipientResponseSchema,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await respondAsRecipient(app.ctx.db, user, request.body);
      return getProposal(app.ctx.db, user, 'reference', request.body.idProposal);
    },
  );

  app.get(
    '/proposalstatushistory/proposal/:idProposal',
    {
      config,
      schema: {
        summary: "Read a proposal's status history",
        tags,
        params: proposalIdParamsSchema,
        response: { 200: proposalStatusHistoryResponseSchema },
      },
    },
    async (request) => getStatusHistory(app.ctx.db, currentUser(request), request.params.idProposal),
  );
};
