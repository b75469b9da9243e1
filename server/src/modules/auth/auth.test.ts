import { authMessages, LOGIN_MAX_FAILURES } from '@amal/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@amal/contract/login';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADDRESS_MAX_FAILURES, recordFailure } from './login-limiter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login/member', payload: { username, password }, remoteAddress });

describe('POST /api/login/member', () => {
  it('logs a demo member in and sets an HttpOnly SameSite cookie', async () => {
    const res = await login('ARN101-10001', 'demo1234');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.nip).toBe('ARN101-10001');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(new Date(body.expired).getTime()).toBeGreaterThan(Date.now());
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The readable session hint goes with it, without the token.
    const hint = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('amal_session=1;'));
    expect(hint).toMatch(/SameSite=Lax/);
    expect(hint).not.toMatch(/HttpOnly/);
  });

  it('marks the cookie Secure only behind TLS: a request over https through a trusted proxy, or COOKIE_SECURE', async () => {
    const tokenCookie = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string[]) ?? [])
        .find((c) => c.startsWith('token='));
    expect(tokenCookie(await login('ARN101-10006', 'demo1234'))).not.toMatch(/Secure/);
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/login/member',
        payload: { username: 'ARN101-10006', password: 'demo1234' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(tokenCookie(res)).toMatch(/; Secure/);
      expect(res.headers['strict-transport-security']).toBeDefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('answers a wrong password and an unknown NIP with the same message', async () => {
    const wrong = await login('ARN101-10003', 'salah123', '10.0.0.2');
    const unknown = await login('ARN999-99999', 'salah123', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(authMessages.wrongCredentials);
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it.each([
    [{ username: '', password: 'demo1234' }, 'username', authMessages.nipRequired],
    [{ username: '   ', password: 'demo1234' }, 'username', authMessages.nipRequired],
    [{ username: 'ARN101-10001', password: '' }, 'password', authMessages.passwordRequired],
    [{ username: 'ARN101-10001', password: 'abc' }, 'password', authMessages.passwordMin],
  ])('rejects %j with the spec message "%s"', async (payload, path, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/member', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errors: [{ path, message }] });
  });

  // The login form leaves these limits to the route: its message then shows under the field.
  it.each([
    [{ username: 'A'.repeat(41), password: 'demo1234' }, 'username'],
    [{ username: 'ARN101-10001', password: 'x'.repeat(201) }, 'password'],
  ])('rejects an over-long field with a message for it (%#)', async (payload, path) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login/member', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path, message: expect.stringMatching(/\S/) }]);
  });

  it('answers malformed JSON with 400 and the error shape, never 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/member',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, errors: [] });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('after 5 wrong passwords for one NIP from one address answers 429 with when to retry, only for that pair', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('ART101-10005', 'salah123', '10.9.9.9')).statusCode).toBe(401);
    const locked = await login('ART101-10005', 'demo1234', '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/coba lagi pukul \d{2}\.\d{2} WIB/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another member behind the same address, and the same member elsewhere, are not locked out.
    expect((await login('ARN101-10006', 'demo1234', '10.9.9.9')).statusCode).toBe(200);
    expect((await login('ART101-10005', 'demo1234', '10.1.1.1')).statusCode).toBe(200);
  });

  it(`a parallel burst of wrong passwords for one NIP gets ${LOGIN_MAX_FAILURES} answers, the rest and the right password 429 (issue 31.7)`, async () => {
    const address = '10.31.7.1';
    const burst = Array.from({ length: 30 }, () => login('ARN101-10003', 'salah123', address));
    // Sent last in the same burst: by then the limit is spent.
    const right = login('ARN101-10003', 'demo1234', address);
    const codes = (await Promise.all(burst)).map((res) => res.statusCode);
    expect(codes.filter((code) => code === 401).length).toBe(LOGIN_MAX_FAILURES);
    expect(codes.filter((code) => code === 429).length).toBe(30 - LOGIN_MAX_FAILURES);
    expect((await right).statusCode).toBe(429);
  });

  it(`after ${ADDRESS_MAX_FAILURES} wrong passwords from one address for any NIPs, that address waits; others do not`, async () => {
    const address = '10.7.7.7';
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 1; i++)
      await recordFailure(t.database.db, `ARN999-${10000 + i}`, address);
    // The last one through the login itself, with a NIP that no one has.
    expect((await login('ARN999-19999', 'salah123', address)).statusCode).toBe(401);
    const locked = await login('ARN101-10006', 'demo1234', address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/coba lagi pukul \d{2}\.\d{2} WIB/);
    expect((await login('ARN101-10006', 'demo1234', '10.7.7.8')).statusCode).toBe(200);
  });

  it("hashes with OWASP's 7 MiB × 5 argon2id and makes a hash of older parameters (19 MiB × 2) again at the next login, not on a wrong password (decision 0027)", async () => {
    const hashOf = async () =>
      (
        await t.database.db
          .select({ hash: users.passwordHash })
          .from(users)
          .where(eq(users.nip, 'ARN101-10004'))
      )[0]?.hash;
    // 'demo1234' as node-argon2 hashed it before decision 0027 (its order of parameters: m, p, t).
    const older =
      '$argon2id$v=19$m=19456,p=1,t=2$uhmrJRjWAQLdjfMl+iaC+A$KXXawSKWPRb6/DmZZC6NRtwlpTEG1Yio6ZeiGWNwhAI';
    await t.database.db.update(users).set({ passwordHash: older }).where(eq(users.nip, 'ARN101-10004'));
    expect((await login('ARN101-10004', 'salah123', '10.0.0.9')).statusCode).toBe(401);
    expect(await hashOf()).toBe(older);
    expect((await login('ARN101-10004', 'demo1234', '10.0.0.9')).statusCode).toBe(200);
    const remade = await hashOf();
    expect(remade).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect((await login('ARN101-10004', 'demo1234', '10.0.0.9')).statusCode).toBe(200);
    expect(await hashOf()).toBe(remade);
  });

  it('refuses a non-admin when the admin claim is required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/member',
      payload: { username: 'ARN101-10001', password: 'demo1234', isAdmin: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(authMessages.notAdmin);
  });
});

