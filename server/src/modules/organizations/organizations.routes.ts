import { organizationsEndpoints as e } from '@amal/contract/organizations';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import {
  createManager,
  createOrganization,
  createOrganizationBankAccount,
  getOrganization,
  getOrganizationBankAccount,
  listOwnOrganizations,
  saveManagers,
  updateManager,
  updateOrganization,
  updateOrganizationBankAccount,
} from './organizations.service.ts';

export const organizationsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, e.create, (request) => createOrganization(db(), currentUser(request), request.body));
  route(app, e.update, (request) => updateOrganization(db(), currentUser(request), request.body));
  route(app, e.mine, (request) => listOwnOrganizations(db(), currentUser(request)));
  route(app, e.get, (request) => getOrganization(db(), currentUser(request), request.params.id));
  route(app, e.createManager, (request) => createManager(db(), currentUser(request), request.body));
  route(app, e.updateManager, (request) => updateManager(db(), currentUser(request), request.body));
  route(app, e.saveManagers, (request) => saveManagers(db(), currentUser(request), request.body));
  route(app, e.createBankAccount, (request) =>
    createOrganizationBankAccount(db(), currentUser(request), request.body),
  );
  route(app, e.updateBankAccount, (request) =>
    updateOrganizationBankAccount(db(), currentUser(request), request.body),
  );
  route(app, e.getBankAccount, (request) =>
    getOrganizationBankAccount(db(), currentUser(request), request.params.id),
  );
};
