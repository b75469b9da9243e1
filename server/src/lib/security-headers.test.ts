import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { apiMessages } from '@amal/contract/api';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, documents, proposals, referrers, users } from '../db/schema/index.ts';
import { createTestApp, memberAuth, type TestApp } from '../test/test-app.ts';

// A built web app of one page, so that a page is answered beside the API.
const webDist = mkdtempSync(join(tmpdir(), 'amal-web-dist-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Amal</title>');
const PAGE = '/pengajuan-bantuan/3';

/** What every answer carries besides its CSP. */
function expectFrameAndSniffProtection(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers on every answer (issue 6, web hardening)', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an error answer', '/api/tidak-ada'],
  ])('%s (JSON, never a page) may load, run and frame nothing, and carries nosniff', async (_, url) => {
    const res = await t.app.inject({ url });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expectFrameAndSniffProtection(res.headers);
  });

  it('a page carries the CSP without inline scripts, frame protection and nosniff', async () => {
    const res = await t.app.inject({ url: PAGE });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expectFrameAndSniffProtection(res.headers);
  });

  it('lets only the programme preview be framed, and only by the app itself (issue 36)', async () => {
    const res = await t.app.inject({ url: '/admin/pratinjau/program/10' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    const editor = await t.app.inject({ url: '/admin/program/10/pratinjau' });
    expect(String(editor.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(editor.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a foreign origin without CORS permission', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('sends no HSTS over plain HTTP, and HSTS over TLS (COOKIE_SECURE)', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await createTestApp({ COOKIE_SECURE: 'true' });
    try {
      const res = await secure.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it.each(['/api/health', PAGE])("the CSP of %s allows no <base> element (base-uri 'none')", async (url) => {
    expect(String((await t.app.inject({ url })).headers['content-security-policy'])).toContain(
      "base-uri 'none'",
    );
  });
});

describe('requests from another site that would change something (ASVS 3.5.1)', () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/logout', headers: { host: 'amal.example', ...headers } });

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['an Origin of another site (no Sec-Fetch-Site)', { origin: 'https://evil.example' }],
    ['an opaque Origin "null"', { origin: 'null' }],
  ])('refuses %s with 403 and the Indonesian message', async (_, headers) => {
    const res = await logout(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, message: apiMessages.crossSite, errors: [] });
  });

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin', origin: 'http://proxy-rewrote-host' }],
    ['its own Origin', { origin: 'https://amal.example' }],
    ['no browser headers (a script)', {}],
  ])('lets %s through to the route', async (_, headers) => {
    expect((await logout(headers)).statusCode).toBe(204);
  });

  it('refuses the refresh (a GET that changes the session) from another site too', async () => {
    const res = await t.app.inject({
      url: '/api/login/hsi/refresh',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(apiMessages.crossSite);
  });

  it('does not stop reading from another site (GET is answered as usual)', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(200);
  });
});

/** The demo applicant's own rows, for URLs of their personal data. */
async function memberRows(db: TestApp['database']['db']) {
  const [member] = await db.select().from(users).where(eq(users.nip, 'ARN101-10001'));
  const [proposal] = await db
    .select({ idProposal: proposals.idProposal })
    .from(proposals)
    .innerJoin(referrers, eq(referrers.idReferrer, proposals.idReferrer))
    .where(and(eq(referrers.idUser, member!.idUser), eq(proposals.idProgram, 1)));
  const [document] = await db.select().from(documents).where(eq(documents.idProposal, proposal!.idProposal));
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.idUser, member!.idUser));
  return {
    member: member!,
    idProposal: proposal!.idProposal,
    idDocument: document!.idDocument,
    idBankAccount: account?.idBankAccount ?? 1,
  };
}

