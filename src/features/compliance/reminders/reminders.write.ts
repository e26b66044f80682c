/**
 * Creating a reminder: a write of the kit with no local document (reminders are not synced; a
 * reminder is the caller's own and changes nothing others see), sent with an Idempotency-Key so a
 * retried click sets one reminder.
 */
import type { ReminderCreateBody } from '../../../../contract/api/checklists';
import { reminderCreate } from '../../../../contract/api/reminder-endpoints';
import { defineWrite, endpointCall } from '../../../db/writes';

export const createReminder = defineWrite<ReminderCreateBody>({
  name: 'reminders/create',
  target: () => null,
  effect: async () => {},
  call: (body) => endpointCall(reminderCreate, { body }),
  label: 'checklist:writeLabel.reminder',
});
