import { describe, expect, it } from 'vitest';
import { canAnywhere, canInProgram, programsWhere } from './staff.ts';

describe('staff capabilities by role, held per programme', () => {
  it('a role in programme A gives nothing in programme B', () => {
    const roles = [{ idProgram: 1, idRole: 3 }];
    expect(canInProgram(roles, 1, 'decideStatus')).toBe(true);
    expect(canInProgram(roles, 2, 'decideStatus')).toBe(false);
    expect(programsWhere(roles, 'readProposals')).toEqual([1]);
  });

  it('a guest (15) only reads', () => {
    const roles = [{ idProgram: 1, idRole: 15 }];
    expect(canInProgram(roles, 1, 'readProposals')).toBe(true);
    expect(canInProgram(roles, 1, 'decideStatus')).toBe(false);
    expect(canInProgram(roles, 1, 'reviewDocuments')).toBe(false);
    expect(canInProgram(roles, 1, 'exportProposals')).toBe(false);
  });

  it('a super admin (9) holds every capability in every programme', () => {
    const roles = [{ idProgram: 7, idRole: 9 }];
    expect(canInProgram(roles, 1, 'decideStatus')).toBe(true);
    expect(canAnywhere(roles, 'manageSettings')).toBe(true);
    expect(programsWhere(roles, 'readProposals')).toBeNull();
  });

  it('only a super admin manages administrators and settings', () => {
    for (const idRole of [3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15]) {
      expect(canAnywhere([{ idProgram: 1, idRole }], 'manageAdministrators'), `role ${idRole}`).toBe(false);
      expect(canAnywhere([{ idProgram: 1, idRole }], 'manageSettings'), `role ${idRole}`).toBe(false);
    }
  });

  it('field verifiers are assigned by the lead verifier (6), the PIC (3) and the programme secretary (11) of the programme', () => {
    const assigners = [3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15].filter((idRole) =>
      canInProgram([{ idProgram: 1, idRole }], 1, 'assignVerifiers'),
    );
    expect(assigners).toEqual([3, 6, 11]);
    expect(canInProgram([{ idProgram: 2, idRole: 6 }], 1, 'assignVerifiers')).toBe(false);
  });

  it('an id outside the role table gives nothing', () => {
    expect(canAnywhere([{ idProgram: 1, idRole: 99 }], 'readProposals')).toBe(false);
  });
});
