import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The app loads the Mantine stylesheets of the components it uses (scripts/mantine-css.mjs).
describe('mantine-styles.css', () => {
  it('lists the stylesheet of every Mantine component the app imports (run scripts/mantine-css.mjs when this fails)', () => {
    // Throws (exit 1) when a screen uses a component whose stylesheet the file does not import.
    expect(() =>
      execFileSync(process.execPath, ['scripts/mantine-css.mjs', '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('starts with the baseline, the variables and the global styles, and follows the imports into shared parts', () => {
    const sheets = [
      ...readFileSync('src/app/mantine-styles.css', 'utf8').matchAll(/styles\/(\w[\w-]*)\.css/g),
    ].map((m) => m[1]);
    expect(sheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    // The login screen's PasswordInput builds on Input and ActionIcon; a Select on Combobox.
    expect(sheets).toEqual(
      expect.arrayContaining(['Input', 'PasswordInput', 'ActionIcon', 'Combobox', 'Popover']),
    );
    expect(sheets.indexOf('Input')).toBeLessThan(sheets.indexOf('PasswordInput'));
    // A component no screen uses is left out.
    expect(sheets).not.toContain('Tour');
  });
});
