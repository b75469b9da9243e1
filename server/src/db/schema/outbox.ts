import type { NotificationKind, OutboxState } from '@amal/contract/notifications';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { proposals } from './proposals.ts';
import { users } from './users.ts';

/** What a message is about and where it stands (contract `notifications.ts` says what each means). */
export type { NotificationKind as OutboxKind, OutboxState } from '@amal/contract/notifications';

/**
 * Messages due to applicants (WhatsApp), written in the transaction that makes them due (decision
 * 0049); the notifications worker claims the due ones, sends them and marks them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    idOutboxMessage: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    kind: text().notNull().$type<NotificationKind>(),
    /** The recipient (the proposal's applicant), whose opt-out the worker honours. */
    idUser: integer().references(() => users.idUser),
    whatsappNumber: text(),
    body: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ mode: 'date', withTimezone: true }),
    state: text().notNull().default('pending').$type<OutboxState>(),
    /** Tries made (a claim counts as one). */
    attempts: integer().notNull().default(0),
    /** When a worker may take it next: now when written, later after a failed try or while claimed. */
    nextAttemptAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    /** One per cause (`status:{idProposal}:{version}`…): written once, sent to the provider with each try. */
    idempotencyKey: text().notNull().default(sql`gen_random_uuid()::text`),
    /** The provider's id of the sent message (Cloud API `messages[0].id`). */
    providerMessageId: text(),
  },
  (t) => [
    uniqueIndex().on(t.idempotencyKey),
    index().on(t.idProposal),
    index('outbox_messages_due').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
  ],
);

/** Members who asked for no WhatsApp messages; their messages are kept as `opted-out`, never sent. */
export const whatsappOptOuts = pgTable('whatsapp_opt_outs', {
  idUser: integer()
    .primaryKey()
    .references(() => users.idUser),
  createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
});
