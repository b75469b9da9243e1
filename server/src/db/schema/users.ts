import type { DocumentReviewStatus } from '@amal/contract/documents';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documentTypes, programs } from './programs.ts';
import {
  banks,
  districts,
  provinces,
  regencies,
  relationships,
  roles,
  statusResidences,
  subdistricts,
} from './reference.ts';

const createdAt = () => timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    idUser: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text().notNull(),
    nip: text(),
    whatsappNumber: text(),
    email: text(),
    idCardNumber: text(),
    nomorKK: text('nomor_kk'),
    gender: text(),
    dateOfBirth: date({ mode: 'string' }),
    placeOfBirth: text(),
    marriage: text(),
    membership: text(),
    division: text(),
    idRelationship: integer().references(() => relationships.idRelationship),
    idBankAccount: integer().references((): AnyPgColumn => bankAccounts.idBankAccount),
    idStatusResidence: integer().references(() => statusResidences.idStatusResidence),
    lengthOfStay: integer().notNull().default(0),
    pray5Times: boolean(),
    smoker: boolean(),
    idProvince: integer().references(() => provinces.idProvince),
    idRegency: integer().references(() => regencies.idRegency),
    idDistrict: integer().references(() => districts.idDistrict),
    idSubDistrict: bigint({ mode: 'number' }).references(() => subdistricts.idSubDistrict),
    fullAddress: text(),
    rt: text(),
    rw: text(),
    postalCode: text(),
    idProvinceOfficial: integer().references(() => provinces.idProvince),
    idRegencyOfficial: integer().references(() => regencies.idRegency),
    idDistrictOfficial: integer().references(() => districts.idDistrict),
    idSubDistrictOfficial: bigint({ mode: 'number' }).references(() => subdistricts.idSubDistrict),
    fullAddressOfficial: text(),
    rtOfficial: text(),
    rwOfficial: text(),
    postalCodeOfficial: text(),
    /** argon2id hash; null for people who never log in (family members, relatives). */
    passwordHash: text(),
    /** The user who recorded this person, when it was not the person themselves. */
    createdBy: integer().references((): AnyPgColumn => users.idUser),
    disabledAt: timestamp({ mode: 'date', withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_nip_unique').on(sql`upper(${t.nip})`),
    index().on(t.whatsappNumber),
    index().on(t.nomorKK),
    index('users_full_name_prefix').on(sql`lower(${t.fullName}) text_pattern_ops`),
    // The staff desk's filters: a NIP by its first characters, the recipient's province and regency
    // (with the user's id, so that a desk's total counts a region's people from the index alone).
    index('users_nip_prefix').on(sql`lower(${t.nip}) text_pattern_ops`),
    index().on(t.idProvince, t.idUser),
    index().on(t.idRegency, t.idUser),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    idBankAccount: integer().primaryKey().generatedAlwaysAsIdentity(),
    idUser: integer().references((): AnyPgColumn => users.idUser),
    idBank: integer()
      .notNull()
      .references(() => banks.idBank),
    /** Digits only. */
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    description: text(),
    idOrganization: integer(),
    /** An account given in one proposal for its recipient: the proposal's, never its applicant's. */
    idProposal: integer(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idUser), index().on(t.idProposal)],
);

/** A member of a user's family card (KK), possibly a user in their own right. */
export const families = pgTable(
  'families',
  {
    idFamily: integer().primaryKey().generatedAlwaysAsIdentity(),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    idUserFamily: integer().references(() => users.idUser),
    name: text().notNull(),
    nomorKK: text('nomor_kk'),
    idRelationship: integer().references(() => relationships.idRelationship),
    isLiveTogether: boolean(),
    /** 1 = Penanggung (breadwinner), 0 = Tertanggung (dependent). */
    dependent: integer(),
    /** Nafkah, Hadiah or Bantuan. */
    dependentType: text(),
    gender: text(),
    income: bigint({ mode: 'number' }),
    jobStatus: text(),
    grade: integer(),
    institutionName: text(),
    createdAt: createdAt(),
    deletedAt: timestamp({ mode: 'date', withTimezone: true }),
  },
  (t) => [index().on(t.idUser), index().on(t.nomorKK)],
);

