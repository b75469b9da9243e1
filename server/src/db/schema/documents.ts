import type { CommentTable } from '@amal/contract/comments';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { documentTypes } from './programs.ts';
import { proposals } from './proposals.ts';
import { documents, users } from './users.ts';

const createdAt = () => timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow();

/**
 * A file a field verifier took for a proposal (a photo of the house, a signed form), beside the
 * applicant's document it checks when there is one. The bytes live in the file store.
 */
export const documentVerifications = pgTable(
  'document_verifications',
  {
    idDocumentVerification: integer().primaryKey().generatedAlwaysAsIdentity(),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    idDocument: integer().references(() => documents.idDocument),
    idVerificator: integer()
      .notNull()
      .references(() => users.idUser),
    idDocumentType: integer()
      .notNull()
      .references(() => documentTypes.idDocumentType),
    extension: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idProposal)],
);

/** A comment on one record of a proposal (`tableReference` + `idReference`, e.g. a document version). */
export const comments = pgTable(
  'comments',
  {
    idComment: integer().primaryKey().generatedAlwaysAsIdentity(),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    idProposal: integer()
      .notNull()
      .references(() => proposals.idProposal),
    idReference: integer().notNull(),
    tableReference: text().$type<CommentTable>().notNull(),
    /** Plain text as typed; shown as text, never as HTML. */
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idProposal, t.tableReference, t.idReference)],
);
