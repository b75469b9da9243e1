import { mayEditProgramme } from '@amal/contract/program-editor';
import { isSuperAdminRole } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/**
 * Who may edit a programme (decision 0045): its PIC and IT (PROGRAMME_EDITOR_ROLES) and a super
 * admin, who edits every programme and alone creates one.
 * - edit: may read and change its settings and status flow;
 * - forbidden: holds another role in it (sees the programme, may not edit it): 403;
 * - hidden: holds no role in it: told it does not exist (404 "Program tidak valid"), as an unknown id.
 */
export type EditorAccess = 'edit' | 'forbidden' | 'hidden';

export const isProgrammeSuperAdmin = (user: AuthUser): boolean => isSuperAdminRole(user.roles);

export function editorAccess(user: AuthUser, idProgram: number): EditorAccess {
  if (mayEditProgramme(user.roles, idProgram)) return 'edit';
  return user.roles.some((role) => role.idProgram === idProgram) ? 'forbidden' : 'hidden';
}

/** Only a super admin creates a programme. */
export const mayCreateProgramme = (user: AuthUser): boolean => isProgrammeSuperAdmin(user);

/**
 * The role-status mapping is one table for every programme (spec §3: idRole, idProposalStatus):
 * changing it changes every programme's choices, so only a super admin may.
 */
export const mayChangeMapping = (user: AuthUser): boolean => isProgrammeSuperAdmin(user);
