import dayjs from 'dayjs';
import 'dayjs/locale/id';
import { JAKARTA_TIME_ZONE } from '@amal/contract/age';
import utc from 'dayjs/plugin/utc';

// Indonesian names of days and months for every date the app shows.
dayjs.extend(utc);
dayjs.locale('id');

/**
 * Made once: dayjs's timezone plugin makes a new formatter on every call (Date#toLocaleString with
 * a time zone), a millisecond or more of a phone's main thread for each date of a list.
 */
const jakartaClock = new Intl.DateTimeFormat('en-US', {
  timeZone: JAKARTA_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The Jakarta wall clock at an instant, as a dayjs in UTC mode (formatting reads it as it is). */
export function inJakarta(instant: Date | string | number = new Date()): dayjs.Dayjs {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return dayjs.utc(Number.NaN);
  const part = Object.fromEntries(jakartaClock.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return dayjs.utc(
    Date.UTC(
      part.year!,
      part.month! - 1,
      part.day!,
      part.hour!,
      part.minute!,
      part.second!,
      date.getMilliseconds(),
    ),
  );
}

export { dayjs };
