// What the logs hold (docs/security.md "What the logs hold"; ASVS 16.2.1, 16.2.5, 16.3.1, 16.3.3):
// read from the app's own log stream.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const lines: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({}, stream);
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login/member',
    payload: { username, password },
    remoteAddress: '10.9.9.9',
  });
const last = (predicate: (line: Record<string, unknown>) => boolean) => lines.filter(predicate).at(-1);

describe('the log', () => {
  it('has one line per request: route pattern (never the URL with its KK number), status, member, address', async () => {
    const { accessToken } = (await login('ARN101-10001', 'demo1234')).json();
    const kk = '3273010101010001';
    await t.app.inject({
      url: `/api/families/nomorkk/${kk}/1`,
      headers: { authorization: `Bearer ${accessToken}` },
      remoteAddress: '10.9.9.9',
    });
    const line = last((l) => l.msg === 'request' && String(l.route).startsWith('/api/families/nomorkk'));
    expect(line).toMatchObject({ method: 'GET', ip: '10.9.9.9', user: expect.any(Number) });
    expect(line?.route).toMatch(/:/);
    expect(JSON.stringify(lines)).not.toContain(kk);
    expect(JSON.stringify(lines)).not.toContain(accessToken);
  });

  it('logs a login and a refused login with the NIP, but never what was typed when it is not a NIP', async () => {
    await login('ARN101-10001', 'demo1234');
    expect(last((l) => l.event === 'login')).toMatchObject({ nip: 'ARN101-10001' });
    await login('ARN101-10001', 'salah-sekali');
    expect(last((l) => l.event === 'login-refused')).toMatchObject({ nip: 'ARN101-10001', statusCode: 401 });
    await login('rahasia-ku-123', 'x12345678');
    expect(last((l) => l.event === 'login-refused')).toMatchObject({ nip: '(bukan NIP)' });
    const all = JSON.stringify(lines);
    expect(all).not.toContain('rahasia-ku-123');
    expect(all).not.toContain('salah-sekali');
    expect(all).not.toContain('demo1234');
  });

  it('names refusals as security events, at warn level', async () => {
    await t.app.inject({ url: '/api/user' });
    expect(last((l) => l.msg === 'request' && l.route === '/api/user')).toMatchObject({
      event: 'not-authenticated',
      level: 40,
      statusCode: 401,
    });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(last((l) => l.route === '/api/logout')).toMatchObject({ event: 'forbidden', statusCode: 403 });
  });
});
