/**
 * The change-feed entry of a compliance document whose members (or their roles' actions) changed:
 * members ride inside the synced `compliances` document. Company scope, no user: the loader
 * filters per caller by the compliance policy.
 */
import type { SyncCollection } from '../../../contract/collections';
import type { MutationContext } from '../../lib/mutation';

// `compliances` is registered in contract/collections by the core server branch (issue 8); until
// the merge it is not in SyncCollection here, and the feed row is plain text either way.
const COMPLIANCES = 'compliances' as SyncCollection;

export async function feedCompliances(m: MutationContext, companyUuid: string, complianceUuids: readonly string[]): Promise<void> {
  if (complianceUuids.length === 0) return;
  await m.feed(...complianceUuids.map((row_id) => ({ collection: COMPLIANCES, row_id, company_uuid: companyUuid, op: 'upsert' as const })));
}
