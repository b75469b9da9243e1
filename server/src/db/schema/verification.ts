import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sections } from './programs.ts';
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

/**
 * The verifier's version of one section of a proposal (decision 0043), in the shape of the
 * applicant's step; one row per proposal and section, whoever saved it last (a replacement verifier
 * continues the record). List sections carry an idVerificationItem on each item.
 */
export const verificationSections = pgTable(
  'verification_sections',
  {
    idVerificationSection: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    idSection: integer()
      .notNull()
      .references(() => sections.idSection),
    route: text().notNull(),
    data: jsonb().notNull(),
    /** The user who saved it last. */
    idVerificator: integer()
      .notNull()
      .references(() => users.idUser),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.idProposal, t.idSection)],
);

/** The ids of the items of list sections: unique across proposals, so an item is found by its id alone. */
export const verificationItemSeq = pgSequence('verification_item_seq');

/** A proposal's completed field verification: insert-once, and from then on every save is refused. */
export const fieldVerifications = pgTable('field_verifications', {
  idProposal: integer()
    .primaryKey()
    .references(() => proposals.idProposal),
  idUser: integer()
    .notNull()
    .references(() => users.idUser),
  completedAt: createdAt(),
});

/** The visit record of one assignment (spec §3 "Detail"); its date and cost live on the assignment. */
export const proposalVerificatorDetails = pgTable('proposal_verificator_details', {
  idProposalVerificatorDetail: integer().primaryKey().generatedAlwaysAsIdentity(),
  idProposalVerificator: integer()
    .notNull()
    .unique()
    .references(() => proposalVerificators.idProposalVerificator),
  distance: doublePrecision().notNull(),
  travelTime: doublePrecision().notNull(),
  travelMode: text().notNull(),
  reason: text().notNull(),
  routineProgram: boolean().notNull(),
  engagement: boolean(),
  faqih: boolean(),
  knowing: boolean(),
  isSalafi: boolean(),
  trusted: boolean(),
  recomended: boolean(),
  numberSimiliarProgram: doublePrecision(),
  otherSocialProgram: text(),
  estimatedRecipient: doublePrecision(),
  bannerPrintingPlace: text(),
  packagingSeller: text(),
  shirtSize: text(),
  visitedDate: date({ mode: 'string' }).notNull(),
  dailyStories: text(),
  note: text(),
  /** Who saved it last. */
  idUser: integer()
    .notNull()
    .references(() => users.idUser),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

/** A photo proving the aid was handed over; the bytes live in the file store. */
export const handoverEvidence = pgTable(
  'handover_evidence',
  {
    idHandoverEvidence: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    storageKey: text().notNull(),
    extension: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idProposal)],
);

/** The memorisation pretest's approval, one per proposal (programmes whose flow has status 29). */
export const pretests = pgTable('pretests', {
  idProposal: integer()
    .primaryKey()
    .references(() => proposals.idProposal),
  approved: boolean().notNull(),
  note: text(),
  idUser: integer()
    .notNull()
    .references(() => users.idUser),
  updatedAt: createdAt(),
});
