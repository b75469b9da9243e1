import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/access.ts';
import { canSeeProgramWorkflow } from './programs.policy.ts';

const user = (roles: AuthUser['roles']): AuthUser => ({
  idUser: 1,
  idSession: 's',
  nip: null,
  admin: roles.length > 0,
  roles,
});

describe('canSeeProgramWorkflow', () => {
  it.each([
    ['an applicant', [], 10, false],
    ['a PIC of programme 1, in programme 1', [{ idProgram: 1, idRole: 3 }], 1, true],
    ['a PIC of programme 1, in programme 10', [{ idProgram: 1, idRole: 3 }], 10, false],
    ['a super admin of programme 1, in programme 10', [{ idProgram: 1, idRole: 9 }], 10, true],
    ['a guest of programme 10, in programme 10', [{ idProgram: 10, idRole: 15 }], 10, true],
  ] as const)('%s: %s', (_who, roles, idProgram, expected) => {
    expect(canSeeProgramWorkflow(user([...roles]), idProgram)).toBe(expected);
  });
});
