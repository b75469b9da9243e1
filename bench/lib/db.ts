import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { type Database, fromPglite, openPostgres } from '../../server/src/db/client.ts';
import { acquireDataDirLock } from '../../server/src/db/data-dir-lock.ts';

/** A row value as COPY's text format writes it. */
export type Value = string | number | boolean | Date | null | undefined | object;

const escapeText = (text: string) =>
  text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));

export function copyLine(values: readonly Value[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) line += '\t';
    if (v === null || v === undefined) line += '\\N';
    else if (typeof v === 'string') line += escapeText(v);
    else if (typeof v === 'number') line += String(v);
    else if (typeof v === 'boolean') line += v ? 't' : 'f';
    else if (v instanceof Date) line += v.toISOString();
    else line += escapeText(JSON.stringify(v));
  }
  return `${line}\n`;
}

/** The app's database (for migrations and the reference seed) plus raw access for bulk loading. */
export type BenchDb = {
  kind: 'pglite' | 'postgres';
  database: Database;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** COPY rows into a table from a generator, in batches; returns the number of rows. */
  copy(table: string, columns: string[], rows: Iterable<readonly Value[]>): Promise<number>;
  close(): Promise<void>;
};

const BATCH_BYTES = 4 * 1024 * 1024;

function* batches(rows: Iterable<readonly Value[]>, counter: { n: number }) {
  let chunk = '';
  for (const row of rows) {
    chunk += copyLine(row);
    counter.n++;
    if (chunk.length >= BATCH_BYTES) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

const copySql = (table: string, columns: string[]) =>
  `copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`;

export async function openPostgresBench(url: string): Promise<BenchDb> {
  const database = openPostgres(url, 4);
  // One dedicated connection for the bulk load: its session settings (no FK triggers) stay with it.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    kind: 'postgres',
    database,
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query(text, params)).rows as T[];
    },
    async copy(table, columns, rows) {
      const counter = { n: 0 };
      const stream = client.query(copyFrom(copySql(table, columns)));
      await pipeline(Readable.from(batches(rows, counter)), stream);
      return counter.n;
    },
    async close() {
      await client.end();
      await database.close();
    },
  };
}

export async function openPgliteBench(dataDir: string): Promise<BenchDb> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  const client = await PGlite.create(join(dataDir, 'pglite'));
  const database = fromPglite(client, release);
  return {
    kind: 'pglite',
    database,
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query<T>(text, params)).rows;
    },
    async copy(table, columns, rows) {
      const counter = { n: 0 };
      const sql = copySql(table, columns).replace('from stdin', "from '/dev/blob'");
      for (const chunk of batches(rows, counter)) await client.query(sql, [], { blob: new Blob([chunk]) });
      return counter.n;
    },
    close: () => database.close(),
  };
}

export const openBenchDb = (options: { databaseUrl?: string; dataDir: string }) =>
  options.databaseUrl ? openPostgresBench(options.databaseUrl) : openPgliteBench(options.dataDir);
