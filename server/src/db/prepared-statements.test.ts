import { type SQL, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { templateDatabaseUrl } from '../test/databases.ts';
import { openPostgres } from './client.ts';
import { MAX_NAMED_PARAMETERS, statementName, withStatementName } from './prepared-statements.ts';

describe('statement names', () => {
  it('gives a text the same name every time, and another text another name', () => {
    const first = statementName('select $1::int as a');
    expect(first).toMatch(/^amal_\d+$/);
    expect(statementName('select $1::int as a')).toBe(first);
    expect(statementName('select $1::int as b')).not.toBe(first);
  });

  it('names statements with parameters only, and keeps a name the caller chose', () => {
    expect(withStatementName({ text: 'select $1::int as c' }, [1])).toMatchObject({
      name: expect.any(String),
    });
    expect(withStatementName({ text: 'create table t (id int)' }, [])).toEqual({
      text: 'create table t (id int)',
    });
    expect(withStatementName({ text: 'begin' })).toEqual({ text: 'begin' });
    expect(withStatementName('select $1::int', [1])).toBe('select $1::int');
    expect(withStatementName({ name: 'mine', text: 'select $1::int as d' }, [1])).toEqual({
      name: 'mine',
      text: 'select $1::int as d',
    });
  });

  it('leaves bulk writes unnamed (more than MAX_NAMED_PARAMETERS parameters)', () => {
    const many = Array.from({ length: MAX_NAMED_PARAMETERS + 1 }, (_, i) => i);
    const text = `select ${many.map((i) => `$${i + 1}::int`).join(', ')}`;
    expect(withStatementName({ text }, many)).toEqual({ text });
  });
});

// Prepared statements are a PostgreSQL server's (PGlite runs in-process and needs none), so this
// runs on PostgreSQL only (TEST_DATABASE_URL) and is reported as skipped otherwise.
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('the app on PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const database = url ? openPostgres(templateDatabaseUrl(url, 'postgres'), 1) : null;
  afterAll(() => database?.close());

  it("prepares Drizzle's statements once per connection and runs them again from there", async () => {
    const db = database!.db;
    const rows = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
    expect(await rows(sql`select ${1}::int + 1 as "next"`)).toEqual([{ next: 2 }]);
    expect(await rows(sql`select ${41}::int + 1 as "next"`)).toEqual([{ next: 42 }]);
    const text = 'select $1::int + 1 as "next"';
    expect(await rows(sql`select name, statement from pg_prepared_statements`)).toContainEqual({
      name: statementName(text),
      statement: text,
    });
  });
});
