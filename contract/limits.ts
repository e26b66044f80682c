/** Limits shared by the server's validation and the client's forms. */
export const LIMITS = {
  fileName: 120,
  name: 255,
  email: 254,
  password: { min: 8, max: 128 },
  pageSize: 20,
  maxPageSize: 500,
  hierarchyLimit: 100,
  notificationReloadSize: 5,
  activityLogLimit: 10,
  searchSuggestionDelayMs: 500,
  bodyBytes: 1024 * 1024,
} as const;
