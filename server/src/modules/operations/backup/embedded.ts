// The embedded database (PGlite in DATA_DIR/pglite) backed up with PGlite's own dumpDataDir(), and
// restored with its loadDataDir (decision 0050). PGlite is one process: while the app runs it holds
// the data directory (data-dir-lock.ts), so the app itself makes the dump, asked over a Unix socket
// in DATA_DIR; when it does not run, the backup opens the directory under the same lock.
import { chmodSync, createWriteStream, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../../db/client.ts';
import { acquireDataDirLock } from '../../../db/data-dir-lock.ts';
import { BackupError, type MigrationLevel } from './manifest.ts';
import { migrationLevel, type Query } from './migrations.ts';

/** The socket a running app answers backup requests on; only its owner (mode 0600) may connect. */
export const socketPath = (dataDir: string) => join(dataDir, 'amal-backup.sock');
const pgliteDir = (dataDir: string) => join(dataDir, 'pglite');

/** What a dump is said to be, sent by the app ahead of the bytes (one JSON line). */
type DumpHeader =
  | { ok: true; serverVersion: string; migration: MigrationLevel }
  | { ok: false; error: string };

const queryOf =
  (client: PGlite): Query =>
  async (sql) =>
    (await client.query<Record<string, unknown>>(sql)).rows;

/**
 * The dump, made between two transactions: PGlite's transaction lock is held while it is taken, so
 * no transaction is half done in it, and dumpDataDir itself waits for the statement running. The
 * level and version are read first (a query inside that lock would wait for it forever); only a
 * migration, which runs at start before this socket exists, could change the level in between.
 */
async function dumpOpen(client: PGlite) {
  const query = queryOf(client);
  const migration = await migrationLevel(query);
  const [version] = await query(`select current_setting('server_version') as v`);
  const blob = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  return {
    header: { ok: true, serverVersion: String(version?.v), migration } satisfies DumpHeader,
    bytes: Buffer.from(await blob.arrayBuffer()),
  };
}

/**
 * In the app (main.ts, embedded database only): answers `npm run backup` on DATA_DIR's socket with
 * a dump of the live database. Returns the function that stops answering.
 */
export async function serveBackups(database: Database, dataDir: string): Promise<() => Promise<void>> {
  if (database.kind !== 'pglite') return async () => {};
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const path = socketPath(dataDir);
  // The data directory is ours (locked): a socket left there is a crashed process's.
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', async (request) => {
      if (request.toString('utf8').trim() !== 'dump') {
        socket.end(`${JSON.stringify({ ok: false, error: 'unknown request' })}\n`);
        return;
      }
      try {
        const { header, bytes } = await dumpOpen(client);
        socket.write(`${JSON.stringify(header)}\n`);
        socket.end(bytes);
      } catch (error) {
        socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
      }
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
    chmodSync(path, 0o600);
  } catch (error) {
    // The app runs without it (a path too long for a socket, a file system without sockets):
    // `npm run backup` then asks for the app to be stopped.
    server.close();
    console.warn(
      `Backups while the app runs are off: cannot listen on ${path} (${(error as Error).message}).`,
    );
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      rmSync(path, { force: true });
    });
}

/** Asks the running app for a dump into `file`; null when no app answers on the socket. */
async function dumpFromApp(dataDir: string, file: string) {
  const path = socketPath(dataDir);
  if (!existsSync(path)) return null;
  const socket = connect(path);
  const connected = await new Promise<boolean>((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', () => resolve(false));
  });
  if (!connected) return null;
  socket.write('dump\n');
  // The header line, then the rest of the stream is the dump.
  let buffered = Buffer.alloc(0);
  let header: DumpHeader | undefined;
  const out = createWriteStream(file);
  await pipeline(
    socket,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        if (header) {
          yield chunk;
          continue;
        }
        buffered = Buffer.concat([buffered, chunk]);
        const newline = buffered.indexOf(10);
        if (newline < 0) continue;
        header = JSON.parse(buffered.subarray(0, newline).toString('utf8')) as DumpHeader;
        if (buffered.length > newline + 1) yield buffered.subarray(newline + 1);
      }
    },
    out,
  );
  if (!header) throw new BackupError('The running app closed the backup socket without an answer.');
  if (!header.ok) throw new BackupError(`The running app could not make the dump: ${header.error}`);
  return {
    serverVersion: header.serverVersion,
    migration: header.migration,
    taken: 'from-running-app' as const,
  };
}

/** Dumps the embedded database of `dataDir` into `file` (a gzipped tarball of its data directory). */
export async function dumpEmbedded(dataDir: string, file: string) {
  const online = await dumpFromApp(dataDir, file);
  if (online) return online;
  if (!existsSync(join(pgliteDir(dataDir), 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    throw new BackupError(
      `${(error as Error).message} The running app does not answer on ${socketPath(dataDir)}: ` +
        'update it to a version that serves backups, or stop it and back up again.',
    );
  }
  try {
    const client = await PGlite.create(pgliteDir(dataDir));
    try {
      const { header, bytes } = await dumpOpen(client);
      await writeFile(file, bytes);
      return { serverVersion: header.serverVersion, migration: header.migration, taken: 'offline' as const };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

const isEmptyDir = (path: string) => !existsSync(path) || readdirSync(path).length === 0;

/** Whether DATA_DIR already holds an embedded database (restore refuses it without --force). */
export const embeddedExists = (dataDir: string) => !isEmptyDir(pgliteDir(dataDir));

/**
 * Loads the dump into DATA_DIR/pglite: first into a new directory beside it, checked by opening it,
 * then renamed into place. With `force`, an existing database is moved aside, never deleted.
 * Returns where the replaced one went, if any.
 */
export async function restoreEmbedded(dataDir: string, file: string, force: boolean): Promise<string | null> {
  const target = pgliteDir(dataDir);
  if (!force && embeddedExists(dataDir))
    throw new BackupError(
      `${target} already holds a database; restore into an empty DATA_DIR, or add --force to replace it ` +
        '(the current one is kept beside it).',
    );
  mkdirSync(dataDir, { recursive: true });
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    throw new BackupError(`${(error as Error).message} Stop the app before restoring.`);
  }
  const staging = `${target}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    const client = await PGlite.create({
      dataDir: staging,
      loadDataDir: new Blob([await readFile(file)]),
    });
    try {
      await client.query('select count(*) from pg_class');
    } finally {
      await client.close();
    }
    let aside: string | null = null;
    if (existsSync(target)) {
      aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(target, aside);
    }
    await rename(staging, target);
    return aside;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
