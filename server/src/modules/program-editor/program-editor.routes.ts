import { programEditorEndpoints } from '@amal/contract/program-editor';
import { programStructureEndpoints } from '@amal/contract/program-structure';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../lib/authenticate.ts';
import { route } from '../../lib/route.ts';
import { programImageRoutes } from './program-editor.images.routes.ts';
import {
  createProgram,
  editorCatalogue,
  getSettings,
  saveStatuses,
  updateProgram,
} from './program-editor.service.ts';
import { getStructure, publishStructure } from './program-editor.structure.ts';

/** The programme editor's server half (issue 36 items 5, 6, 8, 9; decisions 0045, 0051 and 0052). */
export const programEditorRoutes: FastifyPluginAsync = async (app) => {
  route(app, programEditorEndpoints.catalogue, () => editorCatalogue(app.ctx.db));
  route(app, programEditorEndpoints.get, (request) =>
    getSettings(app.ctx.db, currentUser(request), request.params.id),
  );
  route(app, programEditorEndpoints.create, (request) =>
    createProgram(app.ctx.db, currentUser(request), request.body),
  );
  route(app, programEditorEndpoints.update, (request) =>
    updateProgram(app.ctx.db, currentUser(request), request.body),
  );
  route(app, programEditorEndpoints.saveStatuses, (request) =>
    saveStatuses(app.ctx.db, currentUser(request), request.params.idProgram, request.body),
  );
  route(app, programStructureEndpoints.get, (request) =>
    getStructure(app.ctx.db, currentUser(request), request.params.id),
  );
  route(app, programStructureEndpoints.save, (request) =>
    publishStructure(app.ctx.db, currentUser(request), request.params.id, request.body),
  );
  await app.register(programImageRoutes);
};
