/** Server messages of the LDAP directory sync and Microsoft Entra ID sign-in. Spread into MESSAGES. */
export const DIRECTORY_MESSAGES = {
} as const satisfies Record<string, { en: string; id: string }>;
