import { apiMessages } from '@amal/contract/api';
import { setupEndpoints } from '@amal/contract/setup';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, tooManyRequests } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createFirstSuperAdmin, type SetupGate, superAdminExists } from './setup.service.ts';

/** A dead link answers as an unknown address does: for its caller the route does not exist. */
const dead = () => new HttpError(404, apiMessages.routeNotFound);

/**
 * The one-time link's routes (decision 0031). A token is live while this process holds it and no
 * super admin exists; a super admin made any other way kills it too.
 */
export const setupRoutes: FastifyPluginAsync = async (app) => {
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

  route(app, setupEndpoints.checkToken, async (request) => {
    await assertLive(request.params.token);
    return null;
  });

  route(app, setupEndpoints.createSuperAdmin, async (request) => {
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
    return created;
  });
};
