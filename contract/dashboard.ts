/**
 * The dashboard's figures, one formula for the server (over grouped SQL counts and over stored
 * daily snapshots) and the client (over the local compliances, offline), so both give the same
 * numbers on the same data.
 *
 * - Active compliances: `is_active` ones (inactive are excluded everywhere).
 * - Comply: active and `approved`; not comply: every other active one. Rate = comply ÷ active, in
 *   percent with one decimal (0 when there is no active compliance).
 * - Top comply / top not-comply topics: the topics with the most comply / not comply compliances
 *   (ties by topic id), at most TOP_TOPICS.
 * - Division: a user group with its sub-groups; a compliance belongs to a division when one of its
 *   members is in it (the compliance list's group filter, so a division's link lists exactly its
 *   compliances). A compliance with members in two divisions counts in both.
 *
 * A cell is a count of compliances sharing status, sector, topic and member groups: the server
 * reads cells with one GROUP BY, the client makes one cell per local compliance.
 */
import { PROCESS_STATUSES, type ProcessStatus } from './enums';

export const TOP_TOPICS = 5;

export interface DashboardCell {
  process_status: ProcessStatus;
  is_active: boolean;
  sector_uuid: string;
  /** Null in snapshots (they keep no topics). */
  topic_uuid: string | null;
  /** The groups of the compliance's members (distinct). */
  groups: readonly string[];
  count: number;
}

export interface GroupNode {
  group_uuid: string;
  parent_uuid: string | null;
}

export interface DashboardScope {
  sector_uuid?: string;
  group_uuid?: string;
}

export interface TopicCount {
  topic_uuid: string;
  count: number;
}

export interface Tally {
  active: number;
  comply: number;
  not_comply: number;
  rate: number;
}

export interface DivisionTally extends Tally {
  group_uuid: string;
}

export interface DashboardFigures extends Tally {
  by_status: Record<ProcessStatus, number>;
  top_comply: TopicCount[];
  top_not_comply: TopicCount[];
  divisions: DivisionTally[];
}

/** Percent with one decimal; 0 without active compliances. */
export function rateOf(comply: number, active: number): number {
  return active === 0 ? 0 : Math.round((comply / active) * 1000) / 10;
}

/** Every group's descendants including itself. */
export function subtrees(groups: readonly GroupNode[]): Map<string, Set<string>> {
  const children = new Map<string, string[]>();
  for (const g of groups) {
    if (g.parent_uuid)
      children.set(g.parent_uuid, [...(children.get(g.parent_uuid) ?? []), g.group_uuid]);
  }
  const out = new Map<string, Set<string>>();
  for (const g of groups) {
    const seen = new Set<string>([g.group_uuid]);
    const stack = [g.group_uuid];
    while (stack.length) {
      for (const c of children.get(stack.pop()!) ?? []) {
        if (!seen.has(c)) {
          seen.add(c);
          stack.push(c);
        }
      }
    }
    out.set(g.group_uuid, seen);
  }
  return out;
}

const touches = (cell: DashboardCell, tree: Set<string>) => cell.groups.some((g) => tree.has(g));

function tally(cells: readonly DashboardCell[]): Tally {
  let active = 0;
  let comply = 0;
  for (const c of cells) {
    active += c.count;
    if (c.process_status === 'approved') comply += c.count;
  }
  return { active, comply, not_comply: active - comply, rate: rateOf(comply, active) };
}

function topTopics(cells: readonly DashboardCell[], approved: boolean): TopicCount[] {
  const counts = new Map<string, number>();
  for (const c of cells) {
    if (c.topic_uuid === null || (c.process_status === 'approved') !== approved) continue;
    counts.set(c.topic_uuid, (counts.get(c.topic_uuid) ?? 0) + c.count);
  }
  return [...counts]
    .map(([topic_uuid, count]) => ({ topic_uuid, count }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.topic_uuid < b.topic_uuid ? -1 : a.topic_uuid > b.topic_uuid ? 1 : 0),
    )
    .slice(0, TOP_TOPICS);
}

