import { canAnywhere, canInProgram, programsWhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/**
 * The programmes whose field verifiers the caller may see (readVerifiers: PIC, lead verifier,
 * programme secretary; super admin: null, every programme). None: the list is refused (403).
 */
export const verifierPrograms = (user: AuthUser): number[] | null =>
  programsWhere(user.roles, 'readVerifiers');

/** Whether the caller may assign field verifiers to the programme's proposals (lead verifier, PIC, programme secretary; super admin). */
export const canAssignInProgram = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'assignVerifiers');

/** Whether the caller assigns field verifiers in some programme (registering a verifier). */
export const canAssignAnywhere = (user: AuthUser): boolean => canAnywhere(user.roles, 'assignVerifiers');

/** Whether the caller may see who verifies the programme's proposals: every staff role of it. */
export const canReadAssignments = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'readProposals');
