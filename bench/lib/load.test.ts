import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { arrivalSchedule, type HttpRequest, httpLoad, openLoopLoad } from './load.ts';

let server: Server;
let baseUrl = '';
const seen: { method: string; path: string; cookie?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method!, path: request.url!, cookie: request.headers.cookie, body });
      const refused = request.url === '/refused';
      // A slow answer: the open loop keeps sending on its schedule meanwhile.
      if (request.url?.startsWith('/slow/')) {
        setTimeout(() => response.writeHead(200).end('{}'), 200);
        return;
      }
      response.writeHead(refused ? 409 : 200, { 'content-type': 'application/json' });
      response.end(refused ? '{"message":"Sudah dikirim"}' : '{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("bench:api's HTTP load", () => {
  it('deals a fixed set among the connections: every request of it is sent, with its cookie', async () => {
    seen.length = 0;
    const requests: HttpRequest[] = Array.from({ length: 40 }, (_, i) => ({
      path: `/r/${i}`,
      cookie: `token=${i}`,
    }));
    const result = await httpLoad(baseUrl, { connections: 4, seconds: 0.5, requests });
    expect(result.errors).toBe(0);
    // The server also saw the requests still in flight when the load stopped, one per connection.
    expect(seen.length - result.requests).toBeGreaterThanOrEqual(0);
    expect(seen.length - result.requests).toBeLessThanOrEqual(4);
    expect(new Set(seen.map((r) => r.path))).toEqual(new Set(requests.map((r) => r.path)));
    expect(seen.every((r) => r.cookie === `token=${r.path.slice(3)}`)).toBe(true);
  });

  it('makes each request afresh from a function, body included', async () => {
    seen.length = 0;
    let made = 0;
    const result = await httpLoad(baseUrl, {
      connections: 2,
      seconds: 1,
      amount: 6,
      requests: () => ({ method: 'POST', path: `/made/${made++}`, body: { n: made } }),
    });
    // (The load before may still have had a request on its way.)
    const sent = seen.filter((r) => r.path.startsWith('/made/'));
    expect(result.requests).toBe(6);
    expect(new Set(sent.map((r) => r.path)).size).toBe(sent.length);
    expect(sent.every((r) => r.method === 'POST' && JSON.parse(r.body).n >= 1)).toBe(true);
  });

  it('counts a refused answer as an error and says what it was (a GET sent again to read it)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const result = await httpLoad(baseUrl, {
      connections: 1,
      seconds: 1,
      amount: 3,
      requests: [{ path: '/refused' }],
    });
    expect(result.errors).toBe(3);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('409 on GET /refused; sent again: 409 {"message":"Sudah dikirim"}'),
    );
    seen.length = 0;
    await httpLoad(baseUrl, {
      connections: 1,
      seconds: 1,
      amount: 1,
      requests: [{ method: 'POST', path: '/refused', body: {} }],
    });
    expect(log).toHaveBeenLastCalledWith('  first failing response: 409 on POST /refused');
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    log.mockRestore();
  });
});

describe("bench:api's open-loop load", () => {
  it('schedules arrivals at a steady rate', () => {
    expect(arrivalSchedule(50, 1)).toHaveLength(50);
    expect(arrivalSchedule(50, 1).slice(0, 3)).toEqual([0, 20, 40]);
    expect(arrivalSchedule(4, 0.5)).toEqual([0, 250]);
  });

  it('sends on its schedule whatever the answers take, timing each from when it was due', async () => {
    seen.length = 0;
    let made = 0;
    const started = performance.now();
    const result = await openLoopLoad(baseUrl, {
      rate: 40,
      seconds: 0.5,
      request: () => ({ method: 'POST', path: `/slow/${made++}`, body: { n: made } }),
    });
    const took = performance.now() - started;
    // 20 requests each answered 200 ms after it came: a closed loop of one connection would take 4 s.
    expect(result.requests).toBe(20);
    expect(result.errors).toBe(0);
    expect(took).toBeLessThan(1500);
    expect(result.p50).toBeGreaterThanOrEqual(195);
    expect(new Set(seen.filter((r) => r.path.startsWith('/slow/')).map((r) => r.path)).size).toBe(20);
  });

  it('counts a refused answer as an error', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const result = await openLoopLoad(baseUrl, {
      rate: 10,
      seconds: 0.3,
      request: () => ({ path: '/refused' }),
    });
    expect(result.errors).toBe(3);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('409 {"message":"Sudah dikirim"} on GET /refused'),
    );
    log.mockRestore();
  });
});
