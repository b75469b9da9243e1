import { publicConfigSchema } from '@amal/contract/lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicConfig } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Check that the server is up',
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Read the public configuration',
        tags: ['system'],
        response: { 200: publicConfigSchema },
      },
    },
    async () => publicConfig(app.ctx),
  );
};
