import { apiMessages } from '@amal/contract/api';
import { endpoint } from '@amal/contract/endpoint';
import { z } from '@amal/contract/zod';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { ApiError, apiRequest, call, callRoute, createRequestId } from './api-client';

describe('api client', () => {
  it('calls /api on the same origin with the cookie, JSON and a request id, and answers the body', async () => {
    const fetchMock = mockFetch({ 'POST /api/thing': (request) => json({ got: request.body }) });
    await expect(apiRequest('/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      got: { a: 1 },
    });
    const [input, init] = fetchMock.mock.calls[0] ?? [];
    expect(input).toBe('/api/thing');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Request-Id')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('answers undefined for 204', async () => {
    mockFetch({ 'POST /api/logout': () => new Response(null, { status: 204 }) });
    await expect(apiRequest('/logout', { method: 'POST' })).resolves.toBeUndefined();
  });

  it('turns the error body into an ApiError with status, message and field errors', async () => {
    mockFetch({
      'POST /api/x': () =>
        json(
          {
            statusCode: 400,
            message: 'Data yang dikirim tidak valid',
            errors: [{ path: 'nip', message: 'NIP tidak sesuai format' }],
          },
          400,
        ),
    });
    const error = await apiRequest('/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Data yang dikirim tidak valid',
      errors: [{ path: 'nip', message: 'NIP tidak sesuai format' }],
    });
  });

  it('uses the contract message when the body is not JSON', async () => {
    mockFetch({ 'GET /api/y': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(apiRequest('/y')).rejects.toMatchObject({
      status: 502,
      message: apiMessages.databaseUnavailable,
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/z')).rejects.toMatchObject({ status: 0 });
  });

  it('makes a version-4 UUID without crypto.randomUUID (plain-HTTP pages)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(createRequestId()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});

describe('call (decision 0034)', () => {
  const list = endpoint({
    method: 'GET',
    path: '/proposals/:by/:page/:rows',
    summary: 'x',
    tag: 'x',
    access: 'user',
    params: z.object({ by: z.string(), page: z.number(), rows: z.number() }),
    query: z.object({ name: z.string().optional(), status: z.number().optional() }),
    response: { 200: z.object({ total: z.number() }) },
  });

  it("fills the path from the definition and sends only the query's given values", async () => {
    const fetchMock = mockFetch({ 'GET /api/proposals/referer/2/10': () => json({ total: 3 }) });
    await expect(
      call(list, {
        params: { by: 'referer', page: 2, rows: 10 },
        query: { name: 'Siti Aminah', status: undefined },
      }),
    ).resolves.toEqual({ total: 3 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/proposals/referer/2/10?name=Siti+Aminah');
  });

  it('encodes path values, and callRoute calls the same path from the method and path alone', async () => {
    const fetchMock = mockFetch({ 'GET /api/proposals/a%2Fb/1/5': () => json({ total: 0 }) });
    await callRoute<typeof list>(
      { method: 'GET', path: '/proposals/:by/:page/:rows' },
      { params: { by: 'a/b', page: 1, rows: 5 } },
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/proposals/a%2Fb/1/5');
  });
});
