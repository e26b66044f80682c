import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PHONE_QUERY, usePhone } from './use-phone';

const desktopMatchMedia = window.matchMedia;

describe('usePhone', () => {
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('knows a phone at the first render, not after mount (no desktop layout drawn first)', () => {
    window.matchMedia = (query: string) =>
      ({
        ...desktopMatchMedia(query),
        media: query,
        matches: query === PHONE_QUERY,
      }) as MediaQueryList;
    const seen: boolean[] = [];
    renderHook(() => seen.push(usePhone()));
    expect(seen[0]).toBe(true);
  });

  it('is false on a wider screen', () => {
    const { result } = renderHook(() => usePhone());
    expect(result.current).toBe(false);
  });
});
