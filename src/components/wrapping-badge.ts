import type { BadgeProps } from '@mantine/core';

/**
 * Badge styles that wrap a long label onto a second line instead of cutting it ("I…", "AME…" on
 * a phone): a status or type is unreadable when cut, and a taller badge costs nothing.
 */
export const WRAPPING_BADGE: BadgeProps['styles'] = {
  root: {
    height: 'auto',
    minHeight: 'var(--badge-height)',
    maxWidth: '100%',
    paddingBlock: 2,
    lineHeight: 1.3,
    flexShrink: 0,
  },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    textAlign: 'center',
    lineHeight: 1.3,
  },
};
