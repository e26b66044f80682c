import type { FastifyInstance } from 'fastify';
import {
  jobList,
  jobRetry,
  mailGet,
  mailList,
  mailResend,
} from '../../../contract/api/operation-endpoints';
import type { MailItem } from '../../../contract/api/operations';
import { message } from '../../../contract/messages';
import type { Deps } from '../../deps';
import { LINK_GONE_ERROR } from '../../mail/send';
import { errors } from '../../lib/errors';
import { implement } from '../../lib/route';
import { findMail, listJobs, listMails } from './operations.repository';
import { resendMail, retryJob } from './operations.service';

/** A delivery error the platform wrote itself is a message key: shown in the caller's language (SMTP errors as they came). */
const shown = <T extends MailItem>(mail: T, lang: string): T =>
  mail.last_error === LINK_GONE_ERROR
    ? { ...mail, last_error: message(LINK_GONE_ERROR, lang) }
    : mail;

/** Background jobs and the mail outbox, for the provider (module `operations`). */
export async function operationsRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, jobList, {
    handler: async ({ query }) => listJobs(deps.database, query),
  });

  implement(app, jobRetry, {
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => retryJob(m, params.id)),
  });

  implement(app, mailList, {
    handler: async ({ query, lang }) => {
      const page = await listMails(deps.database, query);
      return { ...page, data: page.data.map((m) => shown(m, lang)) };
    },
  });

  implement(app, mailGet, {
    handler: async ({ params, lang }) => {
      const mail = await findMail(deps.database, params.id);
      if (!mail) throw errors.notFound();
      return shown(mail, lang);
    },
  });

  implement(app, mailResend, {
    handler: async ({ req, reply, params }) =>
      deps.mutations.forRequest(req, reply, (m) => resendMail(m, deps.config, params.id)),
  });
}
