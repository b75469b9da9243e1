import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** A JSON answer with a status. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a table of routes keyed "METHOD /api/path". Unknown routes answer 404, so
 * a test sees an unexpected call as a failed query rather than a hang.
 */
export function mockFetch(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      headers: new Headers(init.headers),
    };
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json({ statusCode: 404, message: 'Alamat tidak ditemukan', errors: [] }, 404);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls a fetch mock received, as "METHOD /api/path". */
export const calledRoutes = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}`);
