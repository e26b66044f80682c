/**
 * The compliance document carries checklist_total / checklist_claimed (and its members), so a
 * checklist change is also a change of its compliance: bump the compliance's updated_at and feed
 * it, in the same transaction. The `compliances` collection is registered by the core compliance
 * branch; until the branches meet, the name is typed through SyncCollection here, once.
 */
import { eq, sql } from 'drizzle-orm';
import type { SyncCollection } from '../../../contract/collections';
import { compliances } from '../../db/schema/compliance';
import type { MutationContext } from '../../lib/mutation';

const COMPLIANCES = 'compliances' as SyncCollection;

export async function touchCompliance(m: MutationContext, c: { compliance_uuid: string; company_uuid: string }) {
  await m.tx.update(compliances).set({ updated_at: sql`now()` }).where(eq(compliances.compliance_uuid, c.compliance_uuid));
  await m.feed({ collection: COMPLIANCES, row_id: c.compliance_uuid, company_uuid: c.company_uuid, op: 'upsert' });
}

/** Feed entries of compliances changed by a write that made or changed them itself. */
export const complianceFeed = (c: { compliance_uuid: string; company_uuid: string }) => ({
  collection: COMPLIANCES,
  row_id: c.compliance_uuid,
  company_uuid: c.company_uuid,
  op: 'upsert' as const,
});

/** A database timestamp (text) as the ISO 8601 UTC the answers carry. */
export const iso = (value: string | Date) => new Date(value).toISOString();
export const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));
