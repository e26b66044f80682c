import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/**
 * Seeded rows enter the change feed like any other write, so a client's first pull (from the
 * empty checkpoint) receives the whole library through the same commit-ordered path.
 */
export async function feedSeededRows(tx: Tx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO change_feed (collection, row_id, company_uuid, user_uuid, op)
    SELECT 'sectors', sector_uuid::text, company_uuid, NULL::uuid, 'upsert' FROM sectors
    UNION ALL SELECT 'topics', topic_uuid::text, company_uuid, NULL::uuid, 'upsert' FROM topics
    UNION ALL SELECT 'obligations', obligation_uuid::text, company_uuid, NULL::uuid, 'upsert' FROM obligations
    UNION ALL SELECT 'regulations', regulation_guid::text, company_uuid, NULL::uuid, 'upsert' FROM regulations
    UNION ALL SELECT 'bookmarks', bookmark_uuid::text, company_uuid, user_uuid, 'upsert' FROM bookmarks`);
}
