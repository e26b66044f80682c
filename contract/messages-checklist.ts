/** Server messages of checklists, comments, reminders and update confirmation. Spread into MESSAGES. */
export const CHECKLIST_MESSAGES = {
  comment_not_author: {
    en: 'Only the author can change this comment',
    id: 'Hanya penulis yang dapat mengubah komentar ini',
  },
} as const satisfies Record<string, { en: string; id: string }>;
