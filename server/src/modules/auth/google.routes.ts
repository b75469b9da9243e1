import {
  GOOGLE_ERROR_PARAM,
  googleEndpoints,
  googleMessages,
  PROFILE_UPDATE_PATH,
} from '@amal/contract/google';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-errors.ts';
import { route } from '../../lib/route.ts';
import { endPreviousSession, setTokenCookie } from './auth.routes.ts';
import { completeProfile, signInWithGoogle } from './google.service.ts';
import { createGoogleSignIn, FLOW_MINUTES } from './google.ts';
import { loadSecret } from './tokens.ts';

/** The cookie that carries a started sign-in's state, nonce and PKCE verifier to the callback. */
export const FLOW_COOKIE = 'google_flow';
const FLOW_PATH = '/api/auth/google';

/** Only a path of this site may be returned to: never another origin (`//evil`, `https://…`). */
const safePath = (prev: string | undefined) =>
  prev?.startsWith('/') && !prev.startsWith('//') && !prev.startsWith('/\\') ? prev : undefined;

const isYes = (flag: string | undefined) => flag === '1' || flag === 'true';

/** The bearer credential of GET /api/login/google (the app's own token is never one: it is not an ID token). */
function bearer(request: FastifyRequest) {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/** Google sign-in (decision 0046): registered always, so that the API's description is one; 404 unless configured. */
export const googleRoutes: FastifyPluginAsync = async (app) => {
  const config = app.ctx.config.google;
  const google = config
    ? createGoogleSignIn(config, () => loadSecret(app.ctx.db, app.ctx.config.jwtSecret))
    : null;
  const configured = () => {
    if (!google) throw notFound();
    return google;
  };

  const flowCookie = (request: FastifyRequest) =>
    ({
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
      sameSite: 'lax',
      secure: app.ctx.config.cookieSecure || request.protocol === 'https',
      path: FLOW_PATH,
    }) as const;

  /** A failed redirect sign-in: back to the login page, which shows "Login Google gagal" and the message. */
  const backToLogin = (reply: FastifyReply, message: string, admin: boolean) =>
    reply.redirect(
      `${admin ? '/admin/login' : '/login'}?${GOOGLE_ERROR_PARAM}=${encodeURIComponent(message)}`,
      302,
    );

  route(app, googleEndpoints.start, async (request, reply) => {
    const signIn = configured();
    const admin = isYes(request.query.admin);
    try {
      const { url, cookie } = await signIn.start(admin, safePath(request.query.prev));
      reply.setCookie(FLOW_COOKIE, cookie, { ...flowCookie(request), maxAge: FLOW_MINUTES * 60 });
      return reply.redirect(url, 302);
    } catch (error) {
      request.log.warn({ event: 'google-login-refused', reason: reasonOf(error) }, 'google login refused');
      return backToLogin(reply, messageOf(error), admin);
    }
  });

  route(app, googleEndpoints.callback, async (request, reply) => {
    const signIn = configured();
    const flow = await signIn.readFlow(request.cookies[FLOW_COOKIE]);
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_PATH });
    if (!flow) return backToLogin(reply, googleMessages.flowExpired, false);
    try {
      if (request.query.error) throw unauthorized(googleMessages.providerFailed);
      // openid-client checks the whole address it was sent back to, against the registered one.
      const query = request.url.indexOf('?');
      const callbackUrl = new URL(query === -1 ? '' : request.url.slice(query), config!.redirectUri);
      const identity = await signIn.finish(callbackUrl, flow);
      const { expiresAt, accessToken, nonMember, profileComplete } = await signInWithGoogle(
        app.ctx,
        identity,
        flow.admin,
      );
      await endPreviousSession(request);
      setTokenCookie(request, reply, accessToken, expiresAt);
      request.log.info({ event: 'login', method: 'google', nonMember }, 'login');
      const next =
        nonMember && !profileComplete ? PROFILE_UPDATE_PATH : (flow.prev ?? (flow.admin ? '/admin' : '/'));
      return reply.redirect(next, 302);
    } catch (error) {
      request.log.warn({ event: 'google-login-refused', reason: reasonOf(error) }, 'google login refused');
      return backToLogin(reply, messageOf(error), flow.admin);
    }
  });

  route(app, googleEndpoints.login, async (request, reply) => {
    const signIn = configured();
    const token = bearer(request);
    if (token === '') throw unauthorized(googleMessages.tokenRejected);
    const identity = await signIn.verify(token).catch((error: unknown) => {
      request.log.warn({ event: 'google-login-refused', reason: reasonOf(error) }, 'google login refused');
      throw error;
    });
    const { expiresAt, ...answer } = await signInWithGoogle(app.ctx, identity, isYes(request.query.isAdmin));
    await endPreviousSession(request);
    setTokenCookie(request, reply, answer.accessToken, expiresAt);
    request.log.info({ event: 'login', method: 'google', nonMember: answer.nonMember }, 'login');
    return answer;
  });

  route(app, googleEndpoints.completeProfile, async (request) =>
    completeProfile(app.ctx, currentUser(request).idUser, request.body),
  );
};

/** The message for the login page: ours when the error is meant for the caller, else the provider's failure. */
const messageOf = (error: unknown) =>
  error instanceof HttpError && error.statusCode < 500 && error.message !== ''
    ? error.message
    : googleMessages.providerFailed;

/** For the log: the kind of failure, never a token, a code or the client secret. */
const reasonOf = (error: unknown) => {
  const cause = (error as { cause?: { code?: unknown; name?: unknown } }).cause;
  return {
    status: error instanceof HttpError ? error.statusCode : 500,
    cause:
      typeof cause?.code === 'string' ? cause.code : typeof cause?.name === 'string' ? cause.name : undefined,
  };
};
