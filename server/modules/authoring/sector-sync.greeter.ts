/**
 * A customer's socket that connects while a sector sync is delivering to its company is told so at
 * once (`content-updating` { updating: true } per sector): it was offline or reloading when the
 * job announced the start, and must still show the blocking modal until the job announces the end.
 * A delivery is running when its job runs and the company's progress row is not done yet.
 */
import { SOCKET_EVENTS, type ContentUpdatingEvent } from '../../../contract/socket';
import type { Database } from '../../db/client';
import type { ConnectGreeter } from '../../realtime/realtime';
import { syncKeyPrefix } from './sector-sync.service';

export function runningDeliveryGreeter(database: Database): ConnectGreeter {
  return async (user) => {
    if (user.is_provider) return [];
    const rows = await database.query<{ sector_uuid: string }>(
      `SELECT DISTINCT v.sector_uuid
         FROM sector_sync_progress p
         JOIN sector_versions v ON v.version_uuid = p.version_uuid
         JOIN jobs j ON j.dedupe_key = $2 || p.version_uuid::text
        WHERE p.company_uuid = $1 AND p.done_at IS NULL AND j.state = 'running'`,
      [user.company_uuid, syncKeyPrefix],
    );
    return rows.map((r) => ({
      event: SOCKET_EVENTS.contentUpdating,
      payload: { sector_uuid: r.sector_uuid, updating: true } satisfies ContentUpdatingEvent,
    }));
  };
}
