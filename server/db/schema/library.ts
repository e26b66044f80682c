import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  HIERARCHY_RELATIONS,
  LEGAL_STATUSES,
  OBLIGATION_TYPES,
  PRIORITIES,
  type Priority,
  REGULATION_TYPES,
  SANCTIONS,
} from '../../../contract/enums';
import { createdAt, pk, searchVector, ts, updatedAt } from './columns';
import { companies } from './identity';

/**
 * The legal content library: sector -> topic -> subtopic (a topic with a parent) -> obligation,
 * and the regulations obligations rest on. company_uuid null means provider master content;
 * set, the row is that company's own content. Enumerations are text + CHECK (contract/enums.ts).
 * Full-text and trigram indexes live in migration 0001 (expressions documented there).
 */
const oneOf = (col: AnyPgColumn, values: readonly (string | number)[]): SQL =>
  sql`${col} in (${sql.raw(values.map((v) => (typeof v === 'number' ? String(v) : `'${v}'`)).join(', '))})`;

/**
 * `version` is an integer that only grows: 0 = never published, each publish stamps a version
 * >= the last one (server-enforced) and at most one per calendar day (sector_versions unique).
 */
export const sectors = pgTable(
  'sectors',
  {
    sector_uuid: pk('sector_uuid'),
    /** Unique per tenant: among master sectors and within each company's own (migration 0021). */
    code: text('code').notNull(),
    name_en: text('name_en').notNull(),
    name_id: text('name_id').notNull(),
    description_en: text('description_en'),
    description_id: text('description_id'),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull().default(0),
    last_published_at: ts('last_published_at'),
    last_synced_at: ts('last_synced_at'),
    is_active: boolean('is_active').notNull().default(true),
    /** false: a draft the provider created, seen by no customer (migration 0013). */
    is_published: boolean('is_published').notNull().default(true),
    /** The provider's unpublished changes to a published sector (name, description). */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    company_uuid: uuid('company_uuid').references(() => companies.company_uuid),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('sectors_company_idx').on(t.company_uuid, t.code),
    uniqueIndex('sectors_tenant_code_unique').on(
      sql`(coalesce(${t.company_uuid}, '00000000-0000-0000-0000-000000000000'::uuid))`,
      t.code,
    ),
    check('sectors_version_check', sql`${t.version} >= 0`),
  ],
);

/** One row per publish: the snapshot delivered by "sync dynamic content". */
export const sectorVersions = pgTable(
  'sector_versions',
  {
    version_uuid: pk('version_uuid'),
    sector_uuid: uuid('sector_uuid')
      .notNull()
      .references(() => sectors.sector_uuid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    published_at: date('published_at', { mode: 'string' }).notNull(),
    published_by: uuid('published_by'),
    snapshot: jsonb('snapshot').notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('sector_versions_day_unique').on(t.sector_uuid, t.published_at)],
);

/** One row per (sync of a sector version, subscribed company): done_at set once delivered (migration 0014). */
export const sectorSyncProgress = pgTable(
  'sector_sync_progress',
  {
    version_uuid: uuid('version_uuid')
      .notNull()
      .references(() => sectorVersions.version_uuid, { onDelete: 'cascade' }),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    created: integer('created').notNull().default(0),
    confirmations: integer('confirmations').notNull().default(0),
    deactivated: integer('deactivated').notNull().default(0),
    done_at: ts('done_at'),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.version_uuid, t.company_uuid] })],
);

