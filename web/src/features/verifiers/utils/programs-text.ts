/** "A, B, C" for a few programmes; past `atMost`, the first ones and how many more. */
export function programsText(names: readonly string[], atMost = 3): string {
  if (names.length <= atMost) return names.join(', ');
  return `${names.slice(0, atMost).join(', ')} dan ${names.length - atMost} program lainnya`;
}
