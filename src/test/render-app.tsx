/**
 * Renders the whole app (providers + router) at a path, on an in-memory history. The session's
 * wiring (sync, 401 handling) ends with the test, as the rendered app does (cleanup in setup.ts):
 * left on, it would start the next test's sync, or the next file's, which shares these modules.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onTestFinished } from 'vitest';
import { App } from '../app/app';
import { createAppRouter } from '../app/router';
import { wireSession } from '../app/wire-session';

export function renderApp(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const unwire = wireSession(router);
  onTestFinished(unwire);
  const user = userEvent.setup();
  const view = render(<App router={router} env="test" />);
  return { ...view, router, user, unwire };
}
