import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/access.ts';
import {
  canNameAsReference,
  canReadProposal,
  canReadProposalAs,
  canStaffReadProposal,
} from './proposals.policy.ts';

const caller: AuthUser = { idUser: 1, idSession: 's', nip: 'ARN101-10001', admin: false, roles: [] };
const staff: AuthUser = { ...caller, idUser: 9, admin: true, roles: [{ idProgram: 3, idRole: 9 }] };

describe('canReadProposalAs (design brief §5: an applicant sees only their own proposals)', () => {
  it.each([
    ['referrer reading as referer', caller, { referrerIdUser: 1, referenceIdUser: 2 }, 'referer', true],
    ['referrer reading as reference', caller, { referrerIdUser: 1, referenceIdUser: 2 }, 'reference', false],
    ['recipient reading as reference', caller, { referrerIdUser: 2, referenceIdUser: 1 }, 'reference', true],
    ['a stranger', caller, { referrerIdUser: 2, referenceIdUser: 3 }, 'referer', false],
    [
      'staff, who read through canStaffReadProposal',
      staff,
      { referrerIdUser: 2, referenceIdUser: 3 },
      'referer',
      false,
    ],
  ] as const)('%s: %s', (_who, user, parties, by, allowed) => {
    expect(canReadProposalAs(user, parties, by)).toBe(allowed);
    if (allowed) expect(canReadProposal(user, parties)).toBe(true);
  });
});

describe('canStaffReadProposal (issue 4: a verifier opens a proposal to review its documents)', () => {
  const superAdmin: AuthUser = { ...caller, idUser: 10, roles: [{ idProgram: 1, idRole: 9 }] };
  const verifier: AuthUser = { ...caller, idUser: 12, admin: true, roles: [{ idProgram: 3, idRole: 6 }] };
  const guest: AuthUser = { ...caller, idUser: 11, roles: [{ idProgram: 3, idRole: 15 }] };
  it.each([
    ['a verifier of the programme', verifier, 3, true],
    ['a verifier of another programme', verifier, 4, false],
    ['a super admin, in any programme', superAdmin, 4, true],
    ['a guest of the programme, who may see its documents', guest, 3, true],
    ['an applicant', caller, 3, false],
  ] as const)('%s: %s', (_who, user, idProgram, allowed) => {
    expect(canStaffReadProposal(user, idProgram)).toBe(allowed);
  });
});

describe('canNameAsReference', () => {
  const member = { idUser: 5, createdBy: null, nip: 'ARN101-10003', whatsappNumber: '6281234500003' };
  it.each([
    ['the applicant themselves', { ...member, idUser: 1 }, {}, true],
    ['a person the applicant recorded', { ...member, nip: null, createdBy: 1 }, {}, true],
    [
      'a member found with NIP and WhatsApp',
      member,
      { nip: 'arn101-10003', whatsappNumber: '+6281234500003' },
      true,
    ],
    ['a member named by id alone', member, {}, false],
    [
      'a member with the wrong WhatsApp',
      member,
      { nip: 'ARN101-10003', whatsappNumber: '6281234500009' },
      false,
    ],
  ])('%s: %s', (_who, person, claimed, allowed) => {
    expect(canNameAsReference(caller, person, claimed)).toBe(allowed);
  });
});
