/**
 * How each synced collection loads its documents by id, with the same read rules as the REST
 * calls: customers see master content and their own company's rows, published and active
 * obligations only; bookmarks are the caller's own. A row that fails the rule is a tombstone.
 */
import type { ModuleCode } from '../../../contract/modules';
import type { SyncCollection } from '../../../contract/sync';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';

export interface LoadedDoc {
  /** The feed's row id (a uuid), and the document as the client stores it. */
  row_id: string;
  doc: { id: string; _deleted?: true; [k: string]: unknown };
}

type Loader = (database: Database, ids: string[], user: AuthUser) => Promise<LoadedDoc[]>;

const iso = `to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoOf = (col: string) => iso.replace('%s', col);
const visible = (alias: string) => `${alias}.deleted_at IS NULL AND (${alias}.company_uuid IS NULL OR ${alias}.company_uuid = $2)`;

const sectors: Loader = async (db, ids, user) => {
  const rows = await db.query<{ id: string }>(
    `SELECT s.sector_uuid AS id, s.code, s.name_en, s.name_id, s.description_en, s.description_id, s.sort, s.version,
            s.is_active, s.company_uuid, ${isoOf('s.last_published_at')} AS last_published_at,
            ${isoOf('s.last_synced_at')} AS last_synced_at, ${isoOf('s.updated_at')} AS updated_at
       FROM sectors s WHERE s.sector_uuid = ANY($1::uuid[]) AND ${visible('s')} AND ($3 OR s.is_active)`,
    [ids, user.company_uuid, user.is_provider],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};

const topics: Loader = async (db, ids, user) => {
  const rows = await db.query<{ id: string }>(
    `SELECT t.topic_uuid AS id, t.sector_uuid, coalesce(t.parent_uuid::text, '') AS parent_uuid, t.title_en, t.title_id,
            t.sort, t.company_uuid, ${isoOf('t.updated_at')} AS updated_at
       FROM topics t JOIN sectors s ON s.sector_uuid = t.sector_uuid
      WHERE t.topic_uuid = ANY($1::uuid[]) AND ${visible('t')} AND ${visible('s')} AND ($3 OR s.is_active)`,
    [ids, user.company_uuid, user.is_provider],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};

const obligations: Loader = async (db, ids, user) => {
  const rows = await db.query<{ id: string }>(
    `SELECT o.obligation_uuid AS id, o.topic_uuid, o.sector_uuid, o.comp_title_en, o.comp_title_id,
            o.regulation_obligation_description_en, o.regulation_obligation_description_id,
            o.regulation_penalty_description_en, o.regulation_penalty_description_id,
            o.sanction, o.priority, coalesce(o.type, '') AS type, o.checklist_template, o.version_code,
            o.obligation_status, o.is_active, o.master, o.company_uuid, o.sort,
            coalesce((SELECT array_agg(r.regulation_guid::text) FROM obligation_regulations r
                       WHERE r.obligation_uuid = o.obligation_uuid), '{}') AS regulation_guids,
            ${isoOf('o.updated_at')} AS updated_at
       FROM obligations o
      WHERE o.obligation_uuid = ANY($1::uuid[]) AND ${visible('o')}
        AND ($3 OR (o.obligation_status = 1 AND o.is_active))`,
    [ids, user.company_uuid, user.is_provider],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};

const regulations: Loader = async (db, ids, user) => {
  const rows = await db.query<{ id: string }>(
    `SELECT g.regulation_guid AS id, g.title_en, g.title_id, g.number, g.year, g.type, g.issuer,
            g.enacted_at::text AS enacted_at, g.effective_at::text AS effective_at, g.legal_status,
            g.abstract_en, g.abstract_id, g.full_text_en, g.full_text_id, g.company_uuid,
            coalesce((SELECT json_agg(json_build_object('doc_guid', d.doc_guid, 'alias_name', d.alias_name, 'extension', d.extension)
                        ORDER BY d.alias_name) FROM regulation_documents d WHERE d.regulation_guid = g.regulation_guid), '[]') AS documents,
            coalesce((SELECT json_agg(json_build_object('related_guid', h.related_guid, 'relation', h.relation))
                        FROM regulation_hierarchy h WHERE h.regulation_guid = g.regulation_guid), '[]') AS hierarchy,
            ${isoOf('g.updated_at')} AS updated_at
       FROM regulations g WHERE g.regulation_guid = ANY($1::uuid[]) AND ${visible('g')}`,
    [ids, user.company_uuid],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};

const bookmarks: Loader = async (db, ids, user) => {
  const rows = await db.query<{ bookmark_uuid: string; id: string; deleted: boolean; entity_type: string; entity_uuid: string; created_at: string }>(
    `SELECT b.bookmark_uuid, b.entity_type || ':' || b.entity_uuid AS id, b.entity_type, b.entity_uuid,
            b.deleted_at IS NOT NULL AS deleted, ${isoOf('b.created_at')} AS created_at,
            ${isoOf('coalesce(b.deleted_at, b.created_at)')} AS updated_at
       FROM bookmarks b WHERE b.bookmark_uuid = ANY($1::uuid[]) AND b.user_uuid = $2`,
    [ids, user.user_uuid],
  );
  return rows.map(({ bookmark_uuid, deleted, ...doc }) => ({
    row_id: bookmark_uuid,
    // A removed bookmark keeps its row, so its tombstone carries the client's key.
    doc: deleted ? { id: doc.id, _deleted: true as const } : doc,
  }));
};

export const COLLECTIONS: Record<SyncCollection, { module: ModuleCode; load: Loader }> = {
  sectors: { module: 'library', load: sectors },
  topics: { module: 'library', load: topics },
  obligations: { module: 'obligation', load: obligations },
  regulations: { module: 'regulation', load: regulations },
  bookmarks: { module: 'bookmarks', load: bookmarks },
};
