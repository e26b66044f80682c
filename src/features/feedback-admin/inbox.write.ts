/**
 * Answering feedback and user requests through the kit. No collection holds them (`target: () =>
 * null`): the kit sends each call with its Idempotency-Key; the inbox reads the list again.
 */
import type { AnswerBody, RequestAnswerBody } from '../../../contract/api/feedback-inbox';
import { defineWrite } from '../../db/writes';

export const answerFeedback = defineWrite<{ id: string; body: AnswerBody }>({
  name: 'inbox/answer-feedback',
  target: () => null,
  effect: async () => {},
  call: ({ id, body }) => ({
    method: 'PUT',
    path: `/feedback/answer/${encodeURIComponent(id)}`,
    body,
  }),
  label: 'inbox:writeLabel.feedback',
});

export const answerRequest = defineWrite<{ id: string; body: RequestAnswerBody }>({
  name: 'inbox/answer-request',
  target: () => null,
  effect: async () => {},
  call: ({ id, body }) => ({
    method: 'PUT',
    path: `/user-request/answer/${encodeURIComponent(id)}`,
    body,
  }),
  label: 'inbox:writeLabel.request',
});
