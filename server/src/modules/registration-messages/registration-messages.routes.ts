import { registrationMessageEndpoints } from '@amal/contract/registration-messages';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { registrationMessage } from './registration-messages.service.ts';

export const registrationMessagesRoutes: FastifyPluginAsync = async (app) => {
  // The link the applicant opens: the configured public address, else this request's own origin.
  const origin = (request: { protocol: string; host: string }) =>
    app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  route(app, registrationMessageEndpoints.register, (request) =>
    registrationMessage(app.ctx.db, currentUser(request), request.params.idProposal, origin(request)),
  );
};
