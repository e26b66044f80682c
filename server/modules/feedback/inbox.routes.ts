/**
 * The provider's inbox: every company's feedback and user requests, newest first, and the answer
 * (stored, logged, mailed to the sender in their language in the same transaction). Provider
 * users holding the customers module: customers get 403.
 */
import type { FastifyInstance } from 'fastify';
import {
  inboxFeedbackAnswer,
  inboxFeedbackList,
  inboxRequestAnswer,
  inboxRequestList,
} from '../../../contract/api/feedback-endpoints';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { implement } from '../../lib/route';
import { queueMail } from '../../mail/outbox';
import {
  answerFeedback,
  answerRequest,
  feedbackItem,
  listFeedbackInbox,
  listRequestInbox,
  lockFeedback,
  lockRequest,
  requestItem,
  senderOf,
} from './inbox.repository';

const pageInfo = (q: { page: number; limit: number }, total: number) => ({
  page: q.page,
  limit: q.limit,
  total,
  total_page: Math.max(1, Math.ceil(total / q.limit)),
});

async function mailSender(
  m: MutationContext,
  userUuid: string | null,
  about: string,
  answer: string,
) {
  if (!userUuid) return;
  const u = await senderOf(m.tx, userUuid);
  if (!u) return;
  await queueMail(m.tx, {
    to: u.email,
    language: u.language === 'id' ? 'id' : 'en',
    template: 'inbox-answer',
    vars: { name: u.name, about: about.slice(0, 80), answer },
    companyUuid: u.company_uuid,
    userUuid,
  });
}

export async function inboxRoutes(app: FastifyInstance, deps: Deps) {
  implement(app, inboxFeedbackList, {
    handler: async ({ query }) => {
      const { rows, total } = await listFeedbackInbox(deps.database, query);
      return { data: rows, ...pageInfo(query, total) };
    },
  });

  implement(app, inboxRequestList, {
    handler: async ({ query }) => {
      const { rows, total } = await listRequestInbox(deps.database, query);
      return { data: rows, ...pageInfo(query, total) };
    },
  });

  implement(app, inboxFeedbackAnswer, {
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, async (m) => {
        const before = await lockFeedback(m.tx, params.id);
        if (!before) throw errors.notFound();
        await answerFeedback(m.tx, params.id, body.answer, user.user_uuid);
        await m.log({
          type: 'feedback',
          type_uuid: params.id,
          action: 'answer',
          before: { answer: before.answer },
          after: { answer: body.answer },
          company_uuid: null,
        });
        await mailSender(m, before.user_uuid, before.title || before.content, body.answer);
        return feedbackItem(m.tx, params.id);
      }),
  });

  implement(app, inboxRequestAnswer, {
    handler: async ({ req, reply, params, body, user }) =>
      deps.mutations.forRequest(req, reply, async (m) => {
        const before = await lockRequest(m.tx, params.id);
        if (!before) throw errors.notFound();
        await answerRequest(m.tx, params.id, {
          answer: body.answer,
          status: body.status,
          answeredBy: user.user_uuid,
        });
        await m.log({
          type: 'user_request',
          type_uuid: params.id,
          action: 'answer',
          before: { answer: before.answer, status: before.status },
          after: { answer: body.answer, status: body.status },
          company_uuid: null,
        });
        await mailSender(m, before.user_uuid, before.content, body.answer);
        return requestItem(m.tx, params.id);
      }),
  });
}
