import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The one PostgreSQL channel every app instance LISTENs on. */
export const LIVE_CHANNEL = 'amal_live';

/**
 * What travels through NOTIFY: ids only (a payload must stay under 8000 bytes, and what a
 * subscriber may read is decided by the instance that serves it, from the database).
 */
export type LiveNotice = { kind: 'comment'; idProposal: number; idComment: number };

/**
 * Announces a change to every instance. Sent inside the transaction that makes the change,
 * PostgreSQL delivers it at commit, and never for a rolled-back one.
 */
export async function notifyLive(executor: Pick<Db, 'execute'>, notice: LiveNotice): Promise<void> {
  await executor.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

export function parseNotice(payload: string): LiveNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveNotice>;
    if (
      value.kind === 'comment' &&
      Number.isSafeInteger(value.idProposal) &&
      Number.isSafeInteger(value.idComment)
    ) {
      return { kind: 'comment', idProposal: value.idProposal!, idComment: value.idComment! };
    }
  } catch {}
  return null;
}
