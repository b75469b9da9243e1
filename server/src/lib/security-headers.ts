import { apiMessages } from '@amal/contract/api';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { HttpError } from './http-errors.ts';

// Mantine sets style attributes at run time, hence 'unsafe-inline' for styles only; scripts
// come from our own origin and nothing may frame the app.
const pagePolicy = (frameAncestors: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
const CONTENT_SECURITY_POLICY = pagePolicy("'none'");

/**
 * The programme editor's preview (issue 36): the wizard drawn in a 360 px frame of the editor's own
 * page, so that the phone's layout is the real one. Only this page, and only inside the app itself.
 */
export const FRAMED_PAGE_PREFIX = '/admin/pratinjau/';
const FRAMED_PAGE_POLICY = pagePolicy("'self'");

// A JSON answer is never a page: opened as one, it may load, run and frame nothing. The page's
// policy is five times as long, and HTTP/1.1 sends headers uncompressed on every API answer.
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'";

const isJson = (reply: FastifyReply) => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('application/json');
};

/** `secure`: the app is reached over TLS, so the browser may be told never to use plain HTTP. */
export function securityHeaders(reply: FastifyReply, secure: boolean, path: string) {
  if (secure) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  const framed = !isJson(reply) && path.startsWith(FRAMED_PAGE_PREFIX);
  reply.header(
    'content-security-policy',
    isJson(reply) ? API_CONTENT_SECURITY_POLICY : framed ? FRAMED_PAGE_POLICY : CONTENT_SECURITY_POLICY,
  );
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', framed ? 'SAMEORIGIN' : 'DENY');
  reply.header('referrer-policy', 'same-origin');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether an API answer may hold one person's data: it was asked with a session, its route is not
 * public, or it answers a change (the login's answer holds a token).
 */
function personal(request: FastifyRequest): boolean {
  if (!request.url.startsWith('/api')) return false;
  if (request.user || !SAFE_METHODS.has(request.method)) return true;
  return (request.routeOptions.config?.access ?? 'public') !== 'public';
}

/**
 * Personal answers are kept by no cache (a shared computer's browser, a proxy): `no-store`, unless
 * the route already said as much (the live stream's `no-store, no-transform`).
 */
export function noStoreForPersonalData(request: FastifyRequest, reply: FastifyReply) {
  if (!personal(request)) return;
  // A public file the same for everyone (a programme's image) holds nobody's data, whoever asks.
  if (reply.statusCode === 200 && request.routeOptions.config?.sameForEveryone) return;
  const current = reply.getHeader('cache-control');
  if (typeof current === 'string' && current.includes('no-store')) return;
  reply.header('cache-control', 'no-store');
}

/**
 * A request that changes something must come from the app's own pages. The SameSite cookie stops
 * most forged requests already; this also stops those a browser sends as "simple" requests (a
 * form post, an upload) from another origin, by the browser's own Sec-Fetch-Site and Origin headers.
 * Clients that send neither (scripts, the mobile app) are not browsers being tricked.
 */
export function refuseCrossSite(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  if (SAFE_METHODS.has(request.method) && !request.routeOptions.config.changesState) return done();
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  // The browser's own verdict first: it holds behind a proxy that rewrites Host. 'same-site' (a
  // sibling subdomain) is refused too: the app is one origin. Origin is for browsers too old to
  // send Sec-Fetch-Site.
  const foreign = site
    ? site !== 'same-origin' && site !== 'none'
    : origin !== undefined && originHost(origin) !== request.host;
  done(foreign ? new HttpError(403, apiMessages.crossSite) : undefined);
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}
