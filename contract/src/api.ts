import { z } from './zod.ts';

export { apiMessages, hasControlCharacters } from './api-messages.ts';

/** One field-level problem of a rejected request. */
const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });

/** The body of every error answer (design brief §4). */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The envelope of every list answer: one shape, whether paginated or a whole lookup table. */
export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    rows: z.number().int(),
  });
}
export type ListResponse<T> = { data: T[]; total: number; page: number; rows: number };

/** The largest value of a PostgreSQL integer column: no row has a larger id, so none may reach a query. */
const INT4_MAX = 2_147_483_647;
const tooBig = { error: 'ID terlalu besar' } as const;

/** A positive whole number taken from a path segment, with no upper bound of its own. */
export const positiveIntParam = z.coerce
  .number({ error: 'ID harus berupa angka' })
  .int({ error: 'ID harus berupa angka' })
  .positive({ error: 'ID harus berupa angka positif' })
  .max(Number.MAX_SAFE_INTEGER, tooBig);

/** A positive integer id taken from a path segment, for rows keyed by an integer column. */
export const idParam = positiveIntParam.max(INT4_MAX, tooBig);
export const idParams = z.object({ id: idParam });

/** A positive integer id in a JSON body. */
export const idSchema = z.number().int().positive().max(INT4_MAX, tooBig);

/**
 * The most rows any list in a body may carry: the screens show a handful (a family of up to 10, one
 * expense per type), and an unbounded array let one request write 15,000 rows and stall the server.
 */
export const LIST_MAX = {
  family: 20,
  rows: 30,
  ids: 100,
} as const;
export const tooManyItemsMessage = (max: number) => `Paling banyak ${max} data`;
/** An array of a body, at most `max` items. */
export const boundedArray = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, { error: tooManyItemsMessage(max) });
