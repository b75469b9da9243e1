import { familyEndpoints } from '@amal/contract/family';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { logLookup } from '../../lib/lookup-log.ts';
import { lookupRateLimit } from '../../lib/rate-limits.ts';
import { route } from '../../lib/route.ts';
import { createMembers, lookUpFamily, updateMembers } from './family.service.ts';

export const familyRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, familyEndpoints.create, async (request) => {
    const [member] = await createMembers(db(), currentUser(request), [request.body]);
    return member!;
  });
  route(app, familyEndpoints.update, async (request) => {
    const [member] = await updateMembers(db(), currentUser(request), [request.body]);
    return member!;
  });
  route(app, familyEndpoints.createBatch, (request) =>
    createMembers(db(), currentUser(request), request.body),
  );
  route(app, familyEndpoints.updateBatch, (request) =>
    updateMembers(db(), currentUser(request), request.body),
  );
  route(
    app,
    familyEndpoints.lookUpByKk,
    (request) =>
      logLookup(
        request,
        'family-card',
        lookUpFamily(db(), currentUser(request), request.params.nomorKK, request.params.idUser),
      ),
    { config: { rateLimit: lookupRateLimit(app.ctx.config) } },
  );
};
