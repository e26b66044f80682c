/** Example answers of the provider's authoring routes (API reference; checked against their schemas). */
import type { AuthoringObligation, AuthoringSector, AuthoringTopic } from './authoring';

export const authoringSectorExample: AuthoringSector = {
  sector_uuid: '5f0c2a4e-1b3d-4e5f-8a6b-7c8d9e0f1a2b',
  code: 'ENV',
  name_en: 'Environment',
  name_id: 'Lingkungan Hidup',
  description_en: 'Environmental permits, waste and emissions',
  description_id: 'Izin lingkungan, limbah dan emisi',
  sort: 3,
  is_active: true,
  is_published: false,
  has_draft: false,
};

export const authoringTopicExample: AuthoringTopic = {
  topic_uuid: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  sector_uuid: authoringSectorExample.sector_uuid,
  parent_uuid: null,
  title_en: 'Hazardous waste',
  title_id: 'Limbah B3',
  sort: 0,
  is_published: true,
  has_draft: true,
};

export const authoringObligationExample: AuthoringObligation = {
  obligation_uuid: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
  topic_uuid: authoringTopicExample.topic_uuid,
  sector_uuid: authoringSectorExample.sector_uuid,
  comp_title_en: 'Report hazardous waste quarterly',
  comp_title_id: 'Melaporkan limbah B3 setiap triwulan',
  regulation_obligation_description_en:
    'Submit the quarterly hazardous waste report to the ministry.',
  regulation_obligation_description_id:
    'Menyampaikan laporan limbah B3 triwulanan kepada kementerian.',
  regulation_penalty_description_en: 'Written warning, then a fine',
  regulation_penalty_description_id: 'Teguran tertulis, kemudian denda',
  type: 'periodic',
  sanction: 'administrative',
  priority: 'high',
  checklist_template: [{ title_en: 'Prepare the report', title_id: 'Menyiapkan laporan' }],
  obligation_status: 1,
  is_active: true,
  master: true,
  version_code: 2,
  sort: 0,
  has_draft: false,
};
