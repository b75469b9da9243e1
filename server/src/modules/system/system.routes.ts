import { systemEndpoints } from '@amal/contract/lookups';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import { publicConfig } from './system.service.ts';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  route(app, systemEndpoints.health, () => ({ status: 'ok' as const }));
  route(app, systemEndpoints.config, () => publicConfig(app.ctx));
};
