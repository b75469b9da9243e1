import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));

/** The colour a variable of the resolver stands for: a palette shade, or one darkened by color-mix. */
function rgb(value: string): number[] {
  const shade = /var\(--mantine-color-(\w+)-(\d)\)/.exec(value);
  if (!shade) throw new Error(`not a palette shade: ${value}`);
  const [, name = '', index = ''] = shade;
  const base = channels(resolved.colors[name]![Number(index)]!);
  const mix = /\) (\d+)%, black\)$/.exec(value);
  return mix ? base.map((channel) => channel * (Number(mix[1]) / 100)) : base;
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

const WHITE = [255, 255, 255];
const AA = 4.5;

describe('the theme on light: text meets WCAG AA contrast (decision 0020)', () => {
  it("white on the primary colour's filled buttons", () => {
    const shade = (resolved.primaryShade as { light: number }).light;
    const filled = channels(resolved.colors[resolved.primaryColor]![shade]!);
    expect(contrast(WHITE, filled)).toBeGreaterThanOrEqual(AA);
  });

  it('secondary ("dimmed") text and errors on white', () => {
    expect(contrast(rgb(light['--mantine-color-dimmed']!), WHITE)).toBeGreaterThanOrEqual(AA);
    expect(contrast(rgb(light['--mantine-color-error']!), WHITE)).toBeGreaterThanOrEqual(AA);
  });

  it("every colour's light badges, avatars and alerts: their text on their background (shade 1)", () => {
    const failing = Object.keys(resolved.colors).filter((name) => {
      const text = rgb(light[`--mantine-color-${name}-light-color`]!);
      return contrast(text, channels(resolved.colors[name]![1]!)) < AA;
    });
    expect(failing).toEqual([]);
  });
});
