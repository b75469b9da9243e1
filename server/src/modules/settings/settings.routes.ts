import { settingsEndpoints } from '@amal/contract/settings';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { canManageSettings } from './settings.policy.ts';
import { readSettings, saveSettings } from './settings.service.ts';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  route(app, settingsEndpoints.get, (request) => {
    if (!canManageSettings(currentUser(request))) throw forbidden();
    return readSettings(app.ctx.db, app.ctx.config);
  });
  route(app, settingsEndpoints.update, (request) => {
    const user = currentUser(request);
    if (!canManageSettings(user)) throw forbidden();
    return saveSettings(app.ctx.db, app.ctx.config, user, request.body);
  });
};
