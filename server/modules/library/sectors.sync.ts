/** The `sectors` collection's documents, under the library policy (the REST sector reads' rule). */
import { sql } from 'drizzle-orm';
import type { SectorDoc } from '../../../contract/sync';
import { callerOf } from '../../lib/caller';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { visibleSectors } from './library.policy';

export const loadSectors: SyncLoader<'sectors'> = async (db, ids, user) => {
  const rows = await db.rows<SectorDoc>(
    sql`SELECT s.sector_uuid AS id, s.code, s.name_en, s.name_id, s.description_en, s.description_id, s.sort, s.version,
            s.is_active, s.company_uuid, ${iso('s.last_published_at')} AS last_published_at,
            ${iso('s.last_synced_at')} AS last_synced_at, ${iso('s.updated_at')} AS updated_at
       FROM sectors s WHERE s.sector_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleSectors(callerOf(user), 's')}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
