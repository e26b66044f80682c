import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, pk, ts, updatedAt } from './columns';
import { companies, users } from './identity';

/** Bookmarks, notifications, provider alert templates, static pages, feedback, requests, backups. */
export const BOOKMARK_ENTITY_TYPES = [
  'obligation',
  'regulation',
  'document',
  'compliance',
] as const;
export type BookmarkEntityType = (typeof BOOKMARK_ENTITY_TYPES)[number];

export const bookmarks = pgTable(
  'bookmarks',
  {
    bookmark_uuid: pk('bookmark_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid, { onDelete: 'cascade' }),
    entity_type: text('entity_type').notNull(),
    entity_uuid: uuid('entity_uuid').notNull(),
    created_at: createdAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('bookmarks_user_entity_unique').on(t.user_uuid, t.entity_type, t.entity_uuid),
    index('bookmarks_company_user_idx').on(t.company_uuid, t.user_uuid),
    check(
      'bookmarks_entity_type_check',
      sql`${t.entity_type} in (${sql.raw(BOOKMARK_ENTITY_TYPES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    notification_uuid: pk('notification_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    header_en: text('header_en').notNull(),
    header_id: text('header_id').notNull(),
    body_en: text('body_en'),
    body_id: text('body_id'),
    link: text('link'),
    read_at: ts('read_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('notifications_company_user_idx').on(t.company_uuid, t.user_uuid, t.created_at),
    index('notifications_unread_idx')
      .on(t.user_uuid)
      .where(sql`read_at is null`),
  ],
);

/** Provider message templates ({placeholders} filled when sent), in English and Indonesian. */
export const alertMessages = pgTable('alert_messages', {
  alert_uuid: pk('alert_uuid'),
  code: text('code').notNull().unique(),
  title_en: text('title_en').notNull(),
  title_id: text('title_id').notNull(),
  body_en: text('body_en').notNull(),
  body_id: text('body_id').notNull(),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const staticPages = pgTable('static_pages', {
  page_uuid: pk('page_uuid'),
  slug: text('slug').notNull().unique(),
  title_en: text('title_en').notNull(),
  title_id: text('title_id').notNull(),
  body_en: text('body_en').notNull().default(''),
  body_id: text('body_id').notNull().default(''),
  is_published: boolean('is_published').notNull().default(false),
  created_at: createdAt(),
  updated_at: updatedAt(),
});

export const feedback = pgTable(
  'feedback',
  {
    feedback_uuid: pk('feedback_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    user_uuid: uuid('user_uuid').references(() => users.user_uuid, { onDelete: 'set null' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    created_at: createdAt(),
    /** The provider's answer (migration 0010). */
    answer: text('answer'),
    answered_at: ts('answered_at'),
    answered_by: uuid('answered_by'),
  },
  (t) => [index('feedback_company_idx').on(t.company_uuid, t.created_at)],
);

export const USER_REQUEST_STATUSES = ['open', 'in_progress', 'done', 'rejected'] as const;

export const userRequests = pgTable(
  'user_requests',
  {
    request_uuid: pk('request_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    user_uuid: uuid('user_uuid').references(() => users.user_uuid, { onDelete: 'set null' }),
    type: text('type').notNull().default('language'),
    content: text('content').notNull(),
    status: text('status').notNull().default('open'),
    created_at: createdAt(),
    /** The provider's answer (migration 0010). */
    answer: text('answer'),
    answered_at: ts('answered_at'),
    answered_by: uuid('answered_by'),
  },
  (t) => [
    index('user_requests_company_idx').on(t.company_uuid, t.created_at),
    check(
      'user_requests_status_check',
      sql`${t.status} in (${sql.raw(USER_REQUEST_STATUSES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);

export const BACKUP_STATUSES = ['pending', 'running', 'done', 'failed', 'restored'] as const;
export const BACKUP_TRIGGERS = ['manual', 'scheduled'] as const;
export const RESTORE_STATES = ['queued', 'running', 'done', 'failed'] as const;

export const backups = pgTable(
  'backups',
  {
    backup_uuid: pk('backup_uuid'),
    file_name: text('file_name').notNull(),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    storage_key: text('storage_key'),
    status: text('status').notNull().default('pending'),
    created_by: uuid('created_by'),
    created_at: createdAt(),
    restored_at: ts('restored_at'),
    // 0011: the file's sha256, what started it, each table's rows and digest, the outcome.
    checksum: text('checksum'),
    trigger: text('trigger').notNull().default('manual'),
    tables: jsonb('tables'),
    error: text('error'),
    finished_at: ts('finished_at'),
    restore_state: text('restore_state'),
    restore_error: text('restore_error'),
    restored_by: uuid('restored_by'),
  },
  (t) => [
    index('backups_created_idx').on(t.created_at),
    check('backups_trigger_check', sql`${t.trigger} in ('manual', 'scheduled')`),
    check(
      'backups_restore_state_check',
      sql`${t.restore_state} is null or ${t.restore_state} in ('queued', 'running', 'done', 'failed')`,
    ),
    check(
      'backups_status_check',
      sql`${t.status} in (${sql.raw(BACKUP_STATUSES.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);
