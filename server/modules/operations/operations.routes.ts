import type { FastifyInstance } from 'fastify';
import {
  jobExample,
  jobListExample,
  mailDetailExample,
  mailListExample,
} from '../../../contract/api/examples-operations';
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
} from '../../../contract/api/operations';
import type { MailItem } from '../../../contract/api/operations';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { LINK_GONE_ERROR } from '../../mail/send';
import { errors } from '../../lib/errors';
import { defineRoute } from '../../lib/route';
import { OPERATIONS_READ, OPERATIONS_WRITE } from './operations.policy';
import { findMail, listJobs, listMails } from './operations.repository';
import { resendMail, retryJob } from './operations.service';

/** A delivery error the platform wrote itself is a message key: shown in the caller's language (SMTP errors as they came). */
const shown = <T extends MailItem>(mail: T, lang: string): T =>
  mail.last_error === LINK_GONE_ERROR
    ? { ...mail, last_error: message(LINK_GONE_ERROR, lang) }
    : mail;

/** Background jobs and the mail outbox, for the provider (module `operations`). */
export async function operationsRoutes(app: FastifyInstance, deps: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: '/jobs/list',
    access: OPERATIONS_READ,
    summary: 'Background jobs, newest first',
    description: 'Filtered by state and kind, with how many jobs are in each state. Provider only.',
    query: jobListQuery,
    response: jobListAnswer,
    example: jobListExample,
    handler: async ({ query }) => listJobs(deps.database, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/jobs/retry/:id',
    access: OPERATIONS_WRITE,
    summary: 'Queue a failed job again',
    description:
      'Only a failed (dead-lettered) job; its attempts start again from zero. Other states answer 409.',
    params: jobIdParams,
    response: jobItem,
    message: 'job_retried',
    example: { ...jobExample, state: 'queued', attempts: 0 },
    errors: [409],
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => retryJob(m, params.id)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/mail/outbox',
    access: OPERATIONS_READ,
    summary: 'The mail outbox, newest first',
    description:
      'Every mail the platform sent or kept, filtered by state and by part of the recipient’s address. Provider only.',
    query: mailListQuery,
    response: mailListAnswer,
    example: mailListExample,
    handler: async ({ query, lang }) => {
      const page = await listMails(deps.database, query);
      return { ...page, data: page.data.map((m) => shown(m, lang)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/mail/outbox/:id',
    access: OPERATIONS_READ,
    summary: 'One mail with its text',
    params: mailIdParams,
    response: mailDetail,
    example: mailDetailExample,
    handler: async ({ params, lang }) => {
      const mail = await findMail(deps.database, params.id);
      if (!mail) throw errors.notFound();
      return shown(mail, lang);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/mail/outbox/resend/:id',
    access: OPERATIONS_WRITE,
    summary: 'Send a failed or kept mail again',
    description:
      'Queues the mail’s delivery again with the same Message-ID. Other states, or no SMTP server configured, answer 409.',
    params: mailIdParams,
    response: mailItem,
    message: 'mail_resent',
    example: { ...mailListExample.data[0], state: 'queued', sent_at: null },
    errors: [409],
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => resendMail(m, deps.config, params.id)),
  });
}
