import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { proposals } from './proposals.ts';
import { users } from './users.ts';

const createdAt = () => timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow();

/** A person registered as a field verifier ("verifikator lapangan"), once per user. */
export const verificators = pgTable('verificators', {
  idVerificator: integer().primaryKey().generatedAlwaysAsIdentity(),
  idUser: integer()
    .notNull()
    .unique()
    .references(() => users.idUser),
  createdAt: createdAt(),
});

/**
 * A field verifier assigned to a proposal (spec §3 "Field verifier record"). Removing one marks it
 * inactive (idVerificatorStatus), so the assignment stays in the record; at most one active link
 * per verifier and proposal.
 */
export const proposalVerificators = pgTable(
  'proposal_verificators',
  {
    idProposalVerificator: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    idVerificator: integer()
      .notNull()
      .references(() => verificators.idVerificator),
    /** 1 active, 2 removed (VERIFICATOR_STATUS in contract/src/verifiers.ts). */
    idVerificatorStatus: integer().notNull(),
    /** The lead verifier or admin who assigned them. */
    idLeadVerificator: integer()
      .notNull()
      .references(() => users.idUser),
    /** The planned or done visit, set by the verifier. */
    verificationDate: timestamp({ mode: 'date', withTimezone: true }),
    /** What the visit cost, in Rupiah. */
    cost: integer(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index().on(t.idProposal),
    index().on(t.idVerificator, t.idVerificatorStatus),
    uniqueIndex('proposal_verificators_active')
      .on(t.idProposal, t.idVerificator)
      .where(sql`${t.idVerificatorStatus} = 1`),
  ],
);
