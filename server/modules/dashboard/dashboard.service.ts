/**
 * The dashboard's reads: the repository's cells through the shared formula (contract/dashboard.ts),
 * titles in the request language. The caller sees the figures of the compliances the compliance
 * policy lets them see. A sector or group of another company is 404.
 *
 * Statistics over time read each month's last daily snapshot (company-wide figures, so only for a
 * company compliance manager, who sees every compliance) and compute the current month live.
 */
import type {
  DashboardAnswer,
  DashboardCategory,
  DashboardQuery,
  DashboardStatisticsAnswer,
  DashboardStatisticsQuery,
  DashboardStatusAnswer,
  DivisionFigure,
  GroupSearchItem,
} from '../../../contract/api/dashboard';
import {
  computeFigures,
  monthMinus,
  monthsBetween,
  subtrees,
  type DashboardFigures,
} from '../../../contract/dashboard';
import { PROCESS_STATUSES } from '../../../contract/enums';
import { labelOf, PROCESS_STATUS_LABELS } from '../../../contract/labels';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { isComplianceManager } from '../compliance';
import {
  companyGroups,
  monthlySnapshotCells,
  searchGroups,
  sectorTitles,
  topicTitles,
  topTopicCells,
  visibleCells,
  type GroupRow,
} from './dashboard.repository';

type Lang = 'en' | 'id';

interface Scope {
  groups: GroupRow[];
  sector: { name_en: string; name_id: string } | null;
  group: GroupRow | null;
}

/** The filters checked: a sector or group the company does not have is 404. */
async function scopeOf(database: Database, user: AuthUser, q: DashboardQuery): Promise<Scope> {
  const [groups, sector] = await Promise.all([
    companyGroups(database, user.company_uuid),
    q.sector_uuid
      ? sectorTitles(database, user.company_uuid, q.sector_uuid)
      : Promise.resolve(null),
  ]);
  if (q.sector_uuid && !sector) throw errors.notFound();
  const group = q.group_uuid ? (groups.find((g) => g.group_uuid === q.group_uuid) ?? null) : null;
  if (q.group_uuid && !group) throw errors.notFound();
  return { groups, sector, group };
}

const scopeFilter = (q: DashboardQuery) => ({
  sector_uuid: q.sector_uuid,
  group_uuid: q.group_uuid,
});

function divisionsOf(figures: DashboardFigures, groups: GroupRow[]): DivisionFigure[] {
  const byId = new Map(groups.map((g) => [g.group_uuid, g]));
  const trees = subtrees(groups);
  return figures.divisions.map((d) => {
    const g = byId.get(d.group_uuid)!;
    return {
      ...d,
      name: g.name,
      parent_uuid: g.parent_uuid,
      tree: [...trees.get(d.group_uuid)!].sort(),
    };
  });
}

async function figuresOf(database: Database, user: AuthUser, q: DashboardQuery, withTopics = true) {
  const [scope, cells] = await Promise.all([
    scopeOf(database, user, q),
    visibleCells(database, user, q),
  ]);
  const tree = q.group_uuid
    ? [...(subtrees(scope.groups).get(q.group_uuid) ?? [q.group_uuid])]
    : null;
  const topics = withTopics ? await topTopicCells(database, user, q, tree) : [];
  return { scope, figures: computeFigures(cells, scope.groups, scopeFilter(q), topics) };
}

/** GET /dashboard/list: every figure of the screen. */
export async function dashboardOf(
  database: Database,
  user: AuthUser,
  q: DashboardQuery,
  lang: Lang,
  now = new Date(),
): Promise<DashboardAnswer> {
  const { scope, figures } = await figuresOf(database, user, q);
  const topicIds = [
    ...new Set([...figures.top_comply, ...figures.top_not_comply].map((t) => t.topic_uuid)),
  ];
  const titles = new Map(
    (await topicTitles(database, topicIds)).map((t) => [
      t.topic_uuid,
      lang === 'id' ? t.title_id : t.title_en,
    ]),
  );
  const titled = (list: { topic_uuid: string; count: number }[]) =>
    list.map((t) => ({ ...t, title: titles.get(t.topic_uuid) ?? '' }));
  return {
    filters: {
      sector_uuid: q.sector_uuid ?? null,
      sector_title: scope.sector
        ? lang === 'id'
          ? scope.sector.name_id
          : scope.sector.name_en
        : null,
      group_uuid: q.group_uuid ?? null,
      group_name: scope.group?.name ?? null,
      deadline_from: q.deadline_from ?? null,
      deadline_to: q.deadline_to ?? null,
    },
    active: figures.active,
    comply: figures.comply,
    not_comply: figures.not_comply,
    rate: figures.rate,
    by_status: figures.by_status,
    top_comply: titled(figures.top_comply),
    top_not_comply: titled(figures.top_not_comply),
    divisions: divisionsOf(figures, scope.groups),
    generated_at: now.toISOString(),
  };
}

