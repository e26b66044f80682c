/**
 * The `comments` collection's documents: the live comments on the compliances the caller may see
 * (compliance policy), with the author's name so the thread reads offline. A deleted comment, or
 * one on a compliance the caller may no longer see, is not returned and becomes a tombstone.
 */
import { sql } from 'drizzle-orm';
import type { SyncDocs } from '../../../../contract/collections';
import { iso, type SyncLoader } from '../../../lib/sync-loader';
import { visibleCompliances } from '../compliance.policy';

export const loadComments: SyncLoader<'comments'> = async (db, ids, user) => {
  const rows = await db.rows<SyncDocs['comments']>(
    sql`SELECT m.comment_uuid AS id, m.compliance_uuid, m.user_uuid, u.name AS user_name, m.body,
            m.updated_at > m.created_at AS edited, ${iso('m.created_at')} AS created_at, ${iso('m.updated_at')} AS updated_at
       FROM comments m JOIN compliances c ON c.compliance_uuid = m.compliance_uuid JOIN users u ON u.user_uuid = m.user_uuid
      WHERE m.comment_uuid = ANY(${sql.param(ids)}::uuid[]) AND m.company_uuid = ${user.company_uuid} AND m.deleted_at IS NULL
        AND ${visibleCompliances(user, 'c')}`,
  );
  return rows.map((doc) => ({ row_id: doc.id, doc }));
};
