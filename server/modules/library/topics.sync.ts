/** The `topics` collection's documents: a topic within the tenant whose sector the caller sees (library policy). */
import type { TopicDoc } from '../../../contract/sync';
import { isoOf, type SyncLoader } from '../../lib/sync-loader';
import { visibleSectorSql, visibleTopicSql } from './library.policy';

export const loadTopics: SyncLoader<'topics'> = async (db, ids, user) => {
  const rows = await db.query<TopicDoc>(
    `SELECT t.topic_uuid AS id, t.sector_uuid, coalesce(t.parent_uuid::text, '') AS parent_uuid, t.title_en, t.title_id,
            t.sort, t.company_uuid, ${isoOf('t.updated_at')} AS updated_at
       FROM topics t JOIN sectors s ON s.sector_uuid = t.sector_uuid
      WHERE t.topic_uuid = ANY($1::uuid[]) AND ${visibleTopicSql('t', '$2', user.is_provider)} AND ${visibleSectorSql('s', '$2', user.is_provider)}`,
    [ids, user.company_uuid],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
