import type { Settings } from '@amal/contract/settings';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { memoryCache } from '../../lib/memory-cache.ts';

/** The settings' rows in app_settings (beside the token secret), by field. */
const KEYS = {
  foundationName: 'foundation_name',
  customerServiceUrl: 'customer_service_url',
  handoverProof: 'handover_proof',
} as const satisfies Record<keyof Settings, string>;
const STORED_KEYS = Object.values(KEYS);

/**
 * How long an instance keeps the settings it read. The instance that saves them forgets its copy
 * at once; another instance on the same PostgreSQL database shows the change after this at most.
 */
export const SETTINGS_TTL_MS = 5_000;

type Stored = Partial<Settings>;
type Executor = Pick<Db, 'select'>;

/** Per database (a test process opens many): its stored settings, and a count of the saves seen. */
const caches = new WeakMap<Db, { entries: ReturnType<typeof storedCache>; saves: number }>();
const storedCache = () => memoryCache<'stored', Stored>({ max: 1, ttl: SETTINGS_TTL_MS });
function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = { entries: storedCache(), saves: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** Until a super admin saves the settings, the environment's values (FOUNDATION_NAME, …) hold. */
export const defaultSettings = (config: Pick<Config, 'foundationName' | 'customerServiceUrl'>): Settings => ({
  foundationName: config.foundationName,
  customerServiceUrl: config.customerServiceUrl,
  handoverProof: false,
});

function fromRows(rows: { key: string; value: string }[]): Stored {
  const stored: Stored = {};
  for (const { key, value } of rows) {
    if (key === KEYS.foundationName) stored.foundationName = value;
    else if (key === KEYS.customerServiceUrl) stored.customerServiceUrl = value;
    else if (key === KEYS.handoverProof) stored.handoverProof = value === 'true';
  }
  return stored;
}

const toRows = (settings: Settings) => [
  { key: KEYS.foundationName, value: settings.foundationName },
  { key: KEYS.customerServiceUrl, value: settings.customerServiceUrl },
  { key: KEYS.handoverProof, value: String(settings.handoverProof) },
];

async function readStored(db: Executor): Promise<Stored> {
  return fromRows(await db.select().from(appSettings).where(inArray(appSettings.key, STORED_KEYS)));
}

/**
 * The settings the running app shows: what a super admin saved, else the environment's defaults.
 * Kept SETTINGS_TTL_MS; a read that began before a save does not keep what it read.
 */
export async function readSettings(
  db: Db,
  config: Pick<Config, 'foundationName' | 'customerServiceUrl'>,
): Promise<Settings> {
  const cache = cacheOf(db);
  let stored = cache.entries.get('stored');
  if (!stored) {
    const saves = cache.saves;
    stored = await readStored(db);
    if (cache.saves === saves) cache.entries.set('stored', stored);
  }
  return { ...defaultSettings(config), ...stored };
}

/**
 * PATCH /api/settings: every setting saved at once, with an audit row of before and after in the
 * same transaction. The rows are locked first (made from the current values when missing), so that
 * two saves at once each record what the other left.
 */
export async function saveSettings(
  db: Db,
  config: Pick<Config, 'foundationName' | 'customerServiceUrl'>,
  user: AuthUser,
  settings: Settings,
): Promise<Settings> {
  const saved = await db.transaction(async (tx) => {
    const current = { ...defaultSettings(config), ...(await readStored(tx)) };
    await tx.insert(appSettings).values(toRows(current)).onConflictDoNothing();
    const locked = await tx
      .select()
      .from(appSettings)
      .where(inArray(appSettings.key, STORED_KEYS))
      .for('update');
    const before = { ...defaultSettings(config), ...fromRows(locked) };
    await tx
      .insert(appSettings)
      .values(toRows(settings))
      .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
    await recordAudit(tx, { idUser: user.idUser, action: 'settings', before, after: settings });
    return settings;
  });
  const cache = cacheOf(db);
  cache.saves += 1;
  cache.entries.clear();
  return saved;
}
