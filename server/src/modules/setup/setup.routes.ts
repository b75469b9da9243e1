import { apiMessages } from '@amal/contract/api';
import { setupResponseSchema, setupSchema, setupTokenParams } from '@amal/contract/setup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, tooManyRequests } from '../../lib/http-errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createFirstSuperAdmin, type SetupGate, superAdminExists } from './setup.service.ts';

/** A dead link answers as an unknown address does: for its caller the route does not exist. */
const dead = () => new HttpError(404, apiMessages.routeNotFound);

/**
 * The one-time link's routes (decision 0031). A token is live while this process holds it and no
 * super admin exists; a super admin made any other way kills it too.
 */
export const setupRoutes: FastifyPluginAsyncZod = async (app) => {
  const gate: SetupGate = app.ctx.setup;

  async function assertLive(token: string) {
    const check = gate.check(token);
    if (check === 'blocked') {
      const seconds = gate.retryAfterSeconds();
      throw tooManyRequests(apiMessages.tooManyRequests(seconds), seconds);
    }
    if (check === 'dead') throw dead();
    if (await superAdminExists(app.ctx.db)) {
      gate.close();
      throw dead();
    }
  }

  app.get(
    '/setup/:token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check a one-time setup link',
        tags: ['setup'],
        params: setupTokenParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await assertLive(request.params.token);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/setup',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create the first super admin',
        tags: ['setup'],
        body: setupSchema,
        response: { 201: setupResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, password, ...person } = request.body;
      await assertLive(token);
      const created = await createFirstSuperAdmin(app.ctx.db, {
        ...person,
        passwordHash: await hashPassword(password),
      });
      // Another request (or instance) made the first super admin while this one waited.
      if (!created) {
        gate.close();
        throw dead();
      }
      gate.close();
      request.log.warn({ event: 'first-super-admin', idUser: created.idUser }, 'first super admin created');
      return reply.status(201).send(created);
    },
  );
};
