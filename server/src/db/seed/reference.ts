import type { Db } from '../client.ts';
import { xactLock } from '../lock-keys.ts';
import { seedVersions } from '../schema/index.ts';
import { AREAS_VERSION, seedAreas } from './areas.ts';
import { type Executor, recordVersion, seededVersion } from './batch.ts';
import { CATALOGUE_VERSION, seedCatalogue } from './catalogue.ts';
import { LOOKUPS_VERSION, NEWS_VERSION, seedLookups, seedNews } from './lookups.ts';

/** One data set of the reference seed, applied when the database holds another version (or none). */
type Dataset = { name: string; version: string; seed: (db: Executor) => Promise<void> };

// In dependency order: the catalogue's role-status mapping needs the roles of the lookups.
export const DATASETS: Dataset[] = [
  { name: 'lookups', version: LOOKUPS_VERSION, seed: seedLookups },
  { name: 'areas', version: AREAS_VERSION, seed: seedAreas },
  { name: 'catalogue', version: CATALOGUE_VERSION, seed: seedCatalogue },
  { name: 'news', version: NEWS_VERSION, seed: seedNews },
];

export type SeedReport = { dataset: string; version: string; seeded: boolean; ms: number }[];

/**
 * Lookups, administrative areas, the programme catalogue and news. Idempotent and quick on a
 * restart: each data set records its version in seed_versions and is skipped while it matches;
 * each is applied in its own transaction, so a failure leaves no half-seeded set behind.
 */
export async function seedReference(db: Db): Promise<SeedReport> {
  const versions = await db.select().from(seedVersions);
  const known = new Map(versions.map((r) => [r.dataset, r.version]));
  const report: SeedReport = [];
  for (const dataset of DATASETS) {
    const started = performance.now();
    let seeded = false;
    if (known.get(dataset.name) !== dataset.version) {
      await db.transaction(async (tx) => {
        // Several app instances may start at once against one PostgreSQL: the first to take this
        // lock seeds, the others wait and then find the version already recorded.
        await tx.execute(xactLock('referenceSeed'));
        if ((await seededVersion(tx, dataset.name)) === dataset.version) return;
        await dataset.seed(tx);
        await recordVersion(tx, dataset.name, dataset.version);
        seeded = true;
      });
    }
    report.push({
      dataset: dataset.name,
      version: dataset.version,
      seeded,
      ms: Math.round(performance.now() - started),
    });
  }
  return report;
}
