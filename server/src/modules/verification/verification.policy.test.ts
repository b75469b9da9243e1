import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/access.ts';
import { canVerifyProposal, isLocked } from './verification.policy.ts';

const user = (idUser: number, roles: AuthUser['roles'] = []): AuthUser => ({
  idUser,
  idSession: 's',
  nip: null,
  admin: roles.length > 0,
  roles,
});
const proposal = { idProgram: 1, activeVerifiers: [10] };

describe('who may verify a proposal (decision 0043)', () => {
  it('its active verifier, the programme’s assigners and a super admin', () => {
    expect(canVerifyProposal(user(10), proposal)).toBe(true);
    for (const idRole of [3, 6, 11])
      expect(canVerifyProposal(user(2, [{ idProgram: 1, idRole }]), proposal)).toBe(true);
    expect(canVerifyProposal(user(2, [{ idProgram: 5, idRole: 9 }]), proposal)).toBe(true);
  });

  it('not a removed verifier, other staff of the programme, nor an assigner of another programme', () => {
    expect(canVerifyProposal(user(10), { idProgram: 1, activeVerifiers: [] })).toBe(false);
    for (const idRole of [4, 5, 7, 8, 15])
      expect(canVerifyProposal(user(2, [{ idProgram: 1, idRole }]), proposal)).toBe(false);
    expect(canVerifyProposal(user(2, [{ idProgram: 2, idRole: 6 }]), proposal)).toBe(false);
  });

  it('is locked once completed', () => {
    expect(isLocked({ completedAt: null })).toBe(false);
    expect(isLocked({ completedAt: new Date() })).toBe(true);
  });
});
