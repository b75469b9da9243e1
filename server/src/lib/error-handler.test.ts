import { Writable } from 'node:stream';
import { apiMessages } from '@amal/contract/api';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
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
