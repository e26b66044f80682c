import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, pk, ts, updatedAt, xid8 } from './columns';

/** Who changed what, when, before and after: written in the same transaction as the change. */
export const activityLogs = pgTable(
  'activity_logs',
  {
    log_uuid: pk('log_uuid'),
    company_uuid: uuid('company_uuid'),
    user_uuid: uuid('user_uuid'),
    type: text('type').notNull(),
    type_uuid: text('type_uuid').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [
    index('activity_logs_type_idx').on(t.type, t.type_uuid, t.created_at),
    index('activity_logs_company_idx').on(t.company_uuid, t.created_at),
  ],
);

/**
 * The change feed: one entry per changed synced row, in the writing transaction. `txid` is that
 * transaction's id; a pull only reads entries whose transaction is older than every transaction
 * still running (pg_snapshot_xmin), so a late commit can never fall behind a checkpoint.
 * company_uuid null means the row is shared content (visible by module rules, not by company).
 */
export const changeFeed = pgTable(
  'change_feed',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    collection: text('collection').notNull(),
    row_id: text('row_id').notNull(),
    company_uuid: uuid('company_uuid'),
    user_uuid: uuid('user_uuid'),
    op: text('op').notNull(),
    created_at: createdAt(),
  },
  (t) => [index('change_feed_collection_idx').on(t.collection, t.txid, t.id)],
);

/** First answer per (user, Idempotency-Key), kept at least 24 hours (api.md). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    user_uuid: uuid('user_uuid').notNull(),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    status_code: integer('status_code'),
    response: jsonb('response'),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_uuid, t.key] }),
    index('idempotency_created_idx').on(t.created_at),
  ],
);

/**
 * Background jobs, claimed with FOR UPDATE SKIP LOCKED so several processes can share them.
 * state: queued -> running -> done, or back to queued with a later run_at after a failure, or
 * failed (the dead letter, with last_error) once max_attempts is spent. dedupe_key makes an
 * enqueue idempotent (a scheduled slot, one mail's delivery): a second insert is a no-op.
 */
export const jobs = pgTable(
  'jobs',
  {
    job_uuid: pk('job_uuid'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    state: text('state').notNull().default('queued'),
    company_uuid: uuid('company_uuid'),
    dedupe_key: text('dedupe_key'),
    run_at: ts('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    max_attempts: integer('max_attempts').notNull().default(5),
    locked_at: ts('locked_at'),
    locked_by: text('locked_by'),
    done_at: ts('done_at'),
    last_error: text('last_error'),
    result: jsonb('result'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.run_at)
      .where(sql`done_at is null`),
    uniqueIndex('jobs_dedupe_unique').on(t.dedupe_key),
    index('jobs_state_idx').on(t.state, t.created_at),
  ],
);

/**
 * Every mail, in its recipient's language: delivered over SMTP by the `mail.send` job when SMTP
 * is configured, otherwise kept here (state 'kept') and visible to the provider. A failed send is
 * retried by the job and never loses the row. message_id is fixed at enqueue so a resend after a
 * crash carries the same Message-ID.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    mail_uuid: pk('mail_uuid'),
    company_uuid: uuid('company_uuid'),
    user_uuid: uuid('user_uuid'),
    template: text('template').notNull().default('plain'),
    language: text('language').notNull().default('en'),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    message_id: text('message_id'),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
    created_at: createdAt(),
    sent_at: ts('sent_at'),
    /**
     * A mail with a one-time link (invitation, recovery) keeps its subject, body and html with the
     * link masked; the token is here, sealed (server/lib/secret-box.ts), for the delivery job only,
     * and wiped (NULL) once the mail is sent, failed for good, replaced, spent or expired.
     */
    secret_sealed: text('secret_sealed'),
    /** When the link stops working; set on every mail that carries one (NULL: a mail without a link). */
    secret_expires_at: ts('secret_expires_at'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.created_at),
    index('mail_outbox_company_idx').on(t.company_uuid),
    index('mail_outbox_secret_idx')
      .on(t.secret_expires_at)
      .where(sql`${t.secret_sealed} IS NOT NULL`),
  ],
);

/**
 * The service's maintenance window (one row at most): written by a restore before it replaces the
 * data and removed when it ends. Every process answers 503 `maintenance` while the row lives; the
 * restoring process renews `expires_at`, so a process killed mid-restore lets it lapse.
 */
export const maintenanceState = pgTable(
  'maintenance_state',
  {
    id: boolean('id').primaryKey().default(true),
    reason: text('reason').notNull(),
    backup_uuid: uuid('backup_uuid'),
    started_at: ts('started_at').notNull().defaultNow(),
    expires_at: ts('expires_at').notNull(),
  },
  (t) => [check('maintenance_state_one_row', sql`${t.id}`)],
);

/**
 * One row per running server process, its `seen_at` renewed every PROCESS_HEARTBEAT_MS
 * (server/process-heartbeat.ts): a process that sees another live one without Redis warns.
 */
export const processHeartbeats = pgTable(
  'process_heartbeats',
  {
    process_id: text('process_id').primaryKey(),
    host: text('host').notNull(),
    pid: integer('pid').notNull(),
    shares_redis: boolean('shares_redis').notNull(),
    started_at: ts('started_at').notNull().defaultNow(),
    seen_at: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [index('process_heartbeats_seen_idx').on(t.seen_at)],
);
