import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatMediumDate, formatShortDateTime } from './date-format';

describe('formatShortDateTime', () => {
  it('writes what Intl writes for en-GB and id-ID (medium date, short time), every month', () => {
    for (const lang of ['en', 'id']) {
      for (let month = 0; month < 12; month++) {
        const date = new Date(2026, month, month + 3, month * 2, month * 5);
        expect(formatShortDateTime(date, lang)).toBe(
          dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
        );
        expect(formatShortDateTime(date, lang, true)).toBe(
          dateTimeFormat(lang, { timeStyle: 'short' }).format(date),
        );
      }
    }
  });

  it('pads the hour and minute: 09:05 in English, 09.05 in Indonesian', () => {
    const date = new Date(2026, 10, 24, 9, 5);
    expect(formatShortDateTime(date, 'en', true)).toBe('09:05');
    expect(formatShortDateTime(date, 'id', true)).toBe('09.05');
    expect(formatShortDateTime(date, 'id')).toBe('24 Nov 2026, 09.05');
  });
});

describe('formatMediumDate', () => {
  it('writes what Intl writes for en-GB and id-ID (medium date), local and in UTC, every month', () => {
    for (const lang of ['en', 'id']) {
      for (let month = 0; month < 12; month++) {
        const date = new Date(Date.UTC(2026, month, month + 1, 23, 30));
        expect(formatMediumDate(date, lang)).toBe(
          dateTimeFormat(lang, { dateStyle: 'medium' }).format(date),
        );
        expect(formatMediumDate(date, lang, true)).toBe(
          dateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(date),
        );
      }
    }
  });
});

describe('date formatting across the client', () => {
  it('builds every Intl.DateTimeFormat here, once per locale and options (no screen builds one per call)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? files(join(dir, e.name))
          : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
            ? [join(dir, e.name)]
            : [],
      );
    const offenders = files('src').filter(
      (f) =>
        f !== join('src', 'lib', 'date-format.ts') &&
        readFileSync(f, 'utf8').includes('new Intl.DateTimeFormat('),
    );
    expect(offenders).toEqual([]);
    expect(dateTimeFormat('id', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('id', { dateStyle: 'medium' }),
    );
  });
});
