import { describe, expect, it } from 'vitest';
import {
  currentSchedule,
  isQurbanProgram,
  isScholarshipProgram,
  isWithinSchedule,
  programIdParams,
  SECTION_ROUTES,
  sectionId,
} from './programs.ts';

const period = (startDate: string, endDate: string) => ({ startDate, endDate });
const past = period('2026-02-18T00:00:00+07:00', '2026-03-19T23:59:59+07:00');
const running = period('2026-01-01T00:00:00+07:00', '2027-12-31T23:59:59+07:00');
const next = period('2027-01-01T00:00:00+07:00', '2027-03-31T23:59:59+07:00');
const later = period('2027-06-01T00:00:00+07:00', '2027-06-30T23:59:59+07:00');
const today = new Date('2026-11-23T10:00:00+07:00');

describe('isWithinSchedule', () => {
  it.each([
    [running, today, true],
    [past, today, false],
    [next, today, false],
    // Both ends count: the first and the last instant of a period are inside it.
    [running, new Date(running.startDate), true],
    [running, new Date(running.endDate), true],
    [running, new Date(new Date(running.endDate).getTime() + 1), false],
  ])('%o at %s: %s', (schedule, now, expected) => {
    expect(isWithinSchedule(schedule, now)).toBe(expected);
  });
});

describe('currentSchedule', () => {
  it('prefers the running period, then the next to open, then the last to close', () => {
    expect(currentSchedule([past, running, next], today)).toBe(running);
    expect(currentSchedule([later, past, next], today)).toBe(next);
    expect(currentSchedule([past, period('2025-01-01', '2025-02-01')], today)).toBe(past);
    expect(currentSchedule([], today)).toBeNull();
  });
});

describe('catalogue vocabulary', () => {
  it('gives every section route a stable id from 1', () => {
    expect(sectionId('reference')).toBe(1);
    expect(SECTION_ROUTES.map(sectionId)).toEqual(SECTION_ROUTES.map((_, i) => i + 1));
    expect(new Set(SECTION_ROUTES).size).toBe(SECTION_ROUTES.length);
  });

  it('names the qurban and scholarship programmes', () => {
    expect(isQurbanProgram(40)).toBe(true);
    expect(isQurbanProgram(10)).toBe(false);
    expect(isScholarshipProgram(31)).toBe(true);
    expect(isScholarshipProgram(27)).toBe(true);
    expect(isScholarshipProgram(14)).toBe(false);
  });

  it('accepts programme ids within the integer range only', () => {
    expect(programIdParams.parse({ id: '31' })).toEqual({ id: 31 });
    expect(programIdParams.safeParse({ id: '2147483648' }).error?.issues[0]?.message).toBe(
      'ID terlalu besar',
    );
    expect(programIdParams.safeParse({ id: 'abc' }).error?.issues[0]?.message).toBe('ID harus berupa angka');
  });
});
