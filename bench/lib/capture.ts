import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/src/db/client.ts';
import { withStatementName } from '../../server/src/db/prepared-statements.ts';
import * as schema from '../../server/src/db/schema/index.ts';
import { percentiles } from './report.ts';

/** One statement the app sent, with what it answered. */
export type Statement = { text: string; name?: string; values: unknown[]; rows: unknown[] };

let recording: Statement[] | null = null;

// A pg client that notes every statement (BEGIN and COMMIT included) while a capture runs.
class RecordingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this passes them all on.
  override query(config: any, values?: any, callback?: any): any {
    if (!recording) return super.query(config, values, callback);
    const entry: Statement = {
      text: typeof config === 'string' ? config : config.text,
      name: typeof config === 'string' ? undefined : config.name,
      values: (typeof config === 'string' || Array.isArray(values) ? values : config.values) ?? [],
      rows: [],
    };
    recording.push(entry);
    // pg.Pool passes a callback; a bare client call returns a promise.
    const done = typeof values === 'function' ? values : callback;
    if (typeof done === 'function') {
      const wrapped = (error: unknown, result: pg.QueryResult) => {
        if (result) entry.rows = result.rows;
        done(error, result);
      };
      return typeof values === 'function'
        ? super.query(config, wrapped)
        : super.query(config, values, wrapped);
    }
    const result: unknown = super.query(config, values);
    if (result instanceof Promise) {
      result.then(
        (r: pg.QueryResult) => {
          entry.rows = r.rows;
        },
        () => {},
      );
    }
    return result;
  }
}

/**
 * The app's own Drizzle setup (schema, snake_case) on a pool that records: running a service
 * function through it captures the exact SQL the endpoint sends.
 */
export function recordingDb(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4, Client: RecordingClient });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    async capture(work: () => Promise<unknown>): Promise<Statement[]> {
      const statements: Statement[] = [];
      recording = statements;
      try {
        await work();
      } finally {
        recording = null;
      }
      return statements;
    },
    close: () => pool.end(),
  };
}

const scalars = (rows: unknown[]): unknown[] =>
  rows.flatMap((row) => (Array.isArray(row) ? row : Object.values(row as object)));

/**
 * Sends a captured sequence again on one connection. Ids returned by an insert (or a statement of
 * data-modifying CTEs) replace the captured ones in later statements, and `fresh` values (e.g. a
 * submission key) are swapped.
 */
export async function replay(
  client: pg.PoolClient,
  statements: Statement[],
  fresh = new Map<unknown, unknown>(),
) {
  const mapped = new Map(fresh);
  for (const s of statements) {
    const values = s.values.map((v) => (mapped.has(v) ? mapped.get(v) : v));
    // Named and prepared as the app's PreparingClient does, so that the floor plans as the app does.
    const query = s.name ? { name: s.name, text: s.text } : withStatementName({ text: s.text }, values);
    const result = await client.query(query, values);
    if (/^\s*(with|insert)\b/i.test(s.text) && s.rows.length > 0) {
      const before = scalars(s.rows);
      const after = scalars(result.rows);
      before.forEach((v, i) => {
        if (v !== after[i]) mapped.set(v, after[i]);
      });
    }
  }
}

export type LoadResult = {
  rps: number;
  /** How long the load ran, and each request's time (ms, sorted): loads run in turns are merged by them. */
  seconds: number;
  latencies: number[];
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
};

/** A load's figures from each of its requests' time (ms) over `seconds`. */
export const loadResult = (latencies: number[], seconds: number, errors: number): LoadResult => ({
  rps: seconds > 0 ? latencies.length / seconds : 0,
  seconds,
  latencies,
  ...percentiles(latencies),
  errors,
  requests: latencies.length,
});

/**
 * The raw-SQL floor: `connections` loops replaying captured sequences through `pg` (no HTTP, no
 * ORM) on a pool the size of the app's, for `seconds`.
 */
export async function sqlBaseline(
  pool: pg.Pool,
  sequences: Statement[][],
  options: { connections: number; seconds: number; fresh?: () => Map<unknown, unknown> },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: unknown;
  const started = performance.now();
  const end = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.connections }, async (_, worker) => {
      let k = worker;
      while (performance.now() < end) {
        const sequence = sequences[k++ % sequences.length]!;
        const t0 = performance.now();
        const client = await pool.connect();
        try {
          await replay(client, sequence, options.fresh?.());
        } catch (error) {
          errors++;
          firstError ??= error;
          await client.query('rollback').catch(() => {});
        } finally {
          client.release();
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  if (firstError) console.log(`  baseline error: ${(firstError as Error).message}`);
  return loadResult(latencies, (performance.now() - started) / 1000, errors);
}

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

const scansOf = (root: PlanNode): string[] => {
  const scans: string[] = [];
  const walk = (node: PlanNode) => {
    if (node['Relation Name'])
      scans.push(
        `${node['Node Type']} on ${node['Relation Name']}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`,
      );
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root);
  return scans;
};

const planOf = (result: pg.QueryResult) =>
  (result.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0]!.Plan;

/** The scans of a plan, as "Seq Scan on proposals" / "Index Scan on users (users_pkey)". */
export async function explain(client: pg.Pool | pg.PoolClient, s: Statement): Promise<string[]> {
  return scansOf(planOf(await client.query(`explain (format json) ${s.text}`, s.values)));
}

function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  // An array parameter (the desk's programmes, `= any($1)`) as PostgreSQL's array text.
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.join(',')}}`);
  return client.escapeLiteral(String(value));
}

/**
 * The scans of the generic plan of a statement: the plan PostgreSQL may settle on for a named
 * statement after five executions (the app prepares its statements), whatever the parameters.
 */
export async function explainGeneric(pool: pg.Pool, s: Statement): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('set plan_cache_mode = force_generic_plan');
    await client.query(`prepare bench_generic as ${s.text}`);
    const values = s.values.map((v) => literal(client, v)).join(', ');
    const execute = values ? `execute bench_generic(${values})` : 'execute bench_generic';
    return scansOf(planOf(await client.query(`explain (format json) ${execute}`)));
  } finally {
    await client.query('deallocate all').catch(() => {});
    await client.query('reset plan_cache_mode').catch(() => {});
    client.release();
  }
}
