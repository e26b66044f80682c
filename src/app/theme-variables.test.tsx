import { MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme, themeFor } from './theme';
import { themeCacheKey, ThemeVariables, themeVariablesCss } from './theme-variables';

/** The variables Mantine's own provider writes for a theme and our resolver. */
function mantineCss(override: typeof theme): string {
  const { container, unmount } = render(
    <MantineProvider theme={override} cssVariablesResolver={cssVariablesResolver}>
      <span />
    </MantineProvider>,
  );
  // Mantine's variables, beside its global classes (a style of their own).
  const text =
    [...container.ownerDocument.querySelectorAll('style[data-mantine-styles]')]
      .map((s) => s.textContent ?? '')
      .find((t) => t.startsWith(':root')) ?? '';
  unmount();
  return text;
}

describe('the theme variables written once per theme', () => {
  it("equal Mantine's own, for the app's theme and for a company's colour", () => {
    const company = mergeThemeOverrides(theme, { primaryColor: 'teal' });
    for (const t of [theme, company]) {
      const expected = mantineCss(t);
      expect(expected).toContain('--mantine-color-anchor');
      expect(themeVariablesCss(t)).toBe(expected);
    }
  });

  it('are computed once per theme object', () => {
    expect(themeVariablesCss(theme)).toBe(themeVariablesCss(theme));
    const { container } = render(
      <MantineProvider theme={theme} withCssVariables={false}>
        <ThemeVariables theme={theme} />
      </MantineProvider>,
    );
    const styles = [...container.querySelectorAll('style[data-mantine-styles]')].map(
      (s) => s.innerHTML,
    );
    expect(styles).toContain(themeVariablesCss(theme));
  });

  it("are the same object for a company's colour each time, so they are computed once for it too", () => {
    expect(themeFor(null)).toBe(theme);
    expect(themeFor('blue')).toBe(theme);
    expect(themeFor('teal')).toBe(themeFor('teal'));
    expect(themeFor('teal')).not.toBe(themeFor('grape'));
    expect(themeVariablesCss(themeFor('teal'))).toBe(themeVariablesCss(themeFor('teal')));
    expect(themeVariablesCss(themeFor('teal'))).not.toBe(themeVariablesCss(theme));
  });

  it('are read from storage on a return visit when this build computed them for the same colour', () => {
    const grape = themeFor('grape');
    const computedText = themeVariablesCss(grape);
    // What the last visit stored is what this one finds (a fresh theme object, as after a reload).
    expect(JSON.parse(window.localStorage.getItem('theme_variables')!)).toEqual({
      key: themeCacheKey(grape),
      css: computedText,
    });
    const cyan = mergeThemeOverrides(theme, { primaryColor: 'cyan' });
    window.localStorage.setItem(
      'theme_variables',
      JSON.stringify({ key: themeCacheKey(cyan), css: ':root{--stored:1}' }),
    );
    expect(themeVariablesCss(cyan)).toBe(':root{--stored:1}');
    // Another build's or another colour's text is not used.
    const violet = mergeThemeOverrides(theme, { primaryColor: 'violet' });
    window.localStorage.setItem(
      'theme_variables',
      JSON.stringify({ key: `${themeCacheKey(violet)}-old`, css: ':root{--stored:1}' }),
    );
    expect(themeVariablesCss(violet)).toContain('--mantine-primary-color-filled');
  });
});
