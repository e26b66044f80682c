import {
  createTheme,
  darken,
  DEFAULT_THEME,
  lighten,
  localStorageColorSchemeManager,
  luminance,
  mergeThemeOverrides,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import { STORAGE_KEYS } from '../lib/storage';

/** WCAG AA for normal text; a little above 4.5 so rounding in the browser never drops below it. */
export const MIN_CONTRAST = 4.6;

/** The WCAG contrast ratio of two hex colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color` moved towards black (on a light background) or white (on a dark one) in small steps
 * until it reaches MIN_CONTRAST against `background`. Mantine's yellow, orange and green are too
 * light for text even at shade 9 (the "Amended" badge measured 2.68:1), so no fixed shade works
 * for every colour.
 */
export function readableOn(color: string, background: string, dark = false): string {
  let value = color;
  for (let step = 0; step < 40 && contrast(value, background) < MIN_CONTRAST; step++) {
    value = dark ? lighten(value, 0.05) : darken(value, 0.05);
  }
  return value;
}

/** The luminance above which a filled colour carries black text rather than white. */
export const LIGHT_FILL = 0.179;

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 carries white text at 5:1 in both schemes (shade 6, the default, measured 3.55:1).
  primaryShade: { light: 8, dark: 8 },
  // Filled badges and buttons of light colours take dark text. At a luminance of 0.179 white and
  // black text both reach 4.5:1; Mantine's default (0.3) kept white text on teal and orange 8 at
  // 3.9:1, which a company's colour choice put on every primary button.
  autoContrast: true,
  luminanceThreshold: LIGHT_FILL,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // Mantine keeps a closed Combobox's dropdown (every Select, the header search) mounted and
    // hidden, and positions it when the screen mounts: a forced style recalculation of the whole
    // page per field (the dashboard's filters showed it in its first render). Options are
    // rendered when the dropdown opens instead.
    Combobox: { defaultProps: { keepMounted: false } },
  },
});

const PALETTE = DEFAULT_THEME.colors;
const LIGHT_BODY = '#ffffff';
const DARK_BODY = PALETTE.dark[7];

/**
 * Text colours of every palette colour made readable: the "light" variant (badges: shade 9 on
 * shade 1 in light, shade 0 on a darkened shade 9 in dark), the outline variant and `c="<color>"`
 * text, and the dimmed secondary text (gray 6 measured 3.32:1 on white; dark 2 4.04:1 on dark 7).
 * They depend on the fixed palette alone, so they are computed once: Mantine asks at every render
 * of the provider (a company's colour, a sign-in), and the hundreds of contrast steps showed in
 * the signed-in start's profile each time.
 */
let readable: ReturnType<CSSVariablesResolver> | null = null;
export const cssVariablesResolver: CSSVariablesResolver = () => (readable ??= readableVariables());

function readableVariables(): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': PALETTE.gray[7],
    '--mantine-color-anchor': readableOn(PALETTE.blue[8], LIGHT_BODY),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': PALETTE.dark[1],
    '--mantine-color-anchor': readableOn(PALETTE.blue[4], DARK_BODY, true),
  };
  for (const [name, shades] of Object.entries(PALETTE)) {
    if (name === 'dark') continue;
    const onWhite = readableOn(shades[8], LIGHT_BODY);
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-outline`] = onWhite;
    const darkLightBg = darken(shades[9], 0.5);
    dark[`--mantine-color-${name}-light-color`] = readableOn(shades[0], darkLightBg, true);
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], DARK_BODY, true);
    dark[`--mantine-color-${name}-outline`] = readableOn(shades[4], DARK_BODY, true);
    // Hovering a filled button moves away from its text colour (Mantine always darkens, which
    // takes black text on teal 9 down to 4.2:1).
    const hover = luminance(shades[8]) > LIGHT_FILL ? shades[7] : shades[9];
    light[`--mantine-color-${name}-filled-hover`] = hover;
    dark[`--mantine-color-${name}-filled-hover`] = hover;
  }
  return { variables: {}, light, dark };
}

/** Light / dark choice kept in localStorage under `color_scheme` (logout keeps it). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme });

const byColor = new Map<string, MantineThemeOverride>();

/**
 * The app's theme with a company's primary colour: one object per colour, so its CSS variables
 * (theme-variables.tsx, cached per theme object) are computed once, and may be before the first
 * render.
 */
export function themeFor(primaryColor: string | null): MantineThemeOverride {
  if (!primaryColor || primaryColor === theme.primaryColor) return theme;
  let themed = byColor.get(primaryColor);
  if (!themed) {
    themed = mergeThemeOverrides(theme, { primaryColor });
    byColor.set(primaryColor, themed);
  }
  return themed;
}
