/** GET /reminder/list?compliance_uuid=: the caller's own reminders on a compliance, soonest first (online only). */
import type { ReminderItem } from '../../../../contract/api/checklists';
import type { Envelope } from '../../../../contract/envelope';
import { api } from '../../../lib/api-client';

/** null when the offline worker answered in the server's place (no list reached us). */
export async function fetchReminders(complianceUuid: string): Promise<ReminderItem[] | null> {
  const { data } = await api.get<Envelope<{ data: ReminderItem[] }>>('/reminder/list', {
    params: { compliance_uuid: complianceUuid },
  });
  return Array.isArray(data?.data?.data) ? data.data.data : null;
}
