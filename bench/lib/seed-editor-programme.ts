// bench:seed's programme made through the editor (issue 36): the editor's own server functions,
// called as its routes call them, on the bench database.
import { ROLE_SUPER_ADMIN } from '@amal/contract/constants';
import type { Db } from '../../server/src/db/client.ts';
import type { AuthUser } from '../../server/src/lib/access.ts';
import {
  createProgram,
  updateProgram,
} from '../../server/src/modules/program-editor/program-editor.service.ts';
import { publishStructure } from '../../server/src/modules/program-editor/program-editor.structure.ts';
import type { BenchDb } from './db.ts';
import { EDITOR_PROGRAMME_NAME, makeEditorProgramme } from './editor-programme.ts';

/**
 * Makes the editor's programme unless the database has it (a database seeded before gets it too).
 * The editor is the bench member `idUser`, a super admin as bench:api makes them
 * (bench/lib/desk.ts): the functions take the caller as the routes' authentication hands it over,
 * and the audit log names them. Its programme has no proposals: it is new.
 */
export async function addEditorProgramme(db: BenchDb, idUser: number): Promise<number> {
  const [existing] = await db.query<{ id: number }>('select id_program as id from programs where name = $1', [
    EDITOR_PROGRAMME_NAME,
  ]);
  if (existing) return existing.id;
  const [anyProgram] = await db.query<{ id: number }>('select min(id_program) as id from programs');
  const editor: AuthUser = {
    idUser,
    idSession: 'bench-seed',
    nip: null,
    admin: true,
    roles: [{ idProgram: anyProgram!.id, idRole: ROLE_SUPER_ADMIN }],
  };
  const app: Db = db.database.db;
  return makeEditorProgramme({
    create: (settings) => createProgram(app, editor, settings),
    publish: (idProgram, structure) => publishStructure(app, editor, idProgram, structure),
    update: (update) => updateProgram(app, editor, update),
  });
}
