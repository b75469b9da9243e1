/**
 * Who may find, read and correct which member (issue 34 item 7). The capability is `editMembers`
 * (contract/src/staff.ts: IT (7), customer service (14), super admin (9)), held per programme:
 * - a super admin finds, reads and corrects any member;
 * - IT and customer service find and read the members who have a proposal (as applicant or as
 *   recipient) in a programme where they hold the capability, and correct them; any other member is
 *   "not found" to them (404), as a proposal of another programme is;
 * - staff without the capability anywhere (PIC, guest, …) are refused the member pages (403);
 * - nobody corrects their own record here: a person's own details are read-only to them (spec §6),
 *   and a staff member who applied in their own programme would otherwise change their own KK;
 * - a staff member's record is corrected by a super admin only: IT or customer service of one
 *   programme do not change the details of the people who hold roles over them.
 */
import { canAnywhere, isSuperAdminRole, programsWhere } from '@amal/contract/staff';
import type { AuthUser } from '../../lib/access.ts';

/** The programmes whose members the caller corrects; null means every member (super admin). */
export const memberPrograms = (user: AuthUser): number[] | null => programsWhere(user.roles, 'editMembers');

/** Whether the caller has the member pages at all. */
export const hasMemberPages = (user: AuthUser): boolean => canAnywhere(user.roles, 'editMembers');

/** Whether the caller may see a member who has proposals in `programsOfMember`. */
export function canSeeMember(user: AuthUser, programsOfMember: readonly number[]): boolean {
  const programs = memberPrograms(user);
  return programs === null || programsOfMember.some((idProgram) => programs.includes(idProgram));
}

type Subject = { idUser: number; isStaff: boolean };

/** Why the caller, who sees the member, may not correct them; null when they may. */
export function readOnlyReason(user: AuthUser, member: Subject): 'ownRecord' | 'staffRecord' | null {
  if (member.idUser === user.idUser) return 'ownRecord';
  if (member.isStaff && !isSuperAdminRole(user.roles)) return 'staffRecord';
  return null;
}

/** Whether the caller may correct the member (seeing them is checked first: 404 before 403). */
export const canEditMember = (user: AuthUser, member: Subject): boolean =>
  readOnlyReason(user, member) === null;
