import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, pk, ts, xid8 } from './columns';

/** Who changed what, when, before and after: written in the same transaction as the change. */
export const activityLogs = pgTable('activity_logs', {
  log_uuid: pk('log_uuid'),
  company_uuid: uuid('company_uuid'),
  user_uuid: uuid('user_uuid'),
  type: text('type').notNull(),
  type_uuid: text('type_uuid').notNull(),
  action: text('action').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
  created_at: createdAt(),
}, (t) => [
  index('activity_logs_type_idx').on(t.type, t.type_uuid, t.created_at),
  index('activity_logs_company_idx').on(t.company_uuid, t.created_at),
]);

/**
 * The change feed: one entry per changed synced row, in the writing transaction. `txid` is that
 * transaction's id; a pull only reads entries whose transaction is older than every transaction
 * still running (pg_snapshot_xmin), so a late commit can never fall behind a checkpoint.
 * company_uuid null means the row is shared content (visible by module rules, not by company).
 */
export const changeFeed = pgTable('change_feed', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
  collection: text('collection').notNull(),
  row_id: text('row_id').notNull(),
  company_uuid: uuid('company_uuid'),
  user_uuid: uuid('user_uuid'),
  op: text('op').notNull(),
  created_at: createdAt(),
}, (t) => [index('change_feed_collection_idx').on(t.collection, t.txid, t.id)]);

/** First answer per (user, Idempotency-Key), kept at least 24 hours (api.md). */
export const idempotencyKeys = pgTable('idempotency_keys', {
  user_uuid: uuid('user_uuid').notNull(),
  key: text('key').notNull(),
  request_hash: text('request_hash').notNull(),
  status_code: integer('status_code'),
  response: jsonb('response'),
  created_at: createdAt(),
}, (t) => [primaryKey({ columns: [t.user_uuid, t.key] }), index('idempotency_created_idx').on(t.created_at)]);

/** Background jobs, claimed with FOR UPDATE SKIP LOCKED so several processes can share them. */
export const jobs = pgTable('jobs', {
  job_uuid: pk('job_uuid'),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull().default({}),
  run_at: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  locked_at: ts('locked_at'),
  locked_by: text('locked_by'),
  done_at: ts('done_at'),
  last_error: text('last_error'),
  created_at: createdAt(),
}, (t) => [index('jobs_due_idx').on(t.run_at).where(sql`done_at is null`)]);

/** Mail that would be sent: delivered by SMTP when configured, kept here (visible in dev) otherwise. */
export const mailOutbox = pgTable('mail_outbox', {
  mail_uuid: pk('mail_uuid'),
  to_address: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  created_at: createdAt(),
  sent_at: ts('sent_at'),
});
