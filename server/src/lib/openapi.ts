/**
 * What the API description at /api/docs says beyond the routes' own schemas (issue 33), so that it
 * passes Redocly's recommended ruleset: the two ways to present a session, each operation's
 * security (from the access policy it declares), an operationId derived from its method and path,
 * and the error answers it may give, all in the one error shape of the contract.
 */

import { errorResponseSchema } from '@amal/contract/api';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access.ts';
import { TOKEN_COOKIE } from './authenticate.ts';

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;
type TransformObject = NonNullable<FastifyDynamicSwaggerOptions['transformObject']>;
type Schema = Record<string, unknown>;
type OpenApiDocument = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, unknown>; schemas?: Record<string, unknown> };
};
type Operation = { responses?: Record<string, unknown>; [ERRORS_KEY]?: number[] };

export const SECURITY_SCHEMES = {
  cookieAuth: {
    type: 'apiKey',
    in: 'cookie',
    name: TOKEN_COOKIE,
    description: 'The session cookie a browser receives from POST /api/login/member (HttpOnly).',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The accessToken of POST /api/login/member, in an Authorization header.',
  },
} as const;

const LOGGED_IN = [{ cookieAuth: [] }, { bearerAuth: [] }];
/** A public route serves anyone, and still reads a session when one is presented (a logout ends it). */
const ANYONE = [{}, ...LOGGED_IN];

/** The error answers the description may name, each a shared response of the error shape. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The input was refused: a path, query or body field failed validation or held a control character.',
  },
  401: { name: 'Unauthorized', description: 'Not logged in, or the session has ended.' },
  403: {
    name: 'Forbidden',
    description:
      'Refused: the route is for staff only, the request came from another site, or the caller may ' +
      'not do this now (an applicant whose application is locked).',
  },
  404: {
    name: 'NotFound',
    description: 'No such record, or one the caller may not see (both answer alike, on purpose).',
  },
  409: { name: 'Conflict', description: 'The change conflicts with data already stored.' },
  413: { name: 'PayloadTooLarge', description: 'The body or the uploaded file is too large.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body or the uploaded file has a type not accepted.',
  },
  416: { name: 'RangeNotSatisfiable', description: 'The requested byte range lies outside the file.' },
  429: { name: 'TooManyRequests', description: 'Too many requests: retry after the seconds in Retry-After.' },
};

/** Answers a route's schema and access do not show: its handler's own refusals. */
const OWN_REFUSALS: Record<string, number[]> = {
  'POST /api/login/member': [401, 429],
  'GET /api/setup/:token': [404, 429],
  'POST /api/setup': [404, 409, 429],
  // No token configured: 404; a missing or wrong bearer token: 401.
  'GET /api/metrics': [401, 404],
};

const ERRORS_KEY = 'x-amal-errors';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/user/check/wa/:wa` → `getUserCheckWaByWa`: unique while method and path are. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split(/[^A-Za-z0-9:]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capitalise(word.slice(1))}` : capitalise(word)));
  return method.toLowerCase() + words.join('');
}

/** The 4xx statuses a route may answer, from what it declares. */
function errorStatuses(method: string, url: string, schema: Schema, route: RouteOptions): number[] {
  const access: Access = route.config?.access ?? 'public';
  const statuses = new Set<number>([400]); // every route refuses a control character in its query
  const write = WRITES.has(method);
  if (access !== 'public') statuses.add(401);
  if (access === 'staff' || write || route.config?.changesState) statuses.add(403);
  // A record named by the path, or by a member's body, that does not exist or is not theirs.
  if (schema.params || (write && schema.body && access !== 'public')) statuses.add(404);
  if (write && access !== 'public') statuses.add(409);
  if (schema.body) statuses.add(413).add(415);
  const produces = schema.produces as string[] | undefined;
  if (produces?.includes('application/octet-stream')) statuses.add(416);
  if (route.config?.rateLimit || (write && access !== 'public')) statuses.add(429);
  for (const status of OWN_REFUSALS[`${method} ${url}`] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Per route: its JSON schemas (fastify-type-provider-zod), then its id, security and errors. */
export const openApiTransform: Transform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const route = input.route as RouteOptions;
  const url = input.url;
  if (!url.startsWith('/api') || !transformed.schema || transformed.schema.hide) return transformed;
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) as string;
  const schema: Schema = { ...transformed.schema };
  schema.operationId ??= operationId(method, url);
  schema.security ??= (route.config?.access ?? 'public') === 'public' ? ANYONE : LOGGED_IN;
  schema[ERRORS_KEY] = errorStatuses(method, url, schema, route);
  return { schema, url: transformed.url };
};

const errorSchema = (() => {
  const { $schema: _, ...schema } = z.toJSONSchema(errorResponseSchema, { target: 'openapi-3.0' });
  return schema;
})();

/** The whole description: each route's error statuses become references to shared responses. */
export const openApiTransformObject: TransformObject = (input) => {
  const document = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as OpenApiDocument;
  const used = new Set<number>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const statuses = operation[ERRORS_KEY];
      if (!statuses) continue;
      delete operation[ERRORS_KEY];
      operation.responses ??= {};
      for (const status of statuses) {
        if (operation.responses[status]) continue;
        operation.responses[status] = { $ref: `#/components/responses/${ERROR_RESPONSES[status]!.name}` };
        used.add(status);
      }
    }
  }
  document.components ??= {};
  const components = document.components;
  components.schemas = { ...components.schemas, ApiError: errorSchema };
  components.responses = { ...components.responses };
  for (const status of [...used].sort((a, b) => a - b)) {
    const { name, description } = ERROR_RESPONSES[status]!;
    components.responses[name] = {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return document as ReturnType<TransformObject>;
};

/** The options of @fastify/swagger for the API description. */
export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Amal API',
      version: '1.0.0',
      description:
        'The API of Amal, where members apply for aid. Every error answer has one shape (ApiError) with ' +
        'an Indonesian message.',
    },
    // The API is served under /api on the same origin as the app.
    servers: [{ url: '/', description: 'The origin this description was read from' }],
    components: { securitySchemes: SECURITY_SCHEMES },
  },
  transform: openApiTransform,
  transformObject: openApiTransformObject,
};
