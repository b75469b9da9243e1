import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { programs, proposalStatuses, sections } from './programs.ts';
import { assetTypes, expenseTypes, incomeTypes, jobs, relationships, statusResidences } from './reference.ts';
import { families, users } from './users.ts';

const createdAt = () => timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow();
const money = () => bigint({ mode: 'number' }).notNull().default(0);

/** A wizard in progress: one per user and programme, its data keyed by section route. */
export const temporaryProposals = pgTable(
  'temporary_proposals',
  {
    idTempProposal: integer().primaryKey().generatedAlwaysAsIdentity(),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    /** JSON text of an object keyed by section route, kept as the browser sent it. */
    data: text().notNull().default('{}'),
    /** DRAFTED or SUBMITTED. */
    status: text().notNull().default('DRAFTED'),
    /** The programme's structure version the draft was started on (decision 0051). */
    programVersion: integer().notNull().default(1),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.idUser, t.idProgram)],
);

/** Who submitted a proposal (the applicant or recommender) and how they stand to the recipient. */
export const referrers = pgTable(
  'referrers',
  {
    idReferrer: integer().primaryKey().generatedAlwaysAsIdentity(),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    distanceWithReference: integer(),
    idRelationshipWithReference: integer().references(() => relationships.idRelationship),
    reason: text(),
    idStatusResidence: integer().references(() => statusResidences.idStatusResidence),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idUser)],
);

/** The recipient of a proposal and what the application says about their situation. */
export const references = pgTable(
  'references',
  {
    idReference: integer().primaryKey().generatedAlwaysAsIdentity(),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    distanceWithReference: integer(),
    /** 8 = the applicant themselves. */
    idRelationshipWithReference: integer()
      .notNull()
      .default(8)
      .references(() => relationships.idRelationship),
    reason: text(),
    trouble: text(),
    troubleshooting: text(),
    residenceOwner: text(),
    deadDivorceLength: integer(),
    socialMedia: text(),
    provideFinance: boolean(),
    addressSameWithKTP: boolean('address_same_with_ktp'),
    numberOfChildren: integer(),
    lengthOfStay: integer(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idUser)],
);

export const proposals = pgTable(
  'proposals',
  {
    idProposal: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    idReferrer: integer()
      .notNull()
      .references(() => referrers.idReferrer),
    idReference: integer()
      .notNull()
      .references(() => references.idReference),
    /** The applying institution (a later issue); null for a person. */
    idOrganization: integer(),
    /** The parent proposal of a sub-programme proposal made in the same submission. */
    idProposalParent: integer().references((): AnyPgColumn => proposals.idProposal),
    idTempProposal: integer().references(() => temporaryProposals.idTempProposal),
    /** The browser's key of one submission: a retry finds the proposal instead of making another. */
    submissionKey: uuid(),
    verificationNumber: text(),
    /** Whether every required document of the programme is uploaded; refreshed when documents change. */
    documentComplete: boolean().notNull().default(false),
    /** The current status (the last of the history), kept here for the list filters. */
    idProposalStatus: integer()
      .notNull()
      .references(() => proposalStatuses.idProposalStatus),
    /** The recipient's answer to a proposal someone else made for them: ACCEPTED or DECLINED. */
    recipientResponse: text().$type<'ACCEPTED' | 'DECLINED'>(),
    recipientRespondedAt: timestamp({ mode: 'date', withTimezone: true }),
    /** Grows with every status change: a staff decision made on an older version is refused (409). */
    version: integer().notNull().default(0),
    /** The programme's structure version it was submitted under: it is read with that (decision 0051). */
    programVersion: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex().on(t.submissionKey),
    // Unique per programme (spec §4); proposals without a number do not collide (NULLs are distinct).
    uniqueIndex().on(t.idProgram, t.verificationNumber),
    // The desk's unfiltered first page, newest first, for a super admin.
    index().on(t.createdAt, t.idProposal),
    index().on(t.idReferrer, t.createdAt),
    index().on(t.idReference, t.createdAt),
    index().on(t.idProgram, t.idProposalStatus),
    // The quota count: the proposals of a programme made within its running period.
    index().on(t.idProgram, t.createdAt),
    index().on(t.idProposalStatus),
    index().on(t.idProposalParent),
    index().on(t.verificationNumber),
    // The desk's "documents complete" filter: its total counted from this index alone.
    index().on(t.documentComplete).where(sql`${t.idProposalParent} is null`),
  ],
);

