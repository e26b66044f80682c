/** Synced documents for search tests and the index benchmark (bench/search-index.ts). */
import type { ObligationDoc, RegulationDoc, SectorDoc, TopicDoc } from '../../contract/sync';

const now = '2026-01-01T00:00:00.000Z';

export const sectorDoc = (
  id: string,
  name_en: string,
  name_id: string,
  over: Partial<SectorDoc> = {},
): SectorDoc => ({
  id,
  code: id.toUpperCase(),
  name_en,
  name_id,
  description_en: null,
  description_id: null,
  sort: 0,
  version: 1,
  is_active: true,
  company_uuid: null,
  last_published_at: null,
  last_synced_at: null,
  updated_at: now,
  ...over,
});

export const topicDoc = (
  id: string,
  sector_uuid: string,
  title_en: string,
  title_id: string,
): TopicDoc => ({
  id,
  sector_uuid,
  parent_uuid: '',
  title_en,
  title_id,
  sort: 0,
  company_uuid: null,
  updated_at: now,
});

export const obligationDoc = (
  id: string,
  sector_uuid: string,
  over: Partial<ObligationDoc>,
): ObligationDoc => ({
  id,
  topic_uuid: 't',
  sector_uuid,
  comp_title_en: '',
  comp_title_id: '',
  regulation_obligation_description_en: null,
  regulation_obligation_description_id: null,
  regulation_penalty_description_en: null,
  regulation_penalty_description_id: null,
  sanction: 'administrative',
  priority: 'high',
  type: 'periodic',
  checklist_template: [],
  version_code: 1,
  obligation_status: 1,
  is_active: true,
  master: true,
  company_uuid: null,
  sort: 0,
  regulation_guids: [],
  regulation_changed: null,
  updated_at: now,
  ...over,
});

export const regulationDoc = (id: string, over: Partial<RegulationDoc>): RegulationDoc => ({
  id,
  title_en: '',
  title_id: '',
  number: '1',
  year: 2020,
  type: 'government_regulation',
  issuer_en: null,
  issuer_id: null,
  enacted_at: null,
  effective_at: null,
  legal_status: 'in_effect',
  abstract_en: null,
  abstract_id: null,
  full_text_en: null,
  full_text_id: null,
  company_uuid: null,
  documents: [],
  hierarchy: [],
  updated_at: now,
  ...over,
});
