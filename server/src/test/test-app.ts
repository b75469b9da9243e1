import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, fromPglite, openPostgres } from '../db/client.ts';
import { TEMPLATE_DATABASE, templateDatabaseUrl } from './databases.ts';

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

let copies = 0;

/** A fresh copy of the migrated, seeded test database: PostgreSQL when TEST_DATABASE_URL is set. */
async function copyDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `amal_test_${process.pid}_${++copies}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
    await admin.end();
    return {
      database: openPostgres(templateDatabaseUrl(url, name), 4),
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
  return { database: fromPglite(client), drop: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { database, drop } = await copyDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
