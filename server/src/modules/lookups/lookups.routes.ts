import { lookupsEndpoints as endpoints } from '@amal/contract/lookups';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route.ts';
import * as lookups from './lookups.service.ts';

/** Administrative areas and reference tables: public, the same for everyone. */
export const lookupsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, endpoints.provinces, () => lookups.listProvinces(db()));
  route(app, endpoints.regencies, (request) => lookups.listRegencies(db(), request.params.id));
  route(app, endpoints.districts, (request) => lookups.listDistricts(db(), request.params.id));
  route(app, endpoints.subdistricts, (request) => lookups.listSubdistricts(db(), request.params.id));

  route(app, endpoints.province, (request) => lookups.getProvince(db(), request.params.id));
  route(app, endpoints.regency, (request) => lookups.getRegency(db(), request.params.id));
  route(app, endpoints.district, (request) => lookups.getDistrict(db(), request.params.id));
  route(app, endpoints.subdistrict, (request) => lookups.getSubdistrict(db(), request.params.id));

  route(app, endpoints.banks, () => lookups.listBanks(db()));
  route(app, endpoints.news, () => lookups.listNews(db()));
  route(app, endpoints.statusResidences, () => lookups.listStatusResidences(db()));
  route(app, endpoints.relationships, () => lookups.listRelationships(db()));
  route(app, endpoints.jobs, () => lookups.listJobs(db()));
  route(app, endpoints.expenseTypes, () => lookups.listExpenseTypes(db()));
  route(app, endpoints.incomeTypes, () => lookups.listIncomeTypes(db()));
  route(app, endpoints.assetTypes, () => lookups.listAssetTypes(db()));
};
