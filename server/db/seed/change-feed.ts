import { sql } from 'drizzle-orm';
import type { SyncCollection } from '../../../contract/collections';
import type { Tx } from '../client';

/** Where each synced collection's seeded rows are: the table, its id column, and the user column of per-user rows. */
const SEEDED = {
  sectors: { table: 'sectors', id: 'sector_uuid', user: null },
  topics: { table: 'topics', id: 'topic_uuid', user: null },
  obligations: { table: 'obligations', id: 'obligation_uuid', user: null },
  regulations: { table: 'regulations', id: 'regulation_guid', user: null },
  bookmarks: { table: 'bookmarks', id: 'bookmark_uuid', user: 'user_uuid' },
  compliances: { table: 'compliances', id: 'compliance_uuid', user: null },
  checklists: { table: 'checklists', id: 'checklist_uuid', user: null },
  comments: { table: 'comments', id: 'comment_uuid', user: null },
  documents: { table: 'documents', id: 'document_uuid', user: null },
  notifications: { table: 'notifications', id: 'notification_uuid', user: 'user_uuid' },
} as const satisfies Record<SyncCollection, { table: string; id: string; user: string | null }>;

/**
 * Seeded rows enter the change feed like any other write, so a client's first pull (from the
 * empty checkpoint) receives the whole library through the same commit-ordered path. The
 * collection names are the descriptors' (typed): a collection renamed there fails here.
 */
export async function feedSeededRows(tx: Tx): Promise<void> {
  const selects = Object.entries(SEEDED).map(
    ([collection, s]) =>
      `SELECT '${collection}', ${s.id}::text, company_uuid, ${s.user ?? 'NULL::uuid'}, 'upsert' FROM ${s.table}`,
  );
  await tx.execute(
    sql.raw(
      `INSERT INTO change_feed (collection, row_id, company_uuid, user_uuid, op)\n    ${selects.join('\n    UNION ALL ')}`,
    ),
  );
}