/** What a company's update lists read: an obligation added, changed or repealed by a synced sector version. */
export const companyObligationUpdates = pgTable(
  'company_obligation_updates',
  {
    update_uuid: pk('update_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    obligation_uuid: uuid('obligation_uuid').notNull(),
    sector_uuid: uuid('sector_uuid')
      .notNull()
      .references(() => sectors.sector_uuid),
    version_uuid: uuid('version_uuid')
      .notNull()
      .references(() => sectorVersions.version_uuid, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    published_on: date('published_on', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    version_code: integer('version_code').notNull(),
    seen_at: ts('seen_at'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('company_obligation_updates_unique').on(
      t.company_uuid,
      t.obligation_uuid,
      t.version_uuid,
    ),
    index('company_obligation_updates_company_idx').on(
      t.company_uuid,
      t.published_on,
      t.created_at,
    ),
    check(
      'company_obligation_updates_kind_check',
      sql`${t.kind} in ('added', 'changed', 'repealed')`,
    ),
  ],
);

export const topics = pgTable(
  'topics',
  {
    topic_uuid: pk('topic_uuid'),
    sector_uuid: uuid('sector_uuid')
      .notNull()
      .references(() => sectors.sector_uuid),
    parent_uuid: uuid('parent_uuid').references((): AnyPgColumn => topics.topic_uuid),
    title_en: text('title_en').notNull(),
    title_id: text('title_id').notNull(),
    sort: integer('sort').notNull().default(0),
    /** false: a draft the provider created, seen by no customer (migration 0013). */
    is_published: boolean('is_published').notNull().default(true),
    /** The provider's unpublished changes to a published topic (titles). */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    company_uuid: uuid('company_uuid').references(() => companies.company_uuid),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('topics_sector_idx').on(t.sector_uuid, t.parent_uuid, t.sort),
    index('topics_parent_idx').on(t.parent_uuid),
    index('topics_company_idx').on(t.company_uuid),
    // Live topics per sector with the tenant column: the sector list counts them from this index
    // alone (index-only, the tenant rule tested on the index).
    index('topics_sector_live_idx')
      .on(t.sector_uuid, t.company_uuid)
      .where(sql`${t.deleted_at} is null`),
  ],
);

export type ChecklistTemplateItem = { title_en: string; title_id: string };

/** obligation_status: 1 publish, 0 draft, -2 repealed (OBLIGATION_STATUS). */
export const obligations = pgTable(
  'obligations',
  {
    obligation_uuid: pk('obligation_uuid'),
    topic_uuid: uuid('topic_uuid')
      .notNull()
      .references(() => topics.topic_uuid),
    sector_uuid: uuid('sector_uuid')
      .notNull()
      .references(() => sectors.sector_uuid),
    comp_title_en: text('comp_title_en').notNull(),
    comp_title_id: text('comp_title_id').notNull(),
    regulation_obligation_description_en: text('regulation_obligation_description_en'),
    regulation_obligation_description_id: text('regulation_obligation_description_id'),
    regulation_penalty_description_en: text('regulation_penalty_description_en'),
    regulation_penalty_description_id: text('regulation_penalty_description_id'),
    sanction: text('sanction').notNull().default('none'),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    type: text('type'),
    checklist_template: jsonb('checklist_template')
      .$type<ChecklistTemplateItem[]>()
      .notNull()
      .default([]),
    version_code: integer('version_code').notNull().default(1),
    obligation_status: integer('obligation_status').notNull().default(0),
    is_active: boolean('is_active').notNull().default(true),
    master: boolean('master').notNull().default(true),
    company_uuid: uuid('company_uuid').references(() => companies.company_uuid),
    sort: integer('sort').notNull().default(0),
    has_notif: boolean('has_notif').notNull().default(false),
    published_at: ts('published_at'),
    /** The provider's unpublished changes to a published obligation; publishing applies them (migration 0013). */
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    /** Set when a regulation this obligation rests on changes its legal status (migration 0015): the
     * editor reviews it; the sector's next published version clears it. */
    regulation_changed: jsonb('regulation_changed').$type<{
      regulation_guid: string;
      from: string | null;
      to: string;
      at: string;
    }>(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
    search_en: searchVector(
      'search_en',
      'english',
      'comp_title_en',
      'regulation_obligation_description_en',
    ),
    search_id: searchVector(
      'search_id',
      'indonesian',
      'comp_title_id',
      'regulation_obligation_description_id',
    ),
  },
  (t) => [
    index('obligations_topic_idx').on(t.topic_uuid, t.sort),
    // The compliance list by title: obligations in title order, then each one's compliances.
    index('obligations_title_en_idx').on(t.comp_title_en),
    index('obligations_title_id_idx').on(t.comp_title_id),
    index('obligations_search_en_idx').using('gin', t.search_en),
    index('obligations_search_id_idx').using('gin', t.search_id),
    index('obligations_sector_idx').on(t.sector_uuid, t.obligation_status),
    index('obligations_company_idx').on(t.company_uuid),
    // Live obligations per sector with every column the visibility rule tests (status, active,
    // tenant): the sector list's counts and the obligation list's sector filter read it without
    // visiting rows.
    index('obligations_sector_live_idx')
      .on(t.sector_uuid, t.obligation_status, t.is_active, t.company_uuid)
      .where(sql`${t.deleted_at} is null`),
    check('obligations_sanction_check', oneOf(t.sanction, SANCTIONS)),
    check('obligations_priority_check', oneOf(t.priority, PRIORITIES)),
    check('obligations_type_check', sql`${t.type} is null or ${oneOf(t.type, OBLIGATION_TYPES)}`),
    check('obligations_status_check', oneOf(t.obligation_status, [1, 0, -2])),
  ],
);

/** Earlier versions of an obligation, kept for compare and confirmation of updates. */
export const obligationVersions = pgTable(
  'obligation_versions',
  {
    obligation_version_uuid: pk('obligation_version_uuid'),
    obligation_uuid: uuid('obligation_uuid')
      .notNull()
      .references(() => obligations.obligation_uuid, { onDelete: 'cascade' }),
    version_code: integer('version_code').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('obligation_versions_unique').on(t.obligation_uuid, t.version_code)],
);

export const regulations = pgTable(
  'regulations',
  {
    regulation_guid: pk('regulation_guid'),
    title_en: text('title_en').notNull(),
    title_id: text('title_id').notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    type: text('type').notNull(),
    // Who issued it, in both languages (migration 0004 split the untranslated `issuer`).
    issuer_en: text('issuer_en'),
    issuer_id: text('issuer_id'),
    enacted_at: date('enacted_at', { mode: 'string' }),
    effective_at: date('effective_at', { mode: 'string' }),
    legal_status: text('legal_status').notNull().default('in_effect'),
    abstract_en: text('abstract_en'),
    abstract_id: text('abstract_id'),
    full_text_en: text('full_text_en'),
    full_text_id: text('full_text_id'),
    company_uuid: uuid('company_uuid').references(() => companies.company_uuid),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
    search_en: searchVector('search_en', 'english', 'title_en', 'abstract_en'),
    search_id: searchVector('search_id', 'indonesian', 'title_id', 'abstract_id'),
  },
  (t) => [
    index('regulations_company_idx').on(t.company_uuid),
    index('regulations_search_en_idx').using('gin', t.search_en),
    index('regulations_search_id_idx').using('gin', t.search_id),
    index('regulations_year_idx').on(t.year, t.number),
    // The regulation list's order, with the tenant column: a page reads its first rows in order
    // and the total is counted from the index alone.
    index('regulations_list_idx')
      .on(t.year.desc().nullsFirst(), t.number, t.regulation_guid, t.company_uuid)
      .where(sql`${t.deleted_at} is null`),
    check('regulations_type_check', oneOf(t.type, REGULATION_TYPES)),
    check('regulations_legal_status_check', oneOf(t.legal_status, LEGAL_STATUSES)),
  ],
);

export const regulationDocuments = pgTable(
  'regulation_documents',
  {
    doc_guid: pk('doc_guid'),
    regulation_guid: uuid('regulation_guid')
      .notNull()
      .references(() => regulations.regulation_guid, { onDelete: 'cascade' }),
    alias_name: text('alias_name').notNull(),
    file_name: text('file_name').notNull(),
    extension: text('extension').notNull(),
    size_bytes: integer('size_bytes').notNull().default(0),
    storage_key: text('storage_key').notNull(),
    mime_type: text('mime_type').notNull().default('application/octet-stream'),
    /** SHA-256 of the stored bytes (hex), computed while the upload streams. */
    sha256: text('sha256'),
    created_at: createdAt(),
  },
  (t) => [index('regulation_documents_regulation_idx').on(t.regulation_guid)],
);

/** Directed links; the seed and the service write both directions (amends + amended_by). */
export const regulationHierarchy = pgTable(
  'regulation_hierarchy',
  {
    hierarchy_uuid: pk('hierarchy_uuid'),
    regulation_guid: uuid('regulation_guid')
      .notNull()
      .references(() => regulations.regulation_guid, { onDelete: 'cascade' }),
    related_guid: uuid('related_guid')
      .notNull()
      .references(() => regulations.regulation_guid, { onDelete: 'cascade' }),
    relation: text('relation').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('regulation_hierarchy_unique').on(t.regulation_guid, t.related_guid, t.relation),
    index('regulation_hierarchy_related_idx').on(t.related_guid),
    check('regulation_hierarchy_relation_check', oneOf(t.relation, HIERARCHY_RELATIONS)),
    check('regulation_hierarchy_self_check', sql`${t.regulation_guid} <> ${t.related_guid}`),
  ],
);

export const obligationRegulations = pgTable(
  'obligation_regulations',
  {
    obligation_uuid: uuid('obligation_uuid')
      .notNull()
      .references(() => obligations.obligation_uuid, { onDelete: 'cascade' }),
    regulation_guid: uuid('regulation_guid')
      .notNull()
      .references(() => regulations.regulation_guid, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.obligation_uuid, t.regulation_guid] }),
    index('obligation_regulations_regulation_idx').on(t.regulation_guid),
  ],
);
