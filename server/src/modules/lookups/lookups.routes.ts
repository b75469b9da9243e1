import { idParams } from '@amal/contract/api';
import {
  assetTypesResponseSchema,
  banksResponseSchema,
  districtSchema,
  districtsResponseSchema,
  expenseTypesResponseSchema,
  incomeTypesResponseSchema,
  jobsResponseSchema,
  newsResponseSchema,
  provinceSchema,
  provincesResponseSchema,
  regenciesResponseSchema,
  regencySchema,
  relationshipsResponseSchema,
  statusResidencesResponseSchema,
  subdistrictSchema,
  subdistrictsResponseSchema,
  villageIdParams,
} from '@amal/contract/lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as lookups from './lookups.service.ts';

/** Administrative areas and reference tables: public, the same for everyone. */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' } as const;
  const tags = ['lookups'];
  const db = () => app.ctx.db;

  app.get('/provinces', { config, schema: { tags, response: { 200: provincesResponseSchema } } }, async () =>
    lookups.listProvinces(db()),
  );
  app.get(
    '/regencies/byidprovince/:id',
    { config, schema: { tags, params: idParams, response: { 200: regenciesResponseSchema } } },
    async (request) => lookups.listRegencies(db(), request.params.id),
  );
  app.get(
    '/districts/byidregency/:id',
    { config, schema: { tags, params: idParams, response: { 200: districtsResponseSchema } } },
    async (request) => lookups.listDistricts(db(), request.params.id),
  );
  app.get(
    '/subdistricts/byiddistrict/:id',
    { config, schema: { tags, params: idParams, response: { 200: subdistrictsResponseSchema } } },
    async (request) => lookups.listSubdistricts(db(), request.params.id),
  );

  app.get(
    '/province/:id',
    { config, schema: { tags, params: idParams, response: { 200: provinceSchema } } },
    async (request) => lookups.getProvince(db(), request.params.id),
  );
  app.get(
    '/regency/:id',
    { config, schema: { tags, params: idParams, response: { 200: regencySchema } } },
    async (request) => lookups.getRegency(db(), request.params.id),
  );
  app.get(
    '/district/:id',
    { config, schema: { tags, params: idParams, response: { 200: districtSchema } } },
    async (request) => lookups.getDistrict(db(), request.params.id),
  );
  app.get(
    '/subdistrict/:id',
    { config, schema: { tags, params: villageIdParams, response: { 200: subdistrictSchema } } },
    async (request) => lookups.getSubdistrict(db(), request.params.id),
  );

  app.get('/banks', { config, schema: { tags, response: { 200: banksResponseSchema } } }, async () =>
    lookups.listBanks(db()),
  );
  app.get('/news', { config, schema: { tags, response: { 200: newsResponseSchema } } }, async () =>
    lookups.listNews(db()),
  );
  app.get(
    '/statusresidences',
    { config, schema: { tags, response: { 200: statusResidencesResponseSchema } } },
    async () => lookups.listStatusResidences(db()),
  );
  app.get(
    '/relationships',
    { config, schema: { tags, response: { 200: relationshipsResponseSchema } } },
    async () => lookups.listRelationships(db()),
  );
  app.get('/jobs', { config, schema: { tags, response: { 200: jobsResponseSchema } } }, async () =>
    lookups.listJobs(db()),
  );
  app.get(
    '/expensetypes',
    { config, schema: { tags, response: { 200: expenseTypesResponseSchema } } },
    async () => lookups.listExpenseTypes(db()),
  );
  app.get(
    '/incometypes',
    { config, schema: { tags, response: { 200: incomeTypesResponseSchema } } },
    async () => lookups.listIncomeTypes(db()),
  );
  app.get(
    '/assettypes',
    { config, schema: { tags, response: { 200: assetTypesResponseSchema } } },
    async () => lookups.listAssetTypes(db()),
  );
};
