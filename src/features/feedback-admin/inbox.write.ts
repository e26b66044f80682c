/**
 * Answering feedback and user requests through the kit. No collection holds them (`target: () =>
 * null`): the kit sends each call with its Idempotency-Key; the inbox reads the list again.
 */
import type { AnswerBody, RequestAnswerBody } from '../../../contract/api/feedback-inbox';
import { inboxFeedbackAnswer, inboxRequestAnswer } from '../../../contract/api/feedback-endpoints';
import { defineWrite, endpointCall } from '../../db/writes';

export const answerFeedback = defineWrite<{ id: string; body: AnswerBody }>({
  name: 'inbox/answer-feedback',
  target: () => null,
  effect: async () => {},
  call: ({ id, body }) => endpointCall(inboxFeedbackAnswer, { params: { id }, body }),
  label: 'inbox:writeLabel.feedback',
});

export const answerRequest = defineWrite<{ id: string; body: RequestAnswerBody }>({
  name: 'inbox/answer-request',
  target: () => null,
  effect: async () => {},
  call: ({ id, body }) => endpointCall(inboxRequestAnswer, { params: { id }, body }),
  label: 'inbox:writeLabel.request',
});
