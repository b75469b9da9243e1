import { ROLE_SUPER_ADMIN } from '@amal/contract/constants';
import type { AuthUser } from './access.ts';

/** Role 9 in any programme makes a super admin, who sees every programme. */
export const isSuperAdmin = (user: AuthUser) => user.roles.some((role) => role.idRole === ROLE_SUPER_ADMIN);

/** The roles the caller holds for one programme. */
export const rolesInProgram = (user: AuthUser, idProgram: number) =>
  user.roles.filter((role) => role.idProgram === idProgram).map((role) => role.idRole);