export const proposalStatusHistory = pgTable(
  'proposal_status_history',
  {
    idProposalStatusHistory: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    idProposalStatus: integer()
      .notNull()
      .references(() => proposalStatuses.idProposalStatus),
    /** Who set the status: the applicant for the first one, staff afterwards. */
    idUser: integer().references(() => users.idUser),
    /** The status it was changed from; null for the first. */
    fromStatus: integer().references(() => proposalStatuses.idProposalStatus),
    /** Why, as the staff member wrote it. */
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idProposal, t.createdAt)],
);

/**
 * A send-back for revision: staff's note per reopened section, and once the applicant corrects
 * them, those sections before and after, so that the earlier version stays readable.
 */
export const proposalRevisions = pgTable(
  'proposal_revisions',
  {
    idProposalRevision: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    /** The staff member who sent it back. */
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    notes: jsonb().notNull().$type<{ route: string; note: string }[]>(),
    /** The status the proposal had when it was sent back, which the correction returns it to. */
    fromStatus: integer()
      .notNull()
      .references(() => proposalStatuses.idProposalStatus),
    sectionsBefore: jsonb().$type<Record<string, unknown>>(),
    sectionsAfter: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    resubmittedAt: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [index().on(t.idProposal, t.createdAt)],
);

/** Every step's validated data: the data-driven store that new section kinds need no table for. */
export const proposalSections = pgTable(
  'proposal_sections',
  {
    idProposalSection: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    idSection: integer()
      .notNull()
      .references(() => sections.idSection),
    route: text().notNull(),
    data: jsonb().notNull(),
  },
  (t) => [uniqueIndex().on(t.idProposal, t.idSection)],
);

const financeRow = () => ({
  idProposal: integer()
    .notNull()
    .references(() => proposals.idProposal),
  idSection: integer()
    .notNull()
    .references(() => sections.idSection),
});

/** Typed copies of the finance steps, for verification and scoring to query. */
export const expenses = pgTable(
  'expenses',
  {
    idExpense: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...financeRow(),
    idExpenseType: integer()
      .notNull()
      .references(() => expenseTypes.idExpenseType),
    nominal: money(),
    description: text(),
  },
  (t) => [index().on(t.idProposal)],
);

export const incomes = pgTable(
  'incomes',
  {
    idIncome: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...financeRow(),
    idIncomeType: integer()
      .notNull()
      .references(() => incomeTypes.idIncomeType),
    idFamily: integer().references(() => families.idFamily),
    idJob: integer().references(() => jobs.idJob),
    nominal: money(),
  },
  (t) => [index().on(t.idProposal)],
);

export const loans = pgTable(
  'loans',
  {
    idLoan: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...financeRow(),
    creditor: text().notNull(),
    nominal: money(),
    usage: text(),
    description: text(),
  },
  (t) => [index().on(t.idProposal)],
);

export const assets = pgTable(
  'assets',
  {
    idAsset: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...financeRow(),
    idAssetType: integer()
      .notNull()
      .references(() => assetTypes.idAssetType),
    name: text(),
    /** Free text, as the spec has it ("2 ekor", "100 m²"). */
    size: text(),
  },
  (t) => [index().on(t.idProposal)],
);

/**
 * What the family form asks about a member beyond the family card: kept beside `families`
 * (one row per member) so the registry table stays the card's own data.
 */
export const familySituations = pgTable('family_situations', {
  idFamily: integer()
    .primaryKey()
    .references(() => families.idFamily),
  marriage: text(),
  deadDivorceLength: integer(),
  provideFinance: boolean(),
});
