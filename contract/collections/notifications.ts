/**
 * `notifications`: the caller's own notifications, both languages, so the list and the bell read
 * offline in whichever language the user picks. `read_at` is set locally by the mark-read write
 * (src/features/notifications) and by the server's echo.
 * Loader: server/modules/notifications/notifications.sync.ts.
 */
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notification-kinds';
import { defineCollection } from './define';
import { boundedEnum, key, nullableText, text } from './fields';

export const notificationsCollection = defineCollection({
  name: 'notifications',
  module: 'notifications',
  schema: z.object({
    id: key(),
    type: boundedEnum(NOTIFICATION_KINDS, 40),
    header_en: text(),
    header_id: text(),
    body_en: nullableText(),
    body_id: nullableText(),
    link: nullableText(),
    read_at: nullableText(),
    created_at: key(40),
    updated_at: text(),
  }),
  required: ['id', 'type', 'header_en', 'header_id', 'created_at'],
  indexes: ['created_at'],
  version: 0,
  migrations: {},
});
