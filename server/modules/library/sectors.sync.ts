/** The `sectors` collection's documents, under the library policy (the REST sector reads' rule). */
import type { SectorDoc } from '../../../contract/sync';
import { isoOf, type SyncLoader } from '../../lib/sync-loader';
import { visibleSectorSql } from './library.policy';

export const loadSectors: SyncLoader<'sectors'> = async (db, ids, user) => {
  const rows = await db.query<SectorDoc>(
    `SELECT s.sector_uuid AS id, s.code, s.name_en, s.name_id, s.description_en, s.description_id, s.sort, s.version,
            s.is_active, s.company_uuid, ${isoOf('s.last_published_at')} AS last_published_at,
            ${isoOf('s.last_synced_at')} AS last_synced_at, ${isoOf('s.updated_at')} AS updated_at
       FROM sectors s WHERE s.sector_uuid = ANY($1::uuid[]) AND ${visibleSectorSql('s', '$2', user.is_provider)}`,
    [ids, user.company_uuid],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
