import { lengthOfStayLabel } from '@amal/contract/applicant';
import { distanceLabel } from '@amal/contract/constants';
import { DEPENDENT_OPTIONS } from '@amal/contract/family';
import { formatDate, formatRupiah, maskNumber } from '../../../lib/format';
import type { FieldHow } from './field-catalogue';

/** Names an id of a lookup table (GET /api/{path}); undefined while unknown. */
export type LookupNames = (path: string, id: unknown) => string | undefined;

/** Lookup names from tables of id → name, keyed by lookup path. */
export const lookupNamesFrom =
  (tables: Record<string, Record<string, string>>): LookupNames =>
  (path, id) =>
    tables[path]?.[String(id)];

const DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

function formatted(value: string | number, format: FieldHow['format']): string | undefined {
  const n = asNumber(value);
  switch (format) {
    case 'money':
      return Number.isFinite(n) ? formatRupiah(n) : undefined;
    case 'masked':
      return maskNumber(String(value));
    case 'years':
      return `${value} tahun`;
    case 'stay':
      return Number.isFinite(n) ? lengthOfStayLabel(n) : undefined;
    case 'distance':
      return Number.isFinite(n) ? distanceLabel(n) : undefined;
    case 'dependent':
      return DEPENDENT_OPTIONS.find((option) => option.value === n)?.label;
    case 'grade':
      return `Kelas ${value}`;
    default:
      return undefined;
  }
}

/**
 * A saved value as words: a lookup id as its name, a choice as its label, money in Rupiah, dates
 * in Indonesian, flags as Ya/Tidak, private numbers masked. Null when there is nothing to show.
 */
export function formatScalar(value: unknown, how: FieldHow, names?: LookupNames): string | null {
  if (isBlank(value) || isRecord(value) || Array.isArray(value)) return null;
  // An id whose name is not known means nothing to the reader.
  if (how.lookup) return names?.(how.lookup, value) ?? null;
  const option = how.options?.find((o) => o.value === String(value));
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const special = formatted(value, how.format);
  if (special !== undefined) return special;
  if (typeof value === 'number') return value.toLocaleString('id-ID');
  return DATE.test(value) ? formatDate(value, 'D MMMM YYYY') : value;
}
