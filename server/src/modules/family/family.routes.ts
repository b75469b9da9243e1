import {
  familyBatchCreateSchema,
  familyBatchUpdateSchema,
  familyLookupParams,
  familyLookupResponseSchema,
  familyMemberResponseSchema,
  familyMemberSchema,
  familyMemberUpdateSchema,
} from '@amal/contract/family';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/authenticate.ts';
import { logLookup } from '../../lib/lookup-log.ts';
import { lookupRateLimit } from '../../lib/rate-limits.ts';
import { createMembers, lookUpFamily, updateMembers } from './family.service.ts';

const membersResponse = z.array(familyMemberResponseSchema);

export const familyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['family'];
  const access = { access: 'user' } as const;

  app.post(
    '/family',
    {
      config: access,
      schema: {
        summary: 'Add a family member',
        tags,
        body: familyMemberSchema,
        response: { 201: familyMemberResponseSchema },
      },
    },
    async (request, reply) => {
      const [member] = await createMembers(app.ctx.db, currentUser(request), [request.body]);
      return reply.status(201).send(member!);
    },
  );

  app.patch(
    '/family',
    {
      config: access,
      schema: {
        summary: 'Update a family member',
        tags,
        body: familyMemberUpdateSchema,
        response: { 200: familyMemberResponseSchema },
      },
    },
    async (request) => (await updateMembers(app.ctx.db, currentUser(request), [request.body]))[0],
  );

  app.post(
    '/family/batch',
    {
      config: access,
      schema: {
        summary: 'Add several family members',
        tags,
        body: familyBatchCreateSchema,
        response: { 201: membersResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createMembers(app.ctx.db, currentUser(request), request.body)),
  );

  app.patch(
    '/family/batch',
    {
      config: access,
      schema: {
        summary: 'Update several family members',
        tags,
        body: familyBatchUpdateSchema,
        response: { 200: membersResponse },
      },
    },
    async (request) => updateMembers(app.ctx.db, currentUser(request), request.body),
  );

  app.get(
    '/families/nomorkk/:nomorKK/:idUser',
    {
      config: { ...access, rateLimit: lookupRateLimit(app.ctx.config) },
      schema: {
        summary: 'Look up a family by its KK number',
        tags,
        params: familyLookupParams,
        response: { 200: familyLookupResponseSchema },
      },
    },
    async (request) =>
      logLookup(
        request,
        'family-card',
        lookUpFamily(app.ctx.db, currentUser(request), request.params.nomorKK, request.params.idUser),
      ),
  );
};
