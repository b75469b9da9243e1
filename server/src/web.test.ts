import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import {
  FOUNDATION_NAME_SLOT,
  foundationPhrase,
  INITIAL_DATA_ID,
  MEMBER_NAME_SLOT,
} from '@amal/contract/home';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL, PUBLIC_FILE_CACHE_CONTROL, pageFile } from './app.ts';
import { users } from './db/schema/index.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// A built web app whose pages say which file they are; the home pages hold their slots.
const webDist = mkdtempSync(join(tmpdir(), 'amal-web-dist-'));
const SLOTS: Record<string, string> = {
  'home-member.html': `<h1>Assalamu'alaikum, ${MEMBER_NAME_SLOT}</h1>`,
  'home.html': `<p>Amal adalah program bantuan sosial${foundationPhrase(FOUNDATION_NAME_SLOT)} untuk semua</p>`,
};
for (const file of ['index.html', 'login.html', 'home.html', 'home-member.html']) {
  writeFileSync(
    join(webDist, file),
    `<!doctype html><title>${file}</title><body>${SLOTS[file] ?? ''}</body>`,
  );
}
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'entry.js'), 'export {};');
// The PNG signature: what a browser needs to take it for an image.
writeFileSync(join(webDist, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

let t: TestApp;
let member: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login/member',
    payload: { username: 'ARN101-10001', password: 'demo1234' },
  });
  member = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  // The member's home holds their data: no cache may keep it.
  expect(res.headers['cache-control']).toBe(url === '/' && cookie ? 'no-store' : 'no-cache');
  expect(res.headers.vary).toContain('Cookie');
  return /<title>(.*)<\/title>/.exec(res.body)?.[1];
};

