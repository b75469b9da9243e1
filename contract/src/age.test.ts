import { describe, expect, it } from 'vitest';
import {
  ageOn,
  formatIsoDate,
  jakartaCalendarDate,
  jakartaDateTime,
  jakartaDateTimeFromTzDatabase,
  parseIsoDate,
} from './age.ts';

describe('§9 age is computed from date of birth, on the Asia/Jakarta date', () => {
  it.each([
    // dateOfBirth, now (instant), age
    ['1990-06-15', '2026-06-14T10:00:00Z', 35], // day before birthday
    ['1990-06-15', '2026-06-15T10:00:00Z', 36], // on the birthday
    ['1990-06-15', '2026-06-14T16:59:59Z', 35], // 23:59:59 WIB on the 14th
    ['1990-06-15', '2026-06-14T17:00:00Z', 36], // 00:00 WIB on the 15th, still the 14th in UTC
    ['1990-12-31', '2026-12-30T17:00:00Z', 36], // 00:00 WIB on 31 December
    ['1990-01-01', '2025-12-31T17:00:00Z', 36], // new year in Jakarta first
    ['2026-01-01', '2026-01-01T00:00:00Z', 0], // born today
    ['2025-01-02', '2026-01-01T00:00:00Z', 0],
  ])('born %s, at %s → %d years', (dateOfBirth, now, age) => {
    expect(ageOn(dateOfBirth, new Date(now))).toBe(age);
  });

  it.each([
    // 29 February birthdays: reached on 1 March in common years
    ['2000-02-29', '2023-02-27T12:00:00Z', 22],
    ['2000-02-29', '2023-02-28T12:00:00Z', 22],
    ['2000-02-29', '2023-03-01T12:00:00Z', 23],
    ['2000-02-29', '2024-02-28T12:00:00Z', 23],
    ['2000-02-29', '2024-02-29T12:00:00Z', 24], // leap year: on the day itself
    ['2000-02-29', '2100-02-28T12:00:00Z', 99], // 2100 is not a leap year
    ['2000-02-29', '2100-03-01T12:00:00Z', 100],
  ])('born on 29 February %s, at %s → %d years', (dateOfBirth, now, age) => {
    expect(ageOn(dateOfBirth, new Date(now))).toBe(age);
  });

  it.each([
    ['2026-01-02', '2026-01-01T00:00:00Z'], // birth after today
    ['2023-02-29', '2026-01-01T00:00:00Z'], // not a leap year
    ['1990-13-01', '2026-01-01T00:00:00Z'],
    ['1990-04-31', '2026-01-01T00:00:00Z'],
    ['1990-1-1', '2026-01-01T00:00:00Z'],
    ['', '2026-01-01T00:00:00Z'],
    ['1990-01-01T00:00:00Z', '2026-01-01T00:00:00Z'], // a timestamp, not a date
    ['1990-01-01', 'invalid'],
  ])('no age (null) for an invalid or future date of birth: %s at %s', (dateOfBirth, now) => {
    expect(ageOn(dateOfBirth, new Date(now))).toBeNull();
  });

  it('the Jakarta calendar date is UTC+7', () => {
    expect(jakartaCalendarDate(new Date('2025-12-31T16:59:59Z'))).toEqual({ year: 2025, month: 12, day: 31 });
    expect(jakartaCalendarDate(new Date('2025-12-31T17:00:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('parses YYYY-MM-DD, including 29 February of a leap year', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('1900-02-29')).toBeNull();
  });
});

describe('the Jakarta clock (dates shown in Asia/Jakarta, design brief §6)', () => {
  it('gives the date and the 24-hour time in Jakarta, 7 hours ahead of UTC', () => {
    expect(jakartaDateTime(new Date('2024-12-31T17:05:00Z'))).toEqual({
      year: 2025,
      month: 1,
      day: 1,
      hour: 0,
      minute: 5,
    });
    expect(jakartaDateTime(new Date('2025-06-30T16:59:00Z'))).toEqual({
      year: 2025,
      month: 6,
      day: 30,
      hour: 23,
      minute: 59,
    });
  });

  it("agrees with the tz database's Asia/Jakarta at every instant since +07:00 began, every 37 hours to 2100", () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(1963, 11, 31, 16, 30); t < Date.UTC(2100, 0, 1); t += 37 * 3_600_000 + 61_000) {
      const instant = new Date(t);
      if (
        JSON.stringify(jakartaDateTime(instant)) !== JSON.stringify(jakartaDateTimeFromTzDatabase(instant))
      ) {
        mismatches.push(instant.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the earlier offsets for instants before 1964 (+07:30 then, +08:00 in 1948–1950)', () => {
    expect(jakartaDateTime(new Date('1963-12-31T16:29:00Z'))).toEqual({
      year: 1963,
      month: 12,
      day: 31,
      hour: 23,
      minute: 59,
    });
    expect(jakartaDateTime(new Date('1963-12-31T16:30:00Z'))).toEqual({
      year: 1963,
      month: 12,
      day: 31,
      hour: 23,
      minute: 30,
    });
    expect(jakartaDateTime(new Date('1949-06-01T00:00:00Z'))).toMatchObject({ hour: 8, minute: 0 });
  });

  it('writes a calendar date as YYYY-MM-DD', () => {
    expect(formatIsoDate({ year: 2025, month: 3, day: 7 })).toBe('2025-03-07');
  });
});
