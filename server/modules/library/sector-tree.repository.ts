/**
 * One sector with its topics tree (topics -> subtopics -> obligations). Rows are master content or
 * the caller's company's own; customers see active sectors and only the obligations they may list
 * (obligations.policy.ts).
 */
import type { Database } from '../../db/client';
import { visibleObligationSql } from '../obligations/obligations.policy';
import type { Caller } from './caller';
import { visibleSectorSql, visibleTopicSql } from './library.policy';

/** Re-exported for the readers that import them from here (topics, search): the rules are library.policy.ts. */
export { visibleSectorSql, visibleTopicSql };

export interface SectorRow {
  sector_uuid: string;
  code: string;
  name_en: string;
  name_id: string;
  description_en: string | null;
  description_id: string | null;
  sort: number;
  version: number;
  is_active: boolean;
  last_published_at: Date | string | null;
  last_synced_at: Date | string | null;
}

export interface TopicRow {
  topic_uuid: string;
  parent_uuid: string | null;
  title_en: string;
  title_id: string;
  sort: number;
}

export interface TreeObligationRow {
  obligation_uuid: string;
  topic_uuid: string;
  comp_title: string;
  type: string | null;
  priority: string;
  sanction: string;
  obligation_status: number;
  version_code: number;
  is_active: boolean;
}

export async function findSectorTree(database: Database, caller: Caller, sectorUuid: string, lang: 'en' | 'id') {
  const params = [sectorUuid, caller.companyUuid];
  const [sector] = await database.query<SectorRow>(
    `SELECT s.sector_uuid, s.code, s.name_en, s.name_id, s.description_en, s.description_id, s.sort, s.version,
            s.is_active, s.last_published_at, s.last_synced_at
       FROM sectors s WHERE s.sector_uuid = $1 AND ${visibleSectorSql('s', '$2', caller.isProvider)}`,
    params,
  );
  if (!sector) return null;
  const [topics, obligations] = await Promise.all([
    database.query<TopicRow>(
      `SELECT t.topic_uuid, t.parent_uuid, t.title_en, t.title_id, t.sort
         FROM topics t WHERE t.sector_uuid = $1 AND ${visibleTopicSql('t', '$2')}
        ORDER BY t.sort, t.title_en, t.topic_uuid`,
      params,
    ),
    database.query<TreeObligationRow>(
      `SELECT o.obligation_uuid, o.topic_uuid, o.comp_title_${lang} AS comp_title, o.type, o.priority, o.sanction,
              o.obligation_status, o.version_code, o.is_active
         FROM obligations o WHERE o.sector_uuid = $1 AND ${visibleObligationSql('o', '$2', caller.isProvider)}
        ORDER BY o.sort, o.comp_title_en, o.obligation_uuid`,
      params,
    ),
  ]);
  return { sector, topics, obligations };
}
