/**
 * The `obligations` collection's documents, under the obligation policy: exactly the obligations
 * the caller may list, open and bookmark through REST (a company's own drafts included).
 * `regulation_changed` is the editors' flag (set when a regulation the obligation rests on changes
 * its legal status, cleared by the sector's next version) with the regulation's number and title
 * only when the caller may see that regulation (regulation policy); never the obligation's draft.
 */
import type { ObligationDoc } from '../../../contract/sync';
import { sql } from 'drizzle-orm';
import { callerOf } from '../../lib/caller';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { visibleRegulations } from '../library';
import { visibleObligations } from '../library';

export const loadObligations: SyncLoader<'obligations'> = async (db, ids, user) => {
  const rows = await db.rows<ObligationDoc>(
    sql`SELECT o.obligation_uuid AS id, o.topic_uuid, o.sector_uuid, o.comp_title_en, o.comp_title_id,
            o.regulation_obligation_description_en, o.regulation_obligation_description_id,
            o.regulation_penalty_description_en, o.regulation_penalty_description_id,
            o.sanction, o.priority, coalesce(o.type, '') AS type, o.checklist_template, o.version_code,
            o.obligation_status, o.is_active, o.master, o.company_uuid, o.sort,
            coalesce((SELECT array_agg(r.regulation_guid::text) FROM obligation_regulations r
                       WHERE r.obligation_uuid = o.obligation_uuid), '{}') AS regulation_guids,
            CASE WHEN o.regulation_changed IS NULL THEN NULL
                 ELSE jsonb_build_object('regulation_guid', o.regulation_changed->>'regulation_guid',
                        'number', g.number, 'year', g.year, 'title_en', g.title_en, 'title_id', g.title_id,
                        'from', o.regulation_changed->>'from', 'to', o.regulation_changed->>'to',
                        'at', ${iso("(o.regulation_changed->>'at')::timestamptz")}) END AS regulation_changed,
            ${iso('o.updated_at')} AS updated_at
       FROM obligations o
       LEFT JOIN regulations g ON g.regulation_guid = (o.regulation_changed->>'regulation_guid')::uuid
             AND ${visibleRegulations(user.company_uuid, 'g')}
      WHERE o.obligation_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleObligations(callerOf(user), 'o')}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
