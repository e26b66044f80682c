/**
 * The `checklists` collection's documents: the items of the compliances the caller may see
 * (compliance policy). An item whose compliance the caller may no longer see, or that was
 * deleted, is not returned and so becomes a tombstone.
 */
import type { SyncDocs } from '../../../contract/collections';
import { isoOf, type SyncLoader } from '../sync/loader';
import { visibleComplianceSqlFor } from '../compliance/compliance.policy';

export const loadChecklists: SyncLoader<'checklists'> = async (db, ids, user) => {
  const visible = visibleComplianceSqlFor(user, 'c', 2);
  const rows = await db.query<SyncDocs['checklists']>(
    `SELECT k.checklist_uuid AS id, k.compliance_uuid, k.title, to_char(k.due_date, 'YYYY-MM-DD') AS due_date,
            k.is_claim_checklist, k.sort, ${isoOf('k.created_at')} AS created_at, ${isoOf('k.updated_at')} AS updated_at
       FROM checklists k JOIN compliances c ON c.compliance_uuid = k.compliance_uuid
      WHERE k.checklist_uuid = ANY($1::uuid[]) AND k.company_uuid = $3 AND ${visible.sql}`,
    [ids, ...visible.params],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