describe('sessions', () => {
  it('logout ends the session: the same token is refused afterwards', async () => {
    const { accessToken } = (await login('ARN101-10001', 'demo1234', '10.0.0.3')).json();
    const authorization = `Bearer ${accessToken}`;
    expect((await t.app.inject({ url: '/api/user', headers: { authorization } })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization } });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/token=;/);
    expect(String(out.headers['set-cookie'])).toMatch(/amal_session=;/);
    expect((await t.app.inject({ url: '/api/user', headers: { authorization } })).statusCode).toBe(401);
  });

  it('refresh gives a new working token and ends the old one', async () => {
    const { accessToken } = (await login('ARN101-10001', 'demo1234', '10.0.0.4')).json();
    const res = await t.app.inject({
      url: '/api/login/hsi/refresh',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().accessToken;
    expect(fresh).not.toBe(accessToken);
    expect(
      (await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${fresh}` } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${accessToken}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('a login from a browser that holds a session ends that session', async () => {
    const { accessToken } = (await login('ART101-10002', 'demo1234', '10.0.0.5')).json();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login/member',
      payload: { username: 'ART101-10002', password: 'demo1234' },
      cookies: { token: accessToken },
      remoteAddress: '10.0.0.5',
    });
    expect(again.statusCode).toBe(200);
    const user = (token: string) =>
      t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect((await user(accessToken)).statusCode).toBe(401);
    expect((await user(again.json().accessToken)).statusCode).toBe(200);
  });

  it('disabling a member ends their sessions at once', async () => {
    const { accessToken } = (await login('ARN101-10003', 'demo1234', '10.0.0.6')).json();
    const authorization = `Bearer ${accessToken}`;
    expect((await t.app.inject({ url: '/api/user', headers: { authorization } })).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set disabled_at = now() where nip = 'ARN101-10003'`);
    expect((await t.app.inject({ url: '/api/user', headers: { authorization } })).statusCode).toBe(401);
    expect((await login('ARN101-10003', 'demo1234', '10.0.0.6')).statusCode).toBe(401);
  });

  it('refresh keeps the moment of the login: 30 days after it (SESSION_MAX_DAYS) the member logs in again', async () => {
    const { accessToken } = (await login('ARN101-10001', 'demo1234', '10.0.0.7')).json();
    const refresh = (token: string) =>
      t.app.inject({ url: '/api/login/hsi/refresh', headers: { authorization: `Bearer ${token}` } });
    const first = await refresh(accessToken);
    expect(first.statusCode).toBe(200);
    const latest = first.json().accessToken;
    // The login was 29 days and 23 hours ago: the refreshed session may run one hour more, not 24.
    await t.database.db.execute(
      sql`update sessions set authenticated_at = now() - interval '29 days 23 hours' where revoked_at is null and id_user = (select id_user from users where nip = 'ARN101-10001')`,
    );
    const capped = await refresh(latest);
    expect(capped.statusCode).toBe(200);
    const hoursLeft = (Date.parse(capped.json().expired) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(0.9);
    expect(hoursLeft).toBeLessThan(1.1);
    await t.database.db.execute(
      sql`update sessions set authenticated_at = now() - interval '30 days' where revoked_at is null and id_user = (select id_user from users where nip = 'ARN101-10001')`,
    );
    const ended = await refresh(capped.json().accessToken);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe(authMessages.sessionEnded);
  });

  it('refuses a forged token and an anonymous refresh', async () => {
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6IkFSTjEwMS0xMDAwOSIsImFkbWluIjp0cnVlfQ.x';
    expect(
      (await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ url: '/api/login/hsi/refresh' })).statusCode).toBe(401);
  });
});

describe('every response', () => {
  it('carries the request id it was given, or a generated one', async () => {
    const given = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ url: '/api/health' });
    expect(String(generated.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, errors: [] });
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/login/member');
    // The login rules are custom checks (contract/src/login.ts); the description still gives their lengths.
    const body = res.json().paths['/api/login/member'].post.requestBody.content['application/json'].schema;
    expect(body.properties.username).toMatchObject({ minLength: 1, maxLength: 40 });
    expect(body.properties.password).toMatchObject({ minLength: PASSWORD_MIN_LENGTH, maxLength: 200 });
  });
});
