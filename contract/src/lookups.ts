import { listResponseSchema, positiveIntParam } from './api.ts';
import { z } from './zod.ts';

/**
 * Administrative areas, keyed by the official Kemendagri code written without dots
 * (province 32, regency 3273, district 327301, village 3273011001).
 */
export const provinceSchema = z.object({ idProvince: z.number().int(), name: z.string() });
export const regencySchema = z.object({
  idRegency: z.number().int(),
  idProvince: z.number().int(),
  name: z.string(),
});
export const districtSchema = z.object({
  idDistrict: z.number().int(),
  idRegency: z.number().int(),
  name: z.string(),
});
/** A village (kelurahan/desa); the spec calls it a subdistrict. */
export const subdistrictSchema = z.object({
  idSubDistrict: z.number().int(),
  idDistrict: z.number().int(),
  name: z.string(),
});
export type Province = z.infer<typeof provinceSchema>;
export type Regency = z.infer<typeof regencySchema>;
export type District = z.infer<typeof districtSchema>;
export type Subdistrict = z.infer<typeof subdistrictSchema>;

/** Turns a dotted Kemendagri code ("32.73.01.1001") into the integer id the API uses. */
export const areaCodeToId = (code: string) => Number(code.replaceAll('.', ''));

export const bankSchema = z.object({ idBank: z.number().int(), name: z.string() });
const relationshipSchema = z.object({
  idRelationship: z.number().int(),
  name: z.string(),
  /** True for relationships that exist between a person and an organisation. */
  organization: z.boolean(),
});
const jobSchema = z.object({ idJob: z.number().int(), name: z.string() });
const statusResidenceSchema = z.object({ idStatusResidence: z.number().int(), name: z.string() });
const expenseTypeSchema = z.object({ idExpenseType: z.number().int(), name: z.string() });
const incomeTypeSchema = z.object({ idIncomeType: z.number().int(), name: z.string() });
const assetTypeSchema = z.object({ idAssetType: z.number().int(), name: z.string() });
const newsSchema = z.object({
  idNews: z.number().int(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  publishedAt: z.string(),
});
export type Relationship = z.infer<typeof relationshipSchema>;
export type Job = z.infer<typeof jobSchema>;
export type News = z.infer<typeof newsSchema>;

/** GET /api/config: what the browser needs from the server's configuration. */
export const publicConfigSchema = z.object({
  foundationName: z.string(),
  customerServiceUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** The largest village id: village codes have 10 digits (e.g. 3273091003). */
export const VILLAGE_ID_MAX = 9_999_999_999;

/** Path parameter {id} of a village (up to 10 digits, beyond the integer range). */
export const villageIdParams = z.object({
  id: positiveIntParam.max(VILLAGE_ID_MAX, { error: 'ID terlalu besar' }),
});

export const lookupMessages = {
  provinceNotFound: 'Provinsi tidak ditemukan',
  regencyNotFound: 'Kabupaten/kota tidak ditemukan',
  districtNotFound: 'Kecamatan tidak ditemukan',
  subdistrictNotFound: 'Kelurahan/desa tidak ditemukan',
} as const;

/** GET /api/provinces: all provinces by name. */
export const provincesResponseSchema = listResponseSchema(provinceSchema);
/** GET /api/regencies/byidprovince/{id}: the province's regencies by name. */
export const regenciesResponseSchema = listResponseSchema(regencySchema);
/** GET /api/districts/byidregency/{id}: the regency's districts by name. */
export const districtsResponseSchema = listResponseSchema(districtSchema);
/** GET /api/subdistricts/byiddistrict/{id}: the district's villages by name. */
export const subdistrictsResponseSchema = listResponseSchema(subdistrictSchema);
/** GET /api/banks: all banks by name. */
export const banksResponseSchema = listResponseSchema(bankSchema);
/** GET /api/news: the news, newest first. */
export const newsResponseSchema = listResponseSchema(newsSchema);
/** GET /api/statusresidences. */
export const statusResidencesResponseSchema = listResponseSchema(statusResidenceSchema);
/** GET /api/relationships. */
export const relationshipsResponseSchema = listResponseSchema(relationshipSchema);
/** GET /api/jobs: the job statuses in the spec's order. */
export const jobsResponseSchema = listResponseSchema(jobSchema);
/** GET /api/expensetypes: expense types 1-11. */
export const expenseTypesResponseSchema = listResponseSchema(expenseTypeSchema);
/** GET /api/incometypes. */
export const incomeTypesResponseSchema = listResponseSchema(incomeTypeSchema);
/** GET /api/assettypes. */
export const assetTypesResponseSchema = listResponseSchema(assetTypeSchema);
