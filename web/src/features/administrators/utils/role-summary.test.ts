import type { AdministratorRole } from '@amal/contract/administrators';
import { describe, expect, it } from 'vitest';
import { programsText, summariseRoles } from './role-summary';

let id = 0;
const role = (idRole: number, roleName: string, programName: string): AdministratorRole => ({
  idAdministratorRole: ++id,
  idProgram: id,
  programName,
  idRole,
  roleName,
});

describe('an administrator’s roles in the list', () => {
  it('are grouped by role, in the role table’s order, each with its programmes', () => {
    const roles = [
      role(9, 'Super Admin', 'Bantuan Kesehatan'),
      role(3, 'PIC', 'Bantuan Pendidikan'),
      role(9, 'Super Admin', 'Bantuan Pendidikan'),
    ];
    expect(summariseRoles(roles)).toEqual([
      { idRole: 3, roleName: 'PIC', programNames: ['Bantuan Pendidikan'] },
      { idRole: 9, roleName: 'Super Admin', programNames: ['Bantuan Kesehatan', 'Bantuan Pendidikan'] },
    ]);
  });

  it('name a few programmes, and count many', () => {
    expect(programsText(['A'])).toBe('A');
    expect(programsText(['A', 'B'])).toBe('A, B');
    expect(programsText(['A', 'B', 'C'])).toBe('3 program');
    expect(programsText([])).toBe('');
  });
});
