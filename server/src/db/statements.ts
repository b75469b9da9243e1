import type { Db } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A Drizzle prepared statement built once per database and kept under its name. Building a query
 * (Drizzle walks its columns, joins and casing every time) cost a fifth of a list request's CPU;
 * a prepared one only fills in its placeholders, and PostgreSQL plans it once per connection.
 * Built on `db` itself (one built on a transaction would be kept for nothing); `inTransaction` runs
 * it in a transaction.
 */
export function statement<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let prepared = statements.get(name) as T | undefined;
  if (!prepared) {
    prepared = build(db);
    statements.set(name, prepared);
  }
  return prepared;
}

/** A transaction of `Db`. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A prepared statement of `statement` run on a transaction's connection instead of the pool: built
 * once, it serves every transaction. Drizzle's prepared queries send their statement through their
 * `client`, which both drivers' sessions hold, so the copy only changes that.
 */
export function inTransaction<T extends object>(prepared: T, tx: Transaction): T {
  const { client } = (tx as unknown as { _: { session: { client: unknown } } })._.session;
  return Object.assign(Object.create(prepared) as T, { client });
}
