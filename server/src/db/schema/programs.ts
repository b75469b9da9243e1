import type { DocumentFileKind } from '@amal/contract/documents';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { roles } from './reference.ts';

export const programs = pgTable(
  'programs',
  {
    idProgram: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** True for programmes applied for by a person, false for those applied for by an institution. */
    individual: boolean().notNull().default(true),
    icon: text(),
    banner: text(),
    minimumAssesor: integer().notNull().default(1),
    /** The kifayah threshold of spec §9, Rupiah per person per month (contract DEFAULT_HAD_KIFAYAH). */
    hadKifayah: integer().notNull().default(1_000_000),
    zakatFunds: boolean().notNull().default(false),
    idBankAccount: integer(),
    /** Days after a proposal before the same applicant may apply to this programme again. */
    reaplicationPeriod: integer().notNull().default(0),
    dayLimitUploadDocument: integer().notNull().default(14),
    idProgramParent: integer().references((): AnyPgColumn => programs.idProgram),
    active: boolean().notNull().default(true),
    /** The version of its structure new applications get (decision 0051). */
    version: integer().notNull().default(1),
  },
  (t) => [index().on(t.idProgramParent)],
);

export const programSchedules = pgTable(
  'program_schedules',
  {
    idProgramSchedule: integer().primaryKey().generatedByDefaultAsIdentity(),
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    startDate: timestamp({ mode: 'date', withTimezone: true }).notNull(),
    endDate: timestamp({ mode: 'date', withTimezone: true }).notNull(),
    /** Maximum proposals in this period; null means unlimited. */
    quota: integer(),
  },
  (t) => [index().on(t.idProgram)],
);

/** The catalogue of section kinds a programme can be made of (one wizard step each). */
export const sections = pgTable('sections', {
  idSection: integer().primaryKey(),
  name: text().notNull(),
  /** The wizard step component that renders this section. */
  route: text().notNull().unique(),
  description: text().notNull().default(''),
});

export const programSections = pgTable(
  'program_sections',
  {
    idProgramSection: integer().primaryKey().generatedByDefaultAsIdentity(),
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    idSection: integer()
      .notNull()
      .references(() => sections.idSection),
    route: text().notNull(),
    order: integer().notNull(),
    needVerification: boolean().notNull().default(true),
    /**
     * The structure's versions this step (with its properties) belongs to: from `fromVersion` up to,
     * not including, `untilVersion` (null: still current). A changed step is closed and written
     * anew, so that proposals of earlier versions keep reading theirs (decision 0051).
     */
    fromVersion: integer().notNull().default(1),
    untilVersion: integer(),
  },
  (t) => [index().on(t.idProgram, t.order)],
);

/**
 * A published version of a programme's structure (decision 0051): when, and by whom. Version 1 is
 * the structure a programme was made with and has no row.
 */
export const programVersions = pgTable(
  'program_versions',
  {
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    version: integer().notNull(),
    idUser: integer(),
    createdAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.idProgram, t.version] })],
);

/** A programme-defined field of a section, rendered by the wizard from this row. */
export const sectionProperties = pgTable(
  'section_properties',
  {
    idSectionProperty: integer().primaryKey().generatedByDefaultAsIdentity(),
    idProgramSection: integer()
      .notNull()
      .references(() => programSections.idProgramSection),
    columnName: text().notNull(),
    label: text().notNull(),
    /** Input kind: text, textarea, number, currency, date, select, radio, checkbox, switch, upload. */
    type: text().notNull(),
    /** Stored value type: string, number, boolean, date. */
    valueType: text().notNull(),
    required: boolean().notNull().default(false),
    enable: boolean().notNull().default(true),
    /** Where the value comes from: database (a user column), manual (typed) or upload (a document). */
    source: text().notNull().default('manual'),
    options: jsonb().$type<{ value: string; label: string }[]>(),
    /** For a select whose options are a lookup table: the lookup path under /api (e.g. "relationships"). */
    lookup: text(),
    /** For an upload property: the document type the file is stored as. */
    idDocumentType: integer().references(() => documentTypes.idDocumentType),
    /** A hint shown under the field. */
    hint: text(),
    order: integer().notNull().default(0),
  },
  (t) => [index().on(t.idProgramSection)],
);

export const documentTypes = pgTable('document_types', {
  idDocumentType: integer().primaryKey(),
  name: text().notNull(),
  /** Whether several files may be uploaded for this type. */
  multiple: boolean().notNull().default(false),
  /** Whether the document belongs to the user (e.g. KTP) rather than to one proposal. */
  fromUser: boolean().notNull().default(false),
  /** The kinds of file the type takes, judged by the bytes (contract DOCUMENT_FILE_KINDS). */
  accepts: text().array().$type<DocumentFileKind[]>().notNull().default(sql`'{image,pdf}'::text[]`),
});

export const programDocumentTypes = pgTable(
  'program_document_types',
  {
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    idDocumentType: integer()
      .notNull()
      .references(() => documentTypes.idDocumentType),
    required: boolean().notNull().default(true),
    /** Position in the programme's document list (qurban institutions have a fixed display order). */
    order: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.idProgram, t.idDocumentType] })],
);

export const proposalStatuses = pgTable('proposal_statuses', {
  idProposalStatus: integer().primaryKey(),
  name: text().notNull(),
  /** A decided proposal (approved, refused, paid, done, cancelled): nothing reopens it. */
  final: boolean().notNull().default(false),
});

export const programProposalStatuses = pgTable(
  'program_proposal_statuses',
  {
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    idProposalStatus: integer()
      .notNull()
      .references(() => proposalStatuses.idProposalStatus),
    order: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.idProgram, t.idProposalStatus] })],
);

/** Which statuses a role may set (the spec's role-status mapping). */
export const roleProposalStatuses = pgTable(
  'role_proposal_statuses',
  {
    idRole: integer()
      .notNull()
      .references(() => roles.idRole),
    idProposalStatus: integer()
      .notNull()
      .references(() => proposalStatuses.idProposalStatus),
  },
  (t) => [primaryKey({ columns: [t.idRole, t.idProposalStatus] })],
);
