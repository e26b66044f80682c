/**
 * The provider's operations area: background jobs and the mail outbox (server/modules/operations,
 * src/features/operations). Jobs and mails are the platform's, not a company's: only provider
 * users holding the `operations` module reach them.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { LANGUAGES } from '../enums';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

/** queued (waiting for its run_at), running (claimed by a worker), done, failed (the dead letter). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** queued (waiting or between retries), sending, sent, kept (no SMTP configured), failed (out of attempts). */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'kept', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const jobListQuery = numberPageQuery().extend({
  state: z.enum(JOB_STATES).optional(),
  kind: z.string().trim().min(1).max(100).optional(),
});
export type JobListQuery = z.input<typeof jobListQuery>;
export type JobListFilter = z.infer<typeof jobListQuery>;

export const jobItem = z.strictObject({
  job_uuid: z.string(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  company_uuid: z.string().nullable(),
  dedupe_key: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: isoTime,
  locked_at: isoTime.nullable(),
  locked_by: z.string().nullable(),
  done_at: isoTime.nullable(),
  last_error: z.string().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type JobItem = z.infer<typeof jobItem>;

/** A page of jobs, and how many jobs are in each state (the filter's counts). */
export const jobListAnswer = pageOf(jobItem).extend({
  counts: z.strictObject(
    Object.fromEntries(JOB_STATES.map((s) => [s, z.number().int().min(0)])) as Record<
      JobState,
      z.ZodNumber
    >,
  ),
});
export type JobListAnswer = z.infer<typeof jobListAnswer>;

export const jobIdParams = z.object({ id: uuidString() });
export const mailIdParams = z.object({ id: uuidString() });

export const mailListQuery = numberPageQuery().extend({
  state: z.enum(MAIL_STATES).optional(),
  /** Part of the recipient's address. */
  search: z.string().trim().max(200).optional(),
});
export type MailListQuery = z.input<typeof mailListQuery>;
export type MailListFilter = z.infer<typeof mailListQuery>;

export const mailItem = z.strictObject({
  mail_uuid: z.string(),
  company_uuid: z.string().nullable(),
  to_address: z.string(),
  subject: z.string(),
  language: z.enum(LANGUAGES),
  template: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  message_id: z.string().nullable(),
  created_at: isoTime,
  sent_at: isoTime.nullable(),
});
export type MailItem = z.infer<typeof mailItem>;
export const mailListAnswer = pageOf(mailItem);
export type MailListAnswer = z.infer<typeof mailListAnswer>;

/**
 * One mail with its plain-text body (the HTML body says the same, links masked). `link_gone`: its
 * one-time link was used, replaced or expired, so it cannot be resent (409 `mail_link_gone`).
 */
export const mailDetail = mailItem.extend({ body: z.string(), link_gone: z.boolean() });
export type MailDetail = z.infer<typeof mailDetail>;
