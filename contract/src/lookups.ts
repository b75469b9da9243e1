import { idParams, listResponseSchema, positiveIntParam } from './api.ts';
import { endpoint } from './endpoint.ts';
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
  /** True when Google sign-in is configured (decision 0046); absent otherwise: the button is hidden. */
  googleSignIn: z.boolean().optional(),
  /** The qurban campaign's Hijri year (issue 37): 1446 in production, 1445 elsewhere (qurbanHijriYear). */
  qurbanHijriYear: z.number().int().optional(),
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

const tag = 'lookups';

/** Administrative areas and reference tables: public, the same for everyone. */
export const lookupsEndpoints = {
  provinces: endpoint({
    method: 'GET',
    path: '/provinces',
    summary: 'List the provinces',
    tag,
    access: 'public',
    response: { 200: provincesResponseSchema },
  }),
  regencies: endpoint({
    method: 'GET',
    path: '/regencies/byidprovince/:id',
    summary: "List a province's regencies",
    tag,
    access: 'public',
    params: idParams,
    response: { 200: regenciesResponseSchema },
  }),
  districts: endpoint({
    method: 'GET',
    path: '/districts/byidregency/:id',
    summary: "List a regency's districts",
    tag,
    access: 'public',
    params: idParams,
    response: { 200: districtsResponseSchema },
  }),
  subdistricts: endpoint({
    method: 'GET',
    path: '/subdistricts/byiddistrict/:id',
    summary: "List a district's villages",
    tag,
    access: 'public',
    params: idParams,
    response: { 200: subdistrictsResponseSchema },
  }),
  province: endpoint({
    method: 'GET',
    path: '/province/:id',
    summary: 'Read a province',
    tag,
    access: 'public',
    params: idParams,
    response: { 200: provinceSchema },
  }),
  regency: endpoint({
    method: 'GET',
    path: '/regency/:id',
    summary: 'Read a regency',
    tag,
    access: 'public',
    params: idParams,
    response: { 200: regencySchema },
  }),
  district: endpoint({
    method: 'GET',
    path: '/district/:id',
    summary: 'Read a district',
    tag,
    access: 'public',
    params: idParams,
    response: { 200: districtSchema },
  }),
  subdistrict: endpoint({
    method: 'GET',
    path: '/subdistrict/:id',
    summary: 'Read a village',
    tag,
    access: 'public',
    params: villageIdParams,
    response: { 200: subdistrictSchema },
  }),
  banks: endpoint({
    method: 'GET',
    path: '/banks',
    summary: 'List the banks',
    tag,
    access: 'public',
    response: { 200: banksResponseSchema },
  }),
  news: endpoint({
    method: 'GET',
    path: '/news',
    summary: 'List the news',
    tag,
    access: 'public',
    response: { 200: newsResponseSchema },
  }),
  statusResidences: endpoint({
    method: 'GET',
    path: '/statusresidences',
    summary: 'List the residence statuses',
    tag,
    access: 'public',
    response: { 200: statusResidencesResponseSchema },
  }),
  relationships: endpoint({
    method: 'GET',
    path: '/relationships',
    summary: 'List the family relationships',
    tag,
    access: 'public',
    response: { 200: relationshipsResponseSchema },
  }),
  jobs: endpoint({
    method: 'GET',
    path: '/jobs',
    summary: 'List the jobs',
    tag,
    access: 'public',
    response: { 200: jobsResponseSchema },
  }),
  expenseTypes: endpoint({
    method: 'GET',
    path: '/expensetypes',
    summary: 'List the expense types',
    tag,
    access: 'public',
    response: { 200: expenseTypesResponseSchema },
  }),
  incomeTypes: endpoint({
    method: 'GET',
    path: '/incometypes',
    summary: 'List the income types',
    tag,
    access: 'public',
    response: { 200: incomeTypesResponseSchema },
  }),
  assetTypes: endpoint({
    method: 'GET',
    path: '/assettypes',
    summary: 'List the asset types',
    tag,
    access: 'public',
    response: { 200: assetTypesResponseSchema },
  }),
};

/** GET /api/health: the server is up. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

/** GET /api/ready: the server can serve, its database answers (503 in the error shape while not). */
export const readyResponseSchema = z.object({ status: z.literal('ready') });

/** The server's own state: whether it is up and what any browser may know of its configuration. */
export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Check that the server is up',
    tag: 'system',
    access: 'public',
    response: { 200: healthResponseSchema },
  }),
  config: endpoint({
    method: 'GET',
    path: '/config',
    summary: 'Read the public configuration',
    tag: 'system',
    access: 'public',
    response: { 200: publicConfigSchema },
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    summary: 'Check that the server can serve (its database answers)',
    tag: 'system',
    access: 'public',
    response: { 200: readyResponseSchema },
  }),
  /**
   * Prometheus' text format, for a scraper holding METRICS_TOKEN (Authorization: Bearer): 404 when
   * no token is configured, 401 without the right one. No session opens it.
   */
  metrics: endpoint({
    method: 'GET',
    path: '/metrics',
    summary: "Read the server's metrics (Prometheus text format)",
    tag: 'system',
    access: 'public',
    response: {},
  }),
};
