/**
 * Creating a reminder: a write of the kit with no local document (reminders are not synced; a
 * reminder is the caller's own and changes nothing others see), sent with an Idempotency-Key so a
 * retried click sets one reminder.
 */
import type { ReminderCreateBody } from '../../../../contract/api/checklists';
import { defineWrite } from '../../../db/writes';

export const createReminder = defineWrite<ReminderCreateBody>({
  name: 'reminders/create',
  target: () => null,
  effect: async () => {},
  call: (body) => ({ method: 'POST', path: '/reminder/create', body }),
  label: 'checklist:writeLabel.reminder',
});
