import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // teal.9 on light: white text on a filled button is 5.0:1 and a link on white 5.0:1 (WCAG AA);
  // teal.7 gave 3.1:1 on both (decision 0020).
  primaryShade: { light: 9, dark: 6 },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/**
 * On light, text meets WCAG AA on every phone read outdoors (decision 0020):
 * - secondary text ("dimmed", inputs' descriptions) in gray.7, 8.2:1 on white (Mantine's gray.6 is
 *   3.3:1); errors in red.9, 5.5:1 (red.6 is 3.3:1);
 * - the text of light badges, avatars and alerts is its colour's shade 9 darkened by black, from
 *   5.0:1 (yellow) to 15:1 on its own light background (Mantine's shade 9 alone is 2.7:1 for yellow,
 *   3.6:1 for orange, 4.3:1 for teal).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9) 70%, black)`,
      ]),
    ),
  },
  dark: {},
});
