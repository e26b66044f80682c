import type {
  CentralView,
  HierarchyLink,
  HierarchySummary,
  RegulationDetail,
} from '../../../contract/api/regulations';
import { HIERARCHY_RELATIONS, type HierarchyRelation } from '../../../contract/enums';
import { HIERARCHY_RELATION_LABELS } from '../../../contract/labels';
import { iso } from '../../lib/page';
import type { LinkRow } from './hierarchy.repository';
import type { RegulationRow } from './regulations.repository';

export function presentSummaryCounts(
  counts: { relation: HierarchyRelation; n: number }[],
): HierarchySummary {
  const summary = Object.fromEntries(HIERARCHY_RELATIONS.map((r) => [r, 0])) as HierarchySummary;
  summary.total = 0;
  for (const { relation, n } of counts) {
    summary[relation] = n;
    summary.total += n;
  }
  return summary;
}

export function presentRegulation(
  row: RegulationRow,
  extra: Pick<RegulationDetail, 'documents' | 'hierarchy_summary' | 'obligations' | 'actions'>,
  lang: 'en' | 'id',
): RegulationDetail {
  const pick = (en: string | null, id: string | null) => (lang === 'id' ? id : en);
  return {
    ...row,
    abstract: pick(row.abstract_en, row.abstract_id),
    full_text: pick(row.full_text_en, row.full_text_id),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...extra,
  };
}

export function presentLink(row: LinkRow, lang: 'en' | 'id'): HierarchyLink {
  return { ...row, relation_label: HIERARCHY_RELATION_LABELS[row.relation][lang] };
}

/** The central view: the regulation in the middle, its neighbours grouped by relation. */
export function presentCentral(row: RegulationRow, links: LinkRow[]): CentralView {
  const relations = Object.fromEntries(
    HIERARCHY_RELATIONS.map((r) => [r, []]),
  ) as unknown as CentralView['relations'];
  for (const { relation, ...neighbour } of links) relations[relation].push(neighbour);
  const {
    abstract_en,
    abstract_id,
    full_text_en,
    full_text_id,
    company_uuid,
    created_at,
    updated_at,
    is_bookmarked,
    ...regulation
  } = row;
  return { regulation, relations };
}
