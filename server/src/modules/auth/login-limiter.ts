import { LOGIN_FAILURE_WINDOW_MINUTES, LOGIN_MAX_FAILURES } from '@amal/contract/auth';
import { and, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { xactLock } from '../../db/lock-keys.ts';
import { loginFailures } from '../../db/schema/index.ts';
import type { Transaction } from '../../db/statements.ts';

type Queries = Db | Transaction;

const WINDOW_MS = LOGIN_FAILURE_WINDOW_MINUTES * 60_000;

// Counted per NIP and address together: a shared carrier address does not lock out everyone
// behind it, and an attacker elsewhere cannot lock a member out of their own phone.
const key = (nip: string, address: string) =>
  and(eq(loginFailures.nip, nip.toUpperCase()), eq(loginFailures.address, address));

/**
 * Wrong passwords from one address for any NIPs together, in the same window: high enough for the
 * many members behind one carrier address, low enough to stop one address trying NIP after NIP.
 */
export const ADDRESS_MAX_FAILURES = 50;

/** When `limit` failures matching `where` lie in the window, the instant the oldest counting one leaves it. */
async function lockedBy(db: Queries, where: SQL | undefined, limit: number, now: Date): Promise<Date | null> {
  const recent = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(desc(loginFailures.failedAt))
    .limit(limit);
  if (recent.length < limit) return null;
  return new Date(recent[limit - 1]!.failedAt.getTime() + WINDOW_MS);
}

/** When the NIP and address pair, or the address as a whole, is locked: the instant it opens; otherwise null. */
export async function lockedUntil(
  db: Queries,
  nip: string,
  address: string,
  now = new Date(),
): Promise<Date | null> {
  return (
    (await lockedBy(db, key(nip, address), LOGIN_MAX_FAILURES, now)) ??
    (await lockedBy(db, eq(loginFailures.address, address), ADDRESS_MAX_FAILURES, now))
  );
}

export async function recordFailure(db: Queries, nip: string, address: string, now = new Date()) {
  await db.insert(loginFailures).values({ nip: nip.toUpperCase(), address, failedAt: now });
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - WINDOW_MS)));
}

/**
 * Takes one attempt of the pair's allowance before the password is checked: the attempt is written
 * as a failure at once, so a burst sent in parallel sees it, where counting only after the (slow)
 * password check let every request of the burst through. The address lock is taken too because its
 * own limit spans NIPs. Locks in one order (pair, then address): no two logins wait on each other
 * in a circle. A correct password then clears the pair's failures, this reservation with them.
 * Returns null, or the instant the pair or the address opens again.
 */
export function reserveAttempt(db: Db, nip: string, address: string, now = new Date()): Promise<Date | null> {
  const upper = nip.toUpperCase();
  return db.transaction(async (tx) => {
    await tx.execute(xactLock('loginPair', sql`hashtext(${upper}::text || '|' || ${address}::text)`));
    await tx.execute(xactLock('loginAddress', sql`hashtext(${address}::text)`));
    const until = await lockedUntil(tx, upper, address, now);
    if (!until) await recordFailure(tx, upper, address, now);
    return until;
  });
}

export async function clearFailures(db: Db, nip: string, address: string) {
  await db.delete(loginFailures).where(key(nip, address));
}
