import { apiMessages } from '@amal/contract/api';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { tooManyRequests } from './http-errors.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const memberKey = (request: FastifyRequest) => `member:${request.user?.idUser}`;

/**
 * Per member, not per address: many members share a carrier's address, and one member must not
 * be able to stall the server with a burst of writes (a 1 MB family batch held PGlite 16 s).
 * Visitors are limited where it matters (the login, its own limiter).
 */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
  await app.register(fastifyRateLimit, {
    global: true,
    // After authentication, which sets request.user in onRequest.
    hook: 'preHandler',
    max: config.memberWritesPerMinute,
    timeWindow: 60_000,
    keyGenerator: memberKey,
    allowList: (request) => READS.has(request.method) || !request.user,
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        apiMessages.tooManyRequests(Math.ceil(context.ttl / 1000)),
        Math.ceil(context.ttl / 1000),
      ),
  });
}

/**
 * A route that tells one person about another (a WhatsApp number, a NIP, a KK number): a member
 * filling in an application needs a few, a sweep needs thousands.
 */
export const lookupRateLimit = (config: Config): RateLimitOptions => ({
  max: config.lookupsPer15Minutes,
  timeWindow: 15 * 60_000,
  keyGenerator: memberKey,
  allowList: (request) => !request.user,
});
