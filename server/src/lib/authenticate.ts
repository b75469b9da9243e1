import { SESSION_HINT_COOKIE } from '@amal/contract/session';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { forbidden, unauthorized } from './http-errors.ts';
import { loadSessionUser } from './users.ts';

export const TOKEN_COOKIE = 'token';

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  return request.cookies[TOKEN_COOKIE];
}

/** A file of the built web app: a route of its own outside /api (pages have none: they are the 404 handler's). */
const isBuiltFile = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  return route !== undefined && !route.startsWith('/api');
};

/**
 * Runs before parsing and validation, so a caller who may not use a route learns nothing
 * about its input rules: 401 when not logged in, 403 when staff-only. A request without a token
 * (a visitor, the health check) does not wait for anything: it costs no promise.
 */
export function authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  // The built app's files (scripts, styles, icons) are the same for everyone: a member's browser
  // sends the token with each of ≈ 35 of them, and a session lookup each delayed the first paint.
  if (isBuiltFile(request)) return done();
  const token = readToken(request);
  if (!token) return done(refusal(request));
  identify(request, reply, token).then(() => done(refusal(request)), done);
}

async function identify(request: FastifyRequest, reply: FastifyReply, token: string) {
  const claims = await request.server.ctx.tokens.verify(token);
  const idUser = claims ? Number(claims.sub) : Number.NaN;
  if (claims && Number.isSafeInteger(idUser)) {
    request.user = await loadSessionUser(request.server.ctx.db, claims.sid, idUser);
  }
  // A token that no longer opens a session (expired, logged out, forged) is dropped, so the
  // browser stops presenting it and its page knows the visitor is logged out.
  if (!request.user) clearSessionCookies(reply);
}

/** Why the route refuses this caller, if it does. */
function refusal(request: FastifyRequest) {
  const access = request.routeOptions.config.access ?? 'public';
  if (access === 'public') return undefined;
  if (!request.user) return unauthorized();
  if (access === 'staff' && !request.user.admin) return forbidden();
  return undefined;
}

/** The logged-in caller of a route whose access is not public. */
export function currentUser(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
