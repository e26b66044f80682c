/**
 * Topic reads: a sector's topics (or one topic's subtopics) with counts, and the flat list the
 * filters use. A topic is visible when it is readable and its sector is visible to the caller.
 */
import type { TopicFilterItem, TopicListItem } from '../../../contract/api/library';
import type { Database } from '../../db/client';
import { visibleObligationSql } from '../obligations/obligations.policy';
import type { Caller } from '../../lib/caller';
import { likePattern } from '../../lib/page';
import { visibleSectorSql, visibleTopicSql } from './library.policy';

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
  const params: unknown[] = [caller.companyUuid];
  const add = (value: unknown) => `$${params.push(value)}`;
  const where = [
    visibleTopicSql('t', '$1', caller.isProvider),
    visibleSectorSql('s', '$1', caller.isProvider),
  ];
  if (o.sector_uuid) where.push(`t.sector_uuid = ${add(o.sector_uuid)}`);
  where.push(o.parent_uuid ? `t.parent_uuid = ${add(o.parent_uuid)}` : 't.parent_uuid IS NULL');
  if (o.search) {
    const p = add(likePattern(o.search));
    where.push(`(t.title_en ILIKE ${p} OR t.title_id ILIKE ${p})`);
  }
  const from = `FROM topics t JOIN sectors s ON s.sector_uuid = t.sector_uuid WHERE ${where.join(' AND ')}`;
  const [{ total }] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total ${from}`,
    params,
  );
  const rows = await database.query<TopicListItem>(
    `SELECT t.topic_uuid, t.sector_uuid, t.parent_uuid, t.title_${lang} AS title, t.title_en, t.title_id, t.sort,
            (SELECT count(*)::int FROM topics c WHERE c.parent_uuid = t.topic_uuid AND ${visibleTopicSql('c', '$1', caller.isProvider)}) AS subtopic_count,
            (SELECT count(*)::int FROM obligations o JOIN topics ot ON ot.topic_uuid = o.topic_uuid
              WHERE (ot.topic_uuid = t.topic_uuid OR ot.parent_uuid = t.topic_uuid)
                AND ${visibleTopicSql('ot', '$1', caller.isProvider)} AND ${visibleObligationSql('o', '$1', caller.isProvider)}) AS obligation_count
       ${from}
      ORDER BY s.code, t.sort, t.title_en, t.topic_uuid
      LIMIT ${o.limit} OFFSET ${(o.page - 1) * o.limit}`,
    params,
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
  const params: unknown[] = [caller.companyUuid];
  const where = [
    visibleTopicSql('t', '$1', caller.isProvider),
    visibleSectorSql('s', '$1', caller.isProvider),
  ];
  if (sectorUuid) where.push(`t.sector_uuid = $${params.push(sectorUuid)}`);
  return database.query<TopicFilterItem>(
    `SELECT t.topic_uuid, t.parent_uuid, t.sector_uuid, t.title_${lang} AS title
       FROM topics t
       JOIN sectors s ON s.sector_uuid = t.sector_uuid
       LEFT JOIN topics p ON p.topic_uuid = t.parent_uuid
      WHERE ${where.join(' AND ')} AND (t.parent_uuid IS NULL OR (p.topic_uuid IS NOT NULL AND ${visibleTopicSql('p', '$1', caller.isProvider)}))
      ORDER BY s.code, coalesce(p.sort, t.sort), coalesce(p.topic_uuid, t.topic_uuid), t.parent_uuid NULLS FIRST, t.sort, t.topic_uuid`,
    params,
  );
}
