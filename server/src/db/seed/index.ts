import { sql } from 'drizzle-orm';
import type { FileStore } from '../../lib/file-store.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';
import { seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';

/**
 * Reference data always (idempotent); demo accounts only on an empty embedded database,
 * or whenever SEED_DEMO says so. Their documents' files go to `files`.
 */
export async function seedDatabase(database: Database, files: FileStore, options: { demo?: boolean } = {}) {
  await seedReference(database.db);
  const demo = options.demo ?? (database.kind === 'pglite' && (await isEmpty(database)));
  if (demo) await seedDemo(database.db, files);
}

async function isEmpty({ db }: Database) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row!.count === 0;
}
