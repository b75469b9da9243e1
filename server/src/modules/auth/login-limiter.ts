import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@amal/contract/auth';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/index.ts';

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

// Counted per NIP and address together: a shared carrier address does not lock out everyone
// behind it, and an attacker elsewhere cannot lock a member out of their own phone.
const key = (nip: string, address: string) =>
  and(eq(loginFailures.nip, nip.toUpperCase()), eq(loginFailures.address, address));

/** When the pair is locked, the instant the window passes; otherwise null. */
export async function lockedUntil(
  db: Db,
  nip: string,
  address: string,
  now = new Date(),
): Promise<Date | null> {
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(key(nip, address), gt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(asc(loginFailures.failedAt));
  if (recent.length < LOGIN_MAX_FAILURES) return null;
  // Locked until the oldest failure that still counts leaves the window.
  const oldestCounting = recent[recent.length - LOGIN_MAX_FAILURES]!.failedAt;
  return new Date(oldestCounting.getTime() + WINDOW_MS);
}

export async function recordFailure(db: Db, nip: string, address: string, now = new Date()) {
  await db.insert(loginFailures).values({ nip: nip.toUpperCase(), address, failedAt: now });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS)));
}

export async function clearFailures(db: Db, nip: string, address: string) {
  await db.delete(loginFailures).where(key(nip, address));
}
