// The stylesheets of the Mantine components the app uses (scripts/mantine-css.mjs), not all 250 KB.
import './app/mantine-styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, loadAppLayout } from './app/router';
import { prepareThemeVariables } from './app/theme-variables';
import { wirePwa } from './app/wire-pwa';
import { wireSession } from './app/wire-session';
import { afterLoad } from './lib/after-load';
import { storage } from './lib/storage';

const router = createAppRouter();
wireSession(router);
// Error reporting and analytics: off unless the server's configuration turns them on; a chunk of
// its own, loaded once the page is idle, so the first screen neither waits for it nor shares the
// network with it. (An error before the configuration has answered was never reported anyway.)
afterLoad(() => void import('./lib/telemetry').then((t) => t.startTelemetry(router)));

/**
 * The built index.html preloads the app's stylesheet instead of blocking the first paint on it
 * (vite.config.ts): the splash shows at once, and React renders once the styles are in (or
 * failed: the app still works unstyled rather than not at all).
 */
function appStylesheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}

/**
 * While the stylesheet loads, in tasks of their own, two pieces of work the first render would
 * otherwise do inside its one long task: the theme's CSS variables (computed once, theme-variables.tsx),
 * and, for a signed-in user, the start of the signed-in layout's chunk (the build's preload helper
 * adds a link for each of its ~60 shared chunks, about 15 ms on a phone). The page stays able to
 * answer a tap between them; nothing waits for either.
 */
const signedIn = Boolean(storage.getToken());
setTimeout(prepareThemeVariables, 0);
// A failed early start is not an error: the route imports the chunk again and shows its failure.
if (signedIn) setTimeout(() => void loadAppLayout().catch(() => undefined), 0);

void appStylesheet().then(() => {
  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  // Signed in, the first screen (layout, navigation, a list) renders in a transition: React
  // renders it in slices of a few milliseconds, yielding to the browser between them, instead of
  // one long task (the splash stays until it commits). The login page is small: rendered at
  // once, its form shows before the chunks loaded after it.
  if (signedIn) startTransition(render);
  else render();
  // After the first render is under way, in a task of its own: what it defers (the worker, the
  // outbox) then waits for the first screen, not merely for the load event.
  setTimeout(wirePwa, 0);
});
