import {
  type Answer,
  type Body,
  type Endpoint,
  type Params,
  type Query,
  successStatus,
} from '@amal/contract/endpoint';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Params<E>;
  Querystring: Query<E>;
  Body: Body<E>;
}>;

type Handler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<Answer<E> | FastifyReply> | Answer<E> | FastifyReply;

/** What a route adds to its endpoint: limits and how the description shows it. */
type RouteExtras = {
  config?: Omit<FastifyContextConfig, 'access'>;
  schema?: {
    produces?: string[];
    consumes?: string[];
    hide?: boolean;
    description?: string;
    operationId?: string;
  };
  /** The route's own hooks and compilers: a file's headers, a multipart body its handler reads. */
  options?: Pick<RouteOptions, 'onSend' | 'validatorCompiler'>;
};

/**
 * Registers the route of an endpoint of the contract: its method, path, access and schemas come
 * from the definition, so the server cannot answer a shape the web does not expect. The handler
 * answers the body; the success status is the endpoint's.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  definition: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
) {
  const status = successStatus(definition);
  const { params, query, body, response } = definition;
  app.route({
    method: definition.method,
    url: definition.path,
    config: { ...extras.config, access: definition.access },
    schema: {
      summary: definition.summary,
      tags: [definition.tag],
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      // A streamed answer (a file, server-sent events) declares none: the description keeps its default.
      ...(Object.keys(response).length > 0 && { response }),
      ...extras.schema,
    },
    ...extras.options,
    handler: async (request, reply) => {
      reply.code(status);
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (answer === reply || reply.sent) return reply;
      return reply.send(answer);
    },
  });
}
