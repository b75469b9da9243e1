import { memberEndpoints } from '@amal/contract/members';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { getMember, listMembers, updateAddress, updatePersonal } from './members.service.ts';

/** The staff's member pages (issue 34 item 7); who may reach whom: members.policy.ts. */
export const membersRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, memberEndpoints.list, (request) =>
    listMembers(db(), currentUser(request), request.params, request.query),
  );
  route(app, memberEndpoints.get, (request) => getMember(db(), currentUser(request), request.params.nip));
  route(app, memberEndpoints.updatePersonal, (request) =>
    updatePersonal(db(), currentUser(request), request.params.nip, request.body),
  );
  route(app, memberEndpoints.updateAddress, (request) =>
    updateAddress(db(), currentUser(request), request.params.nip, request.body),
  );
};
