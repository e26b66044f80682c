/** Server messages of privilege roles, groups and group labels. Spread into MESSAGES. */
export const ACCESS_MESSAGES = {
} as const satisfies Record<string, { en: string; id: string }>;
