// npm run backup -- DIR / npm run restore -- DIR [--force] (issue 39 item 10, decision 0050).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../../../config.ts';
import { serverRoot } from '../../../paths.ts';
import { dumpEmbedded, embeddedExists, restoreEmbedded } from './embedded.ts';
import { copyFilesIn, copyFilesOut, storeHasFiles } from './files.ts';
import { BackupError, FILES_DIR, type Manifest, verifyBackup, writeManifest } from './manifest.ts';
import { assertRestorableLevel } from './migrations.ts';
import { dumpPostgres, restorePostgres } from './postgres.ts';

export type Say = (line: string) => void;

/** server/package.json's version and the checkout's commit, when there is one. */
function appVersion(): string {
  const { version } = JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as {
    version?: string;
  };
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {}
  return `${version ?? '0.0.0'}${commit ? `+${commit}` : ''}`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Writes a backup into `dir` (absent or empty): the database first, then the files (rows point to
 * files written before them, so every file the dump names is there to copy), then the manifest.
 * A backup that fails is removed; one without a manifest is never restored.
 */
export async function backup(config: Config, target: string, say: Say = () => {}): Promise<Manifest> {
  const dir = resolve(target);
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new BackupError(`${dir} is not empty: give a new or empty directory for the backup.`);
  await mkdir(join(dir, 'database'), { recursive: true });
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const dump = kind === 'postgres' ? 'database/postgres.dump' : 'database/pglite-data.tar.gz';
    const source =
      kind === 'postgres'
        ? { ...(await dumpPostgres(config.databaseUrl!, join(dir, dump))), taken: undefined }
        : await dumpEmbedded(config.dataDir, join(dir, dump));
    say(
      kind === 'postgres'
        ? `Database: PostgreSQL ${source.serverVersion} dumped with pg_dump.`
        : `Database: embedded (PGlite), ${source.taken === 'offline' ? 'opened by the backup (the app was not running)' : 'dumped by the running app'}.`,
    );
    const { copied, skipped } = await copyFilesOut(config, join(dir, FILES_DIR));
    if (skipped > 0) say(`${skipped} object(s) in the store are not the app's files and were left out.`);
    const manifest = await writeManifest(dir, {
      format: 'amal-backup',
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      database: {
        kind,
        ...(source.taken ? { taken: source.taken } : {}),
        serverVersion: source.serverVersion,
        migration: source.migration,
        dump,
      },
      files: { store: config.s3 ? 's3' : 'local', count: copied, bytes: 0 },
    });
    manifest.files.bytes = manifest.entries
      .filter((e) => e.path.startsWith(`${FILES_DIR}/`))
      .reduce((sum, e) => sum + e.size, 0);
    say(
      `Files: ${copied} from the ${config.s3 ? `S3 bucket "${config.s3.bucket}"` : 'local store'} (${megabytes(manifest.files.bytes)}).`,
    );
    say(`Backup written to ${dir} (manifest.json lists ${manifest.entries.length} file(s) with SHA-256).`);
    return manifest;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Restores the backup in `dir` into the configured database and file store. Every file is checked
 * against the manifest first, then the targets must be empty (or `force`); nothing is touched
 * before both checks pass.
 */
export async function restore(
  config: Config,
  source: string,
  options: { force?: boolean } = {},
  say: Say = () => {},
): Promise<Manifest> {
  const dir = resolve(source);
  const force = options.force ?? false;
  const manifest = await verifyBackup(dir);
  say(
    `Backup of ${manifest.createdAt} (Amal ${manifest.appVersion}): all ${manifest.entries.length} file(s) match the manifest.`,
  );
  assertRestorableLevel(manifest.database.migration);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new BackupError(
      `The backup holds ${manifest.database.kind === 'pglite' ? 'an embedded (PGlite) database' : 'a PostgreSQL database'}, ` +
        `but this configuration uses ${kind === 'pglite' ? 'the embedded database (no DATABASE_URL)' : 'PostgreSQL (DATABASE_URL)'}; ` +
        'restore with the same kind of database.',
    );
  if (kind === 'pglite' && embeddedExists(config.dataDir) && !force)
    throw new BackupError(
      `${join(config.dataDir, 'pglite')} already holds a database; restore into an empty DATA_DIR, ` +
        'or add --force to replace it (the current one is kept beside it).',
    );
  const filesExist = await storeHasFiles(config);
  if (filesExist && !force)
    throw new BackupError(
      `The file store (${config.s3 ? `S3 bucket "${config.s3.bucket}"` : join(config.dataDir, 'files')}) is not empty; ` +
        'restore into an empty one, or add --force to write the backup’s files over it.',
    );
  const dump = join(dir, manifest.database.dump);
  if (kind === 'postgres') {
    await restorePostgres(config.databaseUrl!, dump, force);
    say('Database: restored into PostgreSQL with pg_restore.');
  } else {
    const aside = await restoreEmbedded(config.dataDir, dump, force);
    say(`Database: restored into ${join(config.dataDir, 'pglite')}.`);
    if (aside) say(`The database it replaced is kept in ${aside}.`);
  }
  if (filesExist && !config.s3) {
    const aside = join(config.dataDir, `files.before-restore-${stamp()}`);
    renameSync(join(config.dataDir, 'files'), aside);
    say(`The files it replaced are kept in ${aside}.`);
  }
  const count = await copyFilesIn(config, join(dir, FILES_DIR));
  say(`Files: ${count} restored to the ${config.s3 ? `S3 bucket "${config.s3.bucket}"` : 'local store'}.`);
  return manifest;
}
