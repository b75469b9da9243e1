import { describe, expect, it } from 'vitest';
import { countdown, countdownEnd, formatCountdown } from './countdown.ts';

const target = new Date('2026-03-01T02:00:00Z'); // 09:00 WIB
const at = (iso: string) => new Date(iso);

describe('§4 countdown: target date plus a number of days, over when now passes it', () => {
  it.each([
    // plusDays, now, expected
    [0, '2026-03-01T01:59:59Z', { over: false, days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [0, '2026-03-01T02:00:00Z', { over: false, days: 0, hours: 0, minutes: 0, seconds: 0 }], // exactly at the end
    [0, '2026-03-01T02:00:00.001Z', { over: true, days: 0, hours: 0, minutes: 0, seconds: 0 }], // just past it
    [3, '2026-03-01T02:00:00Z', { over: false, days: 3, hours: 0, minutes: 0, seconds: 0 }],
    [3, '2026-03-02T00:58:57Z', { over: false, days: 2, hours: 1, minutes: 1, seconds: 3 }],
    [1, '2026-02-28T02:00:00Z', { over: false, days: 2, hours: 0, minutes: 0, seconds: 0 }],
    [1, '2026-03-02T02:00:00.500Z', { over: true, days: 0, hours: 0, minutes: 0, seconds: 0 }],
    [1, '2026-03-01T02:00:00.500Z', { over: false, days: 0, hours: 23, minutes: 59, seconds: 59 }], // rounded down
  ] as const)('plus %d days at %s', (plusDays, now, expected) => {
    expect(countdown(target, plusDays, at(now))).toEqual(expected);
  });

  it('a day is 24 hours', () => {
    expect(countdownEnd(target, 2).toISOString()).toBe('2026-03-03T02:00:00.000Z');
    expect(countdown(target, 1, target)).toEqual({ over: false, days: 1, hours: 0, minutes: 0, seconds: 0 });
  });

  it('an invalid target date counts as over', () => {
    expect(countdown(new Date('not a date'), 1, target).over).toBe(true);
  });
});

describe('§4 countdown display is days:hours:minutes:seconds', () => {
  it.each([
    [{ days: 0, hours: 0, minutes: 0, seconds: 0 }, '00:00:00:00'],
    [{ days: 2, hours: 1, minutes: 1, seconds: 3 }, '02:01:01:03'],
    [{ days: 12, hours: 23, minutes: 59, seconds: 59 }, '12:23:59:59'],
    [{ days: 123, hours: 4, minutes: 5, seconds: 6 }, '123:04:05:06'],
  ])('%o → %s', (parts, text) => {
    expect(formatCountdown(parts)).toBe(text);
  });
});
