/**
 * One sector with its topics tree (topics -> subtopics -> obligations). Rows are master content or
 * the caller's company's own; customers see active sectors and only the obligations they may list
 * (obligations.policy.ts).
 */
import type {
  ObligationSummary,
  RegulationChange,
  SectorDetail,
  TopicListItem,
} from '../../../contract/api/library';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { visibleObligations } from './library.policy';
import type { Caller } from '../../lib/caller';
import { visibleSectors, visibleTopics } from './library.policy';

/** The sector's columns of SectorDetail; the driver gives times as strings or dates. */
export interface SectorRow extends Pick<
  SectorDetail,
  | 'sector_uuid'
  | 'code'
  | 'name_en'
  | 'name_id'
  | 'description_en'
  | 'description_id'
  | 'sort'
  | 'version'
  | 'is_active'
> {
  last_published_at: Date | string | null;
  last_synced_at: Date | string | null;
  is_published: boolean;
  draft: Record<string, unknown> | null;
}

export type TopicRow = Pick<
  TopicListItem,
  'topic_uuid' | 'parent_uuid' | 'title_en' | 'title_id' | 'sort'
> & {
  is_published: boolean;
  draft: Record<string, unknown> | null;
};

/** An obligation of the tree, with the topic it hangs under. */
export interface TreeObligationRow extends ObligationSummary {
  topic_uuid: string;
  draft: Record<string, unknown> | null;
  regulation_changed: RegulationChange | null;
}

export async function findSectorTree(
  database: Database,
  caller: Caller,
  sectorUuid: string,
  lang: 'en' | 'id',
) {
  const [sector] = await database.rows<SectorRow>(
    sql`SELECT s.sector_uuid, s.code, s.name_en, s.name_id, s.description_en, s.description_id, s.sort, s.version,
            s.is_active, s.last_published_at, s.last_synced_at, s.is_published, s.draft
       FROM sectors s WHERE s.sector_uuid = ${sectorUuid} AND ${visibleSectors(caller, 's')}`,
  );
  if (!sector) return null;
  const [topics, obligations] = await Promise.all([
    database.rows<TopicRow>(
      sql`SELECT t.topic_uuid, t.parent_uuid, t.title_en, t.title_id, t.sort, t.is_published, t.draft
         FROM topics t WHERE t.sector_uuid = ${sectorUuid} AND ${visibleTopics(caller, 't')}
        ORDER BY t.sort, t.title_en, t.topic_uuid`,
    ),
    database.rows<TreeObligationRow>(
      sql`SELECT o.obligation_uuid, o.topic_uuid, o.${sql.identifier(`comp_title_${lang}`)} AS comp_title, o.type, o.priority, o.sanction,
              o.obligation_status, o.version_code, o.is_active, o.draft, o.regulation_changed
         FROM obligations o WHERE o.sector_uuid = ${sectorUuid} AND ${visibleObligations(caller, 'o')}
        ORDER BY o.sort, o.comp_title_en, o.obligation_uuid`,
    ),
  ]);
  return { sector, topics, obligations };
}
