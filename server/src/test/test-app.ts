import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, fromPglite, openPostgres } from '../db/client.ts';
import { TEMPLATE_DATABASE, templateDatabaseUrl } from './databases.ts';

export type TestApp = { app: FastifyInstance; database: Database; dataDir: string; close(): Promise<void> };

let copies = 0;

type Copy = { open(): Database; drop(): Promise<void> };

/** A fresh copy of the migrated, seeded test database: PostgreSQL when TEST_DATABASE_URL is set. */
async function copyDatabase(): Promise<Copy> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `amal_test_${process.pid}_${++copies}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    return {
      open: () => openPostgres(templateDatabaseUrl(url, name), 4),
      async drop() {
        const again = new pg.Client({ connectionString: url });
        await again.connect();
        await again.query(`drop database if exists ${name} with (force)`);
        await again.end();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  let opened = false;
  return {
    open() {
      // PGlite is one connection inside this process: it cannot be shared by two app instances.
      if (opened) throw new Error('A PGlite copy opens once; two instances need TEST_DATABASE_URL');
      opened = true;
      return fromPglite(client);
    },
    drop: async () => {},
  };
}

/** A data directory with a copy of the demo documents' files. */
function copyDataDir(): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'amal-test-data-'));
  cpSync(inject('seedFiles'), join(dataDir, 'files'), { recursive: true });
  return dataDir;
}

async function startApp(
  database: Database,
  dataDir: string,
  env: Record<string, string>,
  logger: false | NodeJS.WritableStream = false,
) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    // A suite sends more requests as one member than a person could; the limits' own tests set them.
    MEMBER_WRITES_PER_MINUTE: '1000000',
    LOOKUPS_PER_15_MINUTES: '1000000',
    ...env,
  });
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return app;
}

/** `logStream`: the app logs there (at LOG_LEVEL, default info) instead of not at all. */
export async function createTestApp(
  env: Record<string, string> = {},
  logStream?: NodeJS.WritableStream,
): Promise<TestApp> {
  const copy = await copyDatabase();
  const database = copy.open();
  const dataDir = copyDataDir();
  const app = await startApp(database, dataDir, logStream ? { LOG_LEVEL: 'info', ...env } : env, logStream);
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await copy.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Several app instances on one database and one file store, as behind a load balancer: each with
 * its own connection pool and its own live listener. PostgreSQL only (TEST_DATABASE_URL).
 */
export async function createTestApps(count: number, env: Record<string, string> = {}) {
  const copy = await copyDatabase();
  const dataDir = copyDataDir();
  const instances: { app: FastifyInstance; database: Database }[] = [];
  for (let i = 0; i < count; i++) {
    const database = copy.open();
    instances.push({ app: await startApp(database, dataDir, env), database });
  }
  return {
    instances,
    async close() {
      for (const { app, database } of instances) {
        await app.close();
        await database.close();
      }
      await copy.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Authorization header of a demo member logged in through POST /api/login/member. */
export async function memberAuth(t: Pick<TestApp, 'app'>, nip: string, password = 'demo1234') {
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login/member',
    payload: { username: nip, password },
  });
  return { authorization: `Bearer ${login.json().accessToken as string}` };
}
