/**
 * `documents`: the company's document library, metadata only (never the files), so the library
 * lists and searches offline. Every user of the company holding the `documents` module sees every
 * document of the company (documents policy). Loader: server/modules/documents/documents.sync.ts.
 */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { defineCollection } from './define';
import { int, key, nullableText, text } from './fields';

export const documentsCollection = defineCollection({
  name: 'documents',
  module: 'documents',
  schema: z.object({
    id: key(),
    file_name: key(LIMITS.fileName),
    extension: text(),
    mime_type: text(),
    size_bytes: int(),
    folder_uuid: nullableText(),
    uploaded_by: nullableText(),
    /** What the document is related to (evidence of checklist items, compliances, regulations). */
    compliance_uuids: z.array(z.string()),
    checklist_uuids: z.array(z.string()),
    regulation_guids: z.array(z.string()),
    created_at: text(),
    updated_at: text(),
  }),
  required: ['id', 'file_name', 'extension', 'mime_type', 'size_bytes'],
  indexes: ['file_name'],
  version: 0,
  migrations: {},
});
