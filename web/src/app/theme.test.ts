import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const mantine = defaultCssVariablesResolver(resolved);
const ours = cssVariablesResolver(resolved);

type Scheme = 'light' | 'dark';

/** The CSS variables a page in `scheme` has: Mantine's, with this theme's resolver over them. */
const variablesOf = (scheme: Scheme): Record<string, string> => ({
  ...mantine.variables,
  ...mantine[scheme],
  ...ours.variables,
  ...ours[scheme],
});

const hex = (value: string) => {
  const digits = value.length === 4 ? [...value.slice(1)].map((d) => d + d).join('') : value.slice(1);
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16));
};

/**
 * The colour a CSS value stands for: a hex colour, an opaque rgba(), a variable (followed through
 * the scheme's variables) or a colour darkened by color-mix with black.
 */
function rgb(value: string, variables: Record<string, string>): number[] {
  const text = value.trim();
  if (text.startsWith('#')) return hex(text);
  const variable = /^var\((--[\w-]+)\)$/.exec(text);
  if (variable) {
    const next = variables[variable[1]!];
    if (next === undefined) throw new Error(`no value for ${variable[1]}`);
    return rgb(next, variables);
  }
  const mix = /^color-mix\(in srgb, (.+) (\d+)%, black\)$/.exec(text);
  if (mix) return rgb(mix[1]!, variables).map((channel) => channel * (Number(mix[2]) / 100));
  const rgba = /^rgba?\((\d+), (\d+), (\d+)(?:, 1)?\)$/.exec(text);
  if (rgba) return rgba.slice(1, 4).map(Number);
  throw new Error(`not a colour this test reads: ${text}`);
}

/** WCAG 2 contrast ratio. */
function contrast(a: number[], b: number[]): number {
  const luminance = (c: number[]) => {
    const [r = 0, g = 0, bl = 0] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

const AA = 4.5;
const round = (ratio: number) => Math.round(ratio * 100) / 100;

/**
 * The surfaces text is read on: the page, a card or a filled input ("default") and a hovered or
 * grey surface (a document version's row).
 */
const SURFACES = ['--mantine-color-body', '--mantine-color-default', '--mantine-color-default-hover'];

describe.each<Scheme>(['light', 'dark'])(
  'the theme on %s: text meets WCAG AA contrast (decision 0020)',
  (scheme) => {
    const variables = variablesOf(scheme);
    const color = (name: string) => rgb(`var(${name})`, variables);

    it("white on the primary colour's filled buttons", () => {
      const ratio = contrast(color('--mantine-color-white'), color('--mantine-primary-color-filled'));
      expect(round(ratio)).toBeGreaterThanOrEqual(AA);
    });

    it('white on the filled buttons the app draws (primary, and red to delete), hovered too', () => {
      const failing = ['teal', 'red']
        .flatMap((name) => [`--mantine-color-${name}-filled`, `--mantine-color-${name}-filled-hover`])
        .map((fill) => ({ fill, ratio: round(contrast(color('--mantine-color-white'), color(fill))) }))
        .filter(({ ratio }) => ratio < AA);
      expect(failing).toEqual([]);
    });

    it('secondary ("dimmed") text, inputs\' descriptions and errors on the page, cards and grey surfaces', () => {
      const failing = ['--mantine-color-dimmed', '--mantine-color-error'].flatMap((text) =>
        SURFACES.map((surface) => ({
          text,
          surface,
          ratio: round(contrast(color(text), color(surface))),
        })).filter(({ ratio }) => ratio < AA),
      );
      expect(failing).toEqual([]);
    });

    it('body text on the page, cards and grey surfaces', () => {
      for (const surface of SURFACES)
        expect(round(contrast(color('--mantine-color-text'), color(surface)))).toBeGreaterThanOrEqual(AA);
    });

    it("every colour's light badges, avatars and alerts: their text on their background", () => {
      const failing = Object.keys(resolved.colors).filter(
        (name) =>
          contrast(color(`--mantine-color-${name}-light-color`), color(`--mantine-color-${name}-light`)) < AA,
      );
      expect(failing).toEqual([]);
    });
  },
);

describe('touch targets', () => {
  type Vars = (theme: typeof resolved, props: object) => { root: Record<string, string | undefined> };
  const vars = (component: 'Button' | 'ActionIcon' | 'Pagination', props: object) => {
    const resolve = resolved.components[component]?.vars as Vars | undefined;
    if (!resolve) throw new Error(`the theme sets no vars for ${component}`);
    return resolve(resolved, props).root;
  };

  it('buttons, icon buttons and page numbers a finger taps are 44 px', () => {
    for (const size of [undefined, 'xs', 'sm', 'md', 'compact-sm'])
      expect(vars('Button', { size })['--button-height']).toBe('calc(2.75rem * var(--mantine-scale))');
    expect(vars('Button', { size: 'lg' })['--button-height']).toBeUndefined();
    expect(vars('ActionIcon', { size: 'lg' })['--ai-size']).toBe('calc(2.75rem * var(--mantine-scale))');
    expect(vars('Pagination', { size: 'sm' })['--pagination-control-size']).toBe(
      'calc(2.75rem * var(--mantine-scale))',
    );
  });
});
