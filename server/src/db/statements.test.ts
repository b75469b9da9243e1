import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Db } from './client.ts';
import { appSettings } from './schema/index.ts';
import { inTransaction, statement } from './statements.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const insertSetting = (db: Db) =>
  statement(db, 'test_insert_setting', (d) =>
    d
      .insert(appSettings)
      .values({ key: sql.placeholder('key'), value: sql.placeholder('value') })
      .prepare('test_insert_setting'),
  );
const settingOf = async (db: Pick<Db, 'select'>, key: string) =>
  (await db.select().from(appSettings).where(eq(appSettings.key, key)))[0]?.value;

describe('a prepared statement run in a transaction (inTransaction)', () => {
  it("runs on the transaction's connection: the transaction sees the row, and its rollback takes it away", async () => {
    const { db } = t.database;
    let seenInside: string | undefined;
    await expect(
      db.transaction(async (tx) => {
        await inTransaction(insertSetting(db), tx).execute({ key: 'tx-bound', value: 'inside' });
        seenInside = await settingOf(tx, 'tx-bound');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seenInside).toBe('inside');
    expect(await settingOf(db, 'tx-bound')).toBeUndefined();
  });

  it('leaves the statement itself on the database, for the next caller outside a transaction', async () => {
    const { db } = t.database;
    await db.transaction(async (tx) => {
      await inTransaction(insertSetting(db), tx).execute({ key: 'committed', value: 'one' });
    });
    await insertSetting(db).execute({ key: 'outside', value: 'two' });
    expect(await settingOf(db, 'committed')).toBe('one');
    expect(await settingOf(db, 'outside')).toBe('two');
  });
});
