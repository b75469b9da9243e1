import { administratorEndpoints } from '@amal/contract/administrators';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { canManageAdministrators } from './administrators.policy.ts';
import {
  getAdministrator,
  grantRole,
  listAdministrators,
  removeRole,
  searchMembers,
} from './administrators.service.ts';

/** The caller, when they may manage administrators; 403 otherwise. */
function manager(request: FastifyRequest) {
  const user = currentUser(request);
  if (!canManageAdministrators(user)) throw forbidden();
  return user;
}

export const administratorsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, administratorEndpoints.list, (request) => {
    manager(request);
    return listAdministrators(db(), request.params, request.query);
  });
  route(app, administratorEndpoints.get, (request) => {
    manager(request);
    return getAdministrator(db(), request.params.id);
  });
  route(app, administratorEndpoints.members, (request) => {
    manager(request);
    return searchMembers(db(), request.params, request.query);
  });
  route(app, administratorEndpoints.grant, (request) => grantRole(db(), manager(request), request.body));
  route(app, administratorEndpoints.remove, (request) =>
    removeRole(db(), manager(request), request.params.idAdministratorRole),
  );
};
