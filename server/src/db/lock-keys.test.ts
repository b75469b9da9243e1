import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { LOCK_KEYS, xactLock } from './lock-keys.ts';

const SRC = join(import.meta.dirname, '..');
const REGISTRY = ['db/lock-keys.ts', 'db/lock-keys.test.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const outsideRegistry = () =>
  sourceFiles(SRC)
    .map((path) => ({ file: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }))
    .filter(({ file }) => !REGISTRY.includes(file));

describe('advisory-lock namespaces (db/lock-keys.ts)', () => {
  it('are distinct, so no two features wait on each other when their ids coincide', () => {
    const numbers = Object.values(LOCK_KEYS);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('fit the first key of pg_advisory_xact_lock(int, int)', () => {
    for (const space of Object.values(LOCK_KEYS)) {
      expect(Number.isInteger(space) && space > 0 && space <= 2 ** 31 - 1, String(space)).toBe(true);
    }
  });

  it('are the only ones: no other file under server/src takes a lock with a literal number', () => {
    const literal = /pg_(try_)?advisory\w*\(\s*(\$\{\s*)?-?\d/;
    expect(
      outsideRegistry()
        .filter(({ text }) => literal.test(text))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('are taken only through xactLock: no other file spells pg_advisory (so no unregistered namespace)', () => {
    expect(
      outsideRegistry()
        .filter(({ text }) => text.includes('pg_advisory'))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('xactLock runs, with a key, an SQL key, or none', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.database;
      await db.transaction(async (tx) => {
        await tx.execute(xactLock('submissionSender', 1));
        await tx.execute(xactLock('loginAddress', sql`hashtext(${'127.0.0.1'}::text)`));
        await tx.execute(xactLock('referenceSeed'));
      });
    } finally {
      await t.close();
    }
  });
});
