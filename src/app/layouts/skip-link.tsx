/**
 * "Skip to content": the first tab stop of every screen, hidden until focused (shell.css). It
 * moves focus to the screen's `main` (id `main-content`, else the first `main`), so keyboard users
 * pass the header and the navigation in one step.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector('main');
  if (!main) return;
  // The router owns the URL: a plain #hash link would be a navigation; focus the target instead.
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  const { t } = useTranslation('layout');
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      onClick={focusMain}
    >
      {t('skipToContent')}
    </a>
  );
}
