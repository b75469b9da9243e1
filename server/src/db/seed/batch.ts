import { sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client.ts';
import { seedVersions } from '../schema/index.ts';

/** A transaction handle as `db.transaction` passes it; seeders accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Rows per insert statement. */
export const CHUNK_ROWS = 5000;

/** Splits rows into chunks of `size`. */
export function chunks<T>(rows: readonly T[], size = CHUNK_ROWS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

// The database name of a column: the schema names columns by their camelCase key and the
// client maps them to snake_case, unless a column was given its own name (e.g. nomor_kk).
const columnName = (column: PgColumn) => (column.keyAsName ? toSnakeCase(column.name) : column.name);

type UpsertOptions<Row> = {
  /** Columns to refresh when the row exists; without them an existing row is left as it is. */
  update?: (keyof Row & string)[];
  chunkRows?: number;
};

/**
 * Inserts many rows with one statement per chunk. Each chunk travels as a single JSON parameter
 * expanded by json_to_recordset: on PGlite this is about 40% faster than a multi-row VALUES list
 * (no thousands of bound parameters to build and parse), and the same SQL runs on PostgreSQL.
 * A conflict on the primary key leaves the row alone, or refreshes the `update` columns when
 * they changed (so a re-seed of unchanged data writes nothing). Every row must carry the same keys.
 */
export async function bulkUpsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
  options: UpsertOptions<T['$inferInsert']> = {},
) {
  if (rows.length === 0) return;
  const config = getTableConfig(table);
  const byKey = new Map(
    Object.entries(table as unknown as Record<string, PgColumn>).filter(([, c]) =>
      config.columns.includes(c),
    ),
  );
  const keys = Object.keys(rows[0]!);
  const columns = keys.map((key) => {
    const column = byKey.get(key);
    if (!column) throw new Error(`${config.name} has no column ${key}`);
    return { key, name: columnName(column), type: column.getSQLType() };
  });
  for (const row of rows) {
    if (Object.keys(row).length !== keys.length)
      throw new Error(`Rows of ${config.name} must all carry the keys ${keys.join(', ')}`);
  }
  const primary = config.columns.filter((c) => c.primary);
  const target = primary.length > 0 ? primary : (config.primaryKeys[0]?.columns ?? []);
  if (target.length === 0) throw new Error(`${config.name} has no primary key`);

  const names = sql.raw(columns.map((c) => `"${c.name}"`).join(', '));
  const definition = sql.raw(columns.map((c) => `"${c.name}" ${c.type}`).join(', '));
  const conflict = sql.raw(target.map((c) => `"${columnName(c)}"`).join(', '));
  const updated = (options.update ?? []).map((key) => columns.find((c) => c.key === key)!.name);
  const onConflict =
    updated.length === 0
      ? sql`do nothing`
      : sql.raw(
          `do update set ${updated.map((n) => `"${n}" = excluded."${n}"`).join(', ')} where (${updated
            .map((n) => `"${config.name}"."${n}"`)
            .join(', ')}) is distinct from (${updated.map((n) => `excluded."${n}"`).join(', ')})`,
        );

  for (const chunk of chunks(rows, options.chunkRows)) {
    const json = JSON.stringify(
      chunk.map((row) =>
        Object.fromEntries(columns.map((c) => [c.name, row[c.key as keyof typeof row] ?? null])),
      ),
    );
    await db.execute(
      sql`insert into ${sql.identifier(config.name)} (${names}) select ${names} from json_to_recordset(${json}::json) as x(${definition}) on conflict (${conflict}) ${onConflict}`,
    );
  }
}

/** The version a data set was last seeded at, or undefined when never. */
export async function seededVersion(db: Executor, dataset: string): Promise<string | undefined> {
  const rows = await db
    .select({ version: seedVersions.version })
    .from(seedVersions)
    .where(sql`${seedVersions.dataset} = ${dataset}`);
  return rows[0]?.version;
}

export async function recordVersion(db: Executor, dataset: string, version: string) {
  await db
    .insert(seedVersions)
    .values({ dataset, version })
    .onConflictDoUpdate({ target: seedVersions.dataset, set: { version, seededAt: new Date() } });
}

/**
 * After rows were inserted with explicit ids, moves the identity sequence past the largest id, so
 * that rows added later by the app (an admin creating a programme) do not collide with seeded ones.
 */
export async function resetIdentity(db: Executor, table: PgTable, column: PgColumn) {
  const tableName = getTableConfig(table).name;
  const name = columnName(column);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${tableName}, ${name}), coalesce((select max(${sql.identifier(name)}) from ${sql.identifier(tableName)}), 0) + 1, false)`,
  );
}
