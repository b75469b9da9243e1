import { canInProgram, programsWhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/** The audit of a proposal: staff whose role in its programme reads the audit. */
export const canReadProposalAudit = (user: AuthUser, idProgram: number): boolean =>
  canInProgram(user.roles, idProgram, 'readAudit');

/**
 * The audit of a member: a super admin, or staff who read the audit in a programme the member has
 * a proposal in (as applicant or recipient).
 */
export function canReadMemberAudit(user: AuthUser, programsOfMember: readonly number[]): boolean {
  const programs = programsWhere(user.roles, 'readAudit');
  return programs === null || programsOfMember.some((idProgram) => programs.includes(idProgram));
}
