import { describe, expect, it, vi } from 'vitest';
import {
  ageFromDateOfBirth,
  formatDate,
  formatRupiah,
  jakartaToday,
  joinIndonesian,
  maskNumber,
} from './format';

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

  it('writes the Jakarta clock time of an instant with the given template', () => {
    expect(formatDate('2025-03-04T23:05:09Z', 'D MMM YYYY, HH.mm')).toBe('5 Mar 2025, 06.05');
    expect(formatDate(new Date('2025-03-04T16:59:00Z'), 'dddd, D MMMM YYYY [pukul] HH.mm')).toBe(
      'Selasa, 4 Maret 2025 pukul 23.59',
    );
  });

  it('writes every template the app uses, with the Indonesian names of days and months', () => {
    expect(formatDate('2025-08-17', 'D MMMM YYYY')).toBe('17 Agustus 2025');
    expect(formatDate('2025-08-17T01:02:00Z', 'D MMM YYYY, HH.mm')).toBe('17 Agt 2025, 08.02');
    expect(formatDate('2025-08-17T01:02:00Z', 'D MMMM YYYY, HH.mm')).toBe('17 Agustus 2025, 08.02');
    expect(formatDate('2025-08-17')).toBe('Minggu, 17 Agustus 2025');
    expect(formatDate('2024-02-29')).toBe('Kamis, 29 Februari 2024');
  });

  it('answers an empty string for a calendar date that does not exist', () => {
    expect(formatDate('2023-02-29')).toBe('');
  });

  it('makes no time-zone formatter per date: a list of dates costs a phone nothing it need not', () => {
    const perCall = vi.spyOn(Date.prototype, 'toLocaleString');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 1; day <= 20; day++) formatDate(`2025-01-${String(day).padStart(2, '0')}T10:00:00Z`);
    expect(perCall).not.toHaveBeenCalled();
    expect(made).not.toHaveBeenCalled();
    perCall.mockRestore();
    made.mockRestore();
  });
});

describe('jakartaToday', () => {
  it("is today's Jakarta date, 7 hours ahead of UTC", () => {
    expect(jakartaToday(new Date('2024-12-31T17:00:00Z'))).toBe('2025-01-01');
    expect(jakartaToday(new Date('2024-12-31T16:59:59Z'))).toBe('2024-12-31');
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