/** GET /dashboard/report/compliance-status: one category of the report. */
export async function statusReport(
  database: Database,
  user: AuthUser,
  q: DashboardQuery & { category: DashboardCategory },
  lang: Lang,
): Promise<DashboardStatusAnswer> {
  const category = q.category;
  if (category === 'top-comply' || category === 'top-not-comply') {
    const d = await dashboardOf(database, user, q, lang);
    const list = category === 'top-comply' ? d.top_comply : d.top_not_comply;
    return {
      category,
      total: category === 'top-comply' ? d.comply : d.not_comply,
      items: list.map((t) => ({ key: t.topic_uuid, label: t.title, count: t.count })),
    };
  }
  const { figures } = await figuresOf(database, user, q, false);
  const statuses = PROCESS_STATUSES.filter((s) =>
    category === 'status-comply'
      ? s === 'approved'
      : category === 'status-not-comply'
        ? s !== 'approved'
        : true,
  );
  const items = statuses.map((s) => ({
    key: s,
    label: labelOf(PROCESS_STATUS_LABELS, s, lang),
    count: figures.by_status[s],
  }));
  return { category, total: items.reduce((n, i) => n + i.count, 0), items };
}

const monthOf = (d: Date) => d.toISOString().slice(0, 7);
const lastDayOf = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** GET /dashboard/report/compliance-statistics: per month, the last snapshot's figures; the current month live. */
export async function statistics(
  database: Database,
  user: AuthUser,
  q: DashboardStatisticsQuery,
  now = new Date(),
): Promise<DashboardStatisticsAnswer> {
  const current = monthOf(now);
  // A `from` alone after this month reads up to it; the schema refuses from > to.
  const to = q.to ?? (q.from && q.from > current ? q.from : current);
  const from = q.from ?? monthMinus(to, 11);
  const months = monthsBetween(from, to);
  const { scope, figures } = await figuresOf(database, user, q, false);
  const history = isComplianceManager(user)
    ? await monthlySnapshotCells(
        database,
        user.company_uuid,
        `${months[0]}-01`,
        lastDayOf(months[months.length - 1]),
        q.sector_uuid,
      )
    : [];
  return {
    from: months[0],
    to: months[months.length - 1],
    months: months.map((month) => {
      if (month === current)
        return {
          month,
          snapshot_date: null,
          live: true,
          active: figures.active,
          comply: figures.comply,
          not_comply: figures.not_comply,
          rate: figures.rate,
        };
      const cells = history.filter((c) => c.month === month);
      // Sector rows are not split by group: a sector and a group together have no history.
      if (!cells.length || month > current || (q.sector_uuid && q.group_uuid))
        return {
          month,
          snapshot_date: null,
          live: false,
          active: null,
          comply: null,
          not_comply: null,
          rate: null,
        };
      const f = computeFigures(cells, scope.groups, { group_uuid: q.group_uuid });
      return {
        month,
        snapshot_date: cells[0].snapshot_date,
        live: false,
        active: f.active,
        comply: f.comply,
        not_comply: f.not_comply,
        rate: f.rate,
      };
    }),
  };
}

/** GET /dashboard/group: the divisions' figures. */
export async function groupFigures(
  database: Database,
  user: AuthUser,
  q: DashboardQuery,
): Promise<DivisionFigure[]> {
  const { scope, figures } = await figuresOf(database, user, q, false);
  return divisionsOf(figures, scope.groups);
}

/** GET /dashboard/group-search: the company's groups by name, with their path. */
export async function groupSearch(
  database: Database,
  user: AuthUser,
  search: string,
  limit: number,
): Promise<GroupSearchItem[]> {
  const [found, all] = await Promise.all([
    searchGroups(database, user.company_uuid, search, limit),
    companyGroups(database, user.company_uuid),
  ]);
  const byId = new Map(all.map((g) => [g.group_uuid, g]));
  const pathOf = (g: GroupRow) => {
    const names = [g.name];
    let p = g.parent_uuid ? byId.get(g.parent_uuid) : undefined;
    for (let i = 0; p && i < 50; i++, p = p.parent_uuid ? byId.get(p.parent_uuid) : undefined)
      names.unshift(p.name);
    return names.join(' / ');
  };
  return found.map((g) => ({
    group_uuid: g.group_uuid,
    name: g.name,
    parent_uuid: g.parent_uuid,
    path: pathOf(g),
  }));
}
