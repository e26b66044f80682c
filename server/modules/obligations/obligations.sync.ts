/**
 * The `obligations` collection's documents, under the obligation policy: exactly the obligations
 * the caller may list, open and bookmark through REST (a company's own drafts included).
 */
import type { ObligationDoc } from '../../../contract/sync';
import { isoOf, type SyncLoader } from '../sync/loader';
import { visibleObligationSql } from './obligations.policy';

export const loadObligations: SyncLoader<'obligations'> = async (db, ids, user) => {
  const rows = await db.query<ObligationDoc>(
    `SELECT o.obligation_uuid AS id, o.topic_uuid, o.sector_uuid, o.comp_title_en, o.comp_title_id,
            o.regulation_obligation_description_en, o.regulation_obligation_description_id,
            o.regulation_penalty_description_en, o.regulation_penalty_description_id,
            o.sanction, o.priority, coalesce(o.type, '') AS type, o.checklist_template, o.version_code,
            o.obligation_status, o.is_active, o.master, o.company_uuid, o.sort,
            coalesce((SELECT array_agg(r.regulation_guid::text) FROM obligation_regulations r
                       WHERE r.obligation_uuid = o.obligation_uuid), '{}') AS regulation_guids,
            ${isoOf('o.updated_at')} AS updated_at
       FROM obligations o
      WHERE o.obligation_uuid = ANY($1::uuid[]) AND ${visibleObligationSql('o', '$2', user.is_provider)}`,
    [ids, user.company_uuid],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
