import { programsWhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/**
 * The programmes whose field verifiers the caller may see (readVerifiers: PIC, lead verifier,
 * programme secretary; super admin: null, every programme). None: the list is refused (403).
 */
export const verifierPrograms = (user: AuthUser): number[] | null =>
  programsWhere(user.roles, 'readVerifiers');
