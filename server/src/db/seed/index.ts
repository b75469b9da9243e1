import type { Config } from '../../config.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { Database } from '../client.ts';
import { seedDemo } from './demo.ts';
import { seedReference } from './reference.ts';

export type DemoSeeding = {
  /** Seed the demo accounts and their proposals. */
  seed: boolean;
  /** Why they were not seeded although asked: for the operator, on start. */
  warning?: string;
};

/**
 * Whether `npm start` seeds the demo accounts (decision 0031). Their password is public and one of
 * them is a super admin, so only when asked (SEED_DEMO=true), and never in production
 * (NODE_ENV=production, the default) even when asked. The kind of database plays no part: an
 * operator who asks twice gets the demo on PostgreSQL too.
 */
export function demoSeeding(config: Pick<Config, 'seedDemo' | 'nodeEnv'>): DemoSeeding {
  if (config.seedDemo !== true) return { seed: false };
  if (config.nodeEnv === 'production')
    return {
      seed: false,
      warning:
        'Amal: demo accounts were not seeded: SEED_DEMO=true is ignored when NODE_ENV=production ' +
        '(their password is public and one of them is a super admin). ' +
        'To try Amal with sample people: npm run demo (NODE_ENV=development SEED_DEMO=true).',
    };
  return { seed: true };
}

/**
 * Reference data always (idempotent); demo accounts and proposals only when `demo` is true
 * (skipped where their NIPs exist). Their documents' files go to `files`.
 */
export async function seedDatabase(database: Database, files: FileStore, options: { demo?: boolean } = {}) {
  await seedReference(database.db);
  if (options.demo === true) await seedDemo(database.db, files);
}

/**
 * What `npm start` seeds (main.ts): reference data, and the demo when `demoSeeding` allows it.
 * Answers the decision, whose warning the caller prints.
 */
export async function seedOnStart(
  database: Database,
  files: FileStore,
  config: Pick<Config, 'seedDemo' | 'nodeEnv'>,
): Promise<DemoSeeding> {
  const demo = demoSeeding(config);
  await seedDatabase(database, files, { demo: demo.seed });
  return demo;
}
