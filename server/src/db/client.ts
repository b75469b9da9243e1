import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { sessionLock, sessionUnlock } from './lock-keys.ts';
import { PreparingClient } from './prepared-statements.ts';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own on this database: instances started at once
   * migrate and seed one after the other. PGlite: at once (its directory is one process's already).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel for the NOTIFYs of every process on this database. `onResume` runs when a
   * lost listening connection is back, with the moment it was lost (what was sent since was missed).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResume?: (lostAt: Date) => void,
  ): Promise<Unlisten>;
};

const casing = 'snake_case' as const;

/** Closing twice (a second signal during shutdown, a cleanup after a failed test) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Wraps an open PGlite client (embedded default; tests pass an in-memory one). */
export function fromPglite(client: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema, casing });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    exclusive: (work) => work(),
    close: once(async () => {
      await client.close();
      onClose();
    }),
    // PGlite is one connection in this process: its own listen() sees every NOTIFY and never drops.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
  };
}

/** The embedded database, persisted under DATA_DIR and locked against a second process. */
export async function openEmbedded(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'));
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function openPostgres(url: string, poolSize: number): Database {
  // Connections stay open while the server runs (at most poolSize): closing idle ones would cost a
  // timer set and cleared on every statement for a saving of a few idle backends. TCP keepalive
  // finds one a firewall or NAT dropped silently while it sat idle.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 0,
    keepAlive: true,
    keepAliveInitialDelayMillis: 30_000,
    Client: PreparingClient,
  });
  // A client that loses its server emits 'error'; without a listener that would end the process.
  // The pool listens to idle clients only, so every client gets its own listener for the time it is
  // lent out (between two statements of a transaction); the pool drops a broken client on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema, casing });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    exclusive: (work) => exclusivePostgres(url, work),
    close: once(() => pool.end()),
    listen: (channel, onMessage, onResume) => listenPostgres(url, channel, onMessage, onResume),
  };
}

/**
 * The start-up lock is held by a connection of its own, not one of the pool's: the work uses the
 * pool, and with a pool of one it would wait for the lock's connection for ever.
 */
async function exclusivePostgres<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const locker = drizzlePg({ client });
    await locker.execute(sessionLock('startup'));
    try {
      return await work();
    } finally {
      await locker.execute(sessionUnlock('startup')).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

const RECONNECT_MAX_MS = 5_000;

/**
 * A pool cannot LISTEN (its connections come and go), so a dedicated client does, and connects
 * again, waiting a little longer each time up to 5 s, when it is dropped (server restart, network).
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResume: (lostAt: Date) => void = () => {},
): Promise<Unlisten> {
  let closed = false;
  let current: pg.Client | null = null;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let lostAt: Date | null = null;

  const attempt = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (current === client) {
        current = null;
        lostAt = new Date();
      }
      client.end().catch(() => {});
      if (closed) return;
      failures++;
      timer = setTimeout(attempt, Math.min(RECONNECT_MAX_MS, 100 * 2 ** failures));
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      drop();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    failures = 0;
    if (lostAt) onResume(lostAt);
    lostAt = null;
  };

  await attempt();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await current?.end().catch(() => {});
    current = null;
  };
}
