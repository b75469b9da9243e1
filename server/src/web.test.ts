import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFile } from './app.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// A built web app whose pages say which file they are.
const webDist = mkdtempSync(join(tmpdir(), 'amal-web-dist-'));
for (const file of ['index.html', 'login.html', 'home.html', 'home-member.html']) {
  writeFileSync(join(webDist, file), `<!doctype html><title>${file}</title>`);
}
mkdirSync(join(webDist, 'assets'));
writeFileSync(join(webDist, 'assets', 'entry.js'), 'export {};');

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
  expect(res.headers['cache-control']).toBe('no-cache');
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

  it('serves the app’s files without looking at the session (a dead token is cleared by pages only)', async () => {
    const dead = 'token=not-a-token; amal_session=1';
    const asset = await t.app.inject({ url: '/assets/entry.js', headers: { cookie: dead } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['set-cookie']).toBeUndefined();
    const page = await t.app.inject({ url: '/profile', headers: { cookie: dead } });
    expect(String(page.headers['set-cookie'])).toContain('token=;');
  });
});
