/**
 * The `comments` collection's documents: the live comments on the compliances the caller may see
 * (compliance policy), with the author's name so the thread reads offline. A deleted comment, or
 * one on a compliance the caller may no longer see, is not returned and becomes a tombstone.
 */
import type { SyncDocs } from '../../../contract/collections';
import { isoOf, type SyncLoader } from '../sync/loader';
import { visibleComplianceSqlFor } from '../compliance/compliance.policy';

export const loadComments: SyncLoader<'comments'> = async (db, ids, user) => {
  const visible = visibleComplianceSqlFor(user, 'c', 2);
  const rows = await db.query<SyncDocs['comments']>(
    `SELECT m.comment_uuid AS id, m.compliance_uuid, m.user_uuid, u.name AS user_name, m.body,
            m.updated_at > m.created_at AS edited, ${isoOf('m.created_at')} AS created_at, ${isoOf('m.updated_at')} AS updated_at
       FROM comments m JOIN compliances c ON c.compliance_uuid = m.compliance_uuid JOIN users u ON u.user_uuid = m.user_uuid
      WHERE m.comment_uuid = ANY($1::uuid[]) AND m.company_uuid = $3 AND m.deleted_at IS NULL AND ${visible.sql}`,
    [ids, ...visible.params],
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
