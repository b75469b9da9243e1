/**
 * Tuition of a helped child (spec §5 "Tuition"): the form asks up to which month the tuition is paid,
 * over a 12-month period starting July 2025, or "Belum ada yang dibayar".
 */

import { INDONESIAN_MONTHS, twoDigits } from './calendar.ts';

/** First month of the tuition period (month 1-12). */
export const TUITION_START = { year: 2025, month: 7 } as const;
/** Length of the tuition period in months. */
export const TUITION_MONTH_COUNT = 12;

/** One month of the tuition period. */
export interface TuitionMonth {
  /** "YYYY-MM", the option's value. */
  value: string;
  year: number;
  /** 1-12. */
  month: number;
  /** e.g. "Juli 2025". */
  label: string;
}

/** "Juli 2025" for (2025, 7). */
export const indonesianMonthLabel = (year: number, month: number): string =>
  `${INDONESIAN_MONTHS[month - 1]} ${year}`;

/** The 12 months of the period, July 2025 to June 2026. */
export const TUITION_MONTHS: readonly TuitionMonth[] = Array.from({ length: TUITION_MONTH_COUNT }, (_, i) => {
  const index = TUITION_START.month - 1 + i;
  const year = TUITION_START.year + Math.floor(index / 12);
  const month = (index % 12) + 1;
  return {
    value: `${year}-${twoDigits(month)}`,
    year,
    month,
    label: indonesianMonthLabel(year, month),
  };
});

/** The option meaning no month has been paid yet. */
export const TUITION_NONE_PAID = { value: 'none', label: 'Belum ada yang dibayar' } as const;

/** The selector's options: "Belum ada yang dibayar" first, then the months in order. */
export const TUITION_OPTIONS: readonly { value: string; label: string }[] = [
  TUITION_NONE_PAID,
  ...TUITION_MONTHS.map(({ value, label }) => ({ value, label })),
];

const clampMonths = (months: number): number =>
  Number.isFinite(months) ? Math.min(TUITION_MONTH_COUNT, Math.max(0, Math.trunc(months))) : 0;

/**
 * Months paid when tuition is settled through the given month (inclusive), counted from July 2025.
 * null means nothing paid; a month before the period gives 0, one after it 12.
 */
export function paidMonthsThrough(settled: { year: number; month: number } | null): number {
  if (!settled) return 0;
  const months = (settled.year - TUITION_START.year) * 12 + (settled.month - TUITION_START.month) + 1;
  return clampMonths(months);
}

/**
 * Months paid for a selector value: "none" (or null) is 0, "2025-07" is 1 … "2026-06" is 12.
 * A value that is not an option gives null.
 */
export function paidMonthsForOption(value: string | null): number | null {
  if (value === null || value === TUITION_NONE_PAID.value) return 0;
  const index = TUITION_MONTHS.findIndex((m) => m.value === value);
  return index < 0 ? null : index + 1;
}

const tuitionAmount = (monthlyTuition: number): number =>
  Number.isFinite(monthlyTuition) && monthlyTuition > 0 ? monthlyTuition : 0;

/** Paid total: paid months × monthly tuition (months clamped to 0-12, a negative tuition counts as 0). */
export const paidTotal = (paidMonths: number, monthlyTuition: number): number =>
  clampMonths(paidMonths) * tuitionAmount(monthlyTuition);

/** Unpaid total: the remaining months of the 12 × monthly tuition. */
export const unpaidTotal = (paidMonths: number, monthlyTuition: number): number =>
  (TUITION_MONTH_COUNT - clampMonths(paidMonths)) * tuitionAmount(monthlyTuition);
