import { apiMessages } from '@amal/contract/api';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock';
import { ApiError, api, createRequestId } from './api-client';

describe('api client', () => {
  it('calls /api on the same origin with the cookie, JSON and a request id, and answers the body', async () => {
    const fetchMock = mockFetch({ 'POST /api/thing': (request) => json({ got: request.body }) });
    await expect(api.post('/thing', { a: 1 })).resolves.toEqual({ got: { a: 1 } });
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
    await expect(api.post('/logout')).resolves.toBeUndefined();
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
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Data yang dikirim tidak valid',
      errors: [{ path: 'nip', message: 'NIP tidak sesuai format' }],
    });
  });

  it('uses the contract message when the body is not JSON', async () => {
    mockFetch({ 'GET /api/y': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    await expect(api.get('/y')).rejects.toMatchObject({
      status: 502,
      message: apiMessages.databaseUnavailable,
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/z')).rejects.toMatchObject({ status: 0 });
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
