/**
 * The change-feed entries of the synced `compliances` document, for every area whose writes change
 * it: the document carries its members (and their roles' actions) and its checklist counts, so a
 * member, member-role or checklist change is a change of the compliance. Company scope, no user:
 * the loader filters per caller by the compliance policy.
 */
import { eq, sql } from 'drizzle-orm';
import { compliances } from '../../db/schema/compliance';
import type { FeedEntry, MutationContext } from '../../lib/mutation';

type Ref = { compliance_uuid: string; company_uuid: string };

/** The entry of a compliance the write made or changed itself. */
export const complianceFeed = (c: Ref): FeedEntry => ({
  collection: 'compliances',
  row_id: c.compliance_uuid,
  company_uuid: c.company_uuid,
  op: 'upsert',
});

/** Feeds compliances whose embedded parts (members, roles' actions) changed. */
export async function feedCompliances(
  m: MutationContext,
  companyUuid: string,
  complianceUuids: readonly string[],
): Promise<void> {
  if (complianceUuids.length === 0) return;
  await m.feed(
    ...complianceUuids.map((compliance_uuid) =>
      complianceFeed({ compliance_uuid, company_uuid: companyUuid }),
    ),
  );
}

/** A change below the compliance (a checklist item): bumps its updated_at and feeds it, in the same transaction. */
export async function touchCompliance(m: MutationContext, c: Ref): Promise<void> {
  await m.tx
    .update(compliances)
    .set({ updated_at: sql`now()` })
    .where(eq(compliances.compliance_uuid, c.compliance_uuid));
  await m.feed(complianceFeed(c));
}
