/**
 * Google sign-in (issue 39 items 1–4, decision 0046) against a real OpenID Connect provider:
 * `oidc-provider` started on loopback with this suite's client, two accounts (one whose e-mail is a
 * member's, one nobody's) and an interaction that signs in whichever account the test names. The
 * redirect flow is driven by fetch through the provider; the bearer route is given ID tokens the
 * provider issued, and tokens signed with the provider's published key but wrong in one way each.
 */

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { authMessages } from '@amal/contract/auth';
import { GOOGLE_ERROR_PARAM, googleMessages, PROFILE_UPDATE_PATH } from '@amal/contract/google';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FLOW_COOKIE } from './google.routes.ts';

const CLIENT_ID = 'amal-test-client';
const CLIENT_SECRET = 'test-client-secret-9f2c1e7a55d04b3b';
const PUBLIC_URL = 'http://amal.test';
const REDIRECT_URI = `${PUBLIC_URL}/api/auth/google/callback`;
const KID = 'test-key';

const MEMBER_EMAIL = 'ahmad.member@example.org';
const STRANGER_EMAIL = 'siti.baru@example.org';
const ACCOUNTS: Record<string, { email: string; name: string }> = {
  member: { email: MEMBER_EMAIL, name: 'Ahmad (Google)' },
  stranger: { email: STRANGER_EMAIL, name: 'Siti Baru' },
  staff: { email: 'staff.admin@example.org', name: 'Admin' },
};

let issuer: string;
let server: Server;
let privateJwk: JWK;
/** Whom the provider's interaction signs in next. */
let nextAccount = 'member';
let t: TestApp;
const logLines: string[] = [];

async function startProvider() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  privateJwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };
  server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [REDIRECT_URI],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: ['oidc-provider-test-cookie-key'] },
    // Like Google: the ID token itself carries the e-mail.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        email: ACCOUNTS[sub]?.email,
        email_verified: true,
        name: ACCOUNTS[sub]?.name,
      }),
    }),
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    // The provider's login and consent, approved at once for the account the test named.
    if (req.url?.startsWith('/interaction/')) {
      (async () => {
        await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: nextAccount, clientId: CLIENT_ID });
        grant.addOIDCScope('openid email profile');
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: nextAccount }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    handle(req, res);
  });
}

beforeAll(async () => {
  await startProvider();
  const log = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp(
    {
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
      GOOGLE_ISSUER_URL: issuer,
      PUBLIC_URL,
    },
    log,
  );
  await t.database.db.update(users).set({ email: MEMBER_EMAIL }).where(eq(users.nip, 'ARN101-10001'));
  // A member with an administrator record (the demo super admin).
  await t.database.db
    .update(users)
    .set({ email: ACCOUNTS.staff!.email })
    .where(eq(users.nip, 'ARN101-10009'));
}, 30_000);

afterAll(async () => {
  await t?.close();
  await new Promise((done) => server?.close(done));
});

/** Follows the provider's redirects (its cookies kept) until it sends the browser back to Amal. */
async function throughProvider(authorizationUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`The provider answered ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.origin !== issuer) return next;
    url = next.href;
  }
  throw new Error('Too many redirects at the provider');
}

const cookieHeader = (cookies: { name: string; value: string }[]) =>
  cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** The whole redirect sign-in as a browser does it: Amal → provider → Amal's callback. */
async function redirectSignIn(account: string, query = '') {
  nextAccount = account;
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/google/login${query}` });
  expect(start.statusCode).toBe(302);
  const flow = start.cookies.find((c) => c.name === FLOW_COOKIE)!;
  expect(flow.httpOnly).toBe(true);
  const back = await throughProvider(String(start.headers.location));
  expect(back.href.startsWith(`${REDIRECT_URI}?`)).toBe(true);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieHeader([flow]) },
  });
  const token = callback.cookies.find((c) => c.name === 'token');
  return { start, callback, location: String(callback.headers.location), token, back, flow };
}

