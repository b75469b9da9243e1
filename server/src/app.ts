import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authenticate } from './lib/authenticate.ts';
import { errorHandler, notFoundHandler } from './lib/error-handler.ts';
import { createFileStore, type FileStore } from './lib/file-store.ts';
import { requestId } from './lib/request-id.ts';
import { refuseCrossSite, securityHeaders } from './lib/security-headers.ts';
import { createTokens, loadSecret } from './modules/auth/tokens.ts';
import { createLiveHub } from './modules/live/live.hub.ts';
import { defaultWebDist } from './paths.ts';
import { apiRoutes } from './routes.ts';

export type BuildOptions = {
  config: Config;
  database: Database;
  /** The file store; by default the one the configuration names, checked before use. */
  files?: FileStore;
  /** false: no logging (tests); a stream: log there instead of standard output. */
  logger?: boolean | NodeJS.WritableStream;
};

/**
 * Answers that mean a control refused the request, logged as security events (warn). A refused
 * access answers 404 like a missing record, on purpose, and is not told apart here.
 */
const refusals: Record<number, string> = {
  400: 'input-refused',
  401: 'not-authenticated',
  403: 'forbidden',
  413: 'upload-refused',
  415: 'upload-refused',
  429: 'rate-limited',
};

export async function buildApp({
  config,
  database,
  files,
  logger = true,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(logger === true ? {} : { stream: logger }),
        }
      : false,
    // One line per request (below) instead of Fastify's two: logging is a fifth of a cheap request.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const secret = await loadSecret(database.db, config.jwtSecret);
  const fileStore = files ?? (await createFileStore(config));
  if (!files) await fileStore.init();
  const live = await createLiveHub(database, app.log);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    tokens: createTokens(secret),
    files: fileStore,
    live,
  };
  // Open live streams would keep the server from closing: end them first (clients reconnect to
  // another instance), then stop listening.
  app.addHook('preClose', async () => live.endAll());
  app.addHook('onClose', async () => live.close());

  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access policy`);
    }
  });
  // The route's pattern, not the URL: a URL can carry a KK number or a NIP, which a log must not keep.
  app.addHook('onResponse', async (request, reply) => {
    const event = refusals[reply.statusCode];
    request.log[event ? 'warn' : 'info'](
      {
        ...(event ? { event } : {}),
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
        user: request.user?.idUser,
        ip: request.ip,
      },
      'request',
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    securityHeaders(reply, config.cookieSecure || request.protocol === 'https');
  });

  await app.register(fastifyCookie);
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onRequest', authenticate);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Amal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  await app.register(apiRoutes, { prefix: '/api' });
  await registerWeb(app, config.webDist ?? defaultWebDist);
  return app;
}

/**
 * The HTML file a page is answered with. The build writes, beside index.html (the app's frame),
 * pages whose route chunks are preloaded, and the login page prerendered for a visitor
 * (web/vite.config.ts, PAGES; decision 0011). A member asking for /login gets the frame, which
 * sends them on.
 */
export function pageFile(path: string, member: boolean): string {
  if (path === '/login' && !member) return 'login.html';
  if (path === '/') return member ? 'home-member.html' : 'home.html';
  return 'index.html';
}

/** The built SPA: its assets precompressed, every other non-API GET answered with one of its pages. */
async function registerWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, preCompressed: true, wildcard: false, index: false });
  }
  // Read once: the build does not change under a running server.
  const pages = new Set(
    ['login.html', 'home.html', 'home-member.html'].filter((f) => existsSync(join(webDist, f))),
  );
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (hasWeb && isPage) {
      // authenticate has run: a user here holds a live session (a dead one's cookies were just cleared).
      const file = pageFile(request.url.split('?')[0] ?? '/', request.user !== null);
      reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
      // cacheControl false: @fastify/static would otherwise replace no-cache with its own header.
      return reply.sendFile(pages.has(file) ? file : 'index.html', { cacheControl: false });
    }
    return notFoundHandler(request, reply);
  });
}