/** The active cells within the scope (sector, and a group with its sub-groups). */
export function cellsInScope(
  cells: readonly DashboardCell[],
  groups: readonly GroupNode[],
  scope: DashboardScope,
  trees = subtrees(groups),
): DashboardCell[] {
  const tree = scope.group_uuid
    ? (trees.get(scope.group_uuid) ?? new Set([scope.group_uuid]))
    : null;
  return cells.filter(
    (c) =>
      c.is_active &&
      c.count > 0 &&
      (!scope.sector_uuid || c.sector_uuid === scope.sector_uuid) &&
      (!tree || touches(c, tree)),
  );
}

/**
 * The rate, counts, top topics and divisions of `cells` within `scope`. The server passes
 * `scopedTopicCells`: topic counts it already limited to the scope in SQL (so its status cells
 * need no topic and stay few); without them the topics come from `cells` (the client's).
 */
export function computeFigures(
  cells: readonly DashboardCell[],
  groups: readonly GroupNode[],
  scope: DashboardScope = {},
  scopedTopicCells?: readonly DashboardCell[],
): DashboardFigures {
  const trees = subtrees(groups);
  const inScope = cellsInScope(cells, groups, scope, trees);
  const topicCells = scopedTopicCells ?? inScope;
  const by_status = Object.fromEntries(PROCESS_STATUSES.map((s) => [s, 0])) as Record<
    ProcessStatus,
    number
  >;
  for (const c of inScope) by_status[c.process_status] += c.count;
  // Divisions: the scope's group and its sub-groups, or every group.
  const shown = scope.group_uuid
    ? [...(trees.get(scope.group_uuid) ?? [])]
    : groups.map((g) => g.group_uuid);
  const divisions = shown.map((group_uuid) => {
    const tree = trees.get(group_uuid)!;
    return { group_uuid, ...tally(inScope.filter((c) => touches(c, tree))) };
  });
  return {
    ...tally(inScope),
    by_status,
    top_comply: topTopics(topicCells, true),
    top_not_comply: topTopics(topicCells, false),
    divisions,
  };
}

/** One cell per compliance (the client's local documents). */
export function cellsOfCompliances(
  docs: readonly {
    process_status: ProcessStatus;
    is_active: boolean;
    sector_uuid: string;
    topic_uuid: string;
    members: readonly { group_uuid: string | null }[];
  }[],
): DashboardCell[] {
  return docs.map((d) => ({
    process_status: d.process_status,
    is_active: d.is_active,
    sector_uuid: d.sector_uuid,
    topic_uuid: d.topic_uuid,
    groups: [...new Set(d.members.map((m) => m.group_uuid).filter((g): g is string => g !== null))],
    count: 1,
  }));
}

/** The months from `from` to `to` (YYYY-MM), inclusive, at most 36. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while ((y < ty || (y === ty && m <= tm)) && out.length < 36) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/** The month `n` months before `month` (YYYY-MM). */
export function monthMinus(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) - n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** The compliance list's search params showing a figure's compliances (/compliance?...). */
export function complianceLinkSearch(
  figure: {
    comply?: boolean;
    status?: ProcessStatus;
    topic_uuid?: string;
    group_tree?: readonly string[];
  },
  scope: DashboardScope & { group_tree?: readonly string[] },
): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = { active: true };
  if (scope.sector_uuid) out.sector = scope.sector_uuid;
  // The list filters locally: a group goes as the comma list of it and its sub-groups.
  const tree = figure.group_tree ?? scope.group_tree;
  if (tree?.length) out.group = tree.join(',');
  if (figure.status) out.status = figure.status;
  else if (figure.comply === true) out.status = 'approved';
  else if (figure.comply === false) out.open = true;
  if (figure.topic_uuid) out.topic = figure.topic_uuid;
  return out;
}