describe('the built web app: which page a path is answered with (decision 0011)', () => {
  it('gives a visitor of /login the prerendered login page, with or without ?prev', async () => {
    expect(await page('/login')).toBe('login.html');
    expect(await page('/login?prev=%2Fprofile')).toBe('login.html');
  });

  it('gives a member of /login the frame, which sends them on, not the visitor login form', async () => {
    expect(await page('/login', member)).toBe('index.html');
  });

  it('gives / the home page with the chunks of who is asking preloaded', async () => {
    expect(await page('/')).toBe('home.html');
    expect(await page('/', member)).toBe('home-member.html');
  });

  it('treats a dead session as a visitor', async () => {
    expect(await page('/login', 'token=not-a-token; amal_session=1')).toBe('login.html');
  });

  it('gives every other page the frame', async () => {
    expect(await page('/profile', member)).toBe('index.html');
    expect(await page('/pengajuan-bantuan/3?section=1')).toBe('index.html');
  });

  it('falls back to the frame when the build wrote no page for the path', () => {
    expect(pageFile('/proposal/1', true)).toBe('index.html');
    expect(pageFile('/login/', false)).toBe('index.html');
  });

  it('lets a phone keep the content-named assets for a year and the other files for a day', async () => {
    const asset = await t.app.inject({ url: '/assets/entry.js' });
    expect(asset.headers['cache-control']).toBe(ASSET_CACHE_CONTROL);
    expect(ASSET_CACHE_CONTROL).toContain('immutable');
    const favicon = await t.app.inject({ url: '/favicon.png' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toBe('image/png');
    expect(favicon.headers['cache-control']).toBe(PUBLIC_FILE_CACHE_CONTROL);
    expect(favicon.headers['cache-control']).not.toContain('immutable');
  });

  it('serves the app’s files without looking at the session (a dead token is cleared by pages only)', async () => {
    const dead = 'token=not-a-token; amal_session=1';
    const asset = await t.app.inject({ url: '/assets/entry.js', headers: { cookie: dead } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['set-cookie']).toBeUndefined();
    const page = await t.app.inject({ url: '/profile', headers: { cookie: dead } });
    expect(String(page.headers['set-cookie'])).toContain('token=;');
  });
});

/** The first answers a page carries in its data block. */
const dataOfPage = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ID}">(.*?)</script>`).exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : undefined;
};

describe('the member home page: their name and first answers inside it (decision 0013)', () => {
  const api = async (url: string) => (await t.app.inject({ url, headers: { cookie: member } })).json();

  it('carries exactly what GET /api/user, /api/config and both home lists answer', async () => {
    const res = await t.app.inject({ url: '/', headers: { cookie: member } });
    expect(dataOfPage(res.body)).toEqual({
      user: await api('/api/user'),
      config: await api('/api/config'),
      referer: await api('/api/proposals/referer/1/4'),
      reference: await api('/api/proposals/reference/1/4'),
    });
    expect(res.body).toContain("Assalamu'alaikum, Ahmad Fauzi</h1>");
    expect(res.body).not.toContain(MEMBER_NAME_SLOT);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('escapes the name in the greeting and keeps the data inside its element', async () => {
    const me = (await api('/api/user')) as { idUser: number; fullName: string };
    const name = `Siti "Aisyah" & <script>alert(1)</script>`;
    await t.database.db.update(users).set({ fullName: name }).where(eq(users.idUser, me.idUser));
    try {
      const body = (await t.app.inject({ url: '/', headers: { cookie: member } })).body;
      expect(body).toContain('Siti &#34;Aisyah&#34; &#38; &#60;script&#62;alert(1)&#60;/script&#62;</h1>');
      expect(body.match(/<script/g)).toHaveLength(1);
      expect(dataOfPage(body).user.fullName).toBe(name);
    } finally {
      await t.database.db.update(users).set({ fullName: me.fullName }).where(eq(users.idUser, me.idUser));
    }
  });

  it("puts a name with $ patterns in as it is (a replacement string would read $' as the page's tail)", async () => {
    const me = (await api('/api/user')) as { idUser: number; fullName: string };
    const name = "Siti $' $& $` Aminah";
    await t.database.db.update(users).set({ fullName: name }).where(eq(users.idUser, me.idUser));
    try {
      const body = (await t.app.inject({ url: '/', headers: { cookie: member } })).body;
      expect(body).toContain('Siti $&#39; $&#38; $` Aminah</h1>');
      expect(body.match(/<script/g)).toHaveLength(1);
      expect(dataOfPage(body).user.fullName).toBe(name);
    } finally {
      await t.database.db.update(users).set({ fullName: me.fullName }).where(eq(users.idUser, me.idUser));
    }
  });

  it('is gzipped for a browser that takes it', async () => {
    const plain = await t.app.inject({ url: '/', headers: { cookie: member } });
    const zipped = await t.app.inject({
      url: '/',
      headers: { cookie: member, 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('never serves the page with its slot as a file', async () => {
    const raw = await t.app.inject({ url: '/home-member.html', headers: { cookie: member } });
    expect(raw.body).not.toContain(MEMBER_NAME_SLOT);
    expect(raw.body).toContain('<title>index.html</title>');
  });
});

describe("the visitor's home page: the foundation's name and the configuration inside it (decision 0029)", () => {
  it('carries exactly what GET /api/config answers, and the name in the welcome text', async () => {
    const res = await t.app.inject({ url: '/' });
    const config = (await t.app.inject({ url: '/api/config' })).json();
    expect(dataOfPage(res.body)).toEqual({ config });
    expect(res.body).toContain(
      `<p>Amal adalah program bantuan sosial dari ${config.foundationName} untuk semua</p>`,
    );
    expect(res.body).not.toContain(FOUNDATION_NAME_SLOT);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is gzipped for a browser that takes it', async () => {
    const plain = await t.app.inject({ url: '/' });
    const zipped = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('never serves the page with its slot as a file', async () => {
    const raw = await t.app.inject({ url: '/home.html' });
    expect(raw.body).not.toContain(FOUNDATION_NAME_SLOT);
    expect(raw.body).toContain('<title>index.html</title>');
  });
});

describe('the member home page is sent once (issue 32 item 15)', () => {
  it('logs no "Reply was already sent" warning, gzipped or not', async () => {
    const lines: string[] = [];
    const log = new PassThrough();
    log.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
    const logged = await createTestApp({ WEB_DIST: webDist }, log);
    try {
      const login = await logged.app.inject({
        method: 'POST',
        url: '/api/login/member',
        payload: { username: 'ARN101-10001', password: 'demo1234' },
      });
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      for (const encoding of ['gzip', 'identity']) {
        const res = await logged.app.inject({ url: '/', headers: { cookie, 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(200);
      }
      await new Promise((done) => setTimeout(done, 50));
      expect(lines.filter((line) => line.includes('already sent'))).toEqual([]);
      expect(lines.some((line) => line.includes('"statusCode":200'))).toBe(true);
    } finally {
      await logged.close();
    }
  });
});
