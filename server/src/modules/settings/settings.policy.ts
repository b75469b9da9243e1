import { canAnywhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/** Only a super admin reads and changes the foundation's settings (they hold manageSettings). */
export const canManageSettings = (user: AuthUser): boolean => canAnywhere(user.roles, 'manageSettings');
