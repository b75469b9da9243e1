/**
 * Age from a date of birth (spec §9), counted on the calendar date of Asia/Jakarta, so a user just
 * after midnight in Jakarta (still yesterday in UTC) already sees their new age.
 */

import { twoDigits } from './calendar.ts';

/** The time zone whose calendar dates the product uses. */
const JAKARTA_TIME_ZONE = 'Asia/Jakarta';

/** A calendar date; month and day are 1-based. */
interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar date with the clock's hour (0–23) and minute. */
export interface CalendarDateTime extends CalendarDate {
  hour: number;
  minute: number;
}

/**
 * Jakarta has kept +07:00 all year, with no daylight saving, since 1964-01-01 00:00 local time
 * (tz database, Asia/Jakarta: +07:30 until then). Every instant the product stores is later, and is
 * moved to the Jakarta clock by arithmetic: the first `Intl.DateTimeFormat` with a time zone loads
 * the browser's time-zone data, a long task on a phone's main thread in a fresh page.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const FIXED_OFFSET_SINCE = Date.UTC(1963, 11, 31, 16, 30);

let tzDatabaseClock: Intl.DateTimeFormat | undefined;

/**
 * The Jakarta clock at an instant as the tz database has it (the formatter made on first use): for
 * the rare instant before 1964, and the reference the arithmetic is tested against.
 */
export function jakartaDateTimeFromTzDatabase(instant: Date): CalendarDateTime {
  tzDatabaseClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: JAKARTA_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  });
  const parts = tzDatabaseClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The calendar date and clock time in Jakarta at an instant. */
export function jakartaDateTime(instant: Date): CalendarDateTime {
  if (instant.getTime() < FIXED_OFFSET_SINCE) return jakartaDateTimeFromTzDatabase(instant);
  const clock = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  return {
    year: clock.getUTCFullYear(),
    month: clock.getUTCMonth() + 1,
    day: clock.getUTCDate(),
    hour: clock.getUTCHours(),
    minute: clock.getUTCMinutes(),
  };
}

/** The calendar date in Jakarta at an instant. */
export function jakartaCalendarDate(instant: Date): CalendarDate {
  const { year, month, day } = jakartaDateTime(instant);
  return { year, month, day };
}

/** A calendar date as "YYYY-MM-DD". */
export const formatIsoDate = ({ year, month, day }: CalendarDate): string =>
  `${year}-${twoDigits(month)}-${twoDigits(day)}`;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Parses "YYYY-MM-DD" into a calendar date; null unless it is a real date (no 2023-02-29). */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * Age in whole years on the Jakarta calendar date of `today`.
 *
 * A birthday counts from the start of its day. Someone born on 29 February has their birthday on
 * 1 March in common years (28 February they are still the younger age), the usual legal reading.
 * Returns null when dateOfBirth is not a valid "YYYY-MM-DD" date or lies after today's Jakarta date.
 */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const birth = parseIsoDate(dateOfBirth);
  if (!birth || Number.isNaN(today.getTime())) return null;
  const now = jakartaCalendarDate(today);
  const birthdayPassed = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  const age = now.year - birth.year - (birthdayPassed ? 0 : 1);
  return age < 0 ? null : age;
}
