/**
 * The metrics of GET /api/metrics (issue 39 item 11), in Prometheus' text format through prom-client.
 * Collected only when METRICS_TOKEN is set: without it no hook runs and nothing is kept.
 *
 * Labels never carry a URL: a request is counted under its route's pattern (`/api/proposal/:id`),
 * so no id, NIP, KK or WhatsApp number reaches a label, and the label values stay few.
 */

import { NOTIFICATION_KINDS } from '@amal/contract/notifications';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Pool } from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.ts';
import type { LiveHub } from '../live/live.hub.ts';

export type AppMetrics = {
  /** The whole exposition: the process's metrics, then this app's. */
  text(): Promise<string>;
  contentType: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when METRICS_TOKEN is: what GET /api/metrics answers. */
    metrics: AppMetrics | null;
  }
}

/**
 * The process's own metrics (CPU, memory, handles, garbage collection, event-loop delay), kept once
 * per process: their event-loop monitor and GC observer cannot be stopped, and every app of the
 * process shares them.
 */
let processMetricsRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processMetricsRegistry) {
    processMetricsRegistry = new Registry();
    collectDefaultMetrics({ register: processMetricsRegistry });
  }
  return processMetricsRegistry;
}

/** Seconds, for answers from a millisecond to a long live stream. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The route's pattern, never the URL; a request no route matched (a 404) is `unmatched`. */
export const routeLabel = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';
export const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/** How long the outbox and database probes may take before a scrape reports them down. */
const PROBE_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The database answers a trivial query within `ms` (GET /api/ready, the scrape's database_up). */
export async function databaseAnswers(database: Database, ms = PROBE_TIMEOUT_MS): Promise<boolean> {
  try {
    await withTimeout(database.db.execute(sql`select 1`), ms);
    return true;
  } catch {
    return false;
  }
}

type OutboxRow = { kind: string; unsent: number; failed: number; oldest_age: number | null };

/**
 * Registers the metrics and the hook that counts each request, when a token is configured. The hook
 * only counts: it writes no log line (the one line per request stays app.ts's).
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; database: Database; live: LiveHub },
) {
  if (!options.token) {
    app.decorate('metrics', null);
    return;
  }
  const { database, live } = options;
  // Started now, so that the first scrape already has the event loop's delay since the start.
  const processRegistry = processMetrics();
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'amal_http_requests_total',
    help: 'Requests answered, by method, route pattern and status class.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'amal_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status class.',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const databaseUp = new Gauge({
    name: 'amal_database_up',
    help: 'Whether the database answered a trivial query during this scrape (1) or not (0).',
    registers: [registry],
  });
  new Gauge({
    name: 'amal_database_info',
    help: 'The database driver: pglite (embedded, one in-process connection, no pool) or postgres (a pg pool).',
    labelNames: ['driver'],
    registers: [registry],
  }).set({ driver: database.kind }, 1);

  // A pool exists on PostgreSQL only: PGlite is one connection inside this process, whose queries
  // wait in its own queue, which it does not expose.
  if (database.kind === 'postgres') {
    const pool = (database.db as unknown as { $client: Pool }).$client;
    new Gauge({
      name: 'amal_db_pool_connections',
      help: 'Connections of the PostgreSQL pool, by state: in_use (lent out) or idle.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'amal_db_pool_max_connections',
      help: 'The most connections the PostgreSQL pool opens (DATABASE_POOL_SIZE).',
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 0);
      },
    });
    new Gauge({
      name: 'amal_db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the PostgreSQL pool now.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const outboxUnsent = new Gauge({
    name: 'amal_outbox_unsent_messages',
    help: 'Outbox messages waiting to be sent (state pending), by kind.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const outboxLag = new Gauge({
    name: 'amal_outbox_oldest_unsent_age_seconds',
    help: 'Age of the oldest outbox message not yet marked sent, by kind (0: none waiting).',
    labelNames: ['kind'],
    registers: [registry],
  });
  const outboxFailed = new Gauge({
    name: 'amal_outbox_failed_messages',
    help: 'Outbox messages whose tries ran out (state failed), by kind: staff may resend them.',
    labelNames: ['kind'],
    registers: [registry],
  });
  const scrapeFailures = new Counter({
    name: 'amal_metrics_database_probe_failures_total',
    help: 'Scrapes whose database probe (outbox query) failed or took longer than 2 s.',
    registers: [registry],
  });

  new Gauge({
    name: 'amal_live_streams_open',
    help: 'Live comment streams (server-sent events) open on this instance.',
    registers: [registry],
    collect() {
      this.set(live.size());
    },
  });

  /** One query per scrape answers both whether the database is up and the outbox's state. */
  async function probeDatabase() {
    try {
      const result = await withTimeout(
        database.db.execute(sql`
          select kind, count(*) filter (where state = 'pending')::int as unsent,
                 count(*) filter (where state = 'failed')::int as failed,
                 extract(epoch from now() - min(created_at) filter (where state = 'pending'))::float8 as oldest_age
          from outbox_messages where state in ('pending', 'failed') group by kind`),
        PROBE_TIMEOUT_MS,
      );
      const rows = (result as unknown as { rows: OutboxRow[] }).rows;
      databaseUp.set(1);
      outboxUnsent.reset();
      outboxLag.reset();
      outboxFailed.reset();
      // Every kind of message is always reported, 0 when nothing waits.
      for (const kind of NOTIFICATION_KINDS) {
        outboxUnsent.set({ kind }, 0);
        outboxLag.set({ kind }, 0);
        outboxFailed.set({ kind }, 0);
      }
      for (const row of rows) {
        outboxUnsent.set({ kind: row.kind }, Number(row.unsent));
        outboxFailed.set({ kind: row.kind }, Number(row.failed));
        outboxLag.set({ kind: row.kind }, Math.max(0, Number(row.oldest_age ?? 0)));
      }
    } catch {
      databaseUp.set(0);
      scrapeFailures.inc();
    }
  }

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const labels = {
      method: request.method,
      route: routeLabel(request),
      status_class: statusClass(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  app.decorate('metrics', {
    contentType: registry.contentType,
    async text() {
      await probeDatabase();
      return `${await processRegistry.metrics()}\n${await registry.metrics()}`;
    },
  } satisfies AppMetrics);
}
