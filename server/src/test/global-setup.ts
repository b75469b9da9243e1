import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '../db/client.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { localFileStore } from '../lib/file-store.ts';
import { TEMPLATE_DATABASE, templateDatabaseUrl } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    /** The demo documents' files, which every test app starts from a copy of. */
    seedFiles: string;
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it
 * (a PostgreSQL template database, or a PGlite data-directory dump) and of its demo files.
 */
export default async function setup(project: TestProject) {
  const seedFiles = mkdtempSync(join(tmpdir(), 'amal-test-files-'));
  const files = localFileStore(seedFiles);
  project.provide('seedFiles', seedFiles);
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const database = openPostgres(templateDatabaseUrl(url), 2);
    await database.migrate();
    await seedDatabase(database, files, { demo: true });
    await database.close();
    project.provide('pgliteDump', '');
    return () => rmSync(seedFiles, { recursive: true, force: true });
  }
  const client = await PGlite.create();
  const database = fromPglite(client);
  await database.migrate();
  await seedDatabase(database, files, { demo: true });
  const dump = await client.dumpDataDir('none');
  const file = join(tmpdir(), `amal-test-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  return () => {
    rmSync(seedFiles, { recursive: true, force: true });
    rmSync(file, { force: true });
  };
}
