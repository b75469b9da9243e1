import { createHash, timingSafeEqual } from 'node:crypto';
import { apiMessages } from '@amal/contract/api';
import { systemEndpoints } from '@amal/contract/lookups';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { databaseAnswers } from './operations.metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request presents the metrics token, compared in constant time (digests of equal length). */
function presentsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

/** GET /api/ready (readiness: the database answers) and GET /api/metrics (Prometheus). */
export const operationsRoutes: FastifyPluginAsync = async (app) => {
  route(app, systemEndpoints.ready, async () => {
    if (!(await databaseAnswers(app.ctx.database))) throw new HttpError(503, apiMessages.databaseUnavailable);
    return { status: 'ready' as const };
  });

  route(
    app,
    systemEndpoints.metrics,
    async (request, reply) => {
      const token = app.ctx.config.metricsToken;
      const metrics = app.metrics;
      // Without a token nothing is collected, and the route is as absent as any unknown one.
      if (!token || !metrics) throw notFound(apiMessages.routeNotFound);
      if (!presentsToken(request, token))
        throw new HttpError(401, apiMessages.notLoggedIn, [], { 'www-authenticate': 'Bearer' });
      const text = await metrics.text();
      return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(text);
    },
    { schema: { produces: ['text/plain'] } },
  );
};
