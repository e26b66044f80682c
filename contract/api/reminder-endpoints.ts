/**
 * The personal reminders on a compliance, declared once (contract/endpoint.ts):
 * server/modules/compliance/reminders implements them, the reminders panel of
 * src/features/compliance reads and writes through them.
 */
import { endpoint } from '../endpoint';
import {
  reminderCreateBody,
  reminderItem,
  reminderList as reminderListAnswer,
  reminderListQuery,
} from './checklists';
import { COMPLIANCE_VIEW } from './compliance-access';
import { reminderExample } from './examples-checklist';

export const reminderCreate = endpoint({
  method: 'POST',
  path: '/reminder/create',
  access: COMPLIANCE_VIEW,
  summary: 'Set a reminder on a compliance for oneself',
  description:
    'remind_at is an ISO 8601 moment in the future, message at most 500 characters. Delivered once when due: a notification and a mail in the user’s language.',
  body: reminderCreateBody,
  response: reminderItem,
  status: 201,
  message: 'reminder_created',
  example: reminderExample,
  errors: [404],
});

export const reminderList = endpoint({
  method: 'GET',
  path: '/reminder/list',
  access: COMPLIANCE_VIEW,
  summary: "The caller's own reminders on a compliance, soonest first",
  description: 'Ours (not in the specification): the reminders panel of the compliance detail.',
  query: reminderListQuery,
  response: reminderListAnswer,
  message: 'reminders_loaded',
  example: { data: [reminderExample] },
  errors: [404],
});
