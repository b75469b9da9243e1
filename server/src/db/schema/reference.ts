import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Administrative areas keep the official Kemendagri codes (without dots) as their ids,
// so an address stored today still means the same place after a re-seed.
export const provinces = pgTable('provinces', {
  idProvince: integer().primaryKey(),
  name: text().notNull(),
});

export const regencies = pgTable(
  'regencies',
  {
    idRegency: integer().primaryKey(),
    idProvince: integer()
      .notNull()
      .references(() => provinces.idProvince),
    name: text().notNull(),
  },
  (t) => [index().on(t.idProvince)],
);

export const districts = pgTable(
  'districts',
  {
    idDistrict: integer().primaryKey(),
    idRegency: integer()
      .notNull()
      .references(() => regencies.idRegency),
    name: text().notNull(),
  },
  (t) => [index().on(t.idRegency)],
);

/** Villages (kelurahan/desa); the spec's API calls them subdistricts. Codes exceed int4. */
export const subdistricts = pgTable(
  'subdistricts',
  {
    idSubDistrict: bigint({ mode: 'number' }).primaryKey(),
    idDistrict: integer()
      .notNull()
      .references(() => districts.idDistrict),
    name: text().notNull(),
  },
  (t) => [index().on(t.idDistrict)],
);

export const banks = pgTable('banks', {
  idBank: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const relationships = pgTable('relationships', {
  idRelationship: integer().primaryKey(),
  name: text().notNull(),
  organization: boolean().notNull().default(false),
});

export const jobs = pgTable('jobs', {
  idJob: integer().primaryKey(),
  name: text().notNull().unique(),
});

export const statusResidences = pgTable('status_residences', {
  idStatusResidence: integer().primaryKey(),
  name: text().notNull(),
});

export const expenseTypes = pgTable('expense_types', {
  idExpenseType: integer().primaryKey(),
  name: text().notNull(),
});

export const incomeTypes = pgTable('income_types', {
  idIncomeType: integer().primaryKey(),
  name: text().notNull(),
});

export const assetTypes = pgTable('asset_types', {
  idAssetType: integer().primaryKey(),
  name: text().notNull(),
});

export const roles = pgTable('roles', {
  idRole: integer().primaryKey(),
  name: text().notNull(),
});

export const news = pgTable('news', {
  idNews: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  content: text().notNull(),
  image: text(),
  publishedAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
});

/** Versions of seeded data sets, so a restart skips what is already there. */
export const seedVersions = pgTable('seed_versions', {
  dataset: text().primaryKey(),
  version: text().notNull(),
  seededAt: timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow(),
});

/** Server-side settings that every instance must share (e.g. the token secret when not configured). */
export const appSettings = pgTable('app_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
});
