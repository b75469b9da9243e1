import type { AuthUser } from '../../lib/access.ts';
import { isSuperAdmin, rolesInProgram } from '../../lib/policy.ts';

/**
 * Whether a staff member may see a programme's proposal workflow (its statuses and who may set
 * them): only in a programme they hold a role in; a super admin in every programme.
 */
export const canSeeProgramWorkflow = (user: AuthUser, idProgram: number): boolean =>
  isSuperAdmin(user) || rolesInProgram(user, idProgram).length > 0;
