/**
 * Each route's document title ("Library · RegComply"), by route id, as a `layout:titles.*` key so
 * it follows the language. A route that is not listed (and the not-found page) is titled
 * "Page not found": a new route is noticed in the title-coverage test (route-titles.test.ts).
 */
export const ROUTE_TITLES = {
  '/login': 'titles.login',
  '/login/microsoft': 'titles.microsoftReturn',
  '/subscription-expired': 'titles.subscriptionExpired',
  '/accept-invitation': 'titles.acceptInvitation',
  '/forgot-password': 'titles.forgotPassword',
  '/reset-password': 'titles.resetPassword',
  '/app/account': 'titles.account',
  '/app/': 'titles.home',
  '/app/library': 'titles.library',
  '/app/library/$sectorId': 'titles.sector',
  '/app/obligations/$obligationId': 'titles.obligation',
  '/app/regulations': 'titles.regulations',
  '/app/regulations/$regulationId': 'titles.regulation',
  '/app/regulations/new': 'titles.regulationNew',
  '/app/regulations/$regulationId/edit': 'titles.regulationEdit',
  '/app/authoring': 'titles.authoring',
  '/app/bookmarks': 'titles.bookmarks',
  '/app/member-roles': 'titles.memberRoles',
  '/app/roles': 'titles.roles',
  '/app/groups': 'titles.groups',
  '/app/directory': 'titles.directory',
  '/app/compliance': 'titles.compliance',
  '/app/compliance/$id': 'titles.complianceDetail',
  '/app/operations': 'titles.operations',
  '/app/backups': 'titles.backups',
  '/app/users': 'titles.users',
  '/app/users/$id': 'titles.user',
  '/app/documents': 'titles.documents',
  '/app/documents/$documentId': 'titles.document',
  '/app/dashboard': 'titles.dashboard',
  '/app/notifications': 'titles.notifications',
  '/app/pages/$slug': 'titles.staticPage',
  '/app/static-pages': 'titles.staticPages',
  '/app/alerts': 'titles.alerts',
  '/app/inbox': 'titles.inbox',
  '/app/customers': 'titles.customers',
  '/app/customers/$id': 'titles.customer',
  '/app/settings': 'titles.settings',
  '/app/updates': 'titles.updates',
} as const;

export type RouteTitleKey = (typeof ROUTE_TITLES)[keyof typeof ROUTE_TITLES] | 'titles.notFound';

export function titleKeyOf(routeId: string | undefined, notFound: boolean): RouteTitleKey {
  if (notFound || routeId === undefined) return 'titles.notFound';
  return (ROUTE_TITLES as Record<string, RouteTitleKey>)[routeId] ?? 'titles.notFound';
}
