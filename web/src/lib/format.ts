import {
  ageOn,
  type CalendarDateTime,
  formatIsoDate,
  jakartaCalendarDate,
  jakartaDateTime,
  parseIsoDate,
} from '@amal/contract/age';
import {
  INDONESIAN_DAYS,
  INDONESIAN_MONTHS,
  INDONESIAN_SHORT_MONTHS,
  twoDigits,
} from '@amal/contract/calendar';

// Made on first use, not when a page loads this module: the first currency formatter loads the
// locale's number data, which the pages that show no amount need not pay.
let rupiah: Intl.NumberFormat | undefined;

/**
 * Whole Rupiah as "Rp 1.500.000". The space after "Rp" is the non-breaking space Intl writes, so
 * the amount never wraps away from its currency.
 */
export function formatRupiah(amount: number): string {
  rupiah ??= new Intl.NumberFormat('id-ID', {
    style: 'currency',
    currency: 'IDR',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return rupiah.format(amount);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The parts of a calendar date ("1990-05-12") or of an instant on the Jakarta clock; null if invalid. */
function partsOf(value: string | Date): CalendarDateTime | null {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const date = parseIsoDate(value);
    return date && { ...date, hour: 0, minute: 0 };
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : jakartaDateTime(instant);
}

/**
 * A date as "Sabtu, 12 Mei 1990" in Asia/Jakarta. A calendar date ("1990-05-12") is taken as that
 * day; an instant ("2025-01-01T17:00:00Z") is shown on its Jakarta date and clock. The template
 * knows dddd, D, MMMM, MMM, YYYY, HH, mm and [literal text].
 */
export function formatDate(value: string | Date, template = 'dddd, D MMMM YYYY'): string {
  const parts = partsOf(value);
  if (!parts) return '';
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  const tokens: Record<string, string> = {
    dddd: INDONESIAN_DAYS[weekday]!,
    D: String(parts.day),
    MMMM: INDONESIAN_MONTHS[parts.month - 1]!,
    MMM: INDONESIAN_SHORT_MONTHS[parts.month - 1]!,
    YYYY: String(parts.year),
    HH: twoDigits(parts.hour),
    mm: twoDigits(parts.minute),
  };
  return template.replace(
    /\[([^\]]*)]|dddd|MMMM|MMM|YYYY|HH|mm|D/g,
    (token, literal?: string) => literal ?? tokens[token]!,
  );
}

/** Today's date in Jakarta as "YYYY-MM-DD". */
export const jakartaToday = (now: Date = new Date()): string => formatIsoDate(jakartaCalendarDate(now));

/** Age in whole years on today's Jakarta date, or null for a missing or future date of birth. */
export const ageFromDateOfBirth = (dateOfBirth: string, today: Date = new Date()): number | null =>
  ageOn(dateOfBirth.slice(0, 10), today);

/** Keeps only the last `visible` characters: "3273010101900001" → "••••••••••••0001". */
export function maskNumber(value: string, visible = 4): string {
  const trimmed = value.trim();
  if (trimmed.length <= visible) return trimmed;
  return '•'.repeat(trimmed.length - visible) + trimmed.slice(-visible);
}

/** Joins a list the Indonesian way: "a", "a dan b", "a, b, dan c". */
export function joinIndonesian(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} dan ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, dan ${items.at(-1)}`;
}
