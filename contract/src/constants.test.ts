import { describe, expect, it } from 'vitest';
import {
  CHILD_SELECTION_MIN_GRADE,
  DAWAH_FREQUENCIES,
  DRAFT_RESTORE_DELAY_MS,
  distanceLabel,
  distanceOptions,
  EXPENSE_TYPES,
  expenseShowsNoneHint,
  FAMILY_COUNT_MAX,
  FAMILY_COUNT_MIN,
  FAMILY_GRADES,
  HELPED_CHILD_GRADES,
  HOME_LIST_ROWS,
  isEligibleChildGrade,
  isLifetimeStay,
  JOB_STATUSES,
  LENGTH_OF_STAY_LIFETIME,
  MIN_KG_PER_KK_HINT,
  memorisationTarget,
  ORGANIZATION_MANAGER_POSITIONS,
  ORGANIZATION_TYPES,
  PROGRAM_MIN_KG_PER_KK,
  PROGRAM_POOR_ONLY,
  QURBAN_ANIMALS,
  QURBAN_INSTITUTION_DOCUMENT_TYPES,
  QURBAN_REPLACED_DOCUMENT_TYPES,
  qurbanHijriYear,
  qurbanSlaughterDayLabel,
  RELATIONSHIP_LIVES_TOGETHER,
  RELATIONSHIP_SELF,
  ROLE_ASSESSOR,
  ROLE_LEAD_VERIFICATOR,
  ROLE_SUPER_ADMIN,
  ROLES,
  recipientUnitLabel,
  requiresResidenceDetails,
  roleName,
  TOAST_AUTO_CLOSE_MS,
  unitPriceLabel,
  WIZARD_PROGRESS_STEPS,
  wizardProgressPercent,
} from './constants.ts';

describe('§9 lists and counters', () => {
  it('home proposal lists show 4 rows per page', () => {
    expect(HOME_LIST_ROWS).toBe(4);
  });

  it('family counter display runs from 1 to 10', () => {
    expect([FAMILY_COUNT_MIN, FAMILY_COUNT_MAX]).toEqual([1, 10]);
  });

  it('wizard progress denominator is 7 steps, toast closes after 3 s, draft restores after 1 s', () => {
    expect(WIZARD_PROGRESS_STEPS).toBe(7);
    expect(TOAST_AUTO_CLOSE_MS).toBe(3000);
    expect(DRAFT_RESTORE_DELAY_MS).toBe(1000);
  });

  it.each([
    [0, 0],
    [7, 100],
    [14, 100],
    [-1, 0],
  ])('qurban progress bar grows as step/7: step %d → %d percent', (step, percent) => {
    expect(wizardProgressPercent(step)).toBe(percent);
  });

  it('qurban progress bar at step 3 of 7 is 3/7', () => {
    expect(wizardProgressPercent(3)).toBeCloseTo((3 / 7) * 100);
  });
});

describe('§9 programme rules', () => {
  it('programme 10 is restricted to poor applicants; programme 30 needs 3 kg per KK', () => {
    expect(PROGRAM_POOR_ONLY).toBe(10);
    expect(PROGRAM_MIN_KG_PER_KK).toBe(30);
    expect(MIN_KG_PER_KK_HINT).toBe('Minimal 3 Kilogram per KK');
  });

  it.each([
    [14, 'anak'],
    [20, 'Orang'],
    [29, 'Orang'],
    [21, 'KK'],
    [30, 'KK'],
    [1, 'KK'],
  ])('programme 14 counts in "anak", 20 and 29 in "Orang", others in "KK": %d → %s', (idProgram, unit) => {
    expect(recipientUnitLabel(idProgram)).toBe(unit);
  });

  it.each([
    [30, 'Anggaran per KK'],
    [29, 'Anggaran perporsi'],
    [31, 'Anggaran perporsi'],
  ])(
    'unit price label is "Anggaran per KK" for programme 30, else "Anggaran perporsi": %d',
    (idProgram, label) => {
      expect(unitPriceLabel(idProgram)).toBe(label);
    },
  );

  it.each([
    [27, 'Al-Fatihah', null],
    [31, 'Al-Fath', 29],
    [28, 'Al-Fath', 29],
    [1, 'Al-Fath', 29],
  ])(
    'memorisation target of 27 is Al-Fatihah, of 31 Al-Fath verse 29, 31 the default: %d',
    (idProgram, surah, verse) => {
      const target = memorisationTarget(idProgram);
      expect(target.surah).toBe(surah);
      expect(target.verse).toBe(verse);
    },
  );

  it.each([
    [1, true, false],
    [10, true, false],
    [2, true, true],
    [14, true, true],
    [2, false, false],
    [30, false, false],
  ])(
    'programmes 1 and 10 skip the individual residence requirements: programme %d individual %s → required %s',
    (idProgram, individual, required) => {
      expect(requiresResidenceDetails({ idProgram, individual })).toBe(required);
    },
  );
});

