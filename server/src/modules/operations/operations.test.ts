// GET /api/metrics and GET /api/ready (issue 39 item 11), on the real database (PGlite, or
// PostgreSQL with TEST_DATABASE_URL).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setImmediate as turn } from 'node:timers/promises';
import { apiMessages } from '@amal/contract/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { createTestApp, memberAuth, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const lines: Record<string, unknown>[] = [];
let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  [t, plain] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }, stream), createTestApp()]);
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

const scrape = async (app = t) => {
  const res = await app.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
/** The sample lines of a metric family, e.g. `amal_http_requests_total{…} 1`. */
const samples = (text: string, name: string) => text.split('\n').filter((line) => line.startsWith(name));
const sampleValue = (text: string, sample: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
};

describe('GET /api/metrics', () => {
  it('counts a request under its route pattern and status class, with no id in any label', async () => {
    const province = await t.app.inject({ url: '/api/province/11' });
    expect(province.statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/api/no-such-route/3273010101010001' });
    expect(missing.statusCode).toBe(404);

    const text = await scrape();
    expect(
      sampleValue(
        text,
        'amal_http_requests_total{method="GET",route="/api/province/:id",status_class="2xx"}',
      ),
    ).toBe(1);
    expect(
      sampleValue(text, 'amal_http_requests_total{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(
        text,
        'amal_http_request_duration_seconds_count{method="GET",route="/api/province/:id",status_class="2xx"}',
      ),
    ).toBe(1);
    // Every label value of the app's metrics is a pattern or a name: no URL, no number from a path.
    const labels = [...text.matchAll(/^amal_\w+\{([^}]*)\}/gm)].flatMap((match) =>
      [...match[1]!.matchAll(/\w+="([^"]*)"/g)].map((label) => label[1]!),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const value of labels) expect(value, value).not.toMatch(/\/\d+|3273010101010001/);
  });

  it('reports the database, the outbox, the live streams and the event loop', async () => {
    const text = await scrape();
    expect(sampleValue(text, 'amal_database_up')).toBe(1);
    expect(sampleValue(text, `amal_database_info{driver="${t.database.kind}"}`)).toBe(1);
    if (t.database.kind === 'postgres') {
      // The test copies open a pool of 4 (test-app.ts).
      expect(sampleValue(text, 'amal_db_pool_max_connections')).toBe(4);
      expect(sampleValue(text, 'amal_db_pool_waiting_requests')).toBe(0);
      expect(samples(text, 'amal_db_pool_connections{state="idle"}')).toHaveLength(1);
    } else {
      // PGlite has no pool: nothing claims one.
      expect(samples(text, 'amal_db_pool_')).toEqual([]);
    }
    expect(sampleValue(text, 'amal_live_streams_open')).toBe(0);
    expect(samples(text, 'amal_outbox_unsent_messages{kind="registration"}')).toHaveLength(1);
    expect(samples(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    expect(samples(text, 'nodejs_eventloop_lag_p99_seconds')).toHaveLength(1);
  });

  it('reports the outbox lag: the age of the oldest unsent message', async () => {
    const free = await t.database.db.execute(sql`
      select p.id_proposal from proposals p
      where not exists (select 1 from outbox_messages o where o.id_proposal = p.id_proposal)
      limit 1`);
    const idProposal = (free as unknown as { rows: { id_proposal: number }[] }).rows[0]?.id_proposal;
    expect(idProposal).toBeDefined();
    await t.database.db.execute(sql`
      insert into outbox_messages (id_proposal, kind, body, created_at)
      values (${idProposal}, 'registration', 'test', now() - interval '90 seconds')`);
    const text = await scrape();
    expect(sampleValue(text, 'amal_outbox_unsent_messages{kind="registration"}')).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(text, 'amal_outbox_oldest_unsent_age_seconds{kind="registration"}'),
    ).toBeGreaterThanOrEqual(90);
    await t.database.db.execute(sql`delete from outbox_messages where id_proposal = ${idProposal}`);
  });

  it('refuses a missing or wrong token, and a session, with 401 in the error shape', async () => {
    const superAdmin = await memberAuth(t, 'ARN101-10009');
    for (const headers of [
      {},
      bearer('wrong'),
      bearer(`${TOKEN}x`),
      bearer(TOKEN.slice(0, -1)),
      superAdmin,
    ]) {
      const res = await t.app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, message: apiMessages.notLoggedIn });
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers 404 when no token is configured, whatever is presented', async () => {
    for (const headers of [{}, bearer(TOKEN), await memberAuth(plain, 'ARN101-10009')]) {
      const res = await plain.app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: apiMessages.routeNotFound });
    }
  });

  it('adds no log line: still one line per request', async () => {
    await turn();
    const before = lines.length;
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/province/11' });
    await scrape();
    await turn();
    const added = lines.slice(before);
    expect(added.map((line) => line.msg)).toEqual(['request', 'request', 'request']);
    expect(added.map((line) => line.route)).toEqual(['/api/health', '/api/province/:id', '/api/metrics']);
  });
});

describe('GET /api/ready', () => {
  it('answers 200 while the database answers', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 in the error shape, in Indonesian, once the database is gone; health stays 200', async () => {
    const gone = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await gone.database.close();
      const res = await gone.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, message: apiMessages.databaseUnavailable, errors: [] });
      expect((await gone.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      // The scrape still answers, and says the database is down.
      expect(sampleValue(await scrape(gone), 'amal_database_up')).toBe(0);
    } finally {
      // Its live listener cannot unlisten on a closed PGlite: the app's close may fail, the rest not.
      await gone.app.close().catch(() => {});
      await gone.close().catch(() => {});
    }
  });

  it('answers 503 when PostgreSQL is unreachable (a closed port), and the scrape says so', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const database = openPostgres(`postgres://root@127.0.0.1:${port}/amal`, 2);
    const dataDir = mkdtempSync(join(tmpdir(), 'amal-unreachable-'));
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      DATA_DIR: dataDir,
      // Given, so that starting needs no database.
      JWT_SECRET: 'a-secret-of-at-least-32-characters-for-this-test',
      METRICS_TOKEN: TOKEN,
    });
    const app = await buildApp({ config, database, logger: false });
    try {
      const res = await app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, message: apiMessages.databaseUnavailable, errors: [] });
      const text = await scrape({ app } as TestApp);
      expect(sampleValue(text, 'amal_database_up')).toBe(0);
      expect(sampleValue(text, 'amal_database_info{driver="postgres"}')).toBe(1);
      expect(sampleValue(text, 'amal_metrics_database_probe_failures_total')).toBe(1);
    } finally {
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
