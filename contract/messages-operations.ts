/** Server messages of the job runner and the mail outbox. Spread into MESSAGES. */
export const OPERATIONS_MESSAGES = {
} as const satisfies Record<string, { en: string; id: string }>;