/** An ID token signed with the provider's published key, wrong (or right) as the test asks. */
function signedToken(
  claims: Record<string, unknown>,
  options: { audience?: string; expiresIn?: string | number } = {},
) {
  return new SignJWT({ email: MEMBER_EMAIL, email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(issuer)
    .setSubject('member')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(privateJwk);
}

const bearerLogin = (idToken: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/login/google${query}`,
    headers: { authorization: `Bearer ${idToken}` },
  });

/** An ID token the provider itself issued, through the authorization-code flow (PKCE), as a browser client would. */
async function providerIdToken(account: string) {
  nextAccount = account;
  const client = await oidc.discovery(
    new URL(issuer),
    CLIENT_ID,
    CLIENT_SECRET,
    oidc.ClientSecretPost(CLIENT_SECRET),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
  const verifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: REDIRECT_URI,
    scope: 'openid email profile',
    nonce,
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  const back = await throughProvider(url.href);
  const tokens = await oidc.authorizationCodeGrant(client, back, {
    pkceCodeVerifier: verifier,
    expectedNonce: nonce,
    expectedState: state,
  });
  return tokens.id_token!;
}

describe('configuration', () => {
  it('tells the login page the button may show', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().googleSignIn).toBe(true);
  });

  it('without a client id and secret: 404 on every Google route, and no button', async () => {
    const bare = await createTestApp();
    try {
      expect(
        (await bare.app.inject({ method: 'GET', url: '/api/config' })).json().googleSignIn,
      ).toBeUndefined();
      for (const url of [
        '/api/auth/google/login',
        '/api/auth/google/callback?code=x&state=y',
        '/api/login/google',
      ])
        expect((await bare.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('the redirect flow (authorization code + PKCE)', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and keeps them in a signed HttpOnly cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/login' });
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const flow = start.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
    expect(flow.value).not.toContain(url.searchParams.get('code_challenge'));
  });

  it("signs a member in by their verified e-mail: the NIP login's session cookie, then home", async () => {
    const { callback, location, token } = await redirectSignIn('member');
    expect(callback.statusCode).toBe(302);
    expect(location).toBe('/');
    expect(token?.httpOnly).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `token=${token!.value}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().nip).toBe('ARN101-10001');
  });

  it('returns to the page the sign-in was started from, never to another site', async () => {
    expect((await redirectSignIn('member', '?prev=%2Fproposal')).location).toBe('/proposal');
    expect((await redirectSignIn('member', '?prev=%2F%2Fevil.example')).location).toBe('/');
  });

  it('the staff sign-in: an administrator gets in, a member without a record is refused', async () => {
    const staff = await redirectSignIn('staff', '?admin=1');
    expect(staff.location).toBe('/admin');
    const refused = await redirectSignIn('member', '?admin=1');
    expect(refused.token).toBeUndefined();
    const back = new URL(refused.location, PUBLIC_URL);
    expect(back.pathname).toBe('/admin/login');
    expect(back.searchParams.get(GOOGLE_ERROR_PARAM)).toBe(authMessages.notAdmin);
  });

  it("a non-member's first sign-in lands on /profile/update; the completed profile opens home", async () => {
    const first = await redirectSignIn('stranger');
    expect(first.location).toBe(PROFILE_UPDATE_PATH);
    const cookie = `token=${first.token!.value}`;
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
    expect(me).toMatchObject({
      nip: null,
      email: STRANGER_EMAIL,
      fullName: 'Siti Baru',
      whatsappNumber: null,
    });

    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { fullName: '', whatsappNumber: '0812', gender: 'X' },
    });
    expect(invalid.statusCode).toBe(400);

    const done = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie },
      payload: {
        fullName: 'Siti Aminah',
        whatsappNumber: '+6281298765432',
        gender: 'Perempuan',
        dateOfBirth: '1990-04-01',
      },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      fullName: 'Siti Aminah',
      gender: 'Perempuan',
      dateOfBirth: '1990-04-01',
      nip: null,
    });

    // The same Google account again: the same account, its profile complete.
    const again = await redirectSignIn('stranger');
    expect(again.location).toBe('/');
    const rows = await t.database.db.select().from(users).where(eq(users.email, STRANGER_EMAIL));
    expect(rows).toHaveLength(1);
  });

  it("a member's profile is not changed through the non-member form", async () => {
    const { token } = await redirectSignIn('member');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { cookie: `token=${token!.value}` },
      payload: {
        fullName: 'Lain',
        whatsappNumber: '6281200000099',
        gender: 'Laki-laki',
        dateOfBirth: '1990-01-01',
      },
    });
    expect(res.statusCode).toBe(403);
  });

  it('a callback without the flow cookie, or replayed, goes back to the login page with the reason', async () => {
    const { back, flow } = await redirectSignIn('member');
    const url = `${back.pathname}${back.search}`;
    const noCookie = await t.app.inject({ method: 'GET', url });
    expect(new URL(String(noCookie.headers.location), PUBLIC_URL).searchParams.get(GOOGLE_ERROR_PARAM)).toBe(
      googleMessages.flowExpired,
    );
    // The same code again, with the same cookie: the provider refuses a code used once.
    const replay = await t.app.inject({ method: 'GET', url, headers: { cookie: cookieHeader([flow]) } });
    const reason = new URL(String(replay.headers.location), PUBLIC_URL);
    expect(reason.pathname).toBe('/login');
    expect(reason.searchParams.get(GOOGLE_ERROR_PARAM)).toBeTruthy();
    expect(replay.cookies.find((c) => c.name === 'token')).toBeUndefined();
    // The provider's own refusal, or no answer at all, with a flow under way.
    for (const search of ['?error=access_denied&state=x', '']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback${search}`,
        headers: { cookie: cookieHeader([flow]) },
      });
      const to = new URL(String(refused.headers.location), PUBLIC_URL);
      expect(to.pathname).toBe('/login');
      expect(to.searchParams.get(GOOGLE_ERROR_PARAM)).toBe(googleMessages.providerFailed);
    }
  });
});

describe('GET /api/login/google (a Google ID token as bearer credential)', () => {
  it("signs a member in with an ID token the provider issued: the NIP login's answer, and the non-member flag", async () => {
    const res = await bearerLogin(await providerIdToken('member'));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.nip).toBe('ARN101-10001');
    expect(body.nonMember).toBe(false);
    expect(body.profileComplete).toBe(true);
    expect(typeof body.accessToken).toBe('string');
    expect(String(res.headers['set-cookie'])).toMatch(/token=.*HttpOnly/);
  });

  it('a non-member is told so', async () => {
    const res = await bearerLogin(
      await signedToken({ email: 'orang.lain@example.org', nonce: 'n-nonmember' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nonMember: true, profileComplete: false });
  });

  it('refuses a token meant for another client', async () => {
    const res = await bearerLogin(await signedToken({ nonce: 'n-aud' }, { audience: 'someone-else' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(googleMessages.tokenRejected);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 60;
    const res = await bearerLogin(await signedToken({ nonce: 'n-exp' }, { expiresIn: past }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(googleMessages.tokenRejected);
  });

  it('refuses a token whose nonce was already used for a session', async () => {
    expect((await bearerLogin(await signedToken({ nonce: 'n-replay' }))).statusCode).toBe(200);
    // Another token with the same nonce, and the very same token again.
    const again = await bearerLogin(await signedToken({ nonce: 'n-replay' }));
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(googleMessages.tokenRejected);
    const real = await providerIdToken('member');
    expect((await bearerLogin(real)).statusCode).toBe(200);
    expect((await bearerLogin(real)).statusCode).toBe(401);
  });

  it('refuses a token signed by another key, an unverified e-mail, a missing or malformed credential', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: MEMBER_EMAIL, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setIssuer(issuer)
      .setAudience(CLIENT_ID)
      .setSubject('member')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await bearerLogin(forged)).statusCode).toBe(401);
    expect(
      (await bearerLogin(await signedToken({ nonce: 'n-unverified', email_verified: false }))).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/login/google' })).statusCode).toBe(401);
    expect((await bearerLogin('not.a.token')).statusCode).toBe(401);
  });

  it('with isAdmin, refuses a member without an administrator record', async () => {
    const res = await bearerLogin(await signedToken({ nonce: 'n-admin' }), '?isAdmin=true');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(authMessages.notAdmin);
  });

  it('never writes the client secret into a log line', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(CLIENT_SECRET))).toEqual([]);
  });
});

describe('bad input on the Google routes, configured and with the provider up', () => {
  it('never answers 5xx, whatever the query, the credential or the profile body', async () => {
    const { token } = await redirectSignIn('stranger');
    const cookie = `token=${token!.value}`;
    const text = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.constantFrom('', '%00', '\u0000', 'a'.repeat(5000), '1', 'true', '//evil.example', '/\\evil'),
    );
    await fc.assert(
      fc.asyncProperty(text, text, text, async (a, b, c) => {
        const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
        const answers = await Promise.all([
          t.app.inject({ method: 'GET', url: `/api/auth/google/login?${q({ admin: a, prev: b })}` }),
          t.app.inject({
            method: 'GET',
            url: `/api/auth/google/callback?${q({ code: a, state: b, error: c })}`,
            headers: { cookie: `${FLOW_COOKIE}=${c}` },
          }),
          t.app.inject({
            method: 'GET',
            url: `/api/login/google?${q({ isAdmin: a })}`,
            headers: { authorization: `Bearer ${b}` },
          }),
          t.app.inject({
            method: 'PUT',
            url: '/api/user/profile',
            headers: { cookie },
            payload: { fullName: a, whatsappNumber: b, gender: c, dateOfBirth: a },
          }),
        ]);
        for (const res of answers) {
          expect(res.statusCode).toBeLessThan(500);
          expect(res.body.includes(CLIENT_SECRET)).toBe(false);
        }
      }),
      { numRuns: 25 },
    );
  });
});
