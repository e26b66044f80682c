/** The compliance reads beyond the list page: the detail, the "my work" counts, the filter options. */
import type {
  ComplianceDashboard,
  ComplianceDetail,
  ComplianceFilterOptions,
} from '../../../contract/api/compliance';
import { PROCESS_STATUSES } from '../../../contract/enums';
import {
  CONFIRMATION_STATUS_LABELS,
  OBLIGATION_TYPE_LABELS,
  options,
  PRIORITY_LABELS,
  PROCESS_STATUS_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { presentDetail, todayUtc } from './compliance.presenter';
import {
  checklistOf,
  dashboardCounts,
  filterSources,
  findDetail,
  membersOf,
  regulationsOf,
} from './compliance.repository';

export async function complianceDetailOf(
  database: Database,
  user: AuthUser,
  id: string,
  lang: 'en' | 'id',
  today: string,
): Promise<ComplianceDetail | null> {
  const row = await findDetail(database, user, id);
  if (!row) return null;
  const members = await membersOf(database, user.company_uuid, [id]);
  const checklist = await checklistOf(database, user.company_uuid, id);
  const regulations = await regulationsOf(database, user.company_uuid, row.obligation_uuid, lang);
  return presentDetail(user, row, { members, checklist, regulations }, lang, today);
}

export async function dashboardOf(
  database: Database,
  user: AuthUser,
  lang: 'en' | 'id',
  now: Date,
): Promise<ComplianceDashboard> {
  const today = todayUtc(now);
  const weekEnd = todayUtc(new Date(now.getTime() + 7 * 86400e3));
  const c = await dashboardCounts(database, user, today, weekEnd);
  return {
    assigned_to_me: c.assigned_to_me,
    due_this_week: c.due_this_week,
    overdue: c.overdue,
    waiting_my_audit: c.waiting_my_audit,
    needs_my_confirmation: c.needs_my_confirmation,
    by_status: options(PROCESS_STATUS_LABELS, lang)
      .filter((o) => (PROCESS_STATUSES as readonly string[]).includes(o.value))
      .map((o) => ({ ...o, count: c[`s_${o.value}`] })),
    total: c.total,
  };
}

export async function filterOptionsOf(
  database: Database,
  user: AuthUser,
  lang: 'en' | 'id',
): Promise<ComplianceFilterOptions> {
  const s = await filterSources(database, user);
  const titled = <T extends { title_en: string; title_id: string }>(r: T) => ({
    ...r,
    title: lang === 'id' ? r.title_id : r.title_en,
  });
  return {
    statuses: options(PROCESS_STATUS_LABELS, lang),
    confirmation_statuses: options(CONFIRMATION_STATUS_LABELS, lang),
    priorities: options(PRIORITY_LABELS, lang),
    sanctions: options(SANCTION_LABELS, lang),
    types: options(OBLIGATION_TYPE_LABELS, lang),
    sectors: s.sectors.map(({ sector_uuid, title_en, title_id }) =>
      titled({ sector_uuid, title_en, title_id }),
    ),
    topics: s.topics.map(({ topic_uuid, sector_uuid, parent_uuid, title_en, title_id }) =>
      titled({ topic_uuid, sector_uuid, parent_uuid, title_en, title_id }),
    ),
    pics: s.pics,
    auditors: s.auditors,
    groups: s.groups,
  };
}
