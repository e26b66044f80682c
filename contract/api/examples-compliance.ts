/** Example answers of the compliance routes, typed by their schemas (see examples.ts). */
import type {
  ComplianceDashboard,
  ComplianceDetail,
  ComplianceFilterOptions,
  ComplianceListItem,
  ComplianceState,
} from './compliance';
import type { BulkResult } from './compliance-writes';
import type { BookmarkToggleResult } from './obligations';

const COMPLIANCE = 'e4b02f3c-8d7b-4a1e-9c2d-5e6f7a8b9c01';
const OBLIGATION = '7d4f5e6b-1c0a-4f4d-8b5c-8d9e0f1a2b34';
const SECTOR = '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e01';
const TOPIC = '5b2d3c4f-9a8e-4d2b-8f3a-6b7c8d9e0f12';
const PIC = 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78';
const AUDITOR = 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12';
const GROUP = 'a6d24b5e-0f9d-4c3a-9e4f-7a8b9c0d1e23';
const AT = '2026-01-15T08:30:00.000Z';
const option = (value: string, en: string, id: string) => ({
  value,
  label: en,
  label_en: en,
  label_id: id,
});

const listItem: ComplianceListItem = {
  compliance_uuid: COMPLIANCE,
  obligation_uuid: OBLIGATION,
  version_code: 2,
  cycle: 1,
  process_status: 'not_comply',
  process_status_label: 'In progress',
  confirmation_status: null,
  priority: 'high',
  deadline: '2026-03-31',
  is_active: true,
  is_duplicate: false,
  comp_title: 'Hold a business licence',
  comp_title_en: 'Hold a business licence',
  comp_title_id: 'Memiliki izin usaha',
  type: 'licensing',
  sanction: 'administrative',
  sector_uuid: SECTOR,
  sector_title: 'Energy',
  topic_uuid: TOPIC,
  topic_title: 'Licensing',
  subtopic_title: null,
  pic_uuid: PIC,
  pic_name: 'Ayu Lestari',
  auditor_uuid: null,
  auditor_name: null,
  checklist_claimed: 1,
  checklist_total: 3,
  is_bookmarked: false,
  overdue: false,
  updated_at: AT,
};

export const complianceListExample = {
  data: [listItem],
  page: 1,
  limit: 20,
  total: 1,
  total_page: 1,
};

export const complianceDashboardExample: ComplianceDashboard = {
  assigned_to_me: 12,
  due_this_week: 2,
  overdue: 1,
  waiting_my_audit: 3,
  needs_my_confirmation: 1,
  by_status: [
    { ...option('not_assigned', 'Not assigned', 'Belum ditugaskan'), count: 40 },
    { ...option('assigned', 'Assigned', 'Ditugaskan'), count: 22 },
    { ...option('not_comply', 'In progress', 'Dalam proses'), count: 35 },
    { ...option('claim', 'Claim', 'Klaim'), count: 9 },
    { ...option('audit', 'Audit', 'Audit'), count: 4 },
    { ...option('approved', 'Comply', 'Patuh'), count: 20 },
  ],
  total: 130,
};

export const complianceFilterExample: ComplianceFilterOptions = {
  statuses: [
    option('not_comply', 'In progress', 'Dalam proses'),
    option('approved', 'Comply', 'Patuh'),
  ],
  confirmation_statuses: [option('need_confirmation', 'Needs confirmation', 'Perlu konfirmasi')],
  priorities: [option('high', 'High', 'Tinggi')],
  sanctions: [option('administrative', 'Administrative', 'Administratif')],
  types: [option('licensing', 'Licensing', 'Perizinan')],
  sectors: [{ sector_uuid: SECTOR, title: 'Energy', title_en: 'Energy', title_id: 'Energi' }],
  topics: [
    {
      topic_uuid: TOPIC,
      sector_uuid: SECTOR,
      parent_uuid: null,
      title: 'Licensing',
      title_en: 'Licensing',
      title_id: 'Perizinan',
    },
  ],
  pics: [{ user_uuid: PIC, name: 'Ayu Lestari', email: 'ayu@example.co.id' }],
  auditors: [{ user_uuid: AUDITOR, name: 'Budi Santoso', email: 'budi@example.co.id' }],
  groups: [{ group_uuid: GROUP, name: 'Operations', parent_uuid: null }],
};

export const complianceDetailExample: ComplianceDetail = {
  compliance_uuid: COMPLIANCE,
  obligation_uuid: OBLIGATION,
  version_code: 2,
  cycle: 1,
  process_status: 'claim',
  process_status_label: 'Claim',
  confirmation_status: null,
  confirmation_status_label: null,
  has_newer_version: false,
  priority: 'high',
  priority_label: 'High',
  deadline: '2026-03-31',
  overdue: false,
  is_active: true,
  is_duplicate: false,
  duplicated_from: null,
  renewal_of: null,
  next_cycle_uuid: null,
  claimed_at: AT,
  approved_at: null,
  reject_reason: null,
  note: 'Report sent to the ministry.',
  created_at: AT,
  updated_at: AT,
  obligation: {
    obligation_uuid: OBLIGATION,
    comp_title: 'Hold a business licence',
    comp_title_en: 'Hold a business licence',
    comp_title_id: 'Memiliki izin usaha',
    regulation_obligation_description: 'Every operator holds a business licence.',
    regulation_obligation_description_en: 'Every operator holds a business licence.',
    regulation_obligation_description_id: 'Setiap operator memiliki izin usaha.',
    regulation_penalty_description: 'Written warning',
    regulation_penalty_description_en: 'Written warning',
    regulation_penalty_description_id: 'Teguran tertulis',
    sanction: 'administrative',
    sanction_label: 'Administrative',
    priority: 'high',
    type: 'licensing',
    type_label: 'Licensing',
    sector_uuid: SECTOR,
    sector_title: 'Energy',
    topic_uuid: TOPIC,
    topic_title: 'Licensing',
    subtopic_title: null,
    version_code: 2,
    regulations: [],
  },
  members: [
    {
      member_uuid: 'c7e35c6f-1a0e-4d4b-8f5a-8b9c0d1e2f34',
      user_uuid: PIC,
      name: 'Ayu Lestari',
      email: 'ayu@example.co.id',
      group_uuid: GROUP,
      group_name: 'Operations',
      role_code: 'pic',
      member_role_uuid: null,
      role_label: 'PIC',
    },
  ],
  checklist: [
    {
      checklist_uuid: 'd8f46d7a-2b1f-4e5c-9a6b-9c0d1e2f3a45',
      title: 'Prepare the report',
      due_date: null,
      is_claim_checklist: true,
      sort: 0,
    },
  ],
  checklist_total: 1,
  checklist_claimed: 1,
  actions: ['view', 'comment', 'audit'],
  transitions: ['audit', 'reject'],
  claim_warnings: [],
  is_bookmarked: false,
};

export const complianceStateExample: ComplianceState = {
  compliance_uuid: COMPLIANCE,
  process_status: 'claim',
  confirmation_status: null,
  priority: 'high',
  deadline: '2026-03-31',
  note: null,
  is_active: true,
  reject_reason: null,
  claimed_at: AT,
  approved_at: null,
  cycle: 1,
  renewal_of: null,
  duplicated_from: null,
  updated_at: AT,
};

export const complianceBulkExample: BulkResult = {
  done: [COMPLIANCE],
  skipped: [{ compliance_uuid: PIC, reason: 'not_found' }],
};

export const complianceBookmarkExample: BookmarkToggleResult = {
  bookmarked: true,
  bookmark_uuid: GROUP,
};
