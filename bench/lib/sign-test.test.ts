import { describe, expect, it } from 'vitest';
import { signTestP } from './sign-test.ts';

describe('signTestP', () => {
  it('is 1 for an even split and for no rounds', () => {
    expect(signTestP(5, 10)).toBe(1);
    expect(signTestP(0, 0)).toBe(1);
  });

  it('gives the binomial tails, both sides', () => {
    // 2 × (C(10,0) + C(10,1) + C(10,2)) / 2^10 = 2 × 56 / 1024
    expect(signTestP(2, 10)).toBeCloseTo(0.109375, 6);
    expect(signTestP(8, 10)).toBeCloseTo(0.109375, 6);
    // 15 of 15: 2 / 2^15
    expect(signTestP(15, 15)).toBeCloseTo(2 / 32768, 9);
    expect(signTestP(3, 15)).toBeLessThan(0.05);
    expect(signTestP(4, 15)).toBeGreaterThan(0.05);
  });
});
