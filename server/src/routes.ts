import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bankAccountsRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { commentsRoutes } from './modules/comments/comments.routes.ts';
import { deskRoutes } from './modules/desk/desk.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { draftsRoutes } from './modules/drafts/drafts.routes.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts';
import { programsRoutes } from './modules/programs/programs.routes.ts';
import { proposalsRoutes } from './modules/proposals/proposals.routes.ts';
import { revisionsRoutes } from './modules/revisions/revisions.routes.ts';
import { setupRoutes } from './modules/setup/setup.routes.ts';
import { statusDecisionsRoutes } from './modules/status-decisions/status-decisions.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

/** Every domain's routes, under /api. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(lookupsRoutes);
  await app.register(programsRoutes);
  await app.register(draftsRoutes);
  await app.register(bankAccountsRoutes);
  await app.register(familyRoutes);
  await app.register(proposalsRoutes);
  await app.register(documentsRoutes);
  await app.register(commentsRoutes);
  await app.register(liveRoutes);
  await app.register(setupRoutes);
  await app.register(deskRoutes);
  await app.register(statusDecisionsRoutes);
  await app.register(revisionsRoutes);
};
