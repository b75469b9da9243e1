import { programAdminEndpoints } from '@amal/contract/program-admin';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { listStaffPrograms } from './program-admin.service.ts';

export const programAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, programAdminEndpoints.list, (request) => listStaffPrograms(app.ctx.db, currentUser(request)));
};
