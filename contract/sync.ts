/**
 * The synced collections: the documents `GET /api/sync/{collection}` answers and the client keeps
 * in RxDB, with their JSON schemas (RxDB reads these; the server presents rows in these shapes).
 *
 * Checkpoint: `{ updated_at, id }` is a position in the server's change feed, in COMMIT order:
 * `updated_at` is the writing transaction's id (a decimal string), `id` the feed entry. A
 * wall-clock `updated_at` taken at write time could fall behind a pull made before that
 * transaction committed; the feed position cannot (see server/modules/sync).
 *
 * Every document has `id` (primary key) and `updated_at` (ISO time of the last change, for
 * display). Deletions, and rows the caller may no longer read, arrive as `{ id, _deleted: true }`.
 */
import type { HierarchyRelation, LegalStatus, ObligationType, Priority, Sanction } from './enums';

export const SYNC_COLLECTIONS = ['sectors', 'topics', 'obligations', 'regulations', 'bookmarks'] as const;
export type SyncCollection = (typeof SYNC_COLLECTIONS)[number];

export interface SyncCheckpoint {
  updated_at: string;
  id: string;
}
export interface SyncAnswer<D> {
  documents: (D | { id: string; _deleted: true })[];
  checkpoint: SyncCheckpoint | null;
}
export const SYNC_PAGE_SIZE = { default: 500, max: 2000 } as const;

export interface SectorDoc {
  id: string;
  code: string;
  name_en: string;
  name_id: string;
  description_en: string | null;
  description_id: string | null;
  sort: number;
  version: number;
  is_active: boolean;
  company_uuid: string | null;
  last_published_at: string | null;
  last_synced_at: string | null;
  updated_at: string;
}

export interface TopicDoc {
  id: string;
  sector_uuid: string;
  /** '' for a topic, the parent topic's id for a subtopic (indexed fields cannot be null). */
  parent_uuid: string;
  title_en: string;
  title_id: string;
  sort: number;
  company_uuid: string | null;
  updated_at: string;
}

export interface ObligationDoc {
  id: string;
  topic_uuid: string;
  sector_uuid: string;
  comp_title_en: string;
  comp_title_id: string;
  regulation_obligation_description_en: string | null;
  regulation_obligation_description_id: string | null;
  regulation_penalty_description_en: string | null;
  regulation_penalty_description_id: string | null;
  sanction: Sanction;
  priority: Priority;
  /** '' while a draft has no type yet. */
  type: ObligationType | '';
  checklist_template: { title_en: string; title_id: string }[];
  version_code: number;
  obligation_status: number;
  is_active: boolean;
  master: boolean;
  company_uuid: string | null;
  sort: number;
  regulation_guids: string[];
  updated_at: string;
}

export interface RegulationDoc {
  id: string;
  title_en: string;
  title_id: string;
  number: string;
  year: number;
  type: string;
  issuer: string | null;
  enacted_at: string | null;
  effective_at: string | null;
  legal_status: LegalStatus;
  abstract_en: string | null;
  abstract_id: string | null;
  full_text_en: string | null;
  full_text_id: string | null;
  company_uuid: string | null;
  documents: { doc_guid: string; alias_name: string; extension: string }[];
  hierarchy: { related_guid: string; relation: HierarchyRelation }[];
  updated_at: string;
}

export type BookmarkEntity = 'obligation' | 'regulation' | 'document' | 'compliance';
export interface BookmarkDoc {
  /** `${entity_type}:${entity_uuid}`: the same key on client and server, so an optimistic
   * bookmark made offline and the server's echo are one document. */
  id: string;
  entity_type: BookmarkEntity;
  entity_uuid: string;
  created_at: string;
  updated_at: string;
}
export const bookmarkId = (type: BookmarkEntity, uuid: string) => `${type}:${uuid}`;

// ---- JSON schemas for RxDB (indexed fields are required; strings have maxLength) ----
const id = { type: 'string', maxLength: 100 } as const;
const text = { type: ['string', 'null'] } as const;
const str = { type: 'string' } as const;
const int = (max = 1_000_000_000) => ({ type: 'integer', minimum: -1_000_000_000, maximum: max, multipleOf: 1 }) as const;
const bool = { type: 'boolean' } as const;

export const SYNC_SCHEMAS = {
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
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, topic_uuid: id, sector_uuid: id, comp_title_en: str, comp_title_id: str,
      regulation_obligation_description_en: text, regulation_obligation_description_id: text,
      regulation_penalty_description_en: text, regulation_penalty_description_id: text,
      sanction: { type: 'string', maxLength: 40 }, priority: { type: 'string', maxLength: 20 }, type: { type: 'string', maxLength: 20 },
      checklist_template: { type: 'array', items: { type: 'object' } },
      version_code: int(), obligation_status: int(), is_active: bool, master: bool, company_uuid: text,
      sort: int(), regulation_guids: { type: 'array', items: str }, updated_at: str,
    },
    required: ['id', 'topic_uuid', 'sector_uuid', 'comp_title_en', 'comp_title_id', 'sanction', 'priority', 'type', 'sort'],
    indexes: [['sector_uuid', 'topic_uuid', 'sort'], 'type', 'priority', 'sanction'],
  },
  regulations: {
    version: 0,
    primaryKey: 'id',
    type: 'object',
    properties: {
      id, title_en: str, title_id: str, number: str, year: int(3000), type: str, issuer: text,
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
} as const;
