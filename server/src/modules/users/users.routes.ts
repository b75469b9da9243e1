import { usersEndpoints } from '@amal/contract/users';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { logLookup } from '../../lib/lookup-log.ts';
import { lookupRateLimit } from '../../lib/rate-limits.ts';
import { route } from '../../lib/route.ts';
import { createUser, findByWhatsapp, findMember, getCurrentUser, updateUser } from './users.service.ts';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, usersEndpoints.current, (request) => getCurrentUser(db(), currentUser(request).idUser));
  route(app, usersEndpoints.create, (request) => createUser(db(), currentUser(request), request.body));
  route(app, usersEndpoints.update, (request) => updateUser(db(), currentUser(request), request.body));

  const lookup = { config: { rateLimit: lookupRateLimit(app.ctx.config) } };

  route(
    app,
    usersEndpoints.checkWhatsapp,
    (request) => logLookup(request, 'whatsapp', findByWhatsapp(db(), request.params.wa)),
    lookup,
  );
  route(
    app,
    usersEndpoints.lookUpMember,
    (request) => logLookup(request, 'nip-whatsapp', findMember(db(), request.params.nip, request.params.wa)),
    lookup,
  );
};
