import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LIMITS } from '../../../contract/limits';
import { createdAt, pk, updatedAt } from './columns';
import { companies, users } from './identity';
import { regulations, topics } from './library';
import { checklists, compliances } from './compliance';

/**
 * The company document library. Files live in storage (local disk under DATA_DIR or S3) under
 * storage_key; documents are hard deleted together with the stored file. Folders group documents
 * by topic or by compliance, optionally nested (parent_uuid).
 */
export const folders = pgTable(
  'folders',
  {
    folder_uuid: uuid('folder_uuid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    name: text('name').notNull(),
    topic_uuid: uuid('topic_uuid').references(() => topics.topic_uuid),
    compliance_uuid: uuid('compliance_uuid').references(() => compliances.compliance_uuid, {
      onDelete: 'cascade',
    }),
    parent_uuid: uuid('parent_uuid').references((): AnyPgColumn => folders.folder_uuid, {
      onDelete: 'cascade',
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('folders_company_idx').on(t.company_uuid, t.parent_uuid),
    index('folders_company_topic_idx').on(t.company_uuid, t.topic_uuid),
    check(
      'folders_name_length_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(LIMITS.name))}`,
    ),
  ],
);

export const documents = pgTable(
  'documents',
  {
    document_uuid: pk('document_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    folder_uuid: uuid('folder_uuid').references(() => folders.folder_uuid, {
      onDelete: 'set null',
    }),
    file_name: text('file_name').notNull(),
    extension: text('extension').notNull().default(''),
    mime_type: text('mime_type').notNull().default('application/octet-stream'),
    size_bytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    storage_key: text('storage_key').notNull(),
    /** SHA-256 of the stored bytes (hex), computed while the upload streams. */
    sha256: text('sha256'),
    uploaded_by: uuid('uploaded_by').references(() => users.user_uuid),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('documents_company_folder_idx').on(t.company_uuid, t.folder_uuid),
    check(
      'documents_file_name_length_check',
      sql`char_length(${t.file_name}) between 1 and ${sql.raw(String(LIMITS.fileName))}`,
    ),
    check('documents_size_check', sql`${t.size_bytes} >= 0`),
  ],
);

/** A document related to a compliance, a checklist item (evidence) or a regulation. */
export const documentRelations = pgTable(
  'document_relations',
  {
    relation_uuid: pk('relation_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    document_uuid: uuid('document_uuid')
      .notNull()
      .references(() => documents.document_uuid, { onDelete: 'cascade' }),
    compliance_uuid: uuid('compliance_uuid').references(() => compliances.compliance_uuid, {
      onDelete: 'cascade',
    }),
    checklist_uuid: uuid('checklist_uuid').references(() => checklists.checklist_uuid, {
      onDelete: 'cascade',
    }),
    regulation_guid: uuid('regulation_guid').references(() => regulations.regulation_guid, {
      onDelete: 'cascade',
    }),
    created_at: createdAt(),
  },
  (t) => [
    index('document_relations_company_document_idx').on(t.company_uuid, t.document_uuid),
    index('document_relations_compliance_idx').on(t.compliance_uuid),
    index('document_relations_checklist_idx').on(t.checklist_uuid),
    check(
      'document_relations_target_check',
      sql`num_nonnulls(${t.compliance_uuid}, ${t.checklist_uuid}, ${t.regulation_guid}) >= 1`,
    ),
  ],
);
