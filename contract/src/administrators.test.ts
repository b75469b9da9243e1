import { describe, expect, it } from 'vitest';
import {
  administratorMessages,
  grantRoleSchema,
  isRoleId,
  MEMBER_SEARCH_MIN,
  memberSearchQuerySchema,
} from './administrators.ts';

describe('granting a role (spec §6 role table)', () => {
  it('takes the role ids of the table, 3 to 15, and no other', () => {
    for (let idRole = 3; idRole <= 15; idRole++) expect(isRoleId(idRole), `role ${idRole}`).toBe(true);
    for (const idRole of [0, 1, 2, 16, 99]) expect(isRoleId(idRole), `role ${idRole}`).toBe(false);
  });

  it('refuses a role outside the table with "Peran tidak valid"', () => {
    const parsed = grantRoleSchema.safeParse({ idUser: 1, idProgram: 1, idRole: 2 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['idRole', administratorMessages.roleInvalid],
    ]);
  });

  it('accepts a member, a programme and a role', () => {
    expect(grantRoleSchema.parse({ idUser: 7, idProgram: 10, idRole: 6 })).toEqual({
      idUser: 7,
      idProgram: 10,
      idRole: 6,
    });
  });
});

describe('finding a member to make staff', () => {
  it(`needs at least ${MEMBER_SEARCH_MIN} characters, spaces aside`, () => {
    expect(memberSearchQuerySchema.safeParse({ search: ' a ' }).error?.issues[0]?.message).toBe(
      administratorMessages.searchTooShort,
    );
    expect(memberSearchQuerySchema.safeParse({}).error?.issues[0]?.message).toBe(
      administratorMessages.searchTooShort,
    );
    expect(memberSearchQuerySchema.parse({ search: ' ARN1 ' })).toEqual({ search: 'ARN1' });
  });
});
