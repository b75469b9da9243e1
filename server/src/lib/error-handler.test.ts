import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { apiMessages } from '@amal/contract/api';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { errorHandler } from './error-handler.ts';

const KK = '3201234567890001';
const client = new PGlite();
const db = drizzle({ client });
afterAll(() => client.close());

describe('errorHandler (ASVS 16.2.5, 16.5.1)', () => {
  it('answers a failed query with 500 and the Indonesian message, and logs it without its parameters', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.setErrorHandler(errorHandler);
    // Division by zero: a database error that is no caller's mistake, with a KK number as a parameter.
    app.get('/fails', async () => db.execute(sql`select ${KK}::text || (1 / 0)::text`));
    const res = await app.inject({ url: '/fails' });
    await app.close();

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, message: apiMessages.serverError, errors: [] });
    const logged = lines.find((line) => line.includes('unhandled error'));
    expect(logged).toBeDefined();
    expect(logged).toContain('22012');
    expect(logged).toContain('select $1::text');
    expect(logged).not.toContain(KK);
    expect(res.body).not.toContain(KK);
  });
});

describe('errorHandler and NUL reaching the database (issue 31.11)', () => {
  it('answers NUL in text (22021) and in JSON (22P05) with 400 and the control-character message', async () => {
    const app = Fastify();
    app.setErrorHandler(errorHandler);
    app.get('/text', async () => db.execute(sql`select ${'Ahmad\u0000'}::text`));
    app.get('/json', async () => db.execute(sql`select ${'{"name":"Ahmad\\u0000"}'}::jsonb`));
    for (const url of ['/text', '/json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, message: apiMessages.controlCharacters, errors: [] });
    }
    await app.close();
  });
});

/** A log stream and the parsed lines written to it. */
function logLines() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}
const ERROR_LEVEL = 50;

describe('a client that goes away, and a database that does (issue 31.14)', () => {
  it('logs a request body cut off by its client as client-aborted at info, never as a database outage', async () => {
    const { lines, stream } = logLines();
    const t = await createTestApp({}, stream);
    try {
      const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const socket = connect(Number(url.port), url.hostname);
      await new Promise((done) => socket.once('connect', done));
      socket.write(
        'POST /api/login/member HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
          'Content-Length: 1000\r\n\r\n{"username":"ARN101-',
      );
      await new Promise((done) => setTimeout(done, 100));
      socket.destroy();
      await expect.poll(() => lines.some((line) => line.msg === 'client-aborted')).toBe(true);
    } finally {
      await t.close();
    }
    expect(lines.find((line) => line.msg === 'client-aborted')).toMatchObject({ level: 30 });
    expect(lines.filter((line) => line.level >= ERROR_LEVEL)).toEqual([]);
    expect(JSON.stringify(lines)).not.toContain('database unavailable');
    expect(JSON.stringify(lines.find((line) => line.msg === 'client-aborted'))).not.toContain('stack');
  });

  it('still answers a database that cannot be reached with 503 and logs it at error', async () => {
    const { lines, stream } = logLines();
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const unreachable = drizzlePg({ client: pool });
    const app = Fastify({ logger: { level: 'info', stream } });
    app.setErrorHandler(errorHandler);
    app.get('/query', async () => unreachable.execute(sql`select 1`));
    const res = await app.inject({ url: '/query' });
    await app.close();
    await pool.end();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(apiMessages.databaseUnavailable);
    expect(lines.find((line) => line.msg === 'database unavailable')).toMatchObject({ level: ERROR_LEVEL });
  });
});
