import { programsEndpoints } from '@amal/contract/programs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { acceptsGzip } from '../../lib/accepts-gzip.ts';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { programDetailGzip, programDetailJson, programListGzip } from './programs.json.ts';
import {
  callerRoles,
  getDocumentType,
  getProgram,
  listPrograms,
  programStatuses,
} from './programs.service.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

/** JSON kept gzipped, sent as it is (Fastify sends a Buffer untouched). */
const sendGzipped = (reply: FastifyReply, gzipped: Buffer) =>
  reply.type(JSON_TYPE).header('content-encoding', 'gzip').send(gzipped);

export const programsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  // Kept gzipped for a browser, as the programme's answer is (below).
  route(app, programsEndpoints.list, async (request, reply) => {
    const list = await listPrograms(db());
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(request)) return list;
    return sendGzipped(reply, programListGzip(list));
  });

  // Serialised as the response schema encodes it, with the cached structure's part kept encoded,
  // and kept gzipped for a browser. Fastify sends a Buffer as it is.
  route(app, programsEndpoints.get, async (request, reply) => {
    const detail = await getProgram(db(), request.params.id, new Date(), request.query.version);
    reply.header('vary', 'accept-encoding');
    if (!acceptsGzip(request)) return reply.type(JSON_TYPE).send(programDetailJson(detail));
    return sendGzipped(reply, programDetailGzip(detail));
  });

  route(app, programsEndpoints.documentType, (request) => getDocumentType(db(), request.params.id));

  route(app, programsEndpoints.callerRoles, (request) =>
    callerRoles(db(), currentUser(request), request.params.idProgram),
  );

  route(app, programsEndpoints.proposalStatuses, (request) =>
    programStatuses(db(), currentUser(request), request.params.idProgram),
  );
};
