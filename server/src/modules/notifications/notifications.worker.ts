/**
 * The outbox worker (decision 0049). A round claims the due messages with one statement
 * (`FOR UPDATE SKIP LOCKED`: on PostgreSQL several instances share the work and never take the same
 * row; on PGlite the one process is alone), each claim counting as a try and leasing the row for
 * LEASE_SECONDS, then sends each outside any transaction and marks it sent, or schedules the next try
 * with exponential backoff, or marks it failed once MAX_SEND_ATTEMPTS ran out. A worker that dies
 * between the send and the mark leaves the row leased: after the lease another worker sends it again
 * with the same idempotency key. Messages of members who opted out become `opted-out`, never sent.
 */
import { MAX_SEND_ATTEMPTS, notificationMessages, retryDelaySeconds } from '@amal/contract/notifications';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { enqueueDocumentReminders } from './notifications.outbox.ts';
import type { MessageProvider } from './notifications.provider.ts';

/** How long a claimed message is left to its worker before another may try it. */
export const LEASE_SECONDS = 120;
/** Messages one round claims at most. */
export const BATCH_SIZE = 20;
/** The documents reminders are looked for at most this often. */
const REMINDER_SCAN_MS = 60 * 60 * 1000;

type Claimed = {
  id_outbox_message: number;
  whatsapp_number: string | null;
  body: string;
  idempotency_key: string;
  attempts: number;
};

/** Marks the due messages of opted-out members, so that no round ever claims them. */
export async function markOptedOut(db: Db): Promise<number> {
  const result = await db.execute(sql`
    update outbox_messages set state = 'opted-out', next_attempt_at = now()
    where state = 'pending' and next_attempt_at <= now()
      and id_user in (select id_user from whatsapp_opt_outs)
    returning id_outbox_message`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** Claims up to `limit` due messages: each gets one more try counted and a lease. */
export async function claimDue(db: Db, limit = BATCH_SIZE): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update outbox_messages o
    set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    from (
      select id_outbox_message from outbox_messages
      where state = 'pending' and next_attempt_at <= now()
        and (id_user is null or id_user not in (select id_user from whatsapp_opt_outs))
      order by next_attempt_at, id_outbox_message
      limit ${limit}
      for update skip locked
    ) due
    where o.id_outbox_message = due.id_outbox_message
    returning o.id_outbox_message, o.whatsapp_number, o.body, o.idempotency_key, o.attempts`);
  return (result as unknown as { rows: Claimed[] }).rows;
}

const pendingRow = (id: number) =>
  and(eq(outboxMessages.idOutboxMessage, id), eq(outboxMessages.state, 'pending'));

async function markSent(db: Db, id: number, providerMessageId: string) {
  await db
    .update(outboxMessages)
    .set({ state: 'sent', sentAt: new Date(), providerMessageId, lastError: null })
    .where(pendingRow(id));
}

/** After a failed try: the next one after the backoff (or the provider's Retry-After), else failed. */
async function markTryFailed(
  db: Db,
  message: Claimed,
  failure: { retryable: boolean; error: string; retryAfterSeconds?: number },
) {
  const attempts = Number(message.attempts);
  if (!failure.retryable || attempts >= MAX_SEND_ATTEMPTS) {
    await db
      .update(outboxMessages)
      .set({ state: 'failed', lastError: failure.error })
      .where(pendingRow(message.id_outbox_message));
    return 'failed' as const;
  }
  const wait = Math.max(retryDelaySeconds(attempts), failure.retryAfterSeconds ?? 0);
  await db
    .update(outboxMessages)
    .set({
      lastError: failure.error,
      nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
    })
    .where(pendingRow(message.id_outbox_message));
  return 'retry' as const;
}

export type RoundResult = { sent: number; retried: number; failed: number; optedOut: number };

/** One round: opted-out messages set aside, then the due ones claimed, sent and marked. */
export async function runRound(
  db: Db,
  provider: MessageProvider,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<RoundResult> {
  const result: RoundResult = { sent: 0, retried: 0, failed: 0, optedOut: await markOptedOut(db) };
  for (const message of await claimDue(db)) {
    if (!message.whatsapp_number) {
      await markTryFailed(db, message, { retryable: false, error: notificationMessages.noNumber });
      result.failed += 1;
      continue;
    }
    const sent = await provider.send({
      to: message.whatsapp_number,
      body: message.body,
      idempotencyKey: message.idempotency_key,
    });
    if (sent.ok) {
      await markSent(db, message.id_outbox_message, sent.providerMessageId);
      result.sent += 1;
      continue;
    }
    const outcome = await markTryFailed(db, message, sent);
    result[outcome === 'failed' ? 'failed' : 'retried'] += 1;
    // The message id and the provider's error only: no number, no text, no credential.
    log?.warn(
      {
        event: 'whatsapp-send-failed',
        idOutboxMessage: message.id_outbox_message,
        outcome,
        error: sent.error,
      },
      'WhatsApp message not sent',
    );
  }
  return result;
}

export type OutboxWorker = { stop(): Promise<void>; runNow(): Promise<void> };

/**
 * Runs a round every `intervalMs` (a timer that keeps nothing alive) until stopped, which waits for
 * the round under way. Without a provider it only writes the documents reminders and sets aside
 * opted-out messages: the rest stay pending ("not sent: no provider"). A failed round is logged.
 */
export function startOutboxWorker(options: {
  db: Db;
  provider: MessageProvider | undefined;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}): OutboxWorker {
  const { db, provider, log } = options;
  let running: Promise<void> | null = null;
  let lastReminderScan = 0;
  let stopped = false;
  const round = async () => {
    if (Date.now() - lastReminderScan >= REMINDER_SCAN_MS) {
      lastReminderScan = Date.now();
      const written = await enqueueDocumentReminders(db);
      if (written > 0) log.info({ event: 'documents-reminders', written }, 'documents reminders written');
    }
    if (provider) {
      const done = await runRound(db, provider, log);
      if (done.sent + done.failed + done.retried + done.optedOut > 0)
        log.info({ event: 'outbox-round', ...done }, 'outbox round');
    } else await markOptedOut(db);
  };
  const run = () => {
    if (running || stopped) return running ?? Promise.resolve();
    running = round()
      .catch((err: unknown) => log.error({ err }, 'outbox round failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  void run();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
