/**
 * Topic reads: a sector's topics (or one topic's subtopics) with counts, and the flat list the
 * filters use. A topic is visible when it is readable and its sector is visible to the caller.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { TopicFilterItem, TopicListItem } from '../../../contract/api/library';
import type { Database } from '../../db/client';
import { visibleObligations } from './library.policy';
import type { Caller } from '../../lib/caller';
import { likePattern } from '../../lib/page';
import { visibleSectors, visibleTopics } from './library.policy';

export interface TopicListOptions {
  sector_uuid?: string;
  parent_uuid?: string;
  search?: string;
  page: number;
  limit: number;
}

/** Top-level topics (or, with parent_uuid, that topic's subtopics), ordered by sort. */
export async function listTopics(
  database: Database,
  caller: Caller,
  o: TopicListOptions,
  lang: 'en' | 'id',
) {
  const where: SQL[] = [visibleTopics(caller, 't'), visibleSectors(caller, 's')];
  if (o.sector_uuid) where.push(sql`t.sector_uuid = ${o.sector_uuid}`);
  where.push(o.parent_uuid ? sql`t.parent_uuid = ${o.parent_uuid}` : sql`t.parent_uuid IS NULL`);
  if (o.search) {
    const p = likePattern(o.search);
    where.push(sql`(t.title_en ILIKE ${p} OR t.title_id ILIKE ${p})`);
  }
  const from = sql`FROM topics t JOIN sectors s ON s.sector_uuid = t.sector_uuid WHERE ${sql.join(where, sql` AND `)}`;
  const [{ total }] = await database.rows<{ total: number }>(
    sql`SELECT count(*)::int AS total ${from}`,
  );
  const rows = await database.rows<TopicListItem>(
    sql`SELECT t.topic_uuid, t.sector_uuid, t.parent_uuid, t.${sql.identifier(`title_${lang}`)} AS title, t.title_en, t.title_id, t.sort,
            (SELECT count(*)::int FROM topics c WHERE c.parent_uuid = t.topic_uuid AND ${visibleTopics(caller, 'c')}) AS subtopic_count,
            (SELECT count(*)::int FROM obligations o JOIN topics ot ON ot.topic_uuid = o.topic_uuid
              WHERE (ot.topic_uuid = t.topic_uuid OR ot.parent_uuid = t.topic_uuid)
                AND ${visibleTopics(caller, 'ot')} AND ${visibleObligations(caller, 'o')}) AS obligation_count
       ${from}
      ORDER BY s.code, t.sort, t.title_en, t.topic_uuid
      LIMIT ${o.limit} OFFSET ${(o.page - 1) * o.limit}`,
  );
  return { rows, total };
}

/** Every visible topic and subtopic (of one sector when given), each subtopic after its topic. */
export async function topicFilterList(
  database: Database,
  caller: Caller,
  sectorUuid: string | undefined,
  lang: 'en' | 'id',
) {
  const where: SQL[] = [visibleTopics(caller, 't'), visibleSectors(caller, 's')];
  if (sectorUuid) where.push(sql`t.sector_uuid = ${sectorUuid}`);
  return database.rows<TopicFilterItem>(
    sql`SELECT t.topic_uuid, t.parent_uuid, t.sector_uuid, t.${sql.identifier(`title_${lang}`)} AS title
       FROM topics t
       JOIN sectors s ON s.sector_uuid = t.sector_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
      WHERE ${sql.join(where, sql` AND `)} AND (t.parent_uuid IS NULL OR (p.topic_uuid IS NOT NULL AND ${visibleTopics(caller, 'p')}))
      ORDER BY s.code, coalesce(p.sort, t.sort), coalesce(p.topic_uuid, t.topic_uuid), t.parent_uuid NULLS FIRST, t.sort, t.topic_uuid`,
  );
}
