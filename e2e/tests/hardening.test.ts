// Issue 6, web hardening: the built app carries no secret, no source map and no server code, and
// no answer of the running server carries a stack trace or serves a file outside the web app.
// (Headers and CORS: server/src/lib/security-headers.test.ts; every journey here runs under the
// CSP and fails on a violation: e2e/browser.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { INTERNALS, SECRETS } from '../../server/src/test/leaks.ts';
import { useBrowser } from '../browser.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const webDist = join(root, 'web/dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the built web app', () => {
  const files = filesUnder(webDist);
  const texts = files.filter((file) => /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/.test(file));

  it('is there to check', () => {
    expect(texts.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
  });

  it('has no source maps', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });

  it('holds no secret, no configuration, no stack trace and no path of the build machine', () => {
    const leaks = texts.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const found = [
        SECRETS.exec(text)?.[0],
        INTERNALS.exec(text)?.[0],
        text.includes(root) ? root : undefined,
      ];
      return found.filter(Boolean).map((what) => `${relative(webDist, file)}: ${what}`);
    });
    console.log(`hardening: ${texts.length} built files read, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });
});

describe('answers of the running server', () => {
  const baseUrl = inject('baseUrl');
  const requests: [string, RequestInit?][] = [
    ['/api/no-such-route'],
    ['/api/proposal/referer/abc'],
    [
      '/api/login/member',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' },
    ],
    ['/api/login/member', { method: 'POST', headers: { 'content-type': 'text/xml' }, body: '<a/>' }],
    ['/api/document/99999999'],
    ['/%2e%2e/%2e%2e/server/dist/main.js'],
    ['/assets/..%2f..%2f..%2fserver%2fdist%2fmain.js'],
    ['/..%2f..%2fpackage.json'],
    ['/assets/%00.js'],
  ];

  it('never carry a stack trace, and never serve a file from outside the web app', async () => {
    for (const [path, init] of requests) {
      const response = await fetch(`${baseUrl}${path}`, init);
      const body = await response.text();
      const where = `${init?.method ?? 'GET'} ${path} → ${response.status} ${body.slice(0, 200)}`;
      expect(response.status, where).toBeLessThan(500);
      expect(body, where).not.toMatch(INTERNALS);
      expect(body, where).not.toMatch(/"workspaces"|Amal cannot start|sourceMappingURL/);
    }
  });
});

describe('the Content-Security-Policy in the browser', () => {
  const b = useBrowser();

  it('refuses a script written into the page, as it would one injected by an attacker', async () => {
    await b.page.goto('/login');
    await b.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.body.dataset.injected = "ran"';
      document.body.append(script);
    });
    await expect.poll(() => b.violations.length).toBeGreaterThan(0);
    expect(await b.page.evaluate(() => document.body.dataset.injected)).toBeUndefined();
    b.violations.length = 0;
  });
});
