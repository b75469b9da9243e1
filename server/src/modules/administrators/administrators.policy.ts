import { canAnywhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/**
 * Only a super admin lists administrators, finds members to make staff, and grants or removes
 * roles, in any programme (manageAdministrators). These routes are global: any other staff member
 * is refused (403) whatever programme they work in.
 */
export const canManageAdministrators = (user: AuthUser): boolean =>
  canAnywhere(user.roles, 'manageAdministrators');
