import type { ListResponse } from '@amal/contract/api';
import { lookupMessages, type News } from '@amal/contract/lookups';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  assetTypes,
  banks,
  districts,
  expenseTypes,
  incomeTypes,
  jobs,
  news,
  provinces,
  regencies,
  relationships,
  statusResidences,
  subdistricts,
} from '../../db/schema/index.ts';
import { notFound } from '../../lib/http-errors.ts';

// By name, case-insensitively and byte-wise, so both databases answer the same order whatever
// their default collation ("blu by BCA Digital" among the B's, not after every capitalised name).
const byName = (column: PgColumn): SQL => sql`lower(${column}) collate "C"`;

/** A whole lookup table in the list envelope: one page holding every row. */
export const wholeTable = <T>(data: T[]): ListResponse<T> => ({
  data,
  total: data.length,
  page: 1,
  rows: data.length,
});

export const listProvinces = async (db: Db) =>
  wholeTable(await db.select().from(provinces).orderBy(byName(provinces.name)));

export async function getProvince(db: Db, id: number) {
  const [row] = await db.select().from(provinces).where(eq(provinces.idProvince, id));
  if (!row) throw notFound(lookupMessages.provinceNotFound);
  return row;
}

export async function getRegency(db: Db, id: number) {
  const [row] = await db.select().from(regencies).where(eq(regencies.idRegency, id));
  if (!row) throw notFound(lookupMessages.regencyNotFound);
  return row;
}

export async function getDistrict(db: Db, id: number) {
  const [row] = await db.select().from(districts).where(eq(districts.idDistrict, id));
  if (!row) throw notFound(lookupMessages.districtNotFound);
  return row;
}

export async function getSubdistrict(db: Db, id: number) {
  const [row] = await db.select().from(subdistricts).where(eq(subdistricts.idSubDistrict, id));
  if (!row) throw notFound(lookupMessages.subdistrictNotFound);
  return row;
}

// The children of an unknown parent answer 404, not an empty list: the caller asked for
// something that does not exist (an empty list would hide a wrong id).
export async function listRegencies(db: Db, idProvince: number) {
  await getProvince(db, idProvince);
  return wholeTable(
    await db
      .select()
      .from(regencies)
      .where(eq(regencies.idProvince, idProvince))
      .orderBy(byName(regencies.name)),
  );
}

export async function listDistricts(db: Db, idRegency: number) {
  await getRegency(db, idRegency);
  return wholeTable(
    await db
      .select()
      .from(districts)
      .where(eq(districts.idRegency, idRegency))
      .orderBy(byName(districts.name)),
  );
}

export async function listSubdistricts(db: Db, idDistrict: number) {
  await getDistrict(db, idDistrict);
  return wholeTable(
    await db
      .select()
      .from(subdistricts)
      .where(eq(subdistricts.idDistrict, idDistrict))
      .orderBy(byName(subdistricts.name)),
  );
}

export const listBanks = async (db: Db) =>
  wholeTable(await db.select().from(banks).orderBy(byName(banks.name)));

export async function listNews(db: Db): Promise<ListResponse<News>> {
  const rows = await db.select().from(news).orderBy(desc(news.publishedAt), desc(news.idNews));
  return wholeTable(rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })));
}

// The small tables keep the order of their ids: the seed lists them in the order forms show them
// (the job statuses in the spec's order, "Lainnya" last).
export const listStatusResidences = async (db: Db) =>
  wholeTable(await db.select().from(statusResidences).orderBy(asc(statusResidences.idStatusResidence)));
export const listRelationships = async (db: Db) =>
  wholeTable(await db.select().from(relationships).orderBy(asc(relationships.idRelationship)));
export const listJobs = async (db: Db) => wholeTable(await db.select().from(jobs).orderBy(asc(jobs.idJob)));
export const listExpenseTypes = async (db: Db) =>
  wholeTable(await db.select().from(expenseTypes).orderBy(asc(expenseTypes.idExpenseType)));
export const listIncomeTypes = async (db: Db) =>
  wholeTable(await db.select().from(incomeTypes).orderBy(asc(incomeTypes.idIncomeType)));
export const listAssetTypes = async (db: Db) =>
  wholeTable(await db.select().from(assetTypes).orderBy(asc(assetTypes.idAssetType)));