export const administrators = pgTable('administrators', {
  idAdministrator: integer().primaryKey().generatedAlwaysAsIdentity(),
  idUser: integer()
    .notNull()
    .unique()
    .references(() => users.idUser),
  createdAt: createdAt(),
});

/** A staff role held for one programme. */
export const administratorRoles = pgTable(
  'administrator_roles',
  {
    idAdministratorRole: integer().primaryKey().generatedAlwaysAsIdentity(),
    idAdministrator: integer()
      .notNull()
      .references(() => administrators.idAdministrator),
    idProgram: integer()
      .notNull()
      .references(() => programs.idProgram),
    idRole: integer()
      .notNull()
      .references(() => roles.idRole),
  },
  (t) => [uniqueIndex().on(t.idAdministrator, t.idProgram, t.idRole)],
);

/** Document metadata; the bytes live in the file store under storageKey. */
export const documents = pgTable(
  'documents',
  {
    idDocument: integer().primaryKey().generatedAlwaysAsIdentity(),
    idDocumentType: integer()
      .notNull()
      .references(() => documentTypes.idDocumentType),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    idProposal: integer(),
    /** A wizard upload kept with its draft until the proposal is sent (decision 0030). */
    idTempProposal: integer(),
    /** Whom a person's document (KTP, KK, photo) is about; null for a proposal's own document. */
    idPerson: integer().references((): AnyPgColumn => users.idUser),
    idDocumentProposal: integer(),
    /** The version this one replaced in the same slot; the old one stays readable. */
    idDocumentReplaced: integer().references((): AnyPgColumn => documents.idDocument),
    extension: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /** Generated by the server (never the uploaded name). */
    storageKey: text().notNull(),
    /** PENDING, ACCEPTED or REUPLOAD (contract DOCUMENT_REVIEW_STATUSES). */
    reviewStatus: text().$type<DocumentReviewStatus>().notNull().default('PENDING'),
    reviewReason: text(),
    reviewedBy: integer().references((): AnyPgColumn => users.idUser),
    reviewedAt: timestamp({ mode: 'date', withTimezone: true }),
    /** Removed by its uploader; the row and the file stay for the history and its comments. */
    removedAt: timestamp({ mode: 'date', withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.idUser, t.idDocumentType),
    index().on(t.idProposal),
    index().on(t.idDocumentReplaced),
    index().on(t.idTempProposal),
    index().on(t.idPerson, t.idDocumentType),
    check('documents_review_status', sql`${t.reviewStatus} in ('PENDING', 'ACCEPTED', 'REUPLOAD')`),
  ],
);

/** A change of a person's identity field by staff (a KK or KTP number once set): who, what, when. */
export const userChanges = pgTable(
  'user_changes',
  {
    idUserChange: integer().primaryKey().generatedAlwaysAsIdentity(),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    changedBy: integer()
      .notNull()
      .references(() => users.idUser),
    field: text().notNull(),
    oldValue: text(),
    newValue: text(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idUser)],
);

/** A login. The token names its session, so logout or disabling a member ends it at once. */
export const sessions = pgTable(
  'sessions',
  {
    idSession: uuid().primaryKey().defaultRandom(),
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    createdAt: createdAt(),
    expiresAt: timestamp({ mode: 'date', withTimezone: true }).notNull(),
    revokedAt: timestamp({ mode: 'date', withTimezone: true }),
    /** When the password was given; a refreshed session keeps it, and may not outlive it by more than SESSION_MAX_DAYS. */
    authenticatedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.idUser)],
);

/** Failed logins, counted per NIP and address together. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    nip: text().notNull(),
    address: text().notNull(),
    failedAt: createdAt(),
  },
  (t) => [index().on(t.nip, t.address, t.failedAt), index().on(t.address, t.failedAt)],
);
