import { ActionIcon, Button, type CSSVariablesResolver, createTheme, Pagination, rem } from '@mantine/core';

/** The smallest target a finger hits surely (WCAG 2.5.5; Apple's and Android's guidelines say 44-48). */
export const TOUCH_TARGET_PX = 44;
const touch = rem(TOUCH_TARGET_PX);
/** Mantine's sizes whose buttons are shorter than a finger: drawn at TOUCH_TARGET_PX instead. */
const SHORT_BUTTONS = new Set(['xs', 'sm', 'md', 'compact-xs', 'compact-sm', 'compact-md', 'compact-lg']);
/** Icon buttons of these sizes are a finger's size; xs and sm, and those inside an input, keep theirs. */
const SHORT_ICON_BUTTONS = new Set(['md', 'lg']);

export const theme = createTheme({
  primaryColor: 'teal',
  // teal.9 in both schemes: white text on a filled button is 5.0:1 (WCAG AA); teal.7 gave 3.1:1 on
  // light and Mantine's dark default, teal.6, 2.6:1 (decision 0020). Links stay lighter on dark
  // (Mantine's anchor colour there is shade 4, 7.7:1 on the page).
  primaryShade: { light: 9, dark: 9 },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Buttons, icon buttons and page numbers a member taps are 44 px high wherever they are used
  // (their text keeps the size asked): xs and sm buttons were 30 and 36 px, the pager's 26.
  components: {
    Button: Button.extend({
      vars: (_theme, props) =>
        SHORT_BUTTONS.has(props.size ?? 'sm') ? { root: { '--button-height': touch } } : { root: {} },
    }),
    ActionIcon: ActionIcon.extend({
      vars: (_theme, props) =>
        typeof props.size === 'string' && SHORT_ICON_BUTTONS.has(props.size)
          ? { root: { '--ai-size': touch } }
          : { root: {} },
    }),
    Pagination: Pagination.extend({
      vars: () => ({ root: { '--pagination-control-size': touch } }),
    }),
    // A toast's close button says what it does (axe: button-name), and its text under a title is the
    // theme's dimmed text (Mantine's gray.6 there is 3.3:1 on white). A plain object, so the first
    // pages do not carry the Notification component the toasts load later.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Tutup' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * A hovered filled button darkens instead of lightening: Mantine hovers shade 9 with shade 8, on
 * which white text is 3.9:1 for teal; shade 9 with 15 % black keeps it above 5:1 (decision 0020).
 */
const filledHover = (colors: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(colors).map((name) => [
      `--mantine-color-${name}-filled-hover`,
      `color-mix(in srgb, var(--mantine-color-${name}-9) 85%, black)`,
    ]),
  );

/**
 * Text meets WCAG AA on every phone read outdoors, in both schemes (decision 0020).
 *
 * On light:
 * - secondary text ("dimmed", inputs' descriptions) in gray.7, 8.2:1 on white (Mantine's gray.6 is
 *   3.3:1); errors in red.9, 5.5:1 (red.6 is 3.3:1);
 * - the text of light badges, avatars and alerts is its colour's shade 9 darkened by black, from
 *   5.0:1 (yellow) to 15:1 on its own light background (Mantine's shade 9 alone is 2.7:1 for yellow,
 *   3.6:1 for orange, 4.3:1 for teal).
 *
 * On dark, on the page (dark.7), a card (dark.6) and a hovered or grey surface (dark.5):
 * - secondary text in dark.1: 7.8, 6.9 and 5.7:1 (Mantine's dark.2 is 4.0, 3.5 and 2.9:1);
 * - errors in red.4: 6.7, 5.9 and 4.8:1 (Mantine's red.8 is 3.4, 3.0 and 2.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    ...filledHover(resolved.colors),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(resolved.colors).map((name) => [
        `--mantine-color-${name}-light-color`,
        `color-mix(in srgb, var(--mantine-color-${name}-9) 70%, black)`,
      ]),
    ),
  },
  dark: {
    ...filledHover(resolved.colors),
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
