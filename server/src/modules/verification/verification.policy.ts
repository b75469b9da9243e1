import { canInProgram } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/** What the rules need to know of a proposal under field verification. */
export type VerificationParties = {
  idProgram: number;
  /** The users of the proposal's active verifier links (proposal_verificators status 1). */
  activeVerifiers: readonly number[];
};

/**
 * Who may read and write a proposal's field verification (decision 0043): its active assigned
 * verifier, the programme's assigners (lead verifier, PIC, programme secretary: `assignVerifiers`)
 * and a super admin. Everyone else is told the proposal does not exist (404). A removed verifier's
 * link is no longer active, so they lose it at the next request.
 */
export const canVerifyProposal = (user: AuthUser, proposal: VerificationParties): boolean =>
  proposal.activeVerifiers.includes(user.idUser) ||
  canInProgram(user.roles, proposal.idProgram, 'assignVerifiers');

/** Once completed, the record is final: every save is refused (409). */
export const isLocked = (completion: { completedAt: Date | null }): boolean =>
  completion.completedAt !== null;
