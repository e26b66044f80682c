/**
 * The operations calls (background jobs and the mail outbox), declared once
 * (contract/endpoint.ts): server/modules/operations implements them, src/features/operations reads
 * and writes through them. Provider only: module `operations`, which no customer session holds.
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import {
  jobExample,
  jobListExample,
  mailDetailExample,
  mailListExample,
} from './examples-operations';
import {
  jobIdParams,
  jobItem,
  jobListAnswer,
  jobListQuery,
  mailDetail,
  mailIdParams,
  mailItem,
  mailListAnswer,
  mailListQuery,
} from './operations';

export const OPERATIONS_READ = { module: 'operations', action: 'view' } as const satisfies Access;
export const OPERATIONS_WRITE = {
  module: 'operations',
  action: 'update',
} as const satisfies Access;

export const jobList = endpoint({
  method: 'GET',
  path: '/jobs/list',
  access: OPERATIONS_READ,
  summary: 'Background jobs, newest first',
  description: 'Filtered by state and kind, with how many jobs are in each state. Provider only.',
  query: jobListQuery,
  response: jobListAnswer,
  example: jobListExample,
});

export const jobRetry = endpoint({
  method: 'POST',
  path: '/jobs/retry/:id',
  access: OPERATIONS_WRITE,
  summary: 'Queue a failed job again',
  description:
    'Only a failed (dead-lettered) job; its attempts start again from zero. Other states answer 409.',
  params: jobIdParams,
  response: jobItem,
  message: 'job_retried',
  example: { ...jobExample, state: 'queued', attempts: 0 },
  errors: [409],
});

export const mailList = endpoint({
  method: 'GET',
  path: '/mail/outbox',
  access: OPERATIONS_READ,
  summary: 'The mail outbox, newest first',
  description:
    'Every mail the platform sent or kept, filtered by state and by part of the recipient’s address. Provider only.',
  query: mailListQuery,
  response: mailListAnswer,
  example: mailListExample,
});

export const mailGet = endpoint({
  method: 'GET',
  path: '/mail/outbox/:id',
  access: OPERATIONS_READ,
  summary: 'One mail with its text',
  params: mailIdParams,
  response: mailDetail,
  example: mailDetailExample,
});

export const mailResend = endpoint({
  method: 'POST',
  path: '/mail/outbox/resend/:id',
  access: OPERATIONS_WRITE,
  summary: 'Send a failed or kept mail again',
  description:
    'Queues the mail’s delivery again with the same Message-ID. Other states, or no SMTP server configured, answer 409.',
  params: mailIdParams,
  response: mailItem,
  message: 'mail_resent',
  example: { ...mailListExample.data[0], state: 'queued', sent_at: null },
  errors: [409],
});
