import type { z } from './zod.ts';

/**
 * What a route requires of its caller before any validation runs; every endpoint declares one.
 * - public: anyone;
 * - user: a logged-in user (finer rules live in the domain's policy);
 * - staff: a logged-in user with an administrator record.
 */
export type Access = 'public' | 'user' | 'staff';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One API endpoint, written once: the server registers its route from it and the web calls it
 * through it, so neither a path nor a shape can drift between the two. `path` is relative to /api,
 * with `:name` segments filled from `params`.
 */
export type Endpoint = {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answers by status; 204 answers with no body (z.void()). */
  response: Partial<Record<200 | 201 | 204, z.ZodType>>;
};

/** Declares an endpoint, keeping its literal types for both sides. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The body of the endpoint's success answer. */
export type Answer<E extends Endpoint> = Infer<E['response'][keyof E['response']]>;
export type Params<E extends Endpoint> = Infer<E['params']>;
export type Query<E extends Endpoint> = Infer<E['query']>;
export type Body<E extends Endpoint> = Infer<E['body']>;
/** What a caller passes in the path: numbers or strings, as the params schema takes them. */
export type ParamsInput<E extends Endpoint> = Input<E['params']>;
export type QueryInput<E extends Endpoint> = Input<E['query']>;
export type BodyInput<E extends Endpoint> = Input<E['body']>;

/** The success status the endpoint answers with. */
export const successStatus = (definition: Endpoint): 200 | 201 | 204 =>
  (Object.keys(definition.response).map(Number)[0] ?? 200) as 200 | 201 | 204;

/** The endpoint's path with its `:name` segments filled in, each encoded. */
export function pathOf(definition: Endpoint, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return definition.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${definition.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
