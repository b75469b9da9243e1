/**
 * Programme-defined section properties (the catalogue's `properties` of a step), and the form-value
 * fields every step schema is built from. Form inputs hand over strings ('' for an empty input,
 * "3" from a select), the server hands over JSON: the same fields accept both.
 */
import { formatIsoDate } from './age.ts';
import { idSchema } from './api.ts';
import type { SectionProperty } from './programs.ts';
import { z } from './zod.ts';

/** The spec's message for a required programme-defined property left empty. */
export const REQUIRED_PROPERTY_MESSAGE = 'Kolom ini wajib diisi';
const DATE_FORMAT_MESSAGE = 'Format tanggal tidak valid';
export const NUMBER_FORMAT_MESSAGE = 'Harus berupa angka';
const OPTION_INVALID_MESSAGE = 'Pilihan tidak tersedia';
const NOT_NEGATIVE_MESSAGE = 'Tidak boleh kurang dari 0';

/** Whether a form value counts as "not given": missing, null, or blank text. */
export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const blankToUndefined = (value: unknown) => (isBlank(value) ? undefined : value);
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
const toNumber = (value: unknown) => {
  const given = blankToUndefined(value);
  return typeof given === 'string' && NUMERIC_TEXT.test(given.trim()) ? Number(given) : given;
};
const toBoolean = (value: unknown) => {
  const given = blankToUndefined(value);
  if (given === 'true') return true;
  if (given === 'false') return false;
  return given;
};
// A date picker gives a Date at local midnight: its local calendar date is the one chosen.
const toIsoDate = (value: unknown) => {
  const given = blankToUndefined(value);
  if (!(given instanceof Date)) return given;
  return formatIsoDate({ year: given.getFullYear(), month: given.getMonth() + 1, day: given.getDate() });
};

/** Text that must be given; trimmed. */
export const requiredText = (message: string, max = 500) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .max(max, { error: `Maksimal ${max} karakter` }),
  );
/** Text that may be left empty (then undefined). */
export const optionalText = (max = 500) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `Maksimal ${max} karakter` })
      .optional(),
  );

/** An id chosen in a select; `message` when none is chosen. */
export const requiredId = (message: string) =>
  z.preprocess(toNumber, z.number({ error: message }).pipe(idSchema));
export const optionalId = () => z.preprocess(toNumber, idSchema.optional());

/** A whole number >= 0 (counts, years); `message` when missing. */
export const requiredCount = (message: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? message : NUMBER_FORMAT_MESSAGE) })
      .int({ error: NUMBER_FORMAT_MESSAGE })
      .min(0, { error: NOT_NEGATIVE_MESSAGE }),
  );
export const optionalCount = () =>
  z.preprocess(
    toNumber,
    z
      .number({ error: NUMBER_FORMAT_MESSAGE })
      .int({ error: NUMBER_FORMAT_MESSAGE })
      .min(0, { error: NOT_NEGATIVE_MESSAGE })
      .optional(),
  );
/** Money in whole Rupiah, >= 0. */
export const rupiahSchema = requiredCount;

/** A yes/no answer; radio options arrive as "true"/"false". */
export const requiredBoolean = (message: string) => z.preprocess(toBoolean, z.boolean({ error: message }));
export const optionalBoolean = () => z.preprocess(toBoolean, z.boolean().optional());
/** A checkbox: unchecked when not given. */
export const flag = () => z.preprocess(toBoolean, z.boolean().default(false));

/** A calendar date "YYYY-MM-DD" (a Date from a picker is turned into one). */
export const requiredDate = (message = DATE_FORMAT_MESSAGE) =>
  z.preprocess(toIsoDate, z.iso.date({ error: message }));
export const optionalDate = () =>
  z.preprocess(toIsoDate, z.iso.date({ error: DATE_FORMAT_MESSAGE }).optional());

/** One of a fixed list of values; `message` when none or another is given. */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }));
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

// ---------------------------------------------------------------------------------------------
// Programme-defined properties
// ---------------------------------------------------------------------------------------------

type PropertyRule = Pick<SectionProperty, 'columnname' | 'valueType' | 'required' | 'enable' | 'options'>;

function valueSchema(property: PropertyRule): z.ZodType {
  switch (property.valueType) {
    case 'number':
      return z.preprocess(toNumber, z.number({ error: NUMBER_FORMAT_MESSAGE }));
    case 'boolean':
      return z.preprocess(toBoolean, z.boolean({ error: REQUIRED_PROPERTY_MESSAGE }));
    case 'date':
      return z.preprocess(toIsoDate, z.iso.date({ error: DATE_FORMAT_MESSAGE }));
    default:
      return z.preprocess(blankToUndefined, z.string().trim().max(2000));
  }
}

function propertySchema(property: PropertyRule): z.ZodType {
  const options = property.options?.map((option) => option.value);
  const value = options
    ? valueSchema(property).refine((v) => options.includes(String(v)), { error: OPTION_INVALID_MESSAGE })
    : valueSchema(property);
  if (!property.required) return z.preprocess(blankToUndefined, value.optional());
  return z.preprocess(
    blankToUndefined,
    z
      .any()
      .refine((v) => v !== undefined, { error: REQUIRED_PROPERTY_MESSAGE, abort: true })
      .pipe(value),
  );
}

/** The zod fields of the enabled properties, keyed by columnname. */
export function propertiesShape(properties: readonly PropertyRule[]): Record<string, z.ZodType> {
  return Object.fromEntries(
    properties.filter((p) => p.enable).map((p) => [p.columnname, propertySchema(p)] as const),
  );
}

/**
 * Validates a step's programme-defined properties: only enabled ones are asked; a required one left
 * empty gives "Kolom ini wajib diisi"; numbers and yes/no answers are read from form strings;
 * keys that are no property are stripped.
 */
export const propertiesSchema = (properties: readonly PropertyRule[]) =>
  z.object(propertiesShape(properties));
