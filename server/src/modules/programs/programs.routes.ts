import {
  documentTypeSchema,
  idProgramParams,
  type ProgramDetail,
  type ProgramListResponse,
  programDetailSchema,
  programIdParams,
  programListResponseSchema,
  programProposalStatusesResponseSchema,
  programRolesResponseSchema,
} from '@amal/contract/programs';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptsGzip } from '../../lib/accepts-gzip.ts';
import { currentUser } from '../../lib/authenticate.ts';
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

export const programsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['programs'];

  app.get(
    '/programs',
    {
      config: { access: 'user' },
      schema: { summary: 'List the aid programmes', tags, response: { 200: programListResponseSchema } },
    },
    // Kept gzipped for a browser, as the programme's answer is (below).
    async (request, reply) => {
      const list = await listPrograms(app.ctx.db);
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(request)) return list;
      return sendGzipped(reply, programListGzip(list)) as unknown as ProgramListResponse;
    },
  );

  app.get(
    '/program/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Read a programme and its form',
        tags,
        params: programIdParams,
        response: { 200: programDetailSchema },
      },
    },
    // Serialised as the response schema encodes it, with the cached structure's part kept encoded,
    // and kept gzipped for a browser. Fastify sends a Buffer as it is; the route's type knows only
    // the schema's shape.
    async (request, reply) => {
      const detail = await getProgram(app.ctx.db, request.params.id);
      reply.header('vary', 'accept-encoding');
      if (!acceptsGzip(request))
        return reply.type(JSON_TYPE).send(programDetailJson(detail) as unknown as ProgramDetail);
      return sendGzipped(reply, programDetailGzip(detail)) as unknown as ProgramDetail;
    },
  );

  app.get(
    '/documenttype/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Read a document type',
        tags,
        params: programIdParams,
        response: { 200: documentTypeSchema },
      },
    },
    async (request) => getDocumentType(app.ctx.db, request.params.id),
  );

  app.get(
    '/administrator/roles/:idProgram',
    {
      config: { access: 'user' },
      schema: {
        summary: "List the caller's roles in a programme",
        tags,
        params: idProgramParams,
        response: { 200: programRolesResponseSchema },
      },
    },
    async (request) => callerRoles(app.ctx.db, currentUser(request), request.params.idProgram),
  );

  app.get(
    '/programproposalstatus/program/:idProgram',
    {
      config: { access: 'staff' },
      schema: {
        summary: "List a programme's proposal statuses",
        tags,
        params: idProgramParams,
        response: { 200: programProposalStatusesResponseSchema },
      },
    },
    async (request) => programStatuses(app.ctx.db, currentUser(request), request.params.idProgram),
  );
};
