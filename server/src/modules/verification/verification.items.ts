import { ITEM_ID, itemsOf, VERIFICATION_KINDS, type VerificationKind } from '@amal/contract/verification';
import type { z } from '@amal/contract/zod';
import type { FieldError } from '../../lib/http-errors.ts';

/** A zod failure as field errors, every path under `prefix` (the body's `data`). */
export const fieldErrorsOf = (error: z.ZodError, prefix: string): FieldError[] =>
  error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((part) => part !== '').join('.'),
    message: issue.message,
  }));

/** Where a kind's items sit in the body's data, as a path ("data.members", "data"). */
export const itemsPath = (kind: VerificationKind): string => {
  const list = VERIFICATION_KINDS[kind].list;
  return list ? `data.${list}` : 'data';
};

const isItemId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The ids the sent items carry (null for a new item), read from the data as sent. */
export function sentIds(kind: VerificationKind, raw: unknown): (number | null)[] {
  return (itemsOf(kind, raw) ?? []).map((item) =>
    item && typeof item === 'object' && isItemId(item[ITEM_ID]) ? item[ITEM_ID] : null,
  );
}

/**
 * The parsed data with each item's id: the id the raw item at the same index carried, else the
 * next of `fresh`. The kind's schema strips unknown keys, so the ids are read from what was sent;
 * list schemas keep every item in order, so the index pairs them.
 */
export function withItemIds(
  kind: VerificationKind,
  parsed: unknown,
  ids: readonly (number | null)[],
  fresh: readonly number[],
): unknown {
  const items = itemsOf(kind, parsed);
  if (items === null) return parsed;
  let next = 0;
  const withIds = items.map((item, i) => ({ ...item, [ITEM_ID]: ids[i] ?? fresh[next++] }));
  const list = VERIFICATION_KINDS[kind].list;
  return list ? { ...(parsed as object), [list]: withIds } : withIds;
}

/** The ids of a stored section's items. */
export const storedIds = (kind: VerificationKind, data: unknown): number[] =>
  sentIds(kind, data).filter((id): id is number => id !== null);
