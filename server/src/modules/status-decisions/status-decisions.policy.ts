import { canInProgram, isSuperAdminRole, ROLE_CAPABILITIES } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/**
 * The roles whose role-status mapping counts for the caller in a programme: those that may decide a
 * status there. Null means every status of the programme (super admin).
 */
export function decidingRoles(user: AuthUser, idProgram: number): number[] | null {
  if (isSuperAdminRole(user.roles)) return null;
  return user.roles
    .filter(
      (role) =>
        role.idProgram === idProgram && (ROLE_CAPABILITIES[role.idRole] ?? []).includes('decideStatus'),
    )
    .map((role) => role.idRole);
}

export const canDecideStatus = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'decideStatus');
