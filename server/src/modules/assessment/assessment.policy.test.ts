import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../lib/access.ts';
import {
  canAssess,
  canReadAssessments,
  canReadAssistance,
  canRecordAssistance,
  seesAllAssessments,
} from './assessment.policy.ts';

const X = 1;
const Y = 2;
const user = (roles: { idProgram: number; idRole: number }[], idUser = 100): AuthUser => ({
  idUser,
  idSession: 's',
  nip: null,
  admin: roles.length > 0,
  roles,
});
/** The catalogue's mapping: the roles that may set 8 or 10. */
const RECORDING = [5, 9, 10, 12, 13];

describe('assessment policy, role by role in programme X', () => {
  it.each([
    // role, read, assess, sees all, record aid
    [3, true, false, true, false], // PIC
    [4, true, false, true, false], // Sekretaris
    [5, true, false, true, true], // Pimpinan
    [6, true, false, true, false], // Lead verifikator
    [7, true, false, true, false], // IT
    [8, true, true, false, false], // Assessor: only their own
    [10, true, false, true, true], // URC7
    [11, true, false, true, false], // Sekretaris program
    [12, true, false, true, true], // Keuangan
    [13, true, false, true, true], // Ketua
    [14, true, false, true, false], // Customer service
    [15, false, false, false, false], // Tamu
  ])('role %i: read %s, assess %s, sees all %s, records aid %s', (idRole, read, assess, all, record) => {
    const caller = user([{ idProgram: X, idRole }]);
    expect(canReadAssessments(caller, X)).toBe(read);
    expect(canAssess(caller, X)).toBe(assess);
    expect(seesAllAssessments(caller, X)).toBe(all);
    expect(canRecordAssistance(caller, X, RECORDING)).toBe(record);
    // Nothing of it in programme Y.
    expect(canReadAssessments(caller, Y)).toBe(false);
    expect(canAssess(caller, Y)).toBe(false);
    expect(canRecordAssistance(caller, Y, RECORDING)).toBe(false);
  });

  it('a super admin, whatever programme their record names, may do all of it', () => {
    const admin = user([{ idProgram: Y, idRole: 9 }]);
    expect(canReadAssessments(admin, X)).toBe(true);
    expect(canAssess(admin, X)).toBe(true);
    expect(seesAllAssessments(admin, X)).toBe(true);
    expect(canRecordAssistance(admin, X, [])).toBe(true);
  });

  it('an assessor who is also PIC sees every assessment', () => {
    expect(
      seesAllAssessments(
        user([
          { idProgram: X, idRole: 8 },
          { idProgram: X, idRole: 3 },
        ]),
        X,
      ),
    ).toBe(true);
  });

  it('the aid is read by the proposal’s sides and the programme’s staff', () => {
    const proposal = { idProgram: X, sides: [100, 200] };
    expect(canReadAssistance(user([], 100), proposal)).toBe(true);
    expect(canReadAssistance(user([], 200), proposal)).toBe(true);
    expect(canReadAssistance(user([], 300), proposal)).toBe(false);
    expect(canReadAssistance(user([{ idProgram: X, idRole: 15 }], 300), proposal)).toBe(true);
    expect(canReadAssistance(user([{ idProgram: Y, idRole: 12 }], 300), proposal)).toBe(false);
  });
});
