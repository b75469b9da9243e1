import { idParams } from '@amal/contract/api';
import { bankAccountResponseSchema, bankAccountSchema } from '@amal/contract/finances';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/authenticate.ts';
import { createBankAccount, getBankAccount, updateBankAccount } from './bank-accounts.service.ts';

export const bankAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['bank-accounts'];

  app.post(
    '/bankaccount',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Add a bank account',
        tags,
        body: bankAccountSchema,
        response: { 201: bankAccountResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBankAccount(app.ctx.db, currentUser(request), request.body)),
  );

  app.patch(
    '/bankaccount',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Update a bank account',
        tags,
        body: bankAccountSchema,
        response: { 200: bankAccountResponseSchema },
      },
    },
    async (request) => updateBankAccount(app.ctx.db, currentUser(request), request.body),
  );

  app.get(
    '/bankaccount/:id',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Read a bank account',
        tags,
        params: idParams,
        response: { 200: bankAccountResponseSchema },
      },
    },
    async (request) => getBankAccount(app.ctx.db, currentUser(request), request.params.id),
  );
};
