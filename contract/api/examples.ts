/**
 * Example answers for the API reference, one per route, typed by the answer schemas so they
 * cannot drift (server/lib/openapi/openapi.test.ts also parses each with its route's schema).
 */
import type { LoginAnswer, Profile } from './auth';
import type { AccountFields, ModuleListItem } from './account';
import type { ActivityLogItem } from './activity';
import type {
  ObligationSummary,
  SectorDetail,
  SectorListItem,
  TopicFilterItem,
  TopicListItem,
} from './library';
import type {
  BookmarkToggleResult,
  ObligationDetail,
  ObligationFilterOptions,
  ObligationListItem,
} from './obligations';
import type {
  CentralView,
  HierarchyLink,
  HierarchyListItem,
  RegulationDetail,
  RegulationDocumentInfo,
  RegulationListItem,
} from './regulations';
import type { SearchFilterAnswer, SearchHit, SearchSuggestion } from './search';

const SECTOR = '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e01';
const TOPIC = '5b2d3c4f-9a8e-4d2b-8f3a-6b7c8d9e0f12';
const SUBTOPIC = '6c3e4d5a-0b9f-4e3c-9a4b-7c8d9e0f1a23';
const OBLIGATION = '7d4f5e6b-1c0a-4f4d-8b5c-8d9e0f1a2b34';
const REGULATION = '8e5a6f7c-2d1b-4a5e-9c6d-9e0f1a2b3c45';
const OTHER_REGULATION = '9f6b7a8d-3e2c-4b6f-8d7e-0f1a2b3c4d56';
const DOCUMENT = 'a07c8b9e-4f3d-4c7a-9e8f-1a2b3c4d5e67';
const USER = 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78';
const COMPANY = 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89';
const ROLE = 'd3af1e2b-7c6a-4f0d-8b1c-4d5e6f7a8b90';
const AT = '2026-01-15T08:30:00.000Z';
const page = <T>(data: T[]) => ({ data, page: 1, limit: 20, total: data.length, total_page: 1 });

export const loginExample: LoginAnswer = {
  token: 'eyJhbGciOiJIUzI1NiJ9.e30.signature',
  expires_at: AT,
};

export const profileExample: Profile = {
  user_uuid: USER,
  email: 'ayu@example.co.id',
  name: 'Ayu Lestari',
  language: 'id',
  state: 'active',
  roles: [{ role_uuid: ROLE, role_name: 'Compliance officer', role_setting: 1 }],
  modules: ['library', 'obligation', 'regulation', 'bookmarks'],
  privileges: { library: { view: true, create: false, update: false, delete: false } },
  company_data: {
    company_uuid: COMPANY,
    name: 'PT Contoh Energi',
    is_provider: false,
    subscription_start: AT,
    expired_at: '2027-01-15T00:00:00.000Z',
    expiry_warning_days: 30,
  },
};

export const accountFieldsExample: AccountFields = {
  name: 'Ayu Lestari',
  phone: '+62 21 555 0100',
  position: 'Compliance officer',
  language: 'id',
};

export const moduleListExample = page<ModuleListItem>([
  { module_code: 'library', name: 'Library', is_provider: false },
]);

export const feedbackExample = {
  feedback_uuid: 'e4b02f3c-8d7b-4a1e-9c2d-5e6f7a8b9c01',
  company_uuid: COMPANY,
  user_uuid: USER,
  title: 'Export',
  content: 'Please add an export of the obligation list.',
  created_at: AT,
};

export const userRequestExample = {
  request_uuid: 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12',
  company_uuid: COMPANY,
  user_uuid: USER,
  type: 'language',
  content: 'Please add Javanese.',
  status: 'open',
  created_at: AT,
};

export const activityLogExample = {
  ...page<ActivityLogItem>([
    {
      log_uuid: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
      type: 'bookmark',
      type_uuid: 'fa1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3e',
      action: 'create',
      before: { bookmarked: false },
      after: { bookmarked: true },
      created_at: AT,
      user: { user_uuid: USER, name: 'Ayu Lestari' },
    },
  ]),
  limit: 10,
  offset: 0,
};

