import pg from 'pg';

/**
 * Distinct statement texts given a name. Drizzle sends every value as a parameter, so the texts
 * are the app's query shapes (a few hundred); past this many, a text is sent unnamed, so that a
 * caller building statements from data cannot grow every connection's cache without bound.
 */
export const MAX_NAMED_STATEMENTS = 2_000;

const names = new Map<string, string>();

/** The name a statement text is prepared under, the same on every connection; null past the cap. */
export function statementName(text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_NAMED_STATEMENTS) return null;
  const name = `amal_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * Statements with more parameters are bulk writes (seeds, batches), whose planning is nothing next
 * to their work and whose parse trees would sit in the connection's memory.
 */
export const MAX_NAMED_PARAMETERS = 64;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * The query with the name of its text, when it is a statement with parameters sent without a name.
 * Statements without parameters (DDL of the migrations, which may hold several commands; BEGIN and
 * COMMIT) stay on the simple protocol.
 */
export function withStatementName<T>(config: T, values?: unknown): T {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfig;
  if (typeof query.text !== 'string' || query.name !== undefined) return config;
  const parameters = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(parameters) || parameters.length === 0 || parameters.length > MAX_NAMED_PARAMETERS) {
    return config;
  }
  const name = statementName(query.text);
  return name ? { ...config, name } : config;
}

/**
 * A pg client that sends Drizzle's statements as named prepared statements, as postgres.js and
 * pgx do by default. PostgreSQL then parses and plans each one once per connection instead of on
 * every request: the home list's seven-table join takes far longer to plan than to run, so
 * planning was most of the database's CPU. PostgreSQL still plans afresh for the parameters
 * while a generic plan would cost more (plan_cache_mode auto), e.g. for a name prefix.
 */
export class PreparingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them all on.
  override query(config: any, values?: any, callback?: any): any {
    return super.query(withStatementName(config, values), values, callback);
  }
}
