import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { localFileStore } from '../../lib/file-store.ts';
import { superAdminExists } from '../../modules/setup/setup.service.ts';
import { fromPglite } from '../client.ts';
import { demoSeeding, seedOnStart } from './index.ts';

describe('demoSeeding: the demo accounts only when asked, never in production', () => {
  it.each([
    [{}, false],
    [{ NODE_ENV: 'development' }, false],
    [{ SEED_DEMO: 'false', NODE_ENV: 'development' }, false],
    [{ SEED_DEMO: 'true' }, false],
    [{ SEED_DEMO: 'true', NODE_ENV: 'production' }, false],
    [{ SEED_DEMO: 'true', NODE_ENV: 'development' }, true],
    [{ SEED_DEMO: '1', NODE_ENV: 'test' }, true],
    [{ SEED_DEMO: 'true', NODE_ENV: 'development', DATABASE_URL: 'postgres://db/amal' }, true],
  ])('%j → %s', (env, seed) => {
    expect(demoSeeding(loadConfig(env)).seed).toBe(seed);
  });

  it('says why when asked in production, and only then', () => {
    expect(demoSeeding(loadConfig({ SEED_DEMO: 'true' })).warning).toMatch(
      /not seeded.*NODE_ENV=production.*npm run demo/,
    );
    expect(demoSeeding(loadConfig({})).warning).toBeUndefined();
    expect(demoSeeding(loadConfig({ SEED_DEMO: 'true', NODE_ENV: 'development' })).warning).toBeUndefined();
  });
});

describe('a fresh database started as npm start does, without SEED_DEMO', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'amal-seed-test-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has no demo account to log in with, and no super admin', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
    const database = fromPglite(await PGlite.create());
    await database.migrate();
    const files = localFileStore(join(dataDir, 'files'));
    expect((await seedOnStart(database, files, config)).seed).toBe(false);
    const app = await buildApp({ config, database, files, logger: false });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login/member',
        payload: { username: 'ARN101-10009', password: 'demo1234', isAdmin: true },
      });
      expect(login.statusCode).toBe(401);
      const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
        rows: { n: number }[];
      };
      expect(result.rows[0]!.n).toBe(0);
      // Reference data is there all the same, and the setup link is what comes next.
      expect((await app.inject({ url: '/api/banks' })).json().total).toBeGreaterThan(0);
      expect(await superAdminExists(database.db)).toBe(false);
    } finally {
      await app.close();
      await database.close();
    }
  }, 120_000);
});