describe('no cache keeps personal data (issue 31.13)', () => {
  it('every answer to a logged-in member, the document files included, is no-store', async () => {
    const headers = await memberAuth(t, 'ARN101-10001');
    const { member, idProposal, idDocument, idBankAccount } = await memberRows(t.database.db);
    const urls = [
      '/api/user',
      '/api/proposals/referer/1/10',
      `/api/proposal/referer/${idProposal}`,
      `/api/documents/proposal/${idProposal}`,
      `/api/document/${idDocument}`,
      `/api/document/download/${idDocument}`,
      // None is seeded: the refusal is personal too.
      '/api/document-verification/1',
      `/api/bankaccount/${idBankAccount}`,
      `/api/families/nomorkk/${member.nomorKK ?? '3201234567890001'}/${member.idUser}`,
      '/api/temporaryproposal',
      // A public route asked with a session.
      '/api/banks',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('the login answer (it holds a token) is no-store', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/member',
      payload: { username: 'ARN101-10001', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a public answer to a visitor keeps its own caching', async () => {
    for (const url of ['/api/banks', '/api/config', '/api/health']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBeUndefined();
    }
  });
});

describe('the metrics token stays secret (issue 39 item 11)', () => {
  it('never appears in an answer, a header or a log line, whoever asks and however', async () => {
    const token = 'metrics-token-that-must-not-leak-5f1c2a9e';
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const app = await createTestApp({ METRICS_TOKEN: token, WEB_DIST: webDist }, stream);
    try {
      const asks: { url: string; headers?: Record<string, string> }[] = [
        { url: '/api/metrics', headers: { authorization: `Bearer ${token}` } },
        { url: '/api/metrics', headers: { authorization: `Bearer ${token}-wrong` } },
        { url: '/api/metrics', headers: { authorization: token } },
        { url: '/api/metrics' },
        // A token misplaced in the URL: the log keeps the route's pattern, never the URL.
        { url: `/api/metrics?token=${token}` },
        { url: `/api/province/${token}` },
        { url: '/api/ready' },
        { url: '/api/health' },
        { url: '/api/config' },
        { url: '/api/docs/json' },
        { url: PAGE },
      ];
      for (const { url, headers } of asks) {
        const res = await app.app.inject({ url, headers: headers ?? {} });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body.includes(token), `${url}: the token in the answer`).toBe(false);
        expect(JSON.stringify(res.headers).includes(token), `${url}: the token in a header`).toBe(false);
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(logged.length).toBeGreaterThanOrEqual(asks.length);
      expect(logged.filter((line) => line.includes(token))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('the Google client secret stays secret (issue 39 item 1)', () => {
  it('never appears in an answer, a header or a log line, whether the provider answers or not', async () => {
    const secret = 'google-client-secret-that-must-not-leak-8d3b';
    const logged: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    // A provider nobody listens at: discovery fails, and each route answers what it answers then.
    const app = await createTestApp(
      {
        GOOGLE_CLIENT_ID: 'amal-client',
        GOOGLE_CLIENT_SECRET: secret,
        GOOGLE_ISSUER_URL: 'http://127.0.0.1:9',
      },
      stream,
    );
    try {
      const asks: { url: string; headers?: Record<string, string> }[] = [
        { url: '/api/config' },
        { url: '/api/docs/json' },
        { url: '/api/auth/google/login' },
        { url: '/api/auth/google/login?admin=1&prev=%2Fproposal' },
        { url: '/api/auth/google/callback?code=abc&state=def', headers: { cookie: 'google_flow=forged' } },
        { url: '/api/login/google', headers: { authorization: 'Bearer not.a.token' } },
        { url: '/api/login/google', headers: { authorization: `Bearer ${secret}` } },
      ];
      for (const { url, headers } of asks) {
        const res = await app.app.inject({ url, headers: headers ?? {} });
        expect(res.body.includes(secret), `${url}: the secret in the answer`).toBe(false);
        expect(JSON.stringify(res.headers).includes(secret), `${url}: the secret in a header`).toBe(false);
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(logged.length).toBeGreaterThanOrEqual(asks.length);
      expect(logged.filter((line) => line.includes(secret))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
