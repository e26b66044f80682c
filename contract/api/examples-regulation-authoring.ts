/** Example answers of the regulation authoring routes (contract/api/regulation-authoring.ts). */
import type {
  ObligationRegulationAnswer,
  RegulationDeleteAnswer,
  RegulationSaved,
  RegulationSearchItem,
  RegulationSyncAnswer,
} from './regulation-authoring';

const REGULATION = '8e5a6f7c-2d1b-4a5e-9c6d-9e0f1a2b3c45';
const OTHER_REGULATION = '9f6b7a8d-3e2c-4b6f-8d7e-0f1a2b3c4d56';
const OBLIGATION = '7d4f5e6b-1c0a-4f4d-8b5c-8d9e0f1a2b34';
const page = <T>(data: T[]) => ({ data, page: 1, limit: 20, total: data.length, total_page: 1 });

export const regulationSavedExample: RegulationSaved = {
  regulation_guid: REGULATION,
  title_en: 'Law on Energy',
  title_id: 'Undang-Undang tentang Energi',
  number: '30',
  year: 2007,
  type: 'law',
  issuer_en: 'House of Representatives',
  issuer_id: 'Dewan Perwakilan Rakyat',
  enacted_at: '2007-08-10',
  effective_at: '2007-08-10',
  legal_status: 'in_effect',
  abstract_en: 'Energy management and supply.',
  abstract_id: 'Pengelolaan dan penyediaan energi.',
  full_text_en: null,
  full_text_id: null,
  company_uuid: null,
  hierarchy: [{ relation: 'implemented_by', regulation_guid: OTHER_REGULATION }],
  obligation_uuids: [OBLIGATION],
};

const found: RegulationSearchItem = {
  regulation_guid: REGULATION,
  title: 'Law on Energy',
  number: '30',
  year: 2007,
  type: 'law',
  legal_status: 'in_effect',
};
export const regulationSearchExample = page([found]);

export const regulationDeleteExample: RegulationDeleteAnswer = {
  regulation_guid: REGULATION,
  hierarchy_links: 2,
  obligation_links: 1,
  bookmarks: 0,
  document_relations: 0,
};

export const regulationSyncExample: RegulationSyncAnswer = {
  regulation_guid: REGULATION,
  obligations: 3,
  synced_at: '2026-01-15T08:30:00.000Z',
};

export const obligationRegulationExample: ObligationRegulationAnswer = {
  obligation_uuid: OBLIGATION,
  regulation_guids: [REGULATION],
};
