import type {
  ObligationSummary,
  SectorDetail,
  SubtopicNode,
  TopicNode,
} from '../../../contract/api/library';
import { iso } from '../../lib/page';
import type { SectorRow, TopicRow, TreeObligationRow } from './sector-tree.repository';

/**
 * Builds the tree from flat, already ordered rows. Subtopics of a topic the caller cannot see, and
 * obligations of such topics, are left out rather than shown loose.
 */
export function presentSectorTree(
  tree: { sector: SectorRow; topics: TopicRow[]; obligations: TreeObligationRow[] },
  lang: 'en' | 'id',
  /** The provider's editors also get each row's draft state (never a customer). */
  withAuthoring = false,
): SectorDetail {
  const state = (is_published: boolean, draft: Record<string, unknown> | null) =>
    withAuthoring ? { authoring: { is_published, draft } } : {};
  const byTopic = new Map<string, ObligationSummary[]>();
  for (const { topic_uuid, draft, regulation_changed, ...summary } of tree.obligations) {
    const list = byTopic.get(topic_uuid) ?? [];
    const authoring = withAuthoring
      ? { authoring: { is_published: summary.obligation_status !== 0, draft, regulation_changed } }
      : {};
    list.push({ ...summary, ...authoring });
    byTopic.set(topic_uuid, list);
  }
  const node = (t: TopicRow) => ({
    ...state(t.is_published, t.draft),
    topic_uuid: t.topic_uuid,
    title: lang === 'id' ? t.title_id : t.title_en,
    title_en: t.title_en,
    title_id: t.title_id,
    sort: t.sort,
    obligations: byTopic.get(t.topic_uuid) ?? [],
  });
  const topics = new Map<string, TopicNode>();
  for (const t of tree.topics)
    if (t.parent_uuid === null)
      topics.set(t.topic_uuid, { ...node(t), parent_uuid: null, subtopics: [] });
  for (const t of tree.topics) {
    if (t.parent_uuid === null) continue;
    const sub: SubtopicNode = { ...node(t), parent_uuid: t.parent_uuid };
    topics.get(t.parent_uuid)?.subtopics.push(sub);
  }
  const { sector } = tree;
  return {
    sector_uuid: sector.sector_uuid,
    code: sector.code,
    name: lang === 'id' ? sector.name_id : sector.name_en,
    name_en: sector.name_en,
    name_id: sector.name_id,
    description: lang === 'id' ? sector.description_id : sector.description_en,
    description_en: sector.description_en,
    description_id: sector.description_id,
    sort: sector.sort,
    version: sector.version,
    is_active: sector.is_active,
    last_published_at: iso(sector.last_published_at),
    last_synced_at: iso(sector.last_synced_at),
    topics: [...topics.values()],
    ...state(sector.is_published, sector.draft),
  };
}
