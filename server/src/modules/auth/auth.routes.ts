import { authEndpoints } from '@amal/contract/auth';
import { isValidNip } from '@amal/contract/patterns';
import { SESSION_HINT_COOKIE } from '@amal/contract/session';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { clearSessionCookies, currentUser, TOKEN_COOKIE } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { endSession, loginMember, refresh } from './auth.service.ts';
import { googleRoutes } from './google.routes.ts';

export function setTokenCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date) {
  const options = {
    sameSite: 'lax',
    secure: request.server.ctx.config.cookieSecure || request.protocol === 'https',
    path: '/',
    expires: expiresAt,
  } as const;
  reply.setCookie(TOKEN_COOKIE, token, { ...options, httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', options);
}

/** A login from a browser that still holds a session ends that session: one browser, one session. */
export async function endPreviousSession(request: FastifyRequest) {
  const token = request.cookies[TOKEN_COOKIE];
  const claims = token ? await request.server.ctx.tokens.verify(token) : null;
  if (claims) await endSession(request.server.ctx, claims.sid);
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, authEndpoints.loginMember, async (request, reply) => {
    // Only something shaped like a NIP goes to the log: a password typed into the NIP field must not.
    const typed = request.body.username.toUpperCase();
    const nip = isValidNip(typed) ? typed : '(bukan NIP)';
    const { expiresAt, ...answer } = await loginMember(app.ctx, request.body, request.ip).catch((error) => {
      request.log.warn({ event: 'login-refused', nip, statusCode: error.statusCode }, 'login refused');
      throw error;
    });
    await endPreviousSession(request);
    request.log.info({ event: 'login', nip }, 'login');
    setTokenCookie(request, reply, answer.accessToken, expiresAt);
    return answer;
  });

  route(
    app,
    authEndpoints.refresh,
    async (request, reply) => {
      const caller = currentUser(request);
      const { expiresAt, ...answer } = await refresh(app.ctx, caller.idUser, caller.idSession);
      setTokenCookie(request, reply, answer.accessToken, expiresAt);
      return answer;
    },
    { config: { changesState: true } },
  );

  route(app, authEndpoints.logout, async (request, reply) => {
    if (request.user) await endSession(app.ctx, request.user.idSession);
    clearSessionCookies(reply);
    return null;
  });

  await app.register(googleRoutes);
};
