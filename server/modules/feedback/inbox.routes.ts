/**
 * The provider's inbox: every company's feedback and user requests, newest first, and the answer
 * (stored, logged, mailed to the sender in their language in the same transaction). Provider
 * users holding the customers module: customers get 403.
 */
import type { FastifyInstance } from 'fastify';
import {
  answerBody,
  feedbackInboxAnswer,
  feedbackInboxItem,
  inboxIdParams,
  inboxQuery,
  requestAnswerBody,
  requestInboxAnswer,
  requestInboxItem,
} from '../../../contract/api/feedback-inbox';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { defineRoute } from '../../lib/route';
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

const VIEW = { module: 'customers', action: 'view' } as const;
const ANSWER = { module: 'customers', action: 'update' } as const;

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
  defineRoute(app, {
    method: 'GET',
    url: '/feedback/list',
    access: VIEW,
    summary: "Every company's feedback, newest first (the provider's inbox)",
    description: 'Ours (not in the specification). Filter answered=yes|no.',
    query: inboxQuery,
    response: feedbackInboxAnswer,
    message: 'inbox_loaded',
    example: { data: [], page: 1, limit: 20, total: 0, total_page: 1 },
    handler: async ({ query }) => {
      const { rows, total } = await listFeedbackInbox(deps.database, query);
      return { data: rows, ...pageInfo(query, total) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/user-request/list',
    access: VIEW,
    summary: "Every company's user requests, newest first (the provider's inbox)",
    description: 'Ours (not in the specification). Filter answered=yes|no.',
    query: inboxQuery,
    response: requestInboxAnswer,
    message: 'inbox_loaded',
    example: { data: [], page: 1, limit: 20, total: 0, total_page: 1 },
    handler: async ({ query }) => {
      const { rows, total } = await listRequestInbox(deps.database, query);
      return { data: rows, ...pageInfo(query, total) };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/feedback/answer/:id',
    access: ANSWER,
    summary: 'Answer a feedback: stored and mailed to its sender in their language',
    description: 'Ours (not in the specification).',
    params: inboxIdParams,
    body: answerBody,
    response: feedbackInboxItem,
    message: 'inbox_answered',
    example: {
      feedback_uuid: '1f2e3d4c-5b6a-4978-8877-665544332211',
      title: 'Export',
      content: 'Please add an export.',
      company_uuid: '2e3d4c5b-6a79-4887-9766-554433221100',
      company_name: 'PT Sejahtera',
      user_uuid: null,
      user_name: null,
      user_email: null,
      answer: 'It is planned.',
      answered_at: '2026-01-02T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    },
    errors: [404],
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

  defineRoute(app, {
    method: 'PUT',
    url: '/user-request/answer/:id',
    access: ANSWER,
    summary: 'Answer a user request and set its status: stored and mailed to its sender',
    description: 'Ours (not in the specification).',
    params: inboxIdParams,
    body: requestAnswerBody,
    response: requestInboxItem,
    message: 'inbox_answered',
    example: {
      request_uuid: '1f2e3d4c-5b6a-4978-8877-665544332212',
      type: 'language',
      content: 'Please add Javanese.',
      status: 'in_progress',
      company_uuid: '2e3d4c5b-6a79-4887-9766-554433221100',
      company_name: 'PT Sejahtera',
      user_uuid: null,
      user_name: null,
      user_email: null,
      answer: 'We are looking into it.',
      answered_at: '2026-01-02T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    },
    errors: [404],
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
