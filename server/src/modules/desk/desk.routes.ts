import { deskEndpoints } from '@amal/contract/desk';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { EXPORT_PRODUCES, exportDesk } from './desk.export.ts';
import { getDeskProposal, listDesk } from './desk.service.ts';

export const deskRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, deskEndpoints.list, (request) =>
    listDesk(db(), currentUser(request), request.params, request.query),
  );
  route(app, deskEndpoints.proposal, (request) =>
    getDeskProposal(db(), currentUser(request), request.params.idProposal),
  );
  // The rows as a file, streamed by its handler.
  for (const [definition, format] of [
    [deskEndpoints.exportCsv, 'csv'],
    [deskEndpoints.exportXlsx, 'xlsx'],
  ] as const)
    route(
      app,
      definition,
      (request, reply) => exportDesk(db(), currentUser(request), request.query, format, reply, request.log),
      { schema: { produces: EXPORT_PRODUCES[format] } },
    );
};
