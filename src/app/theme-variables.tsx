/**
 * The theme's CSS variables, as Mantine's own provider writes them (its `MantineCssVariables`:
 * Mantine's variables for the theme merged with ours, those equal to Mantine's defaults left
 * out), but computed once per theme and ahead of the first render: Mantine computes them at every
 * mount of the provider, about 10 ms of a phone's first render. `prepareThemeVariables()` runs in a
 * task of its own before that render (src/main.tsx); a company's colour makes a new theme, computed
 * when it is applied. The last theme's text is also kept in the browser's storage, keyed by its
 * colour and this build (the URL of the chunk holding this code and the theme changes with
 * either): a return visit reads it instead of computing it again (tens of milliseconds on a slow
 * phone, on the way to the first screen). theme-variables.test.tsx checks the text equals Mantine's.
 */
import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { storage } from '../lib/storage';
import { companyTheme } from '../state/company-theme';
import { cssVariablesResolver, themeFor } from './theme';

type Variables = ReturnType<typeof defaultCssVariablesResolver>;

let mantineDefaults: Variables | null = null;
const computed = new WeakMap<MantineThemeOverride, string>();
// Under the dev server (mode `development`) a module keeps its URL across edits, so the key below
// would not change with the theme's code: no stored copy there. Built code and tests keep one.
const PERSISTED = import.meta.env.MODE !== 'development';

/** What the stored text must have been computed for: this build and the theme's colour. */
export function themeCacheKey(override: MantineThemeOverride): string {
  return `${import.meta.url}|${String(override.primaryColor ?? '')}`;
}

function stored(key: string): string | undefined {
  const entry = storage.getThemeVariables() as { key?: unknown; css?: unknown } | null;
  return PERSISTED && entry?.key === key && typeof entry.css === 'string' ? entry.css : undefined;
}

/** What differs from Mantine's default variables (its stylesheet already holds those). */
function withoutDefaults(input: Variables): Variables {
  mantineDefaults ??= defaultCssVariablesResolver(DEFAULT_THEME);
  const defaults = mantineDefaults;
  const keep = (part: keyof Variables) =>
    Object.fromEntries(
      Object.entries(input[part]).filter(([key, value]) => defaults[part][key as never] !== value),
    );
  return { variables: keep('variables'), light: keep('light'), dark: keep('dark') } as Variables;
}

/** The `<style>` text of a theme's variables, computed once per theme object (or read from storage). */
export function themeVariablesCss(override: MantineThemeOverride): string {
  let css = computed.get(override);
  if (css === undefined) {
    const key = themeCacheKey(override);
    css = stored(key);
    if (css === undefined) {
      css = compute(override);
      if (PERSISTED) storage.setThemeVariables({ key, css });
    }
    computed.set(override, css);
  }
  return css;
}

function compute(override: MantineThemeOverride): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const mantine = defaultCssVariablesResolver(theme);
  const ours = cssVariablesResolver(theme);
  const merged = {
    variables: { ...mantine.variables, ...ours.variables },
    light: { ...mantine.light, ...ours.light },
    dark: { ...mantine.dark, ...ours.dark },
  } as Variables;
  return convertCssVariables(withoutDefaults(merged));
}

/**
 * Computes the variables of the theme the first render will use (the app's, or with the stored
 * company colour: state/company-theme.ts), so that render finds them ready.
 */
export function prepareThemeVariables(): void {
  themeVariablesCss(themeFor(companyTheme.primaryColor));
}

/** In place of Mantine's variables (MantineProvider `withCssVariables={false}`). */
export function ThemeVariables({ theme }: { theme: MantineThemeOverride }) {
  const css = themeVariablesCss(theme);
  return css ? (
    <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: css }} />
  ) : null;
}
