import { ITEM_ID, itemsOf, VERIFICATION_KINDS, type VerificationKind } from '@amal/contract/verification';

type Item = Record<string, unknown>;

const idOf = (item: Item | undefined): number | null => {
  const id = item?.[ITEM_ID];
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * The items of a list section as the steps give them back carry no idVerificationItem (the step
 * schemas strip what they do not know): each gets the saved item's id at its index, unless another
 * item already holds that id. The server replaces the section whole and pairs ids by index too
 * (decision 0043), so a removed row in the middle still saves the rows as they are shown.
 */
export function withSavedIds(kind: VerificationKind, data: unknown, saved: unknown): unknown {
  const items = itemsOf(kind, data);
  if (items === null) return data;
  const savedItems = itemsOf(kind, saved) ?? [];
  const used = new Set(items.map(idOf).filter((id) => id !== null));
  const withIds = items.map((item, index) => {
    if (idOf(item) !== null) return item;
    const id = idOf(savedItems[index]);
    if (id === null || used.has(id)) return item;
    used.add(id);
    return { ...item, [ITEM_ID]: id };
  });
  const list = VERIFICATION_KINDS[kind].list;
  return list ? { ...(data as Item), [list]: withIds } : withIds;
}
