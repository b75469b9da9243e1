import {
  createUserSchema,
  currentUserSchema,
  memberLookupSchema,
  nipWaParams,
  updateUserSchema,
  userSchema,
  waParams,
  whatsappCheckSchema,
} from '@amal/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/authenticate.ts';
import { logLookup } from '../../lib/lookup-log.ts';
import { lookupRateLimit } from '../../lib/rate-limits.ts';
import { createUser, findByWhatsapp, findMember, getCurrentUser, updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/user',
    {
      config: { access: 'user' },
      schema: { summary: 'Read the logged-in user', tags, response: { 200: currentUserSchema } },
    },
    async (request) => getCurrentUser(app.ctx.db, currentUser(request).idUser),
  );

  app.post(
    '/user',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Record a person as a user',
        tags,
        body: createUserSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.ctx.db, currentUser(request), request.body)),
  );

  app.patch(
    '/user',
    {
      config: { access: 'user' },
      schema: { summary: 'Update a user', tags, body: updateUserSchema, response: { 200: userSchema } },
    },
    async (request) => updateUser(app.ctx.db, currentUser(request), request.body),
  );

  const lookup = { access: 'user', rateLimit: lookupRateLimit(app.ctx.config) } as const;

  app.get(
    '/user/check/wa/:wa',
    {
      config: lookup,
      schema: {
        summary: 'Check whose a WhatsApp number is',
        tags,
        params: waParams,
        response: { 200: whatsappCheckSchema },
      },
    },
    async (request) => logLookup(request, 'whatsapp', findByWhatsapp(app.ctx.db, request.params.wa)),
  );

  app.get(
    '/user/nipwa/:nip/:wa',
    {
      config: lookup,
      schema: {
        summary: 'Find a member by NIP and WhatsApp number',
        tags,
        params: nipWaParams,
        response: { 200: memberLookupSchema },
      },
    },
    async (request) =>
      logLookup(request, 'nip-whatsapp', findMember(app.ctx.db, request.params.nip, request.params.wa)),
  );
};
