/**
 * The provider's inbox of feedback and user requests (ours, beside the specification's POST
 * /feedback and POST /user-request/create): lists across companies, and the answer, mailed to the
 * sender in their language. A request's status moves with its answer.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

export const INBOX_REQUEST_STATUSES = ['open', 'in_progress', 'done', 'rejected'] as const;

export const inboxQuery = numberPageQuery({ limit: 20, max: 100 }).extend({
  answered: z.enum(['yes', 'no']).optional(),
});

const sender = {
  company_uuid: z.string(),
  company_name: z.string(),
  user_uuid: z.string().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
};
const answered = {
  answer: z.string().nullable(),
  answered_at: isoTime.nullable(),
  created_at: isoTime,
};

export const feedbackInboxItem = z.strictObject({
  feedback_uuid: z.string(),
  title: z.string(),
  content: z.string(),
  ...sender,
  ...answered,
});
export type FeedbackInboxItem = z.infer<typeof feedbackInboxItem>;
export const requestInboxItem = z.strictObject({
  request_uuid: z.string(),
  type: z.string(),
  content: z.string(),
  status: z.enum(INBOX_REQUEST_STATUSES),
  ...sender,
  ...answered,
});
export type RequestInboxItem = z.infer<typeof requestInboxItem>;
export const feedbackInboxAnswer = pageOf(feedbackInboxItem);
export const requestInboxAnswer = pageOf(requestInboxItem);

export const inboxIdParams = z.object({ id: uuidString() });
export const answerBody = z.object({ answer: z.string().trim().min(1).max(5000) });
export type AnswerBody = z.input<typeof answerBody>;
export const requestAnswerBody = answerBody.extend({ status: z.enum(INBOX_REQUEST_STATUSES) });
export type RequestAnswerBody = z.input<typeof requestAnswerBody>;
