import { assessmentEndpoints } from '@amal/contract/assessment';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { assistanceView, recordAssistance, updateAssistance } from './assessment.assistance.ts';
import {
  assessmentView,
  createAssessment,
  recomputeAssessment,
  updateAssessment,
} from './assessment.service.ts';

export const assessmentRoutes: FastifyPluginAsync = async (app) => {
  const db = () => app.ctx.db;
  route(app, assessmentEndpoints.view, (request) =>
    assessmentView(db(), currentUser(request), request.params.idProposal),
  );
  route(app, assessmentEndpoints.create, (request) =>
    createAssessment(db(), currentUser(request), request.body),
  );
  route(app, assessmentEndpoints.update, (request) =>
    updateAssessment(db(), currentUser(request), request.body),
  );
  route(app, assessmentEndpoints.recompute, (request) =>
    recomputeAssessment(db(), currentUser(request), request.params.idVerificationAssesor),
  );
  route(app, assessmentEndpoints.assistance, (request) =>
    assistanceView(db(), currentUser(request), request.params.idProposal),
  );
  route(app, assessmentEndpoints.recordAssistance, (request) =>
    recordAssistance(db(), currentUser(request), request.body),
  );
  route(app, assessmentEndpoints.updateAssistance, (request) =>
    updateAssistance(db(), currentUser(request), request.body),
  );
};
