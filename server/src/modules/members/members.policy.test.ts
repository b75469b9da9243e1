import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/access.ts';
import { canEditMember, canSeeMember, hasMemberPages, readOnlyReason } from './members.policy.ts';

const PROGRAM = 1;
const OTHER = 2;
const caller = (idRole: number, idProgram = PROGRAM): AuthUser => ({
  idUser: 100,
  idSession: 's',
  nip: 'ARN101-00100',
  admin: true,
  roles: [{ idProgram, idRole }],
});

/**
 * Written by hand from the decision in members.policy.ts, not derived from contract/src/staff.ts:
 * [role, has the member pages, sees a member of its programme, sees a member of another programme].
 */
const TABLE: [string, number, boolean, boolean, boolean][] = [
  ['PIC', 3, false, false, false],
  ['secretary', 4, false, false, false],
  ['leader', 5, false, false, false],
  ['lead verificator', 6, false, false, false],
  ['IT', 7, true, true, false],
  ['assessor', 8, false, false, false],
  ['super admin', 9, true, true, true],
  ['URC7', 10, false, false, false],
  ['programme secretary', 11, false, false, false],
  ['finance', 12, false, false, false],
  ['chairman', 13, false, false, false],
  ['customer service', 14, true, true, false],
  ['guest', 15, false, false, false],
];

describe('members policy: every role of the spec’s table', () => {
  it.each(TABLE)('%s (%i)', (_name, idRole, pages, ownProgramme, otherProgramme) => {
    const user = caller(idRole);
    expect(hasMemberPages(user)).toBe(pages);
    expect(canSeeMember(user, [PROGRAM])).toBe(ownProgramme);
    expect(canSeeMember(user, [OTHER])).toBe(otherProgramme);
  });

  it('a member without proposals is seen by a super admin only', () => {
    expect(canSeeMember(caller(9), [])).toBe(true);
    expect(canSeeMember(caller(7), [])).toBe(false);
  });

  it('a member (no roles) has no member pages', () => {
    expect(hasMemberPages({ ...caller(7), roles: [], admin: false })).toBe(false);
  });

  it('nobody corrects their own record; only a super admin corrects a staff member’s', () => {
    expect(readOnlyReason(caller(9), { idUser: 100, isStaff: true })).toBe('ownRecord');
    expect(readOnlyReason(caller(7), { idUser: 100, isStaff: false })).toBe('ownRecord');
    expect(readOnlyReason(caller(7), { idUser: 5, isStaff: true })).toBe('staffRecord');
    expect(canEditMember(caller(9), { idUser: 5, isStaff: true })).toBe(true);
    expect(canEditMember(caller(14), { idUser: 5, isStaff: false })).toBe(true);
  });
});
