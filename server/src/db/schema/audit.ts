import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What staff did: every staff write and every staff read of a document file, with the state before
 * and after, written in the transaction of the write. Append-only: the app has no way to change it.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    idAuditEvent: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Who acted. */
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    /** What was done, e.g. "proposal.status". */
    action: text().notNull(),
    /** The proposal concerned, when there is one. */
    idProposal: integer(),
    /** The member concerned, when there is one. */
    idSubjectUser: integer(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.idProposal, t.createdAt), index().on(t.idSubjectUser, t.createdAt)],
);
