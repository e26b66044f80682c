/** Example answers of the dashboard routes (contract/api/dashboard.ts), for the API reference. */
import type {
  DashboardAnswer,
  DashboardStatisticsAnswer,
  DashboardStatusAnswer,
  DivisionFigure,
  GroupSearchItem,
} from './dashboard';

const SECTOR = '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e01';
const TOPIC = '5b2d3c4f-9a8e-4d2b-8f3a-6b7c8d9e0f12';
const GROUP = 'e4b02f3c-8d7b-4a1e-9c2d-5e6f7a8b9c01';
const SUBGROUP = 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12';

const division: DivisionFigure = {
  group_uuid: GROUP,
  name: 'Operations',
  parent_uuid: null,
  tree: [GROUP, SUBGROUP],
  active: 8,
  comply: 6,
  not_comply: 2,
  rate: 75,
};

export const dashboardExample: DashboardAnswer = {
  filters: {
    sector_uuid: SECTOR,
    sector_title: 'Energy',
    group_uuid: null,
    group_name: null,
    deadline_from: null,
    deadline_to: null,
  },
  active: 10,
  comply: 6,
  not_comply: 4,
  rate: 60,
  by_status: { not_assigned: 1, assigned: 1, not_comply: 1, claim: 1, audit: 0, approved: 6 },
  top_comply: [{ topic_uuid: TOPIC, title: 'Emissions', count: 6 }],
  top_not_comply: [{ topic_uuid: TOPIC, title: 'Emissions', count: 4 }],
  divisions: [division],
  generated_at: '2026-01-15T08:30:00.000Z',
};

export const dashboardStatusExample: DashboardStatusAnswer = {
  category: 'status-comply',
  total: 6,
  items: [{ key: 'approved', label: 'Comply', count: 6 }],
};

export const dashboardStatisticsExample: DashboardStatisticsAnswer = {
  from: '2025-12',
  to: '2026-01',
  months: [
    {
      month: '2025-12',
      snapshot_date: '2025-12-31',
      live: false,
      active: 9,
      comply: 4,
      not_comply: 5,
      rate: 44.4,
    },
    {
      month: '2026-01',
      snapshot_date: null,
      live: true,
      active: 10,
      comply: 6,
      not_comply: 4,
      rate: 60,
    },
  ],
};

export const dashboardGroupExample: DivisionFigure[] = [division];

export const groupSearchExample: GroupSearchItem[] = [
  { group_uuid: SUBGROUP, name: 'Plant', parent_uuid: GROUP, path: 'Operations / Plant' },
];

export const snapshotExample = {
  job_uuid: '0b9c7a1e-5d2f-4c8e-9a41-7e3f2d6c8b10',
  company_uuid: '5f0c3a52-1f6e-4b7a-9d0e-2c4b8a6f1e93',
  day: '2026-11-23',
};
