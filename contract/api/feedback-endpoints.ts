/**
 * The feedback calls, declared once (contract/endpoint.ts): any signed-in user sends feedback and
 * user requests (server/modules/feedback/feedback.routes.ts); the provider's inbox lists and
 * answers them (inbox.routes.ts, src/features/feedback-admin).
 */
import { endpoint } from '../endpoint';
import type { Access } from '../modules';
import { feedbackAnswer, feedbackBody, userRequestAnswer, userRequestBody } from './account';
import { feedbackExample, userRequestExample } from './examples';
import {
  answerBody,
  feedbackInboxAnswer,
  feedbackInboxItem,
  inboxIdParams,
  inboxQuery,
  requestAnswerBody,
  requestInboxAnswer,
  requestInboxItem,
} from './feedback-inbox';

/** The inbox: provider users holding the customers module (customers get 403). */
export const INBOX_VIEW = { module: 'customers', action: 'view' } as const satisfies Access;
export const INBOX_ANSWER = { module: 'customers', action: 'update' } as const satisfies Access;

export const feedbackSend = endpoint({
  method: 'POST',
  path: '/feedback',
  access: { authenticated: true },
  summary: 'Send feedback to the provider',
  description:
    'A form with neither title nor content is refused as a whole ("Form cannot be empty").',
  body: feedbackBody,
  response: feedbackAnswer,
  status: 201,
  message: 'created',
  example: feedbackExample,
});

export const userRequestCreate = endpoint({
  method: 'POST',
  path: '/user-request/create',
  access: { authenticated: true },
  summary: 'Ask the provider for something, such as a new interface language',
  body: userRequestBody,
  response: userRequestAnswer,
  status: 201,
  message: 'created',
  example: userRequestExample,
});

export const inboxFeedbackList = endpoint({
  method: 'GET',
  path: '/feedback/list',
  access: INBOX_VIEW,
  summary: "Every company's feedback, newest first (the provider's inbox)",
  description: 'Ours (not in the specification). Filter answered=yes|no.',
  query: inboxQuery,
  response: feedbackInboxAnswer,
  message: 'inbox_loaded',
  example: { data: [], page: 1, limit: 20, total: 0, total_page: 1 },
});

export const inboxRequestList = endpoint({
  method: 'GET',
  path: '/user-request/list',
  access: INBOX_VIEW,
  summary: "Every company's user requests, newest first (the provider's inbox)",
  description: 'Ours (not in the specification). Filter answered=yes|no.',
  query: inboxQuery,
  response: requestInboxAnswer,
  message: 'inbox_loaded',
  example: { data: [], page: 1, limit: 20, total: 0, total_page: 1 },
});

export const inboxFeedbackAnswer = endpoint({
  method: 'PUT',
  path: '/feedback/answer/:id',
  access: INBOX_ANSWER,
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
});

export const inboxRequestAnswer = endpoint({
  method: 'PUT',
  path: '/user-request/answer/:id',
  access: INBOX_ANSWER,
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
});
