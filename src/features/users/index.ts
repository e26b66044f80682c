/** What the users area offers other areas: the state badge and the role and group options. */
export { UserStateBadge } from './user-format';
export { groupPaths, useGroupOptions, useRoleOptions } from './users.api';
