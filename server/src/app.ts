import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { acceptsGzip } from './lib/accepts-gzip.ts';
import type { AuthUser } from './lib/access.ts';
import { authenticate } from './lib/authenticate.ts';
import { refuseControlCharacters } from './lib/control-characters.ts';
import { errorHandler, notFoundHandler } from './lib/error-handler.ts';
import { createFileStore, type FileStore } from './lib/file-store.ts';
import { logOutput } from './lib/log-output.ts';
import { openApiOptions } from './lib/openapi.ts';
import { registerRateLimits } from './lib/rate-limits.ts';
import { requestId } from './lib/request-id.ts';
import { serializerCompiler } from './lib/response-serializer.ts';
import { noStoreForPersonalData, refuseCrossSite, securityHeaders } from './lib/security-headers.ts';
import { createTokens, loadSecret } from './modules/auth/tokens.ts';
import { scheduleUploadCleanup } from './modules/documents/documents.cleanup.ts';
import { memberHomePage, visitorHomePages } from './modules/home/home.page.ts';
import { createLiveHub } from './modules/live/live.hub.ts';
import { registerMetrics } from './modules/operations/operations.metrics.ts';
import { SetupGate } from './modules/setup/setup.service.ts';
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
          stream: logger === true ? logOutput() : logger,
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
    setup: new SetupGate(),
  };
  // Open live streams would keep the server from closing: end them first (clients reconnect to
  // another instance), then stop listening.
  app.addHook('preClose', async () => live.endAll());
  app.addHook('onClose', async () => live.close());

  app.decorate('ctx', ctx);
  // Request counts and latency by route pattern, when METRICS_TOKEN is set (GET /api/metrics).
  registerMetrics(app, { token: config.metricsToken, database, live });
  // Uploads never attached are deleted when the app is ready, then hourly (stopped on close).
  scheduleUploadCleanup(app);
  app.decorateRequest('user', null);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', refuseControlCharacters);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method} ${route.url} does not declare its access policy`);
    }
  });
  // The route's pattern, not the URL: a URL can carry a KK number or a NIP, which a log must not keep.
  // Hooks that do not wait for anything take Fastify's callback: an async one costs every request
  // a promise and a turn of the microtask queue.
  app.addHook('onResponse', (request, reply, done) => {
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
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    securityHeaders(reply, config.cookieSecure || request.protocol === 'https', request.url);
    noStoreForPersonalData(request, reply);
    done(null, payload);
  });

  await app.register(fastifyCookie);
  app.addHook('onRequest', refuseCrossSite);
  app.addHook('onRequest', authenticate);
  await registerRateLimits(app, config);
  await app.register(fastifySwagger, openApiOptions);
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

/**
 * How long a phone may keep a built file without asking again. The build names every file under
 * assets/ by its content, so a new build is new names: kept for a year, never revalidated (each
 * revalidation is a round trip on mobile data, for every chunk of every page). The other files
 * (favicon, programme and news images) keep their names across builds: a day.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400';

/** The built SPA: its assets precompressed, every other non-API GET answered with one of its pages. */
async function registerWeb(app: FastifyInstance, webDist: string) {
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    const assets = join(webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webDist,
      preCompressed: true,
      wildcard: false,
      index: false,
      // Pages are answered below, as the caller should see them (the member home's holds a name slot).
      globIgnore: ['*.html', '*.html.*'],
      // Every file's cache-control is chosen here, or by the page handler below for pages.
      cacheControl: false,
      setHeaders: (reply, path) => {
        if (reply.hasHeader('cache-control')) return;
        reply.header(
          'cache-control',
          path.startsWith(assets) ? ASSET_CACHE_CONTROL : PUBLIC_FILE_CACHE_CONTROL,
        );
      },
    });
  }
  // Read once: the build does not change under a running server. The home pages are templates,
  // never sent as they are: the member's name slot is filled per request, the foundation's each
  // time the settings change.
  const hasLogin = existsSync(join(webDist, 'login.html'));
  const memberHome = readPage(webDist, 'home-member.html');
  const visitorHomeTemplate = readPage(webDist, 'home.html');
  const visitorHome = visitorHomeTemplate ? visitorHomePages(app.ctx, visitorHomeTemplate) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api');
    if (!hasWeb || !isPage) return notFoundHandler(request, reply);
    // authenticate has run: a user here holds a live session (a dead one's cookies were just cleared).
    const file = pageFile(request.url.split('?')[0] ?? '/', request.user !== null);
    if (file === 'home-member.html' && memberHome && request.user) {
      const body = await memberHomeBody(app, request.user, request, memberHome);
      if (body) return sendFilledPage(reply.header('cache-control', 'no-store'), body, acceptsGzip(request));
    }
    reply.header('cache-control', 'no-cache').header('vary', 'Cookie');
    if (file === 'home.html' && visitorHome) {
      // Made again only when the settings it shows change (decision 0029).
      const gzipped = acceptsGzip(request);
      const page = await visitorHome();
      return sendFilledPage(reply, gzipped ? page.gzipped : page.plain, gzipped);
    }
    return reply.sendFile(file === 'login.html' && hasLogin ? file : 'index.html');
  });
}

const readPage = (webDist: string, file: string) => {
  const path = join(webDist, file);
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
};

/** A page the server filled in (the home pages), gzipped for a browser that takes it. */
function sendFilledPage(reply: FastifyReply, body: Buffer, gzipped: boolean) {
  if (gzipped) reply.header('content-encoding', 'gzip');
  return reply.header('vary', 'Cookie, Accept-Encoding').type('text/html; charset=utf-8').send(body);
}

/**
 * The member's home with their name and first answers in it, never stored by a cache (it is one
 * person's data). When those answers cannot be read, undefined: the caller sends the bare frame,
 * whose scripts ask again and show the error as any page does. It returns the bytes, not the sent
 * reply: a reply is a thenable, and awaiting it resolved to undefined, so the frame was sent after
 * the page ("Reply was already sent").
 */
async function memberHomeBody(
  app: FastifyInstance,
  member: AuthUser,
  request: FastifyRequest,
  template: string,
) {
  try {
    return await memberHomePage(app.ctx, member, template, acceptsGzip(request));
  } catch (error) {
    request.log.error({ err: error }, 'member home page');
    return undefined;
  }
}
