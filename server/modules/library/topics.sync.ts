/** The `topics` collection's documents: a topic within the tenant whose sector the caller sees (library policy). */
import { sql } from 'drizzle-orm';
import type { TopicDoc } from '../../../contract/sync';
import { callerOf } from '../../lib/caller';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { visibleSectors, visibleTopics } from './library.policy';

export const loadTopics: SyncLoader<'topics'> = async (db, ids, user) => {
  const caller = callerOf(user);
  const rows = await db.rows<TopicDoc>(
    sql`SELECT t.topic_uuid AS id, t.sector_uuid, coalesce(t.parent_uuid::text, '') AS parent_uuid, t.title_en, t.title_id,
            t.sort, t.company_uuid, ${iso('t.updated_at')} AS updated_at
       FROM topics t JOIN sectors s ON s.sector_uuid = t.sector_uuid
      WHERE t.topic_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleTopics(caller, 't')} AND ${visibleSectors(caller, 's')}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
