import { darken, DEFAULT_THEME, mergeMantineTheme, parseThemeColor } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { LEGAL_STATUS_COLORS } from '../features/regulations/legal-status-badge';
import { THEME_COLORS } from '../../contract/api/settings';
import { contrast, cssVariablesResolver, MIN_CONTRAST, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const { light, dark } = cssVariablesResolver(merged);
const P = DEFAULT_THEME.colors;

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  it('gives secondary (dimmed) text and links at least 4.5:1 in both schemes', () => {
    expect(contrast(light['--mantine-color-dimmed'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light['--mantine-color-anchor'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark['--mantine-color-dimmed'], P.dark[7])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark['--mantine-color-anchor'], P.dark[7])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(LEGAL_STATUS_COLORS))(
    'makes the %s badge (%s, light variant) readable in both schemes',
    (_status, color) => {
      const shades = P[color];
      expect(
        contrast(light[`--mantine-color-${color}-light-color`], shades[1]),
      ).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(
        contrast(dark[`--mantine-color-${color}-light-color`], darken(shades[9], 0.5)),
      ).toBeGreaterThanOrEqual(MIN_CONTRAST);
    },
  );

  it('makes every colour readable as text and outline, where yellow was 2.68:1', () => {
    expect(contrast(P.yellow[9], P.yellow[1])).toBeLessThan(4.5); // why the override exists
    for (const name of Object.keys(P).filter((n) => n !== 'dark')) {
      expect(contrast(light[`--mantine-color-${name}-text`], '#ffffff')).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrast(light[`--mantine-color-${name}-outline`], '#ffffff')).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
      expect(contrast(dark[`--mantine-color-${name}-text`], P.dark[7])).toBeGreaterThanOrEqual(
        MIN_CONTRAST,
      );
    }
  });

  it.each(THEME_COLORS)('gives a filled %s button readable text, resting and hovered', (color) => {
    const shades = P[color];
    // The text colour Mantine picks for a filled button (autoContrast) with our theme.
    const text = parseThemeColor({ color, theme: merged }).isLight ? '#000000' : '#ffffff';
    expect(contrast(shades[8], text)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(light[`--mantine-color-${color}-filled-hover`], text)).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrast(dark[`--mantine-color-${color}-filled-hover`], text)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('carries white text on the primary filled colour at 4.5:1', () => {
    expect(contrast(P.blue[8], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
