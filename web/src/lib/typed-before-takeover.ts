/**
 * What a visitor typed into a prerendered page that React then draws afresh instead of hydrating
 * (the dark theme, decision 0011): read from the old inputs just before the first render, so the
 * new inputs start with it instead of losing it.
 */
const typed = new Map<string, string>();

export function rememberTypedValues(root: HTMLElement): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value) typed.set(input.name, input.value);
  }
}

/** The value typed into the prerendered input of this name, if any. */
export const typedBeforeTakeover = (name: string): string | undefined => typed.get(name);
