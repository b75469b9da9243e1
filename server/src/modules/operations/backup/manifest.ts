import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';

/** One file of a backup directory, by its path inside it (always with "/"). */
export type ManifestEntry = { path: string; size: number; sha256: string };

export type MigrationLevel = {
  /** Migrations applied to the database (rows of drizzle.__drizzle_migrations). */
  applied: number;
  /** The tag of the newest one (server/drizzle/meta/_journal.json), or null for none/unknown. */
  latest: string | null;
  /** Its `when` (the journal's timestamp, kept by drizzle as created_at). */
  latestWhen: number | null;
};

export type Manifest = {
  format: 'amal-backup';
  formatVersion: 1;
  createdAt: string;
  appVersion: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** How the embedded database was read: from the running app, or opened by the backup itself. */
    taken?: 'from-running-app' | 'offline';
    /** PostgreSQL version of the source (PGlite's embedded one, or the server's). */
    serverVersion: string;
    migration: MigrationLevel;
    /** Path of the dump inside the backup directory. */
    dump: string;
  };
  files: { store: 'local' | 's3'; count: number; bytes: number };
  /** Every file of the backup but the manifest itself. */
  entries: ManifestEntry[];
};

export const MANIFEST = 'manifest.json';

export async function hashFile(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  await pipeline(createReadStream(path), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      hash.update(chunk);
    }
  });
  return { size, sha256: hash.digest('hex') };
}

/** Every regular file under `root`, as paths relative to it with "/" separators, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

/** Hashes every file of `dir` but the manifest; written last, under a temporary name then renamed. */
export async function writeManifest(dir: string, manifest: Omit<Manifest, 'entries'>): Promise<Manifest> {
  const entries: ManifestEntry[] = [];
  for (const path of await listFiles(dir)) {
    if (path === MANIFEST || path.endsWith('.partial')) continue;
    entries.push({ path, ...(await hashFile(join(dir, path))) });
  }
  const full: Manifest = { ...manifest, entries };
  const partial = join(dir, `${MANIFEST}.partial`);
  await writeFile(partial, `${JSON.stringify(full, null, 2)}\n`);
  await rename(partial, join(dir, MANIFEST));
  return full;
}

export class BackupError extends Error {}

/**
 * Reads the manifest and checks every file against it, before anything is restored: each listed
 * file present with its size and SHA-256, and no file the manifest does not list.
 */
export async function verifyBackup(dir: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOENT'
        ? `${dir} has no ${MANIFEST}: it is not a backup, or its making did not finish.`
        : `${join(dir, MANIFEST)} cannot be read (${(error as Error).message}).`,
    );
  }
  if (manifest.format !== 'amal-backup' || manifest.formatVersion !== 1 || !Array.isArray(manifest.entries))
    throw new BackupError(`${join(dir, MANIFEST)} is not an Amal backup manifest (format 1).`);
  const problems: string[] = [];
  const listed = new Set<string>();
  for (const entry of manifest.entries) {
    listed.add(entry.path);
    const path = join(dir, entry.path);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      problems.push(`missing: ${entry.path}`);
      continue;
    }
    const actual = await hashFile(path);
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256)
      problems.push(`changed: ${entry.path} (SHA-256 or size differs from the manifest)`);
  }
  for (const path of await listFiles(dir))
    if (path !== MANIFEST && !listed.has(path)) problems.push(`not in the manifest: ${path}`);
  if (!listed.has(manifest.database?.dump)) problems.push('the manifest names no database dump');
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ');
    const more = problems.length > 10 ? ` (and ${problems.length - 10} more)` : '';
    throw new BackupError(
      `The backup in ${dir} does not match its manifest, so nothing was restored: ${shown}${more}.`,
    );
  }
  return manifest;
}

/** Where a file of the store sits inside the backup directory. */
export const FILES_DIR = 'files';

export async function statOrNull(path: string) {
  return stat(path).catch(() => null);
}
