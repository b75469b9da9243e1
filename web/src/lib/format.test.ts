import { describe, expect, it } from 'vitest';
import { ageFromDateOfBirth, formatDate, formatRupiah, joinIndonesian, maskNumber } from './format';

describe('formatRupiah', () => {
  it.each([
    [1_500_000, 'Rp\u00a01.500.000'],
    [0, 'Rp\u00a00'],
    [750, 'Rp\u00a0750'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
});

describe('formatDate', () => {
  it('writes a calendar date in Indonesian', () => {
    expect(formatDate('1990-05-12')).toBe('Sabtu, 12 Mei 1990');
  });

  it('shows an instant on its Jakarta date', () => {
    // 17:30 UTC on 31 December is already 1 January in Jakarta (UTC+7).
    expect(formatDate('2024-12-31T17:30:00Z')).toBe('Rabu, 1 Januari 2025');
    expect(formatDate('2024-12-31T16:30:00Z')).toBe('Selasa, 31 Desember 2024');
  });

  it('answers an empty string for an invalid date', () => {
    expect(formatDate('bukan tanggal')).toBe('');
  });
});

describe('ageFromDateOfBirth', () => {
  it('counts whole years on the Jakarta date', () => {
    expect(ageFromDateOfBirth('1990-05-12', new Date('2025-05-11T16:59:00Z'))).toBe(34);
    expect(ageFromDateOfBirth('1990-05-12', new Date('2025-05-11T17:00:00Z'))).toBe(35);
  });
});

describe('maskNumber', () => {
  it('keeps only the last four digits', () => {
    expect(maskNumber('3273011205900001')).toBe('••••••••••••0001');
    expect(maskNumber('123')).toBe('123');
  });
});

describe('joinIndonesian', () => {
  it.each([
    [[], ''],
    [['a'], 'a'],
    [['a', 'b'], 'a dan b'],
    [['a', 'b', 'c'], 'a, b, dan c'],
  ])('%j → %s', (items, expected) => {
    expect(joinIndonesian(items)).toBe(expected);
  });
});
