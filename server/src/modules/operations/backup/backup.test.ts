// npm run backup / npm run restore (issue 39 item 10, decision 0050): a round trip through the
// app's real services on the embedded database (always) and on PostgreSQL (TEST_DATABASE_URL).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { type Database, fromPglite } from '../../../db/client.ts';
import { acquireDataDirLock } from '../../../db/data-dir-lock.ts';
import { seedDatabase } from '../../../db/seed/index.ts';
import { createFileStore, localFileStore, newStorageKey } from '../../../lib/file-store.ts';
import { samplePdf, samplePng } from '../../../lib/sample-files.ts';
import { templateDatabaseUrl } from '../../../test/databases.ts';
import { createMember, createProposal } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { backup, restore } from './backup.ts';
import { serveBackups } from './embedded.ts';
import { hashFile, listFiles } from './manifest.ts';
import { redact, redactUrl } from './postgres.ts';

type Rows = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every table of the app's schemas (and drizzle's migrations) with its row count and an md5 of its rows. */
async function tableChecksums(query: Rows): Promise<Record<string, string>> {
  const tables = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${String(name)} t`,
    );
    sums[String(name)] = `${row?.n}:${row?.h}`;
  }
  return sums;
}

const pgliteRows =
  (client: PGlite): Rows =>
  async (sql) =>
    (await client.query<Record<string, unknown>>(sql)).rows;

async function fileHashes(root: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  if (!existsSync(root)) return hashes;
  for (const path of await listFiles(root)) hashes[path] = (await hashFile(join(root, path))).sha256;
  return hashes;
}

const temp = (prefix: string) => mkdtempSync(join(tmpdir(), `amal-backup-${prefix}-`));
const quietConfig = (env: Record<string, string>) =>
  loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    MEMBER_WRITES_PER_MINUTE: '1000000',
    LOOKUPS_PER_15_MINUTES: '1000000',
    ...env,
  });

/** A member with their own KTP and KK uploaded through the routes, and a proposal of theirs. */
async function makeData(t: TestApp) {
  const member = await createMember(t, { ready: true });
  await createProposal(t.database.db, { applicant: member.person, idProgram: 1 });
}

const cleanup: string[] = [];
afterAll(() => {
  for (const path of cleanup) rmSync(path, { recursive: true, force: true });
});

describe('the embedded database (PGlite in DATA_DIR)', () => {
  const dataDir = temp('source');
  const backupDir = join(temp('out'), 'backup');
  const offlineDir = join(temp('out'), 'offline');
  cleanup.push(dataDir, join(backupDir, '..'), join(offlineDir, '..'));
  let client: PGlite;
  let t: TestApp;
  let stopServing: () => Promise<void>;
  let releaseLock: () => void;
  let source: Record<string, string>;

  beforeAll(async () => {
    // The app as main.ts runs it: DATA_DIR locked, the data directory open, the socket answering.
    releaseLock = acquireDataDirLock(dataDir);
    const dump = inject('pgliteDump');
    cpSync(inject('seedFiles'), join(dataDir, 'files'), { recursive: true });
    client = dump
      ? await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: new Blob([readFileSync(dump)]) })
      : await PGlite.create(join(dataDir, 'pglite'));
    const database: Database = fromPglite(client);
    if (!dump) {
      await database.migrate();
      await seedDatabase(database, localFileStore(join(dataDir, 'files')), { demo: true });
    }
    const config = quietConfig({ DATA_DIR: dataDir });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    t = { app, database, dataDir, close: async () => {} };
    stopServing = await serveBackups(database, dataDir);
    await makeData(t);
  });
  afterAll(async () => {
    await stopServing?.();
    await t?.app.close();
    await t?.database.close();
    releaseLock?.();
  });

  it('backs up while the app runs (the app makes the dump), and restores into an empty DATA_DIR: every table and file the same', async () => {
    const lines: string[] = [];
    const manifest = await backup(quietConfig({ DATA_DIR: dataDir }), backupDir, (l) => lines.push(l));
    source = await tableChecksums(pgliteRows(client));
    expect(manifest.database).toMatchObject({ kind: 'pglite', taken: 'from-running-app' });
    expect(manifest.database.migration.latest).toMatch(/^\d{4}_/);
    expect(manifest.files.count).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).toContain('dumped by the running app');
    const manifestText = readFileSync(join(backupDir, 'manifest.json'), 'utf8');
    expect(
      JSON.parse(manifestText).entries.every((e: { sha256: string }) => /^[0-9a-f]{64}$/.test(e.sha256)),
    ).toBe(true);

    const target = temp('restored');
    cleanup.push(target);
    await restore(quietConfig({ DATA_DIR: target }), backupDir);
    const restored = await PGlite.create(join(target, 'pglite'));
    try {
      expect(await tableChecksums(pgliteRows(restored))).toEqual(source);
      expect(Object.keys(source).length).toBeGreaterThan(20);
    } finally {
      await restored.close();
    }
    expect(await fileHashes(join(target, 'files'))).toEqual(await fileHashes(join(dataDir, 'files')));
    // A second restore over it is refused without --force, and nothing is touched.
    await expect(restore(quietConfig({ DATA_DIR: target }), backupDir)).rejects.toThrow(
      /already holds a database/,
    );
  });

  it('a backup taken while transactions commit holds each one whole or not at all', async () => {
    await client.exec(
      'create table backup_probe_a (n int primary key); create table backup_probe_b (n int primary key)',
    );
    let n = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        // Requests arrive from the network between transactions: PGlite alone never yields to I/O.
        await turn();
        n++;
        await client.transaction(async (tx) => {
          await tx.query('insert into backup_probe_a values ($1)', [n]);
          await tx.query('insert into backup_probe_b values ($1)', [n]);
        });
      }
    })();
    const dir = join(temp('busy'), 'backup');
    cleanup.push(join(dir, '..'));
    await backup(quietConfig({ DATA_DIR: dataDir }), dir);
    writing = false;
    await writer;
    const target = temp('busy-restored');
    cleanup.push(target);
    await restore(quietConfig({ DATA_DIR: target }), dir);
    const restored = await PGlite.create(join(target, 'pglite'));
    try {
      const [row] = (
        await restored.query<{ a: number; b: number; same: boolean }>(
          `select (select count(*)::int from backup_probe_a) as a, (select count(*)::int from backup_probe_b) as b,
                  (select array_agg(n order by n) from backup_probe_a) is not distinct from
                  (select array_agg(n order by n) from backup_probe_b) as same`,
        )
      ).rows;
      expect(row!.a).toBe(row!.b);
      expect(row!.same).toBe(true);
      expect(row!.a).toBeLessThanOrEqual(n);
    } finally {
      await restored.close();
    }
    await client.exec('drop table backup_probe_a; drop table backup_probe_b');
  });

  it('backs up with the app stopped (the backup opens DATA_DIR under its lock), the same data', async () => {
    source = await tableChecksums(pgliteRows(client));
    await stopServing();
    await t.app.close();
    await t.database.close();
    releaseLock();
    const manifest = await backup(quietConfig({ DATA_DIR: dataDir }), offlineDir);
    expect(manifest.database.taken).toBe('offline');
    expect(existsSync(join(dataDir, 'amal.lock'))).toBe(false);
    const target = temp('restored-offline');
    cleanup.push(target);
    await restore(quietConfig({ DATA_DIR: target }), offlineDir);
    const restored = await PGlite.create(join(target, 'pglite'));
    try {
      expect(await tableChecksums(pgliteRows(restored))).toEqual(source);
    } finally {
      await restored.close();
    }
  });

  it('copies the files of an S3 bucket and puts them back into an empty one (the app stopped)', async () => {
    const scratch = temp('s3');
    cleanup.push(scratch);
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(scratch, 's3'),
      configureBuckets: [
        { name: 'amal-source', configs: [] },
        { name: 'amal-restored', configs: [] },
      ],
    });
    const { port } = await s3.run();
    try {
      const s3env = (bucket: string) => ({
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      });
      const sourceConfig = quietConfig({ DATA_DIR: dataDir, ...s3env('amal-source') });
      const store = await createFileStore(sourceConfig);
      const written: Record<string, string> = {};
      for (const [i, bytes] of [samplePdf('satu'), samplePdf('dua', 40_000), samplePng()].entries()) {
        const key = newStorageKey('documents', i === 2 ? 'png' : 'pdf');
        await store.put(key, bytes, 'application/octet-stream');
        written[key] = createHash('sha256').update(bytes).digest('hex');
      }
      const out = join(scratch, 'backup');
      const manifest = await backup(sourceConfig, out);
      expect(manifest.files).toMatchObject({ store: 's3', count: 3 });
      expect(await fileHashes(join(out, 'files'))).toEqual(written);

      const restoredConfig = quietConfig({ DATA_DIR: temp('s3-restored'), ...s3env('amal-restored') });
      cleanup.push(restoredConfig.dataDir);
      await restore(restoredConfig, out);
      const restoredStore = await createFileStore(restoredConfig);
      for (const [key, sha256] of Object.entries(written)) {
        const file = await restoredStore.get(key);
        const hash = createHash('sha256');
        for await (const chunk of file!.stream) hash.update(chunk);
        expect(hash.digest('hex')).toBe(sha256);
      }
      const again = quietConfig({ DATA_DIR: temp('s3-again'), ...s3env('amal-restored') });
      cleanup.push(again.dataDir);
      await expect(restore(again, out)).rejects.toThrow(/S3 bucket "amal-restored"\) is not empty/);
    } finally {
      await s3.close();
    }
  });

  it('refuses a tampered backup before touching anything (npm run restore exits 1)', async () => {
    const tampered = join(temp('tampered'), 'backup');
    cleanup.push(join(tampered, '..'));
    cpSync(backupDir, tampered, { recursive: true });
    const [key] = await listFiles(join(tampered, 'files'));
    const path = join(tampered, 'files', key!);
    const bytes = readFileSync(path);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    writeFileSync(path, bytes);
    const target = temp('untouched');
    cleanup.push(target);
    await expect(restore(quietConfig({ DATA_DIR: target }), tampered)).rejects.toThrow(
      `changed: files/${key}`,
    );
    expect(existsSync(join(target, 'pglite'))).toBe(false);
    expect(existsSync(join(target, 'files'))).toBe(false);

    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const run = promisify(execFile)(process.execPath, [cli, 'restore', tampered], {
      env: { ...process.env, DATA_DIR: target, DATABASE_URL: '' },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Restore failed: The backup in'),
    });
    expect(existsSync(join(target, 'pglite'))).toBe(false);
  });

  it('refuses a backup with a file added, or one whose manifest is missing', async () => {
    const added = join(temp('added'), 'backup');
    cleanup.push(join(added, '..'));
    cpSync(backupDir, added, { recursive: true });
    writeFileSync(join(added, 'files', 'extra.txt'), 'x');
    await expect(restore(quietConfig({ DATA_DIR: temp('x') }), added)).rejects.toThrow(
      'not in the manifest: files/extra.txt',
    );
    rmSync(join(added, 'manifest.json'));
    await expect(restore(quietConfig({ DATA_DIR: temp('x') }), added)).rejects.toThrow(
      /has no manifest.json/,
    );
  });
});

describe('messages about PostgreSQL carry no password', () => {
  it('hides the password of DATABASE_URL in the URL and in any text', () => {
    const url = 'postgres://amal:s3cret-Pass@db.example.org:5432/amal';
    expect(redactUrl(url)).toBe('postgres://amal:***@db.example.org:5432/amal');
    expect(redact(`failed for ${url} (password s3cret-Pass)`, url)).not.toContain('s3cret');
  });

  it('a backup that cannot connect says so without the password', async () => {
    const out = join(temp('noconnect'), 'b');
    cleanup.push(join(out, '..'));
    const config = quietConfig({
      DATABASE_URL: 'postgres://amal:s3cret-Pass@127.0.0.1:1/amal',
      DATA_DIR: temp('d'),
    });
    const error = (await backup(config, out).catch((e: Error) => e)) as Error;
    expect(error.message).toContain('postgres://amal:***@127.0.0.1:1/amal');
    expect(error.message).not.toContain('s3cret');
    expect(existsSync(out)).toBe(false);
  });
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  let t: TestApp;
  const empty = `amal_restore_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const rowsOf =
    (connectionString: string): Rows =>
    async (sql) => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
  beforeAll(async () => {
    t = await createTestApp();
    await makeData(t);
    await admin(`drop database if exists ${empty} with (force)`);
    await admin(`create database ${empty}`);
  });
  afterAll(async () => {
    await t?.close();
    await admin(`drop database if exists ${empty} with (force)`);
  });

  it('pg_dump, then pg_restore into an empty database: every table and file the same; a non-empty one is refused', async () => {
    const result = await t.database.db.execute(sql`select current_database() as db`);
    const sourceDb = String((result as unknown as { rows: { db: string }[] }).rows[0]!.db);
    const sourceUrl = templateDatabaseUrl(url!, sourceDb);
    const targetUrl = templateDatabaseUrl(url!, empty);
    const dir = join(temp('pg'), 'backup');
    cleanup.push(join(dir, '..'));
    const manifest = await backup(quietConfig({ DATABASE_URL: sourceUrl, DATA_DIR: t.dataDir }), dir);
    expect(manifest.database.kind).toBe('postgres');
    expect(manifest.files.count).toBeGreaterThanOrEqual(2);

    const targetDir = temp('pg-restored');
    cleanup.push(targetDir);
    const config = quietConfig({ DATABASE_URL: targetUrl, DATA_DIR: targetDir });
    await restore(config, dir);
    const source = await tableChecksums(rowsOf(sourceUrl));
    expect(Object.keys(source).length).toBeGreaterThan(20);
    expect(await tableChecksums(rowsOf(targetUrl))).toEqual(source);
    expect(await fileHashes(join(targetDir, 'files'))).toEqual(await fileHashes(join(t.dataDir, 'files')));

    await expect(restore(quietConfig({ DATABASE_URL: targetUrl, DATA_DIR: temp('e') }), dir)).rejects.toThrow(
      /is not empty/,
    );
    await restore(quietConfig({ DATABASE_URL: targetUrl, DATA_DIR: temp('f') }), dir, { force: true });
    expect(await tableChecksums(rowsOf(targetUrl))).toEqual(source);
  });
});
