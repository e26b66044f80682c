/** Renders the whole app (providers + router) at a path, on an in-memory history. */
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../app/app';
import { createAppRouter } from '../app/router';
import { wireSession } from '../app/wire-session';

export function renderApp(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }));
  const unwire = wireSession(router);
  const user = userEvent.setup();
  const view = render(<App router={router} env="test" />);
  return { ...view, router, user, unwire };
}
