import { describe, expect, it } from 'vitest';
import { economicStatus, livability, totalScore } from './scoring.ts';

describe('§9 economic status = income / living cost', () => {
  it.each([
    // income, livingCost, label, weight
    [2_000_000, 1_000_000, 'MAMPU', 0],
    [1_000_000, 1_000_000, 'MAMPU', 0], // 100% exactly
    [999_999, 1_000_000, 'MISKIN', 0.3], // just under 100%
    [750_000, 1_000_000, 'MISKIN', 0.3],
    [500_000, 1_000_000, 'MISKIN', 0.3], // 50% exactly
    [499_999, 1_000_000, 'FAKIR', 0.5], // just under 50%
    [0, 1_000_000, 'FAKIR', 0.5],
  ] as const)(
    'ratio >= 1 is MAMPU (0), 0.5 to under 1 MISKIN (0.3), below 0.5 FAKIR (0.5): %d / %d → %s',
    (income, livingCost, label, weight) => {
      const status = economicStatus(income, livingCost);
      expect(status.label).toBe(label);
      expect(status.weight).toBe(weight);
      expect(status.ratio).toBe(income / livingCost);
    },
  );

  it.each([
    // degenerate input, expected ratio, label
    [0, 0, 1, 'MAMPU'], // no living cost: nothing uncovered
    [1_000_000, 0, 1, 'MAMPU'],
    [1_000_000, -5, 1, 'MAMPU'], // negative cost counts as 0
    [-1_000_000, 1_000_000, 0, 'FAKIR'], // negative income counts as 0
    [Number.NaN, 1_000_000, 0, 'FAKIR'],
    [1_000_000, Number.NaN, 1, 'MAMPU'],
    [Number.POSITIVE_INFINITY, 1_000_000, 0, 'FAKIR'],
  ] as const)(
    'degenerate inputs never yield NaN or Infinity: income %d, living cost %d → ratio %d %s',
    (income, livingCost, ratio, label) => {
      const status = economicStatus(income, livingCost);
      expect(status.ratio).toBe(ratio);
      expect(Number.isFinite(status.ratio)).toBe(true);
      expect(status.label).toBe(label);
    },
  );
});

describe('§9 livability = income / kifayah threshold / family count', () => {
  it.each([
    // income, hadKifayah, familyCount, weight, label
    [4_000_000, 1_000_000, 2, 0, '100% ke atas'],
    [3_000_000, 1_000_000, 3, 0, '100% ke atas'], // 1 exactly
    [2_999_999, 1_000_000, 3, 0.2, '76-99%'], // just under 1
    [2_250_000, 1_000_000, 3, 0.2, '76-99%'], // 0.75 exactly
    [749_900, 1_000_000, 1, 0.35, '41-75%'], // just under 0.75
    [410_000, 1_000_000, 1, 0.35, '41-75%'], // 0.41 exactly
    [1_230_000, 1_000_000, 3, 0.35, '41-75%'], // 0.41 exactly, through a family of 3
    [409_900, 1_000_000, 1, 0.5, '0-40%'], // 0.4099
    [0, 1_000_000, 4, 0.5, '0-40%'],
  ] as const)(
    '>= 1 → 0, >= 0.75 → 0.2, >= 0.41 → 0.35, else 0.5: %d / %d / %d → %d',
    (income, hadKifayah, familyCount, weight, label) => {
      const result = livability(income, hadKifayah, familyCount);
      expect(result.weight).toBe(weight);
      expect(result.label).toBe(label);
      expect(result.ratio).toBeCloseTo(income / hadKifayah / familyCount, 12);
    },
  );

  it.each([
    // income, hadKifayah, familyCount, ratio, weight
    [1_000_000, 0, 3, 1, 0], // no kifayah threshold: nothing to cover
    [0, 0, 0, 1, 0],
    [500_000, 1_000_000, 0, 0.5, 0.35], // family count 0 counts as 1
    [500_000, 1_000_000, -2, 0.5, 0.35],
    [500_000, 1_000_000, Number.NaN, 0.5, 0.35],
    [Number.NaN, 1_000_000, 2, 0, 0.5],
  ] as const)(
    'degenerate inputs never yield NaN or Infinity: %d / %d / %d → ratio %d, weight %d',
    (income, hadKifayah, familyCount, ratio, weight) => {
      const result = livability(income, hadKifayah, familyCount);
      expect(result.ratio).toBe(ratio);
      expect(result.weight).toBe(weight);
    },
  );
});

describe('§9 total score = economic weight + livability weight', () => {
  it.each([
    // income, livingCost, hadKifayah, familyCount, total
    [3_000_000, 2_000_000, 1_000_000, 2, 0], // MAMPU + over 100%
    [1_500_000, 2_000_000, 1_000_000, 2, 0.5], // MISKIN 0.3 + 0.75 → 0.2
    [1_000_000, 2_000_000, 1_000_000, 2, 0.65], // MISKIN 0.3 + 0.5 → 0.35, not 0.6499…
    [900_000, 2_000_000, 1_000_000, 2, 0.85], // FAKIR 0.5 + 0.45 → 0.35
    [500_000, 2_000_000, 1_000_000, 2, 1], // FAKIR 0.5 + 0.25 → 0.5
    [0, 0, 0, 0, 0], // degenerate: nothing to cover on either side
  ] as const)(
    'total score is the sum of both weights: income %d, cost %d, kifayah %d, family %d → %d',
    (income, livingCost, hadKifayah, familyCount, total) => {
      const score = totalScore({ income, livingCost, hadKifayah, familyCount });
      expect(score.total).toBe(total);
      expect(score.total).toBeCloseTo(score.economic.weight + score.livability.weight, 10);
    },
  );
});
