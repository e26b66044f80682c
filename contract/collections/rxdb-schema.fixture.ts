/**
 * The RxDB schemas as they were written by hand before the descriptors (contract/sync.ts at
 * version 0 of every collection), kept verbatim: the derived schemas must stay equal to these,
 * or a collection's version must be raised with a migration. Update this file only together with
 * such a version bump (regulations: version 1 replaced `issuer` with `issuer_en` and `issuer_id`;
 * obligations: version 1 added `regulation_changed`).
 */
// ---- JSON schemas for RxDB (indexed fields are required; strings have maxLength) ----
const id = { type: 'string', maxLength: 100 } as const;
const text = { type: ['string', 'null'] } as const;
const str = { type: 'string' } as const;
const int = (max = 1_000_000_000) => ({ type: 'integer', minimum: -1_000_000_000, maximum: max, multipleOf: 1 }) as const;
const bool = { type: 'boolean' } as const;

export const PREVIOUS_SCHEMAS = {
  sectors: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, code: { type: 'string', maxLength: 100 }, name_en: str, name_id: str, description_en: text, description_id: text,
      sort: int(), version: int(), is_active: bool, company_uuid: text, last_published_at: text, last_synced_at: text,
      updated_at: str,
    },
    required: ['id', 'code', 'name_en', 'name_id', 'sort'],
    indexes: ['code'],
  },
  topics: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, sector_uuid: id, parent_uuid: id, title_en: str, title_id: str, sort: int(), company_uuid: text, updated_at: str,
    },
    required: ['id', 'sector_uuid', 'parent_uuid', 'title_en', 'title_id', 'sort'],
    indexes: [['sector_uuid', 'parent_uuid', 'sort']],
  },
  obligations: {
    version: 1,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, topic_uuid: id, sector_uuid: id, comp_title_en: str, comp_title_id: str,
      regulation_obligation_description_en: text, regulation_obligation_description_id: text,
      regulation_penalty_description_en: text, regulation_penalty_description_id: text,
      sanction: { type: 'string', maxLength: 40 }, priority: { type: 'string', maxLength: 20 }, type: { type: 'string', maxLength: 20 },
      checklist_template: { type: 'array', items: { type: 'object' } },
      version_code: int(), obligation_status: int(), is_active: bool, master: bool, company_uuid: text,
      sort: int(), regulation_guids: { type: 'array', items: str }, regulation_changed: { type: ['object', 'null'] }, updated_at: str,
    },
    required: ['id', 'topic_uuid', 'sector_uuid', 'comp_title_en', 'comp_title_id', 'sanction', 'priority', 'type', 'sort'],
    indexes: [['sector_uuid', 'topic_uuid', 'sort'], 'type', 'priority', 'sanction'],
  },
  regulations: {
    version: 1,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, title_en: str, title_id: str, number: str, year: int(3000), type: str, issuer_en: text, issuer_id: text,
      enacted_at: text, effective_at: text, legal_status: { type: 'string', maxLength: 40 },
      abstract_en: text, abstract_id: text, full_text_en: text, full_text_id: text, company_uuid: text,
      documents: { type: 'array', items: { type: 'object' } }, hierarchy: { type: 'array', items: { type: 'object' } },
      updated_at: str,
    },
    required: ['id', 'title_en', 'title_id', 'legal_status', 'year'],
    indexes: ['legal_status', 'year'],
  },
  bookmarks: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id: { type: 'string', maxLength: 120 }, entity_type: { type: 'string', maxLength: 20 }, entity_uuid: id,
      created_at: str, updated_at: str,
    },
    required: ['id', 'entity_type', 'entity_uuid'],
    indexes: ['entity_type'],
  },
  compliances: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, obligation_uuid: id, version_code: int(), cycle: int(), process_status: { type: 'string', maxLength: 20 },
      confirmation_status: text, priority: { type: 'string', maxLength: 20 }, deadline: text, is_active: bool,
      is_duplicate: bool, duplicated_from: text, renewal_of: text, claimed_at: text, approved_at: text,
      reject_reason: text, note: text, comp_title_en: str, comp_title_id: str, sector_uuid: id, topic_uuid: id,
      type: { type: 'string', maxLength: 20 }, sanction: { type: 'string', maxLength: 40 },
      members: { type: 'array', items: { type: 'object' } }, actions: { type: 'array', items: { type: 'string' } },
      checklist_total: int(), checklist_claimed: int(), created_at: str, updated_at: { type: 'string', maxLength: 40 },
    },
    required: ['id', 'obligation_uuid', 'process_status', 'priority', 'sector_uuid', 'topic_uuid', 'type', 'sanction', 'updated_at'],
    indexes: ['process_status', 'priority', 'updated_at'],
  },
  // Issue 8 (new at version 0, derived from their descriptors when they were added).
  checklists: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, compliance_uuid: id, title: str, due_date: text, is_claim_checklist: bool, sort: int(),
      created_at: str, updated_at: str,
    },
    required: ['id', 'compliance_uuid', 'title', 'is_claim_checklist', 'sort'],
    indexes: [['compliance_uuid', 'sort']],
  },
  comments: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, compliance_uuid: id, user_uuid: id, user_name: str, body: str, edited: bool,
      created_at: { type: 'string', maxLength: 40 }, updated_at: str,
    },
    required: ['id', 'compliance_uuid', 'user_uuid', 'body', 'created_at'],
    indexes: [['compliance_uuid', 'created_at']],
  },
  // Issue 10 (new at version 0): the document library's metadata.
  documents: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, file_name: { type: 'string', maxLength: 120 }, extension: str, mime_type: str, size_bytes: int(), folder_uuid: text,
      uploaded_by: text, compliance_uuids: { type: 'array', items: str }, checklist_uuids: { type: 'array', items: str },
      regulation_guids: { type: 'array', items: str }, created_at: str, updated_at: str,
    },
    required: ['id', 'file_name', 'extension', 'mime_type', 'size_bytes'],
    indexes: ['file_name'],
  },
  // Issue 14 (new at version 0, derived from its descriptor when it was added).
  notifications: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, type: { type: 'string', maxLength: 40 }, header_en: str, header_id: str, body_en: text, body_id: text, link: text,
      read_at: text, created_at: { type: 'string', maxLength: 40 }, updated_at: str,
    },
    required: ['id', 'type', 'header_en', 'header_id', 'created_at'],
    indexes: ['created_at'],
  },
} as const;
