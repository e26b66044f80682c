/**
 * What a caller may see of notifications: their own, in their own company. The repository, the
 * sync loader and the read routes all use this predicate; another user's or company's
 * notification is simply not found.
 */
export const NOTIFICATIONS_VIEW = { module: 'notifications', action: 'view' } as const;

export function ownNotificationSql(alias: string, userParam: string, companyParam: string): string {
  return `${alias}.company_uuid = ${companyParam} AND ${alias}.user_uuid = ${userParam}`;
}
