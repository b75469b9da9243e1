// Issue 5: the first pages a phone opens (the prerendered login, the visitor's and the member's
// home) stay light. Their size is bench:web's budget; this checks, on every build, that none of
// them loads zod (25 KB of the 150), which one import of a schema module from a shared component
// is enough to bring in (decisions 0009 and 0013: messages a first page shows live in zod-free
// contract files). Their code also comes in a few files, not one per shared component (decision
// 0024): a phone on mobile data pays a round trip for each, six at a time over HTTP/1.1. The
// wizard and the PDF viewer are chunks of their own that no first page loads.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFiles, staticClosure } from '../../bench/lib/built-modules.ts';

const webDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const assets = join(webDist, 'assets');

/** The files a built page loads at once. */
const loadedBy = (page: string) => [
  ...staticClosure(assets, pageFiles(readFileSync(join(webDist, page), 'utf8')).files),
];

describe('the first pages', () => {
  it.each(['login.html', 'home.html', 'home-member.html'])('%s loads no zod', (page) => {
    const loaded = loadedBy(page);
    expect(loaded.length).toBeGreaterThan(5);
    const withZod = loaded.filter(
      (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('_zod'),
    );
    expect(withZod).toEqual([]);
  });

  // The application wizard's page and pdf.js: fetched when a member opens them, not before.
  const ownChunks = ['apply-program', 'pdf-viewer'].map((name) => {
    const file = readdirSync(assets).find((f) => new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(f));
    if (!file) throw new Error(`No chunk of its own for ${name} in web/dist/assets`);
    return file;
  });

  it.each(['login.html', 'home.html', 'home-member.html'])(
    '%s loads neither the wizard nor the PDF viewer',
    (page) => {
      expect(loadedBy(page).filter((file) => ownChunks.includes(file))).toEqual([]);
    },
  );

  it.each(['login.html', 'home.html', 'home-member.html'])(
    '%s loads its scripts in at most 10 files',
    (page) => {
      expect(loadedBy(page).filter((file) => file.endsWith('.js')).length).toBeLessThanOrEqual(10);
    },
  );
});
