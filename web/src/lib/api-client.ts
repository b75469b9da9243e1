import type { ErrorResponse } from '@amal/contract/api';
import { apiMessages } from '@amal/contract/api-messages';
import {
  type Answer,
  type BodyInput,
  type Endpoint,
  type ParamsInput,
  pathOf,
  type QueryInput,
} from '@amal/contract/endpoint';

/** Every API path lives under this prefix; the dev server proxies it, production serves it. */
export const API_BASE = '/api';

type FieldError = ErrorResponse['errors'][number];

/** A failed API call: the HTTP status and the server's error body (design brief §4). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  /** Field-level problems of a 400 answer, by path ("username", "family.0.nik", …). */
  readonly errors: FieldError[];
  /** The X-Request-Id the request was sent with, to quote when reporting a problem. */
  readonly requestId: string;

  constructor(status: number, message: string, errors: FieldError[], requestId: string) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.requestId = requestId;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The spec's request id header; crypto.randomUUID exists only in secure contexts, hence the fallback. */
export function createRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The message to show when an error body carries none. */
function fallbackMessage(status: number): string {
  switch (status) {
    case 400:
      return apiMessages.invalidInput;
    case 401:
      return apiMessages.notLoggedIn;
    case 403:
      return apiMessages.forbidden;
    case 404:
      return apiMessages.notFound;
    case 409:
      return apiMessages.conflict;
    case 413:
      return apiMessages.payloadTooLarge;
    case 415:
      return apiMessages.unsupportedMediaType;
    case 502:
    case 503:
    case 504:
      return apiMessages.databaseUnavailable;
    default:
      return apiMessages.serverError;
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).path === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/** Reads `{ statusCode, message, errors }` leniently: a proxy may answer with HTML or nothing. */
async function toApiError(response: Response, requestId: string): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON: keep the status and use the generic message.
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof record.message === 'string' && record.message.trim()
      ? record.message
      : fallbackMessage(response.status);
  const errors = Array.isArray(record.errors) ? record.errors.filter(isFieldError) : [];
  return new ApiError(response.status, message, errors, requestId);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON; FormData is sent as it is (multipart). */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the API on the same origin with the session cookie, and answers the response body
 * (undefined for 204). Anything but 2xx throws an ApiError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const requestId = createRequestId();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Request-Id': requestId };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, apiMessages.networkError, [], requestId);
  }

  if (!response.ok) throw await toApiError(response, requestId);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A part the caller may leave out: absent from the definition, or an object whose every field is optional. */
type Part<Key extends string, T> = undefined extends T
  ? { [K in Key]?: T }
  : Record<never, never> extends T
    ? { [K in Key]?: T }
    : { [K in Key]: T };

/** What a call of an endpoint passes: the parts its definition declares, and an abort signal. */
export type CallInput<E extends Endpoint> = Part<'params', ParamsInput<E>> &
  Part<'query', QueryInput<E>> &
  Part<'body', BodyInput<E> | (E['body'] extends undefined ? undefined : FormData)> & {
    signal?: AbortSignal;
  };

/** The query string of a call: absent values are left out. */
function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Calls an endpoint of the contract: its path, method and answer come from its one definition. */
export function call<E extends Endpoint>(
  definition: E,
  ...[input]: Record<never, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<Answer<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiRequest<Answer<E>>(`${pathOf(definition, params)}${queryString(query)}`, {
    method: definition.method,
    body,
    signal,
  });
}

/** The address of a GET endpoint, for a link the browser follows itself (a file to download). */
export const endpointUrl = <E extends Endpoint>(
  definition: E,
  input: { params?: ParamsInput<E>; query?: QueryInput<E> } = {},
) => `${API_BASE}${pathOf(definition, input.params ?? undefined)}${queryString(input.query ?? undefined)}`;

/**
 * `call` for the first pages, which must load no zod (decision 0009): importing a definition brings
 * its schemas. The caller names the definition as a type (`import type`) and repeats its method
 * and path, which the type checks against it; the answer's type is the definition's.
 */
export const callRoute = <E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  ...input: Record<never, never> extends CallInput<E> ? [CallInput<E>?] : [CallInput<E>]
): Promise<Answer<E>> => call(route as E, ...input);
