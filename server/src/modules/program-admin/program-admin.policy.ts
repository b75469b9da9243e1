import { programsWhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/**
 * The programmes of the caller's catalogue: those whose proposals they may read (every role
 * gives that in its programme); super admin: null, every programme. None: refused (403).
 */
export const cataloguePrograms = (user: AuthUser): number[] | null =>
  programsWhere(user.roles, 'readProposals');
