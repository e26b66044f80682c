/**
 * Tells assistive technology where a navigation landed (issue 7, finding 7): each route sets its
 * own document title in the current language, and after every navigation (not the first load,
 * where the browser starts at the top) focus moves to the new screen's `h1` instead of dropping
 * to `<body>`. Screens are lazy and may render their heading after their data, so the heading is
 * awaited for a while rather than looked for once.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { titleKeyOf } from './route-titles';

/** How long a screen may take to show its heading before focus is left where it is. */
const HEADING_WAIT_MS = 5000;

function focusHeading(heading: HTMLElement): void {
  // Headings are not focusable; -1 makes them focusable by script only, not a tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/** Focuses the screen's h1 as soon as it exists; returns a cancel for the next navigation. */
export function focusHeadingWhenReady(root: ParentNode = document): () => void {
  const find = () =>
    root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
  const now = find();
  if (now) {
    focusHeading(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    focusHeading(heading);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

export function RouteAnnouncer() {
  const { t, i18n } = useTranslation(['layout', 'common']);
  const { routeId, notFound, pathname, status } = useRouterState({
    select: (state) => ({
      routeId: state.matches.at(-1)?.routeId as string | undefined,
      // An address no route takes is matched as far as it goes, the router marking the deepest
      // match `_notFound` (not in its public types): that page is "Page not found", not the parent.
      notFound: state.matches.some(
        (m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound === true,
      ),
      pathname: state.location.pathname,
      status: state.status,
    }),
    structuralSharing: true,
  });

  const page = t(`layout:${titleKeyOf(routeId, notFound)}`);
  const app = t('common:appName');
  useEffect(() => {
    // "Library · RegComply" in both languages: the separator is punctuation, not a text.
    document.title = `${page} · ${app}`;
  }, [page, app, i18n.language]);

  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'idle') return;
    const first = landed.current === null;
    if (landed.current === pathname) return;
    landed.current = pathname;
    if (first) return;
    return focusHeadingWhenReady();
  }, [pathname, status]);

  return null;
}
