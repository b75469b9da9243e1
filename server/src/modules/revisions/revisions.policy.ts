import { canInProgram } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/** Staff whose role in the programme may send a proposal back (contract/src/staff.ts). */
export const canSendBack = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'sendBack');

/** Only the applicant who submitted the proposal (its referrer) corrects it. */
export const canCorrect = (user: AuthUser, proposal: { referrerIdUser: number }): boolean =>
  proposal.referrerIdUser === user.idUser;