describe('§9 qurban', () => {
  it('qurban animal units are Sapi, Kambing, Domba', () => {
    expect(QURBAN_ANIMALS).toEqual(['Sapi', 'Kambing', 'Domba']);
  });

  it.each([
    [true, 1446, '10 Dzulhijjah 1446H'],
    [false, 1445, '10 Dzulhijjah 1445H'],
  ])('qurban year is 1446 H in production, 1445 elsewhere: production %s → %d', (production, year, label) => {
    expect(qurbanHijriYear(production)).toBe(year);
    expect(qurbanSlaughterDayLabel(production)).toBe(label);
  });

  it('document types 60, 61 and 84 are replaced in qurban-type programmes', () => {
    expect(QURBAN_REPLACED_DOCUMENT_TYPES).toEqual([60, 61, 84]);
  });

  it('qurban institution document types are 48, 50, 55, 49, 52, 53, 82, 51, 54, 73, 83 in that order', () => {
    expect(QURBAN_INSTITUTION_DOCUMENT_TYPES).toEqual([48, 50, 55, 49, 52, 53, 82, 51, 54, 73, 83]);
  });
});

describe('§9 people and households', () => {
  it('relationship 1 means lives together; 8 is the default for a self-applicant', () => {
    expect(RELATIONSHIP_LIVES_TOGETHER).toBe(1);
    expect(RELATIONSHIP_SELF).toBe(8);
  });

  it('job status list has the spec’s 19 entries, "Tidak Bekerja" first and "Lainnya" last', () => {
    expect(JOB_STATUSES).toHaveLength(19);
    expect(JOB_STATUSES[0]).toBe('Tidak Bekerja');
    expect(JOB_STATUSES[1]).toBe('Pelajar');
    expect(JOB_STATUSES[9]).toBe('Tenaga Pengajar/Guru');
    expect(JOB_STATUSES[18]).toBe('Lainnya');
    expect(new Set(JOB_STATUSES).size).toBe(19);
  });

  it.each([
    [true, [0, 1, 5, 10, 20, 25, 30, 35, 40, 45, 50]],
    [false, [1, 5, 10, 20, 25, 30, 35, 40, 45, 50]],
  ])(
    'distance option 0 km (same house) is for individual programmes only: individual %s',
    (individual, options) => {
      expect(distanceOptions(individual)).toEqual(options);
    },
  );

  it.each([
    [0, '0 km (serumah)'],
    [1, '1 km'],
    [50, '50 km'],
  ])('distance %d reads "%s" (0 is the same house)', (km, label) => {
    expect(distanceLabel(km)).toBe(label);
  });

  it('grade options are 1-12 for family, 8-12 for a helped child', () => {
    expect(FAMILY_GRADES).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(HELPED_CHILD_GRADES).toEqual([8, 9, 10, 11, 12]);
  });

  it.each([
    [9, false],
    [10, true],
    [12, true],
    [null, false],
    [undefined, false],
  ])('only children of grade 10 or above are eligible: grade %s → %s', (grade, eligible) => {
    expect(CHILD_SELECTION_MIN_GRADE).toBe(10);
    expect(isEligibleChildGrade(grade)).toBe(eligible);
  });

  it.each([
    [0, false],
    [99, false],
    [100, true],
    [150, true],
  ])('length of stay of 100 or more means "Seumur hidup": %d → %s', (years, lifetime) => {
    expect(LENGTH_OF_STAY_LIFETIME).toBe(100);
    expect(isLifetimeStay(years)).toBe(lifetime);
  });
});

