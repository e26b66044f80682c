/**
 * A customer's socket that connects while a sector sync is delivering to its company is told so at
 * once (`content-updating` { updating: true } per sector): it was offline or reloading when the
 * job announced the start, and must still show the blocking modal until the job announces the end.
 * A delivery is running when its job runs and the company's progress row is not done yet.
 */
import { SOCKET_EVENTS, type ContentUpdatingEvent } from '../../../contract/socket';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ConnectGreeter } from '../../realtime/realtime';
import { syncKeyPrefix } from './sector-sync.service';

export function runningDeliveryGreeter(database: Database): ConnectGreeter {
  return async (user) => {
    if (user.is_provider) return [];
    // From the running jobs (jobs_state_idx; few at any time) to this company's progress row (its
    // primary key): every customer's connect pays two index lookups, not a scan of the progress.
    const rows = await database.rows<{ sector_uuid: string }>(
      sql`SELECT DISTINCT v.sector_uuid
         FROM jobs j
         JOIN sector_sync_progress p ON p.version_uuid = substr(j.dedupe_key, length(${syncKeyPrefix}::text) + 1)::uuid
                                    AND p.company_uuid = ${user.company_uuid}
         JOIN sector_versions v ON v.version_uuid = p.version_uuid
        WHERE j.state = 'running' AND starts_with(j.dedupe_key, ${syncKeyPrefix}) AND p.done_at IS NULL`,
    );
    return rows.map((r) => ({
      event: SOCKET_EVENTS.contentUpdating,
      payload: { sector_uuid: r.sector_uuid, updating: true } satisfies ContentUpdatingEvent,
    }));
  };
}
