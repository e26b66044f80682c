/**
 * The `checklists` collection's documents: the items of the compliances the caller may see
 * (compliance policy). An item whose compliance the caller may no longer see, or that was
 * deleted, is not returned and so becomes a tombstone.
 */
import { sql } from 'drizzle-orm';
import type { SyncDocs } from '../../../../contract/collections';
import { iso, type SyncLoader } from '../../../lib/sync-loader';
import { visibleCompliances } from '../compliance.policy';

export const loadChecklists: SyncLoader<'checklists'> = async (db, ids, user) => {
  const rows = await db.rows<SyncDocs['checklists']>(
    sql`SELECT k.checklist_uuid AS id, k.compliance_uuid, k.title, to_char(k.due_date, 'YYYY-MM-DD') AS due_date,
            k.is_claim_checklist, k.sort, ${iso('k.created_at')} AS created_at, ${iso('k.updated_at')} AS updated_at
       FROM checklists k JOIN compliances c ON c.compliance_uuid = k.compliance_uuid
      WHERE k.checklist_uuid = ANY(${sql.param(ids)}::uuid[]) AND k.company_uuid = ${user.company_uuid} AND ${visibleCompliances(user, 'c')}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
