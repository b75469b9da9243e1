import { ageOn } from '@amal/contract/age';
import { dayjs, inJakarta } from './dayjs';

const rupiah = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Whole Rupiah as "Rp 1.500.000". The space after "Rp" is the non-breaking space Intl writes, so
 * the amount never wraps away from its currency.
 */
export const formatRupiah = (amount: number): string => rupiah.format(amount);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as "Sabtu, 12 Mei 1990" in Asia/Jakarta. A calendar date ("1990-05-12") is taken as that
 * day; an instant ("2025-01-01T17:00:00Z") is shown on its Jakarta date.
 */
export function formatDate(value: string | Date, template = 'dddd, D MMMM YYYY'): string {
  const date = typeof value === 'string' && DATE_ONLY.test(value) ? dayjs.utc(value) : inJakarta(value);
  return date.isValid() ? date.format(template) : '';
}

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
