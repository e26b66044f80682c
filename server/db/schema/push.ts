import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, pk, updatedAt } from './columns';
import { companies, users } from './identity';

/**
 * Web Push and notification preferences (migration 0012): server-wide secrets (the VAPID key pair,
 * sealed), one row per device's push subscription, a user's channel choices per notification kind.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
});

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    subscription_uuid: pk('subscription_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.company_uuid, t.user_uuid),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid, { onDelete: 'cascade' }),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    kind: text('kind').notNull(),
    in_app: boolean('in_app').notNull().default(true),
    mail: boolean('mail').notNull().default(true),
    push: boolean('push').notNull().default(true),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_uuid, t.kind] })],
);
