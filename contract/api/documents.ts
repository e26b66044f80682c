/**
 * The document library's metadata (spec section 7, "Documents"): lists, detail, rename and move,
 * hard delete, relations to compliances, checklist items and regulations, bookmarks and folders.
 * Uploads and downloads are in the files part (documents-files). Shared by server/modules/documents
 * and the client's library screens.
 */
import { z } from 'zod';
import { pageOf } from '../envelope';
import { LIMITS } from '../limits';
import { numberPageQuery, uuidString } from './library';
import { isoTime } from './values';

const uuidList = () => z.array(uuidString()).min(1).max(500);
const ORDERS = ['asc', 'desc', 'ASC', 'DESC'] as const;
/** `asc` or `desc`, either case (the spec writes `date=ASC`). */
const order = (fallback: 'asc' | 'desc') =>
  z
    .enum(ORDERS)
    .default(fallback)
    .transform((o) => o.toLowerCase() as 'asc' | 'desc');

/** What a document may be related to. */
export const RELATION_TYPES = ['compliance', 'checklist', 'regulation'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/**
 * A document's new name: at most 120 characters with the spec's message (`document_name_too_long`);
 * the server keeps the stored extension (added when the new name lacks it) and checks the total.
 */
export const documentName = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .refine((n) => n.length <= LIMITS.fileName, { params: { key: 'document_name_too_long' } });

export const documentItem = z.strictObject({
  document_uuid: z.string(),
  file_name: z.string(),
  extension: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int().min(0),
  sha256: z.string().nullable(),
  folder_uuid: z.string().nullable(),
  folder_name: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  uploader_name: z.string().nullable(),
  relations_count: z.number().int().min(0),
  is_bookmarked: z.boolean(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type DocumentItem = z.infer<typeof documentItem>;

export const DOCUMENT_SORTS = ['created_at', 'name', 'size'] as const;

/** GET /documents/list: a page of the company's documents; `is_bookmark=1`: the caller's bookmarked ones. */
export const documentListQuery = numberPageQuery().extend({
  folder_uuid: uuidString().optional(),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(DOCUMENT_SORTS).default('created_at'),
  order: order('desc'),
  is_bookmark: z.enum(['0', '1']).optional(),
});
export const documentListAnswer = pageOf(documentItem);

export const documentIdParams = z.object({ id: uuidString() });

/** One relation of a document, with the title of what it points at (in the request's language). */
export const documentRelation = z.strictObject({
  relation_uuid: z.string(),
  type: z.enum(RELATION_TYPES),
  /** The compliance, checklist item or regulation. */
  target_uuid: z.string(),
  title: z.string(),
  /** The compliance a checklist item belongs to (and the compliance itself); null for a regulation. */
  compliance_uuid: z.string().nullable(),
  created_at: isoTime,
});
export type DocumentRelation = z.infer<typeof documentRelation>;

export const documentFolder = z.strictObject({
  folder_uuid: z.string(),
  name: z.string(),
  topic_uuid: z.string().nullable(),
  compliance_uuid: z.string().nullable(),
});

export const documentDetail = documentItem.extend({
  folder: documentFolder.nullable(),
  relations: z.array(documentRelation),
});
export type DocumentDetail = z.infer<typeof documentDetail>;

/** PUT /documents/update/{id}: rename (`file_name`), move (`folder_uuid`, null: out of any folder), or both. */
export const documentUpdateBody = z
  .object({
    file_name: documentName().optional(),
    folder_uuid: uuidString().nullable().optional(),
  })
  .refine((b) => b.file_name !== undefined || b.folder_uuid !== undefined, {
    path: ['file_name'],
    params: { key: 'form_empty', whole: true },
  });
export type DocumentUpdateBody = z.input<typeof documentUpdateBody>;

/** DELETE /documents/delete?type=hard: documents are only ever hard deleted (spec). */
export const documentDeleteQuery = z.object({ type: z.literal('hard') });
export const documentDeleteBody = z.object({ document_uuids: uuidList() });
export type DocumentDeleteBody = z.infer<typeof documentDeleteBody>;
export const documentDeleteAnswer = z.strictObject({ deleted: z.array(z.string()) });

/**
 * POST /documents/map: relates one document to compliances, checklist items and regulations
 * (at least one of them); a pair already related is kept, not repeated.
 */
export const documentMapBody = z
  .object({
    document_uuid: uuidString(),
    compliance_uuids: z.array(uuidString()).max(100).default([]),
    checklist_uuids: z.array(uuidString()).max(100).default([]),
    regulation_guids: z.array(uuidString()).max(100).default([]),
  })
  .refine(
    (b) => b.compliance_uuids.length + b.checklist_uuids.length + b.regulation_guids.length > 0,
    {
      path: ['compliance_uuids'],
      params: { key: 'document_map_target_required' },
    },
  );
export type DocumentMapBody = z.input<typeof documentMapBody>;
export const documentMapAnswer = z.array(documentRelation);

export const relationIdParams = z.object({ relationId: uuidString() });

/**
 * GET /documents/search-relation: what a document can be related to. Candidates of one `type`
 * (the company's compliances, their checklist items, the regulations it can see) matching `search`,
 * each saying whether `document_uuid` (when given) is already related to it and by which relation.
 * The answer is a page, so the list sits in `data.data` as the spec reads it.
 */
export const searchRelationQuery = numberPageQuery().extend({
  type: z.enum(RELATION_TYPES).default('compliance'),
  search: z.string().trim().max(200).optional(),
  document_uuid: uuidString().optional(),
  compliance_uuid: uuidString().optional(),
});
export const relationCandidate = z.strictObject({
  type: z.enum(RELATION_TYPES),
  target_uuid: z.string(),
  title: z.string(),
  compliance_uuid: z.string().nullable(),
  is_related: z.boolean(),
  relation_uuid: z.string().nullable(),
});
export type RelationCandidate = z.infer<typeof relationCandidate>;
export const searchRelationAnswer = pageOf(relationCandidate);

export const documentBookmarkBody = z.object({ document_uuid: uuidString() });

// --- folders ---

export const folderItem = z.strictObject({
  folder_uuid: z.string(),
  name: z.string(),
  topic_uuid: z.string().nullable(),
  compliance_uuid: z.string().nullable(),
  parent_uuid: z.string().nullable(),
  document_count: z.number().int().min(0),
  created_at: isoTime,
  updated_at: isoTime,
});
export type FolderItem = z.infer<typeof folderItem>;

/**
 * POST /folders/list?date=ASC: the company's folders by creation date, optionally of one topic;
 * with `?compliance_uuid=` that compliance's folders (spec: "POST /folders/list?compliance_uuid").
 */
export const folderPageQuery = z.object({
  date: order('desc'),
  compliance_uuid: uuidString().optional(),
});
export const folderPageBody = numberPageQuery().extend({
  filter_topic_uuid: uuidString().optional(),
});
export const folderPageAnswer = pageOf(folderItem);

/** GET /folders/list?compliance_uuid=: a page of one compliance's folders (all the company's without it), by name. */
export const folderListQuery = numberPageQuery().extend({
  compliance_uuid: uuidString().optional(),
});
export const folderListAnswer = pageOf(folderItem);
