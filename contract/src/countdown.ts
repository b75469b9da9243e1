/**
 * The countdown of the "Jadwal Test Hafalan" card (spec §4): it runs to a target date plus a number
 * of days, ticks every second, and is over once the current time passes that moment.
 */

import { twoDigits } from './calendar.ts';

export const MS_PER_SECOND = 1000;
/** A countdown day is always 24 hours (Jakarta has no daylight saving time anyway). */
export const MS_PER_DAY = 24 * 60 * 60 * MS_PER_SECOND;

export interface Countdown {
  /** True once now is past the end; all parts are then 0. */
  over: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The moment the countdown ends: target + plusDays × 24 h (a non-finite plusDays counts as 0). */
export const countdownEnd = (target: Date, plusDays: number): Date =>
  new Date(target.getTime() + (Number.isFinite(plusDays) ? plusDays : 0) * MS_PER_DAY);

const OVER: Countdown = { over: true, days: 0, hours: 0, minutes: 0, seconds: 0 };

/**
 * Time left until target + plusDays, in whole days, hours, minutes and seconds (rounded down, so
 * the display shows 00:00:00:00 during the last second). Exactly at the end it is not yet over; an
 * invalid date counts as over.
 */
export function countdown(target: Date, plusDays: number, now: Date): Countdown {
  const left = countdownEnd(target, plusDays).getTime() - now.getTime();
  if (Number.isNaN(left) || left < 0) return { ...OVER };
  const totalSeconds = Math.floor(left / MS_PER_SECOND);
  return {
    over: false,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** "DD:HH:MM:SS" (days:hours:minutes:seconds); days may take more than two digits. */
export const formatCountdown = (c: Pick<Countdown, 'days' | 'hours' | 'minutes' | 'seconds'>): string =>
  `${twoDigits(c.days)}:${twoDigits(c.hours)}:${twoDigits(c.minutes)}:${twoDigits(c.seconds)}`;
