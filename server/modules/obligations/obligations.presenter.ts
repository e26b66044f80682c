import type {
  ObligationActions,
  ObligationDetail,
  ObligationListItem,
  RelatedRegulation,
} from '../../../contract/api/obligations';
import { iso } from '../../lib/page';
import type { ListRow, ObligationRow } from './obligations.repository';

/** The detail answer: each text in the request language and in both languages. */
export function presentObligation(
  row: ObligationRow,
  regulations: RelatedRegulation[],
  actions: ObligationActions,
  lang: 'en' | 'id',
  /** The provider's editors also get the draft state (never a customer). */
  withAuthoring = false,
): ObligationDetail {
  const pick = (en: string | null, id: string | null) => (lang === 'id' ? id : en);
  // An obligation hangs under a subtopic (a topic with a parent) or directly under a topic.
  const inSubtopic = row.t_parent_uuid !== null;
  const topicTitle = inSubtopic
    ? pick(row.p_title_en, row.p_title_id)!
    : pick(row.t_title_en, row.t_title_id)!;
  return {
    obligation_uuid: row.obligation_uuid,
    comp_title: pick(row.comp_title_en, row.comp_title_id)!,
    comp_title_en: row.comp_title_en,
    comp_title_id: row.comp_title_id,
    regulation_obligation_description: pick(
      row.regulation_obligation_description_en,
      row.regulation_obligation_description_id,
    ),
    regulation_obligation_description_en: row.regulation_obligation_description_en,
    regulation_obligation_description_id: row.regulation_obligation_description_id,
    regulation_penalty_description: pick(
      row.regulation_penalty_description_en,
      row.regulation_penalty_description_id,
    ),
    regulation_penalty_description_en: row.regulation_penalty_description_en,
    regulation_penalty_description_id: row.regulation_penalty_description_id,
    checklist_template: (row.checklist_template ?? []).map((item) => ({
      title: pick(item.title_en, item.title_id)!,
      title_en: item.title_en,
      title_id: item.title_id,
    })),
    regulations,
    type: row.type,
    sanction: row.sanction,
    priority: row.priority,
    version_code: row.version_code,
    obligation_status: row.obligation_status,
    is_active: row.is_active,
    master: row.master,
    company_uuid: row.company_uuid,
    has_notif: row.has_notif,
    sector_uuid: row.sector_uuid,
    topic_uuid: row.topic_uuid,
    parent_topic_uuid: row.t_parent_uuid,
    sector_title: pick(row.s_name_en, row.s_name_id)!,
    topic_title: topicTitle,
    subtopic_title: inSubtopic ? pick(row.t_title_en, row.t_title_id) : null,
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at),
    is_bookmarked: row.is_bookmarked,
    actions,
    ...(withAuthoring
      ? { authoring: { is_published: row.obligation_status !== 0, draft: row.draft ?? null } }
      : {}),
  };
}

export function presentListItem(row: ListRow): ObligationListItem {
  const { t_title, p_title, ...rest } = row;
  return {
    ...rest,
    topic_title: p_title ?? t_title,
    subtopic_title: p_title === null ? null : t_title,
  };
}
