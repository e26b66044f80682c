/** The `regulations` collection's documents, under the regulation policy (the REST regulation reads' rule). */
import type { RegulationDoc } from '../../../contract/sync';
import { sql } from 'drizzle-orm';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { visibleRegulations } from '../library';

export const loadRegulations: SyncLoader<'regulations'> = async (db, ids, user) => {
  const rows = await db.rows<RegulationDoc>(
    sql`SELECT g.regulation_guid AS id, g.title_en, g.title_id, g.number, g.year, g.type, g.issuer_en, g.issuer_id,
            g.enacted_at::text AS enacted_at, g.effective_at::text AS effective_at, g.legal_status,
            g.abstract_en, g.abstract_id, g.full_text_en, g.full_text_id, g.company_uuid,
            coalesce((SELECT json_agg(json_build_object('doc_guid', d.doc_guid, 'alias_name', d.alias_name, 'extension', d.extension)
                        ORDER BY d.alias_name) FROM regulation_documents d WHERE d.regulation_guid = g.regulation_guid), '[]') AS documents,
            coalesce((SELECT json_agg(json_build_object('related_guid', h.related_guid, 'relation', h.relation))
                        FROM regulation_hierarchy h WHERE h.regulation_guid = g.regulation_guid), '[]') AS hierarchy,
            ${iso('g.updated_at')} AS updated_at
       FROM regulations g WHERE g.regulation_guid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleRegulations(user.company_uuid, 'g')}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
