import { Center, Loader } from '@mantine/core';
import { type ReactNode, useDeferredValue } from 'react';

/**
 * Mounts `children` in a deferred render: the first commit shows a loader, and React then renders
 * the real tree in a background lane, in slices of a few milliseconds with the browser free
 * between them. Wraps the signed-in shell, whose mount (header, navigation, the first screen)
 * arrives through the router's store, an update React never time-slices: rendered at once it was
 * one 40-55 ms task at every signed-in start (Lighthouse counts it in its blocking time). Only
 * the mount is deferred; later updates of the children render as usual.
 */
export function DeferredMount({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  if (ready) return children;
  return (
    <Center mih="50vh" data-testid="deferred-mount">
      <Loader />
    </Center>
  );
}
