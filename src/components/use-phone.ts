import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em): the navbar becomes a drawer, tables become cards. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * True on a phone-sized screen, read during the first render (not in an effect): a screen that
 * drew its desktop layout first and replaced it after mount did the work twice on every phone.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}
