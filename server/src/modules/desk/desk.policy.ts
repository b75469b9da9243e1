import { canAnywhere, canInProgram, programsWhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/** The programmes whose proposals the desk lists for the caller; null means all (super admin). */
export const deskPrograms = (user: AuthUser): number[] | null => programsWhere(user.roles, 'readProposals');

/** Staff with a role in the proposal's programme read it on the desk; anyone else gets 404. */
export const canReadOnDesk = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'readProposals');

/** What the detail tells the browser the caller may do on this proposal: one answer, from here. */
export const allowedOnProposal = (user: AuthUser, idProgram: number) => ({
  decideStatus: canInProgram(user.roles, idProgram, 'decideStatus'),
  sendBack: canInProgram(user.roles, idProgram, 'sendBack'),
  reviewDocuments: canInProgram(user.roles, idProgram, 'reviewDocuments'),
  readAudit: canInProgram(user.roles, idProgram, 'readAudit'),
  assignVerifiers: canInProgram(user.roles, idProgram, 'assignVerifiers'),
});

/** Whether the caller has a desk at all. */
export const hasDesk = (user: AuthUser): boolean => canAnywhere(user.roles, 'readProposals');
