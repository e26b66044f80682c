/**
 * Renders the compliance screens and home on a route tree shaped like src/app/router.tsx's (the
 * pathless `app` layout, so route ids match), without the layout, profile load and sync.
 */
import { MantineProvider } from '@mantine/core';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { ComplianceDetailScreen } from '../features/compliance/compliance-detail-screen';
import { ComplianceListScreen } from '../features/compliance/compliance-list-screen';
import { validateComplianceSearch } from '../features/compliance/list-search';
import { HomeScreen } from '../features/home/home-screen';
import { i18n } from '../lib/i18n';

export function renderCompliance(path: string) {
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, id: 'app', component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => app, path: '/', component: HomeScreen }),
    createRoute({
      getParentRoute: () => app,
      path: 'compliance',
      validateSearch: validateComplianceSearch,
      component: ComplianceListScreen,
    }),
    createRoute({
      getParentRoute: () => app,
      path: 'compliance/$id',
      component: ComplianceDetailScreen,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren([app.addChildren(routes)]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, router, user };
}
