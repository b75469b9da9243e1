import type { FastifyRequest } from 'fastify';

/** Whether the client takes a gzipped answer: every browser does, a load generator or curl may not. */
export const acceptsGzip = (request: FastifyRequest) =>
  /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
