import {
  NOTIFICATION_KINDS,
  notificationMessages,
  type OutboxMessage,
  type OutboxSummary,
  type ProposalMessages,
  stateNote,
  type WhatsappOptOut,
} from '@amal/contract/notifications';
import { proposalMessages } from '@amal/contract/proposals';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages, proposals, whatsappOptOuts } from '../../db/schema/index.ts';
import type { AuthUser } from '../../lib/access.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, forbidden, notFound } from '../../lib/http-errors.ts';
import { canReadMessages, canReadOutbox, canResend } from './notifications.policy.ts';

const present = (row: typeof outboxMessages.$inferSelect, providerConfigured: boolean): OutboxMessage => ({
  idOutboxMessage: row.idOutboxMessage,
  kind: row.kind,
  state: row.state,
  stateNote: stateNote(row.state, providerConfigured),
  whatsappNumber: row.whatsappNumber,
  body: row.body,
  attempts: row.attempts,
  nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt.toISOString() : null,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

async function programOf(db: Db, idProposal: number) {
  const [row] = await db
    .select({ idProgram: proposals.idProgram })
    .from(proposals)
    .where(eq(proposals.idProposal, idProposal));
  return row?.idProgram;
}

/** GET /api/notifications/proposal/{idProposal}: the proposal's messages, newest first. */
export async function messagesOf(
  db: Db,
  user: AuthUser,
  idProposal: number,
  providerConfigured: boolean,
): Promise<ProposalMessages> {
  const idProgram = await programOf(db, idProposal);
  if (idProgram === undefined || !canReadMessages(user, idProgram)) throw notFound(proposalMessages.notFound);
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.idProposal, idProposal))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.idOutboxMessage));
  return {
    providerConfigured,
    canResend: canResend(user, idProgram),
    data: rows.map((row) => present(row, providerConfigured)),
  };
}

/**
 * POST /api/notifications/message/{id}/resend: a failed message back to pending with its tries
 * counted afresh (same idempotency key), audited. 404 for a message the caller may not see, 403
 * for a guest, 409 for a message that is not failed.
 */
export async function resend(
  db: Db,
  user: AuthUser,
  idOutboxMessage: number,
  providerConfigured: boolean,
): Promise<OutboxMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ message: outboxMessages, idProgram: proposals.idProgram })
      .from(outboxMessages)
      .innerJoin(proposals, eq(proposals.idProposal, outboxMessages.idProposal))
      .where(eq(outboxMessages.idOutboxMessage, idOutboxMessage))
      .for('update', { of: outboxMessages });
    if (!row || !canReadMessages(user, row.idProgram)) throw notFound(notificationMessages.notFound);
    if (!canResend(user, row.idProgram)) throw forbidden(notificationMessages.notAllowed);
    if (row.message.state !== 'failed') throw conflict(notificationMessages.onlyFailedResend);
    const [updated] = await tx
      .update(outboxMessages)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(eq(outboxMessages.idOutboxMessage, idOutboxMessage))
      .returning();
    await recordAudit(tx, {
      idUser: user.idUser,
      action: 'notification.resend',
      idProposal: row.message.idProposal,
      before: { state: row.message.state, attempts: row.message.attempts, lastError: row.message.lastError },
      after: { idOutboxMessage, state: 'pending' },
    });
    return present(updated!, providerConfigured);
  });
}

type SummaryRow = { kind: string; pending: number; failed: number; oldest: number | null };

/** GET /api/notifications/outbox: pending and failed counts by kind, and the oldest pending's age. */
export async function outboxSummary(
  db: Db,
  user: AuthUser,
  providerConfigured: boolean,
): Promise<OutboxSummary> {
  if (!canReadOutbox(user)) throw forbidden(notificationMessages.onlySuperAdmin);
  const result = await db.execute(sql`
    select kind, count(*) filter (where state = 'pending')::int as pending,
           count(*) filter (where state = 'failed')::int as failed,
           extract(epoch from now() - min(created_at) filter (where state = 'pending'))::float8 as oldest
    from outbox_messages where state in ('pending', 'failed') group by kind`);
  const rows = (result as unknown as { rows: SummaryRow[] }).rows;
  const byKind = NOTIFICATION_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return { kind, pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
  });
  const oldest = Math.max(0, ...rows.map((r) => Number(r.oldest ?? 0)));
  return {
    providerConfigured,
    pending: byKind.reduce((n, k) => n + k.pending, 0),
    failed: byKind.reduce((n, k) => n + k.failed, 0),
    oldestPendingSeconds: Math.round(oldest),
    byKind,
  };
}

/** GET /api/notifications/whatsapp-opt-out: the caller's own choice. */
export async function optOutOf(db: Db, user: AuthUser): Promise<WhatsappOptOut> {
  const n = await db.$count(whatsappOptOuts, eq(whatsappOptOuts.idUser, user.idUser));
  return { optOut: n > 0 };
}

/**
 * PUT /api/notifications/whatsapp-opt-out: the caller asks for no WhatsApp messages (their pending
 * ones become `opted-out` at the worker's next round), or for them again (messages set aside stay so).
 */
export async function setOptOut(db: Db, user: AuthUser, input: WhatsappOptOut): Promise<WhatsappOptOut> {
  if (input.optOut) await db.insert(whatsappOptOuts).values({ idUser: user.idUser }).onConflictDoNothing();
  else await db.delete(whatsappOptOuts).where(eq(whatsappOptOuts.idUser, user.idUser));
  return input;
}
