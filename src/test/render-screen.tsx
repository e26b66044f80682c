/**
 * Renders the library, regulation and bookmark screens on a small route tree of their own (the
 * same paths as src/app/router.tsx, without the app layout, profile load and sync), at `path`.
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
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Profile } from '../../contract/api/auth';
import { BookmarksScreen } from '../features/bookmarks/bookmarks-screen';
import { SectorDetailScreen } from '../features/library/sector-detail-screen';
import { SectorListScreen } from '../features/library/sector-list-screen';
import { ObligationDetailScreen } from '../features/obligations/obligation-detail-screen';
import { RegulationDetailScreen } from '../features/regulations/regulation-detail-screen';
import { RegulationListScreen } from '../features/regulations/regulation-list-screen';
import { i18n } from '../lib/i18n';
import { session, setProfile } from '../state/session';
import { makeProfile } from './fixtures';

const SCREENS: [string, () => ReactElement][] = [
  ['library', SectorListScreen],
  ['library/$sectorId', SectorDetailScreen],
  ['obligations/$obligationId', ObligationDetailScreen],
  ['regulations', RegulationListScreen],
  ['regulations/$regulationId', RegulationDetailScreen],
  ['bookmarks', BookmarksScreen],
];

export const ALL_LIBRARY_MODULES: Profile['modules'] = [
  'library',
  'obligation',
  'regulation',
  'bookmarks',
];

/** A signed-in user with these modules (and a provider company when `isProvider`). */
export function signInAs(
  modules: Profile['modules'] = ALL_LIBRARY_MODULES,
  isProvider = false,
): void {
  const base = makeProfile();
  setProfile(
    makeProfile({ modules, company_data: { ...base.company_data, is_provider: isProvider } }),
  );
  session.token = 'test-token';
}

export function renderScreen(path: string) {
  const root = createRootRoute({ component: Outlet });
  const routes = SCREENS.map(([p, component]) =>
    createRoute({ getParentRoute: () => root, path: p, component }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
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