describe('§3 expense types', () => {
  it.each([
    [1, 'Sewa/Kontrak Rumah'],
    [2, 'Makan dan Minum'],
    [3, 'Kebutuhan Rumah'],
    [4, 'Pendidikan'],
    [5, 'Listrik'],
    [6, 'Air'],
    [7, 'Internet'],
    [8, 'Kesehatan'],
    [9, 'Transportasi'],
    [10, 'Tanggungan di luar rumah'],
    [11, 'Rutin'],
  ])('expense type %d is "%s"', (idExpenseType, name) => {
    expect(EXPENSE_TYPES.find((t) => t.idExpenseType === idExpenseType)?.name).toBe(name);
  });

  it('there are exactly 11 expense types, numbered 1-11', () => {
    expect(EXPENSE_TYPES.map((t) => t.idExpenseType)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it.each([
    [1, true],
    [6, true],
    [10, true],
    [2, false],
    [11, false],
  ])('expense types 1, 6 and 10 show the hint "tidak ada": type %d → %s', (idExpenseType, hint) => {
    expect(expenseShowsNoneHint(idExpenseType)).toBe(hint);
  });
});

describe('§6 roles', () => {
  it.each([
    [3, 'PIC'],
    [4, 'Sekretaris'],
    [5, 'Pimpinan'],
    [6, 'Lead Verifikator'],
    [7, 'IT'],
    [8, 'Assessor'],
    [9, 'Super Admin'],
    [10, 'URC7'],
    [11, 'Sekretaris Program'],
    [12, 'Keuangan'],
    [13, 'Ketua Lembaga Berbagi'],
    [14, 'Customer Service'],
    [15, 'Tamu'],
  ])('role table: id %d is %s', (idRole, name) => {
    expect(roleName(idRole)).toBe(name);
  });

  it('role ids outside the table (1, 2, 16) have no name', () => {
    expect([roleName(1), roleName(2), roleName(16)]).toEqual([undefined, undefined, undefined]);
  });

  it('role table has 13 distinct ids 3-15; lead verifier 6, assessor 8, super admin 9', () => {
    expect(ROLES.map((r) => r.idRole)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect([ROLE_LEAD_VERIFICATOR, ROLE_ASSESSOR, ROLE_SUPER_ADMIN]).toEqual([6, 8, 9]);
  });
});

describe('§5 organisation lists', () => {
  it('organisation type is one of Pondok Pesantren, Yayasan, Masjid (DKM), LSM', () => {
    expect(ORGANIZATION_TYPES).toEqual(['Pondok Pesantren', 'Yayasan', 'Masjid (DKM)', 'LSM']);
  });

  it('dawah frequency is one of Setiap Hari, Setiap Pekan, Setiap Bulan, Setiap Tahun', () => {
    expect(DAWAH_FREQUENCIES).toEqual(['Setiap Hari', 'Setiap Pekan', 'Setiap Bulan', 'Setiap Tahun']);
  });

  it('manager positions are the spec’s nine, in order', () => {
    expect(ORGANIZATION_MANAGER_POSITIONS).toEqual([
      'Ketua Yayasan/Lembaga',
      'Ketua Harian Pelaksana',
      'Ketua Bidang',
      'Pembina lembaga',
      'Ustadz Pembina',
      'Sekretaris',
      'Bendahara',
      'Humas',
      'Pengurus',
    ]);
  });
});
