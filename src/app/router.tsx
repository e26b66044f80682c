/**
 * Code-based routes. /login is in the initial bundle; every other screen (the signed-in layout,
 * home, subscription-expired) is a separate chunk loaded on demand. Routes other than /login
 * need a stored token, else they redirect to /login.
 */
import { Center, Loader } from '@mantine/core';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen';
import { validateComplianceSearch } from '../features/compliance/list-search';
import { validateUsersSearch } from '../features/users/list-search';
import { NotFoundScreen } from '../features/system/not-found-screen';
import { loadAppNamespaces } from '../lib/i18n';
import { storage } from '../lib/storage';
import { hydrateSession, session } from '../state/session';
import { RouteAnnouncer } from './layouts/route-announcer';
import { SkipLink } from './layouts/skip-link';

function requireToken(): void {
  const token = storage.getToken();
  if (!token) throw redirect({ to: '/login', replace: true });
  if (session.token !== token) hydrateSession(); // signed in from another tab
}

function Pending() {
  return (
    <Center mih="50vh">
      <Loader />
    </Center>
  );
}

/** Every route: the skip link first in the tab order, its title and heading focus, the screen. */
function Root() {
  return (
    <>
      <SkipLink />
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

const rootRoute = createRootRoute({
  component: Root,
  notFoundComponent: NotFoundScreen,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  beforeLoad: () => {
    if (storage.getToken() && session.token) throw redirect({ to: '/', replace: true });
  },
  component: LoginScreen,
});

// MSAL's popup return (MICROSOFT_RETURN_PATH): public, lazy, outside the login route's guard.
const microsoftReturnRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login/microsoft',
  component: lazyRouteComponent(
    () => import('../features/auth/microsoft-return-screen'),
    'MicrosoftReturnScreen',
  ),
});

const subscriptionExpiredRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'subscription-expired',
  beforeLoad: requireToken,
  component: lazyRouteComponent(
    () => import('../features/system/subscription-expired-screen'),
    'SubscriptionExpiredScreen',
  ),
});

/** `?token=` of a mailed link (invitation, password reset); anything else is dropped. */
const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token.length > 0 ? { token: search.token } : {};

/** The pre-login account pages: each its own chunk; their texts come with the app's namespaces. */
const acceptInvitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'accept-invitation',
  validateSearch: tokenSearch,
  loader: () => loadAppNamespaces(),
  component: lazyRouteComponent(
    () => import('../features/account/public/accept-invitation-screen'),
    'AcceptInvitationScreen',
  ),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  loader: () => loadAppNamespaces(),
  component: lazyRouteComponent(
    () => import('../features/account/public/forgot-password-screen'),
    'ForgotPasswordScreen',
  ),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: tokenSearch,
  loader: () => loadAppNamespaces(),
  component: lazyRouteComponent(
    () => import('../features/account/public/reset-password-screen'),
    'ResetPasswordScreen',
  ),
});

/** The signed-in layout's chunk (src/main.tsx starts it early for a signed-in user). */
export const loadAppLayout = () => import('./layouts/app-layout');

const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: requireToken,
  // The signed-in screens' texts, fetched beside the layout's chunk.
  loader: () => loadAppNamespaces(),
  component: lazyRouteComponent(loadAppLayout, 'AppLayout'),
});

const homeRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/home/home-screen'), 'HomeScreen'),
});

/** `?status=draft`: the provider's unpublished content on the library screens; anything else is dropped. */
const draftSearch = (search: Record<string, unknown>): { status?: 'draft' } =>
  search.status === 'draft' ? { status: 'draft' } : {};

const sectorListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'library',
  validateSearch: draftSearch,
  component: lazyRouteComponent(
    () => import('../features/library/sector-list-screen'),
    'SectorListScreen',
  ),
});

const sectorDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'library/$sectorId',
  validateSearch: draftSearch,
  component: lazyRouteComponent(
    () => import('../features/library/sector-detail-screen'),
    'SectorDetailScreen',
  ),
});

const obligationDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'obligations/$obligationId',
  component: lazyRouteComponent(
    () => import('../features/obligations/obligation-detail-screen'),
    'ObligationDetailScreen',
  ),
});

const regulationListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'regulations',
  component: lazyRouteComponent(
    () => import('../features/regulations/regulation-list-screen'),
    'RegulationListScreen',
  ),
});

const regulationDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'regulations/$regulationId',
  component: lazyRouteComponent(
    () => import('../features/regulations/regulation-detail-screen'),
    'RegulationDetailScreen',
  ),
});

const regulationNewRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'regulations/new',
  component: lazyRouteComponent(
    () => import('../features/regulations/regulation-editor-screen'),
    'RegulationNewScreen',
  ),
});

const regulationEditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'regulations/$regulationId/edit',
  component: lazyRouteComponent(
    () => import('../features/regulations/regulation-editor-screen'),
    'RegulationEditScreen',
  ),
});

const bookmarksRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'bookmarks',
  component: lazyRouteComponent(
    () => import('../features/bookmarks/bookmarks-screen'),
    'BookmarksScreen',
  ),
});

const notificationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'notifications',
  component: lazyRouteComponent(
    () => import('../features/notifications/notifications-screen'),
    'NotificationsScreen',
  ),
});

const staticPageRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'pages/$slug',
  component: lazyRouteComponent(
    () => import('../features/content/static-page-screen'),
    'StaticPageScreen',
  ),
});

const staticPagesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'static-pages',
  component: lazyRouteComponent(
    () => import('../features/content/static-pages-screen'),
    'StaticPagesScreen',
  ),
});

const alertsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'alerts',
  component: lazyRouteComponent(() => import('../features/alerts/alerts-screen'), 'AlertsScreen'),
});

const inboxRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'inbox',
  component: lazyRouteComponent(
    () => import('../features/feedback-admin/inbox-screen'),
    'InboxScreen',
  ),
});

const updatesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'updates',
  component: lazyRouteComponent(
    () => import('../features/updates/updates-screen'),
    'UpdatesScreen',
  ),
});

const memberRolesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'member-roles',
  component: lazyRouteComponent(
    () => import('../features/member-roles/member-roles-screen'),
    'MemberRolesScreen',
  ),
});

const rolesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'roles',
  component: lazyRouteComponent(() => import('../features/roles/roles-screen'), 'RolesScreen'),
});

const groupsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'groups',
  component: lazyRouteComponent(() => import('../features/groups/groups-screen'), 'GroupsScreen'),
});

const operationsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'operations',
  component: lazyRouteComponent(
    () => import('../features/operations/operations-screen'),
    'OperationsScreen',
  ),
});

const backupsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'backups',
  component: lazyRouteComponent(
    () => import('../features/backups/backups-screen'),
    'BackupsScreen',
  ),
});

const usersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'users',
  // Search, filter, sort and page live in the URL: back from a user's detail finds the list as it was.
  validateSearch: validateUsersSearch,
  component: lazyRouteComponent(() => import('../features/users/users-screen'), 'UsersScreen'),
});

const userDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'users/$id',
  component: lazyRouteComponent(
    () => import('../features/users/user-detail-screen'),
    'UserDetailScreen',
  ),
});

const authoringRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'authoring',
  component: lazyRouteComponent(
    () => import('../features/authoring/authoring-screen'),
    'AuthoringScreen',
  ),
});

const customersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers',
  component: lazyRouteComponent(
    () => import('../features/customers/customers-screen'),
    'CustomersScreen',
  ),
});

const customerDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'customers/$id',
  component: lazyRouteComponent(
    () => import('../features/customers/customer-detail-screen'),
    'CustomerDetailScreen',
  ),
});

const settingsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'settings',
  component: lazyRouteComponent(
    () => import('../features/settings/settings-screen'),
    'SettingsScreen',
  ),
});

const directoryRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'directory',
  component: lazyRouteComponent(
    () => import('../features/directory/directory-screen'),
    'DirectoryScreen',
  ),
});

const accountRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'account',
  component: lazyRouteComponent(
    () => import('../features/account/account-screen'),
    'AccountScreen',
  ),
});

const complianceListRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'compliance',
  // Filters, sort and page live in the URL so a view can be bookmarked and shared.
  validateSearch: validateComplianceSearch,
  component: lazyRouteComponent(
    () => import('../features/compliance/compliance-list-screen'),
    'ComplianceListScreen',
  ),
});

const complianceDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'compliance/$id',
  component: lazyRouteComponent(
    () => import('../features/compliance/compliance-detail-screen'),
    'ComplianceDetailScreen',
  ),
});

const documentsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'documents',
  component: lazyRouteComponent(
    () => import('../features/documents/documents-screen'),
    'DocumentsScreen',
  ),
});

const documentDetailRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'documents/$documentId',
  component: lazyRouteComponent(
    () => import('../features/documents/document-detail-screen'),
    'DocumentDetailScreen',
  ),
});

const dashboardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: 'dashboard',
  component: lazyRouteComponent(
    () => import('../features/dashboard/dashboard-screen'),
    'DashboardScreen',
  ),
});

const libraryRoutes = [
  sectorListRoute,
  sectorDetailRoute,
  obligationDetailRoute,
  regulationListRoute,
  regulationDetailRoute,
  regulationNewRoute,
  regulationEditRoute,
  bookmarksRoute,
];

/** The signed-in screens, one per line. */
const signedInRoutes = [
  homeRoute,
  dashboardRoute,
  ...libraryRoutes,
  complianceListRoute,
  complianceDetailRoute,
  updatesRoute,
  memberRolesRoute,
  rolesRoute,
  groupsRoute,
  operationsRoute,
  backupsRoute,
  usersRoute,
  userDetailRoute,
  directoryRoute,
  accountRoute,
  documentsRoute,
  documentDetailRoute,
  notificationsRoute,
  staticPageRoute,
  staticPagesRoute,
  alertsRoute,
  inboxRoute,
  customersRoute,
  authoringRoute,
  customerDetailRoute,
  settingsRoute,
];

export const routeTree = rootRoute.addChildren([
  loginRoute,
  microsoftReturnRoute,
  subscriptionExpiredRoute,
  acceptInvitationRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  appRoute.addChildren(signedInRoutes),
]);

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPendingComponent: Pending,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
