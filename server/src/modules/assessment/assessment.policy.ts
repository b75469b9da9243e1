import { ROLE_ASSESSOR } from '@amal/contract/constants';
import { canInProgram, isSuperAdminRole, ROLE_CAPABILITIES } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/**
 * Who may read a proposal's assessments (issue 36, decision 0044): its programme's assessors and
 * the programme's admins, that is whoever takes part in its status decisions there (they decide
 * past assessment on these scores), and a super admin. Everyone else is told the proposal does not
 * exist (404): a guest, a field verifier, staff of another programme.
 */
export const canReadAssessments = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'decideStatus');

/** Who may save an assessment of their own: an assessor (role 8) of the programme, or a super admin. */
export const canAssess = (user: AuthUser, idProgram: number): boolean =>
  isSuperAdminRole(user.roles) ||
  user.roles.some((role) => role.idProgram === idProgram && role.idRole === ROLE_ASSESSOR);

/**
 * Whether the caller sees every assessor's assessment, or only their own: an assessor who holds no
 * other deciding role in the programme judges without seeing the others' (they see the count).
 */
export const seesAllAssessments = (user: AuthUser, idProgram: number): boolean =>
  isSuperAdminRole(user.roles) ||
  user.roles.some(
    (role) =>
      role.idProgram === idProgram &&
      role.idRole !== ROLE_ASSESSOR &&
      (ROLE_CAPABILITIES[role.idRole] ?? []).includes('decideStatus'),
  );

/** Recomputing under the current rules changes no judgement: whoever may read the assessments. */
export const canRecompute = canReadAssessments;

/** What the aid rules need of a proposal: its programme and its two sides (referrer and recipient). */
export type AssistanceParties = { idProgram: number; sides: readonly number[] };

/**
 * Who may read the aid decided: the proposal's applicant and recipient (it shows on their proposal
 * detail) and the staff who read the programme's proposals; everyone else 404.
 */
export const canReadAssistance = (user: AuthUser, proposal: AssistanceParties): boolean =>
  proposal.sides.includes(user.idUser) || canInProgram(user.roles, proposal.idProgram, 'readProposals');

/**
 * Who may record it: the holders, in the programme, of a role that the role-status mapping lets set
 * an aid status (contract ASSISTANCE_STATUSES: approval, disbursement), and a super admin.
 * `recordingRoles` are those role ids, read from the mapping.
 */
export const canRecordAssistance = (
  user: AuthUser,
  idProgram: number,
  recordingRoles: readonly number[],
): boolean =>
  isSuperAdminRole(user.roles) ||
  user.roles.some(
    (role) =>
      role.idProgram === idProgram &&
      recordingRoles.includes(role.idRole) &&
      (ROLE_CAPABILITIES[role.idRole] ?? []).includes('decideStatus'),
  );