const sectorListItem: SectorListItem = {
  sector_uuid: SECTOR,
  code: 'ENE',
  name: 'Energy',
  name_en: 'Energy',
  name_id: 'Energi',
  description: 'Oil, gas and electricity',
  sort: 1,
  version: 3,
  last_published_at: AT,
  last_synced_at: AT,
  topic_count: 12,
  obligation_count: 140,
};
export const sectorListExample = { ...page([sectorListItem]), last_sync_at: AT };
export const lastSyncExample = { last_sync_at: AT };

const summary: ObligationSummary = {
  obligation_uuid: OBLIGATION,
  comp_title: 'Hold a business licence',
  type: 'licensing',
  priority: 'high',
  sanction: 'administrative',
  obligation_status: 1,
  version_code: 2,
  is_active: true,
};

export const sectorDetailExample: SectorDetail = {
  sector_uuid: SECTOR,
  code: 'ENE',
  name: 'Energy',
  name_en: 'Energy',
  name_id: 'Energi',
  description: 'Oil, gas and electricity',
  description_en: 'Oil, gas and electricity',
  description_id: 'Minyak, gas dan listrik',
  sort: 1,
  version: 3,
  is_active: true,
  last_published_at: AT,
  last_synced_at: AT,
  topics: [
    {
      topic_uuid: TOPIC,
      parent_uuid: null,
      title: 'Licensing',
      title_en: 'Licensing',
      title_id: 'Perizinan',
      sort: 1,
      obligations: [],
      subtopics: [
        {
          topic_uuid: SUBTOPIC,
          parent_uuid: TOPIC,
          title: 'Business licence',
          title_en: 'Business licence',
          title_id: 'Izin usaha',
          sort: 1,
          obligations: [summary],
        },
      ],
    },
  ],
};

export const topicListExample = page<TopicListItem>([
  {
    topic_uuid: TOPIC,
    sector_uuid: SECTOR,
    parent_uuid: null,
    title: 'Licensing',
    title_en: 'Licensing',
    title_id: 'Perizinan',
    sort: 1,
    subtopic_count: 1,
    obligation_count: 4,
  },
]);

export const topicFilterExample = page<TopicFilterItem>([
  { topic_uuid: TOPIC, parent_uuid: null, sector_uuid: SECTOR, title: 'Licensing' },
  { topic_uuid: SUBTOPIC, parent_uuid: TOPIC, sector_uuid: SECTOR, title: 'Business licence' },
]);

export const obligationListExample = page<ObligationListItem>([
  {
    ...summary,
    sector_uuid: SECTOR,
    topic_uuid: SUBTOPIC,
    sector_title: 'Energy',
    topic_title: 'Licensing',
    subtopic_title: 'Business licence',
    master: true,
    is_bookmarked: false,
  },
]);

const option = (value: string, en: string, id: string) => ({
  value,
  label: en,
  label_en: en,
  label_id: id,
});
export const obligationCategoryExample = page([option('licensing', 'Licensing', 'Perizinan')]);
export const obligationFilterExample: ObligationFilterOptions = {
  types: [option('licensing', 'Licensing', 'Perizinan')],
  priorities: [option('high', 'High', 'Tinggi')],
  sanctions: [option('administrative', 'Administrative', 'Administratif')],
};

export const obligationDetailExample: ObligationDetail = {
  ...summary,
  comp_title_en: 'Hold a business licence',
  comp_title_id: 'Memiliki izin usaha',
  regulation_obligation_description: 'Every operator holds a business licence.',
  regulation_obligation_description_en: 'Every operator holds a business licence.',
  regulation_obligation_description_id: 'Setiap operator memiliki izin usaha.',
  regulation_penalty_description: 'Written warning, then suspension.',
  regulation_penalty_description_en: 'Written warning, then suspension.',
  regulation_penalty_description_id: 'Peringatan tertulis, lalu pembekuan.',
  checklist_template: [
    { title: 'Licence on file', title_en: 'Licence on file', title_id: 'Izin tersimpan' },
  ],
  regulations: [
    {
      regulation_guid: REGULATION,
      title: 'Law on Energy',
      number: '30',
      year: 2007,
      type: 'law',
      legal_status: 'in_effect',
    },
  ],
  master: true,
  company_uuid: null,
  has_notif: false,
  sector_uuid: SECTOR,
  topic_uuid: SUBTOPIC,
  parent_topic_uuid: TOPIC,
  sector_title: 'Energy',
  topic_title: 'Licensing',
  subtopic_title: 'Business licence',
  published_at: AT,
  updated_at: AT,
  is_bookmarked: true,
  actions: { bookmark: true },
};

