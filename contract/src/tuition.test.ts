import { describe, expect, it } from 'vitest';
import {
  paidMonthsForOption,
  paidMonthsThrough,
  paidTotal,
  TUITION_MONTHS,
  TUITION_NONE_PAID,
  TUITION_OPTIONS,
  unpaidTotal,
} from './tuition.ts';

describe('§5 tuition: unpaid-months selector covers 12 months starting July 2025', () => {
  it('the months run from "Juli 2025" to "Juni 2026"', () => {
    expect(TUITION_MONTHS.map((m) => m.label)).toEqual([
      'Juli 2025',
      'Agustus 2025',
      'September 2025',
      'Oktober 2025',
      'November 2025',
      'Desember 2025',
      'Januari 2026',
      'Februari 2026',
      'Maret 2026',
      'April 2026',
      'Mei 2026',
      'Juni 2026',
    ]);
    expect(TUITION_MONTHS.map((m) => m.value)).toEqual([
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
    ]);
  });

  it('the selector offers "Belum ada yang dibayar" first, then the 12 months', () => {
    expect(TUITION_OPTIONS).toHaveLength(13);
    expect(TUITION_OPTIONS[0]).toEqual({ value: 'none', label: 'Belum ada yang dibayar' });
    expect(TUITION_OPTIONS[1]).toEqual({ value: '2025-07', label: 'Juli 2025' });
    expect(TUITION_OPTIONS[12]).toEqual({ value: '2026-06', label: 'Juni 2026' });
  });

  it.each([
    [TUITION_NONE_PAID.value, 0],
    [null, 0],
    ['2025-07', 1],
    ['2025-12', 6],
    ['2026-01', 7],
    ['2026-06', 12],
    ['2025-06', null],
    ['2026-07', null],
    ['Juli 2025', null],
  ])('months paid for the selected option %s → %s', (value, months) => {
    expect(paidMonthsForOption(value)).toBe(months);
  });

  it.each([
    [null, 0],
    [{ year: 2025, month: 6 }, 0],
    [{ year: 2025, month: 7 }, 1],
    [{ year: 2025, month: 12 }, 6],
    [{ year: 2026, month: 1 }, 7],
    [{ year: 2026, month: 6 }, 12],
    [{ year: 2027, month: 3 }, 12],
  ])('months paid when settled through %o → %d (clamped to the 12-month period)', (settled, months) => {
    expect(paidMonthsThrough(settled)).toBe(months);
  });
});

describe('§5 tuition totals', () => {
  it.each([
    // paidMonths, monthlyTuition, paid, unpaid
    [0, 500_000, 0, 6_000_000],
    [1, 500_000, 500_000, 5_500_000],
    [6, 500_000, 3_000_000, 3_000_000],
    [12, 500_000, 6_000_000, 0],
    [13, 500_000, 6_000_000, 0], // more than the period counts as 12
    [-1, 500_000, 0, 6_000_000],
    [3, 0, 0, 0],
    [3, -100, 0, 0], // a negative tuition counts as 0
  ])(
    'paid total = paid months × tuition, unpaid total = remaining months × tuition: %d months at %d',
    (paidMonths, tuition, paid, unpaid) => {
      expect(paidTotal(paidMonths, tuition)).toBe(paid);
      expect(unpaidTotal(paidMonths, tuition)).toBe(unpaid);
    },
  );
});
