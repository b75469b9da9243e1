import type { ManagerSlot } from '@amal/contract/organizations';
import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { banks, districts, provinces, regencies, subdistricts } from './reference.ts';
import { bankAccounts, users } from './users.ts';

const createdAt = () => timestamp({ mode: 'date', withTimezone: true }).notNull().defaultNow();

/** An institution (pesantren, yayasan, mosque, NGO) recorded by the member who applies for it (decision 0055). */
export const organizations = pgTable(
  'organizations',
  {
    idOrganization: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The member who recorded it: its owner, the only one who reads or changes it here. */
    idUser: integer()
      .notNull()
      .references(() => users.idUser),
    name: text().notNull(),
    /** Pondok Pesantren, Yayasan, Masjid (DKM) or LSM. */
    type: text().notNull(),
    whatsapp: text().notNull(),
    idProvince: integer()
      .notNull()
      .references(() => provinces.idProvince),
    idRegency: integer()
      .notNull()
      .references(() => regencies.idRegency),
    idDistrict: integer()
      .notNull()
      .references(() => districts.idDistrict),
    idSubDistrict: bigint({ mode: 'number' })
      .notNull()
      .references(() => subdistricts.idSubDistrict),
    fullAddress: text().notNull(),
    rt: text().notNull(),
    rw: text().notNull(),
    postalCode: text().notNull(),
    /** Setiap Hari, Setiap Pekan, Setiap Bulan or Setiap Tahun. */
    dawahActivitiesFrequency: text(),
    routineDawahEducationSocialPrograms: boolean(),
    institutionDescription: text().notNull(),
    dawahLectureTopics: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index().on(t.idUser)],
);

/** A manager of an organisation, in one of the step's slots (spec §2 step 5). */
export const organizationManagers = pgTable(
  'organization_managers',
  {
    idOrganizationManager: integer().primaryKey().generatedAlwaysAsIdentity(),
    idOrganization: integer()
      .notNull()
      .references(() => organizations.idOrganization, { onDelete: 'cascade' }),
    /** The member themself, for the applicant's slot. */
    idUser: integer().references(() => users.idUser),
    slot: text().$type<ManagerSlot>().notNull(),
    fullName: text().notNull(),
    whatsapp: text().notNull(),
    gender: text().notNull(),
    position: text().notNull(),
    /** Years served. */
    lengthInOrganization: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idOrganization)],
);

/** An organisation's bank account (spec §3), optionally copied from its applicant's own account. */
export const organizationBankAccounts = pgTable(
  'organization_bank_accounts',
  {
    idOrganizationBankAccount: integer().primaryKey().generatedAlwaysAsIdentity(),
    idOrganization: integer()
      .notNull()
      .references(() => organizations.idOrganization, { onDelete: 'cascade' }),
    idBankAccount: integer().references(() => bankAccounts.idBankAccount),
    idBank: integer()
      .notNull()
      .references(() => banks.idBank),
    /** Digits only. */
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.idOrganization)],
);
