import { bankAccountsEndpoints } from '@amal/contract/finances';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { createBankAccount, getBankAccount, updateBankAccount } from './bank-accounts.service.ts';

export const bankAccountsRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;

  route(app, bankAccountsEndpoints.create, (request) =>
    createBankAccount(db(), currentUser(request), request.body),
  );
  route(app, bankAccountsEndpoints.update, (request) =>
    updateBankAccount(db(), currentUser(request), request.body),
  );
  route(app, bankAccountsEndpoints.get, (request) =>
    getBankAccount(db(), currentUser(request), request.params.id),
  );
};
