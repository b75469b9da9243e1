import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { proposals } from './proposals.ts';

/**
 * Messages due to applicants (WhatsApp), written in the transaction that makes them due; a sender
 * (the notifications issue) marks them sent. One registration message per proposal.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    idOutboxMessage: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    kind: text().notNull().$type<'registration'>(),
    whatsappNumber: text(),
    body: text().notNull(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.idProposal, t.kind),
    index('outbox_messages_unsent').on(t.createdAt).where(sql`${t.sentAt} is null`),
  ],
);