export const bookmarkExample: BookmarkToggleResult = {
  bookmarked: true,
  bookmark_uuid: 'fa1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3e',
};

const regulation: RegulationListItem = {
  regulation_guid: REGULATION,
  title: 'Law on Energy',
  title_en: 'Law on Energy',
  title_id: 'Undang-Undang tentang Energi',
  number: '30',
  year: 2007,
  type: 'law',
  issuer: 'House of Representatives',
  issuer_en: 'House of Representatives',
  issuer_id: 'Dewan Perwakilan Rakyat',
  legal_status: 'in_effect',
  enacted_at: '2007-08-10',
  effective_at: '2007-08-10',
  is_bookmarked: false,
};
export const regulationListExample = page([regulation]);

const { is_bookmarked: _bookmarked, ...regulationSummary } = regulation;
export const hierarchyListExample = page<HierarchyListItem>([
  { ...regulationSummary, link_count: 2 },
]);

export const regulationDocumentExample: RegulationDocumentInfo = {
  doc_guid: DOCUMENT,
  regulation_guid: REGULATION,
  alias_name: 'Law 30 of 2007',
  file_name: 'uu-30-2007.pdf',
  extension: 'pdf',
  size_bytes: 482133,
  created_at: AT,
};

const noLinks = {
  amends: 0,
  amended_by: 0,
  implements: 0,
  implemented_by: 0,
  revokes: 0,
  revoked_by: 0,
};
export const regulationDetailExample: RegulationDetail = {
  ...regulation,
  abstract: 'Energy management and supply.',
  abstract_en: 'Energy management and supply.',
  abstract_id: 'Pengelolaan dan penyediaan energi.',
  full_text: null,
  full_text_en: null,
  full_text_id: null,
  company_uuid: null,
  created_at: AT,
  updated_at: AT,
  documents: [{ doc_guid: DOCUMENT, alias_name: 'Law 30 of 2007', extension: 'pdf' }],
  hierarchy_summary: { ...noLinks, implemented_by: 1, total: 1 },
  obligations: [summary],
  actions: { bookmark: true },
};

const link: HierarchyLink = {
  hierarchy_uuid: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
  relation: 'implemented_by',
  relation_label: 'Implemented by',
  regulation_guid: OTHER_REGULATION,
  title: 'Government Regulation on National Energy Policy',
  number: '79',
  year: 2014,
  type: 'government_regulation',
  legal_status: 'in_effect',
};
export const hierarchyLinksExample = page([link]);

const { relation: _relation, relation_label: _label, ...neighbour } = link;
export const centralExample: CentralView = {
  regulation: regulationSummary,
  relations: {
    amends: [],
    amended_by: [],
    implements: [],
    implemented_by: [neighbour],
    revokes: [],
    revoked_by: [],
  },
};

export const suggestionsExample: SearchSuggestion[] = [
  { type: 'sector', id: SECTOR, title: 'Energy' },
  { type: 'topic', id: TOPIC, title: 'Licensing', sector_id: SECTOR },
];

export const searchExample = page<SearchHit>([
  {
    type: 'sector',
    score: 0.6079,
    sector_uuid: SECTOR,
    code: 'ENE',
    title: 'Energy',
    description: 'Oil, gas and electricity',
  },
]);

export const searchFilterExample: SearchFilterAnswer = {
  hits: {
    total: { value: 1 },
    hits: [
      {
        _id: REGULATION,
        _score: 0.4302,
        _source: {
          type: 'regulations',
          regulation_guid: REGULATION,
          title: 'Law on Energy',
          title_en: 'Law on Energy',
          title_id: 'Undang-Undang tentang Energi',
          number: '30',
          year: 2007,
          regulation_type: 'law',
          legal_status: 'in_effect',
          abstract: 'Energy management and supply.',
        },
      },
    ],
  },
};

export const syncExample = {
  documents: [
    { id: SECTOR, code: 'ENE', name_en: 'Energy', name_id: 'Energi', updated_at: AT },
    { id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7a8b', _deleted: true as const },
  ],
  checkpoint: { updated_at: '7301', id: '912' },
};
