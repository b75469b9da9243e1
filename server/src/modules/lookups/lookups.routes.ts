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

  app.get(
    '/provinces',
    { config, schema: { summary: 'List the provinces', tags, response: { 200: provincesResponseSchema } } },
    async () => lookups.listProvinces(db()),
  );
  app.get(
    '/regencies/byidprovince/:id',
    {
      config,
      schema: {
        summary: "List a province's regencies",
        tags,
        params: idParams,
        response: { 200: regenciesResponseSchema },
      },
    },
    async (request) => lookups.listRegencies(db(), request.params.id),
  );
  app.get(
    '/districts/byidregency/:id',
    {
      config,
      schema: {
        summary: "List a regency's districts",
        tags,
        params: idParams,
        response: { 200: districtsResponseSchema },
      },
    },
    async (request) => lookups.listDistricts(db(), request.params.id),
  );
  app.get(
    '/subdistricts/byiddistrict/:id',
    {
      config,
      schema: {
        summary: "List a district's villages",
        tags,
        params: idParams,
        response: { 200: subdistrictsResponseSchema },
      },
    },
    async (request) => lookups.listSubdistricts(db(), request.params.id),
  );

  app.get(
    '/province/:id',
    {
      config,
      schema: { summary: 'Read a province', tags, params: idParams, response: { 200: provinceSchema } },
    },
    async (request) => lookups.getProvince(db(), request.params.id),
  );
  app.get(
    '/regency/:id',
    {
      config,
      schema: { summary: 'Read a regency', tags, params: idParams, response: { 200: regencySchema } },
    },
    async (request) => lookups.getRegency(db(), request.params.id),
  );
  app.get(
    '/district/:id',
    {
      config,
      schema: { summary: 'Read a district', tags, params: idParams, response: { 200: districtSchema } },
    },
    async (request) => lookups.getDistrict(db(), request.params.id),
  );
  app.get(
    '/subdistrict/:id',
    {
      config,
      schema: {
        summary: 'Read a village',
        tags,
        params: villageIdParams,
        response: { 200: subdistrictSchema },
      },
    },
    async (request) => lookups.getSubdistrict(db(), request.params.id),
  );

  app.get(
    '/banks',
    { config, schema: { summary: 'List the banks', tags, response: { 200: banksResponseSchema } } },
    async () => lookups.listBanks(db()),
  );
  app.get(
    '/news',
    { config, schema: { summary: 'List the news', tags, response: { 200: newsResponseSchema } } },
    async () => lookups.listNews(db()),
  );
  app.get(
    '/statusresidences',
    {
      config,
      schema: {
        summary: 'List the residence statuses',
        tags,
        response: { 200: statusResidencesResponseSchema },
      },
    },
    async () => lookups.listStatusResidences(db()),
  );
  app.get(
    '/relationships',
    {
      config,
      schema: {
        summary: 'List the family relationships',
        tags,
        response: { 200: relationshipsResponseSchema },
      },
    },
    async () => lookups.listRelationships(db()),
  );
  app.get(
    '/jobs',
    { config, schema: { summary: 'List the jobs', tags, response: { 200: jobsResponseSchema } } },
    async () => lookups.listJobs(db()),
  );
  app.get(
    '/expensetypes',
    {
      config,
      schema: { summary: 'List the expense types', tags, response: { 200: expenseTypesResponseSchema } },
    },
    async () => lookups.listExpenseTypes(db()),
  );
  app.get(
    '/incometypes',
    {
      config,
      schema: { summary: 'List the income types', tags, response: { 200: incomeTypesResponseSchema } },
    },
    async () => lookups.listIncomeTypes(db()),
  );
  app.get(
    '/assettypes',
    {
      config,
      schema: { summary: 'List the asset types', tags, response: { 200: assetTypesResponseSchema } },
    },
    async () => lookups.listAssetTypes(db()),
  );
};
