/** Tests of the users area: the two screens on a route tree shaped like src/app/router.tsx's (pathless `app`). */
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
import type { Profile } from '../../../contract/api/auth';
import type { GroupItem } from '../../../contract/api/groups';
import type { RoleListItem } from '../../../contract/api/roles';
import type { UserItem } from '../../../contract/api/users';
import { i18n } from '../../lib/i18n';
import { session, setProfile } from '../../state/session';
import { makeProfile } from '../../test/fixtures';
import { validateUsersSearch } from './list-search';
import { UserDetailScreen } from './user-detail-screen';
import { UsersScreen } from './users-screen';

export const COMPANY = '22222222-2222-4222-8222-222222222222';
/** The signed-in user of makeProfile(). */
export const ME = '11111111-1111-4111-8111-111111111111';
const AT = '2026-01-15T08:30:00.000Z';

export function aUser(over: Partial<UserItem> = {}): UserItem {
  return {
    user_uuid: crypto.randomUUID(),
    company_uuid: COMPANY,
    email: 'ayu@acme.test',
    name: 'Ayu Lestari',
    state: 'active',
    language: 'en',
    phone: '+62 21 555 0100',
    position: 'Compliance officer',
    group_uuid: 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12',
    group_name: 'Legal',
    roles: [{ role_uuid: 'a6d24b5e-0f9d-4c3a-9e4f-7a8b9c0d1e23', role_name: 'Auditor' }],
    password_set: true,
    invitation: null,
    last_login_at: AT,
    created_at: AT,
    ...over,
  };
}

/** A role of the form's options, as GET /role/list answers it (no holders, no modules unless given). */
export function aRole(
  over: Pick<RoleListItem, 'role_uuid' | 'role_name'> & Partial<RoleListItem>,
): RoleListItem {
  return { role_setting: 0, user_count: 0, group_count: 0, modules: [], ...over };
}

/** A group of the form's options, as GET /v2/users/group/list answers it. */
export function aGroup(
  over: Pick<GroupItem, 'group_uuid' | 'name'> & Partial<GroupItem>,
): GroupItem {
  return {
    parent_uuid: null,
    label_uuid: null,
    label_name: null,
    role_uuid: null,
    role_name: null,
    member_count: 0,
    ...over,
  };
}

/** A signed-in customer user: an admin (every users right), an editor (view, update) or a viewer. */
export function signInForUsers(kind: 'admin' | 'editor' | 'viewer'): void {
  const privileges: Profile['privileges'] = {
    users: {
      view: true,
      create: kind === 'admin',
      update: kind !== 'viewer',
      delete: kind === 'admin',
    },
  };
  setProfile(makeProfile({ modules: ['users'], privileges }));
  session.token = 'test-token';
}

export function renderUsers(path: string) {
  const root = createRootRoute({ component: Outlet });
  const app = createRoute({ getParentRoute: () => root, id: 'app', component: Outlet });
  const routes = [
    createRoute({
      getParentRoute: () => app,
      path: 'users',
      validateSearch: validateUsersSearch,
      component: UsersScreen,
    }),
    createRoute({ getParentRoute: () => app, path: 'users/$id', component: UserDetailScreen }),
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
