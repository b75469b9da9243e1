import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsDir } from '../../../paths.ts';
import { BackupError, type MigrationLevel } from './manifest.ts';

type Journal = { entries: { idx: number; when: number; tag: string }[] };

function journal(): Journal['entries'] {
  return (JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as Journal).entries;
}

/** A query on the source database answering rows as plain objects. */
export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** How far the database was migrated (drizzle's own table), named by the journal's tag. */
export async function migrationLevel(query: Query): Promise<MigrationLevel> {
  const [exists] = await query(`select to_regclass('drizzle.__drizzle_migrations') is not null as "exists"`);
  if (!exists?.exists) return { applied: 0, latest: null, latestWhen: null };
  const [row] = await query(
    `select count(*)::int as applied, max(created_at)::text as "latestWhen" from drizzle.__drizzle_migrations`,
  );
  const applied = Number(row?.applied ?? 0);
  const latestWhen = row?.latestWhen == null ? null : Number(row.latestWhen);
  const latest = journal().find((entry) => entry.when === latestWhen)?.tag ?? null;
  return { applied, latest, latestWhen };
}

/**
 * A backup made by a newer Amal than this checkout has migrations this code does not know: the app
 * would run on a schema it was not written for. An older backup is fine: the app migrates it at start.
 */
export function assertRestorableLevel(level: MigrationLevel): void {
  const newest = Math.max(0, ...journal().map((entry) => entry.when));
  if (level.latestWhen !== null && level.latestWhen > newest)
    throw new BackupError(
      `The backup was made by a newer Amal (database migrated to ${level.latest ?? level.latestWhen}); ` +
        'update this checkout first, then restore.',
    );
}
