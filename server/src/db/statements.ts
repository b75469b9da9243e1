import type { Db } from './client.ts';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A Drizzle prepared statement built once per database and kept under its name. Building a query
 * (Drizzle walks its columns, joins and casing every time) cost a fifth of a list request's CPU;
 * a prepared one only fills in its placeholders, and PostgreSQL plans it once per connection.
 * Built on `db` itself: in a transaction, a query is built on the transaction.
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
