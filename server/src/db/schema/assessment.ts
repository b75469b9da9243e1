import type { AssessmentSnapshot, AssistanceForm, Recommendation } from '@amal/contract/assessment';
import { date, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { proposals } from './proposals.ts';
import { users } from './users.ts';

const createdAt = () => timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow();

/**
 * An assessor's judgement of a proposal (issue 36, decision 0044): the recommendation and note, and
 * the snapshot they were made on (inputs with their sources, rule version, result), which a new
 * rule version never changes. One per assessor and proposal; a recomputation under later rules is
 * kept beside it, not in its place.
 */
export const assessments = pgTable(
  'assessments',
  {
    idVerificationAssesor: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    /** The assessor. */
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    recommendation: text().notNull().$type<Recommendation>(),
    note: text().notNull(),
    /** The rule version of `result` (contract SCORING_RULES). */
    ruleVersion: integer().notNull(),
    /** The scoring inputs as they were, each with its value, source and items. */
    inputs: jsonb().notNull().$type<AssessmentSnapshot['inputs']>(),
    result: jsonb().notNull().$type<AssessmentSnapshot['result']>(),
    /** The latest recomputation under the rules current then (a whole snapshot), with who asked. */
    recomputation: jsonb().$type<AssessmentSnapshot>(),
    recomputedBy: integer().references(() => users.idUser),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.idProposal, t.idUser)],
);

/** The aid decided for a proposal (spec §7 `/assistance/proposal/{id}`): one per proposal. */
export const assistance = pgTable(
  'assistance',
  {
    idAssistance: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    /** Whole Rupiah. */
    amount: integer().notNull(),
    form: text().notNull().$type<AssistanceForm>(),
    date: date({ mode: 'string' }).notNull(),
    note: text(),
    /** Who recorded it last. */
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.idProposal)],
);
