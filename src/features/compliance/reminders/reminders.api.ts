/** The caller's own reminders on a compliance, soonest first (online only). */
import type { ReminderItem } from '../../../../contract/api/checklists';
import { reminderList } from '../../../../contract/api/reminder-endpoints';
import { readEndpoint } from '../../../lib/endpoint-read';

export async function fetchReminders(complianceUuid: string): Promise<ReminderItem[]> {
  const answer = await readEndpoint(reminderList, { query: { compliance_uuid: complianceUuid } });
  return answer.data;
}
