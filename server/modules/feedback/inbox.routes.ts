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
  type FeedbackInboxItem,
  type RequestInboxItem,
} from '../../../contract/api/feedback-inbox';
import type { Deps } from '../../deps';
import { errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { defineRoute } from '../../lib/route';
import { queueMail } from '../../mail/outbox';
import { txQuery } from '../../db/tx-query';
import { isoOf } from '../../lib/sync-loader';

const VIEW = { module: 'customers', action: 'view' } as const;
const ANSWER = { module: 'customers', action: 'update' } as const;

const SENDER = `c.company_uuid, c.name AS company_name, u.user_uuid, u.name AS user_name, u.email AS user_email,
  x.answer, ${isoOf('x.answered_at')} AS answered_at, ${isoOf('x.created_at')} AS created_at`;
const FEEDBACK_SQL = `SELECT x.feedback_uuid, x.title, x.content, ${SENDER} FROM feedback x JOIN companies c ON c.company_uuid = x.company_uuid LEFT JOIN users u ON u.user_uuid = x.user_uuid`;
const REQUEST_SQL = `SELECT x.request_uuid, x.type, x.content, x.status, ${SENDER} FROM user_requests x JOIN companies c ON c.company_uuid = x.company_uuid LEFT JOIN users u ON u.user_uuid = x.user_uuid`;

const answeredSql = (a?: 'yes' | 'no') =>
  a === 'yes' ? 'x.answered_at IS NOT NULL' : a === 'no' ? 'x.answered_at IS NULL' : 'TRUE';
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
  const [u] = await txQuery<{
    email: string;
    name: string;
    language: string;
    company_uuid: string;
  }>(
    m.tx,
    `SELECT email, name, language, company_uuid FROM users WHERE user_uuid = $1 AND deleted_at IS NULL`,
    [userUuid],
  );
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
      const where = answeredSql(query.answered);
      const rows = await deps.database.query<FeedbackInboxItem>(
        `${FEEDBACK_SQL} WHERE ${where} ORDER BY x.created_at DESC, x.feedback_uuid LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      );
      const [{ total }] = await deps.database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM feedback x WHERE ${where}`,
      );
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
      const where = answeredSql(query.answered);
      const rows = await deps.database.query<RequestInboxItem>(
        `${REQUEST_SQL} WHERE ${where} ORDER BY x.created_at DESC, x.request_uuid LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      );
      const [{ total }] = await deps.database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM user_requests x WHERE ${where}`,
      );
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
        const [before] = await txQuery<{
          user_uuid: string | null;
          title: string;
          content: string;
          answer: string | null;
        }>(
          m.tx,
          `SELECT user_uuid, title, content, answer FROM feedback WHERE feedback_uuid = $1 FOR UPDATE`,
          [params.id],
        );
        if (!before) throw errors.notFound();
        await txQuery(
          m.tx,
          `UPDATE feedback SET answer = $2, answered_at = now(), answered_by = $3 WHERE feedback_uuid = $1`,
          [params.id, body.answer, user.user_uuid],
        );
        await m.log({
          type: 'feedback',
          type_uuid: params.id,
          action: 'answer',
          before: { answer: before.answer },
          after: { answer: body.answer },
          company_uuid: null,
        });
        await mailSender(m, before.user_uuid, before.title || before.content, body.answer);
        const [row] = await txQuery<FeedbackInboxItem>(
          m.tx,
          `${FEEDBACK_SQL} WHERE x.feedback_uuid = $1`,
          [params.id],
        );
        return row;
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
        const [before] = await txQuery<{
          user_uuid: string | null;
          content: string;
          answer: string | null;
          status: string;
        }>(
          m.tx,
          `SELECT user_uuid, content, answer, status FROM user_requests WHERE request_uuid = $1 FOR UPDATE`,
          [params.id],
        );
        if (!before) throw errors.notFound();
        await txQuery(
          m.tx,
          `UPDATE user_requests SET answer = $2, status = $3, answered_at = now(), answered_by = $4 WHERE request_uuid = $1`,
          [params.id, body.answer, body.status, user.user_uuid],
        );
        await m.log({
          type: 'user_request',
          type_uuid: params.id,
          action: 'answer',
          before: { answer: before.answer, status: before.status },
          after: { answer: body.answer, status: body.status },
          company_uuid: null,
        });
        await mailSender(m, before.user_uuid, before.content, body.answer);
        const [row] = await txQuery<RequestInboxItem>(
          m.tx,
          `${REQUEST_SQL} WHERE x.request_uuid = $1`,
          [params.id],
        );
        return row;
      }),
  });
}
