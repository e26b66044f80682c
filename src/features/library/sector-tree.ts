/**
 * The topics tree of a sector built from the local collections: topics (parent '') → subtopics
 * → obligations, each level by `sort`, with the obligation filters (type, priority, sanction;
 * an empty filter lets everything through; drafts only) and the counts.
 */
import {
  OBLIGATION_STATUS,
  type ObligationType,
  type Priority,
  type Sanction,
} from '../../../contract/enums';
import type { ObligationDoc, TopicDoc } from '../../../contract/sync';

export interface ObligationFilters {
  types: ObligationType[];
  priorities: Priority[];
  sanctions: Sanction[];
  /** Only the unpublished (draft) obligations: the provider's `?status=draft`. */
  drafts: boolean;
}

export const NO_FILTERS: ObligationFilters = {
  types: [],
  priorities: [],
  sanctions: [],
  drafts: false,
};

export interface TreeNode {
  topic: TopicDoc;
  obligations: ObligationDoc[];
  children: TreeNode[];
}

export interface SectorTree {
  nodes: TreeNode[];
  counts: { topics: number; subtopics: number; obligations: number; shown: number };
}

export function matchesFilters(o: ObligationDoc, f: ObligationFilters): boolean {
  if (f.types.length > 0 && !(f.types as string[]).includes(o.type)) return false;
  if (f.priorities.length > 0 && !f.priorities.includes(o.priority)) return false;
  if (f.sanctions.length > 0 && !f.sanctions.includes(o.sanction)) return false;
  if (f.drafts && o.obligation_status !== OBLIGATION_STATUS.draft) return false;
  return true;
}

const bySort = <T extends { sort: number }>(a: T, b: T) => a.sort - b.sort;

export function buildSectorTree(
  topics: TopicDoc[],
  obligations: ObligationDoc[],
  filters: ObligationFilters,
): SectorTree {
  const shown = obligations.filter((o) => matchesFilters(o, filters)).sort(bySort);
  const byTopic = new Map<string, ObligationDoc[]>();
  for (const o of shown) byTopic.set(o.topic_uuid, [...(byTopic.get(o.topic_uuid) ?? []), o]);

  const sorted = [...topics].sort(bySort);
  const roots = sorted.filter((t) => t.parent_uuid === '');
  const node = (topic: TopicDoc): TreeNode => ({
    topic,
    obligations: byTopic.get(topic.id) ?? [],
    children: sorted.filter((t) => t.parent_uuid === topic.id).map(node),
  });
  return {
    nodes: roots.map(node),
    counts: {
      topics: roots.length,
      subtopics: topics.length - roots.length,
      obligations: obligations.length,
      shown: shown.length,
    },
  };
}

/** Whether a node or any node below it holds a shown obligation. */
export function hasObligations(node: TreeNode): boolean {
  return node.obligations.length > 0 || node.children.some(hasObligations);
}

const inServerOrder =
  <T extends { sort: number; id: string }>(title: (x: T) => string) =>
  (a: T, b: T) =>
    a.sort - b.sort || title(a).localeCompare(title(b)) || a.id.localeCompare(b.id);

/**
 * The company's own rows of each place in order (topics by parent, '' for a sector's top level;
 * obligations by topic): what a sort of its own library names. The server orders a company's own
 * rows among themselves; master rows are never the company's to move.
 */
export function ownPlaces(topics: TopicDoc[], obligations: ObligationDoc[]) {
  const group = <T extends { sort: number; id: string; company_uuid?: string | null }>(
    rows: T[],
    key: (x: T) => string,
    title: (x: T) => string,
  ) => {
    const places = new Map<string, string[]>();
    for (const row of rows.filter((r) => r.company_uuid).sort(inServerOrder(title)))
      places.set(key(row), [...(places.get(key(row)) ?? []), row.id]);
    return (place: string) => places.get(place) ?? [];
  };
  return {
    topics: group(
      topics,
      (t) => t.parent_uuid,
      (t) => t.title_en,
    ),
    obligations: group(
      obligations,
      (o) => o.topic_uuid,
      (o) => o.comp_title_en,
    ),
  };
}
