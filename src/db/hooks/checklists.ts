/** Live queries of the local checklists collection (synced; the compliance policy decides which). */
import type { SyncDocs } from '../../../contract/collections';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';
import { usePlain } from './query-helpers';

export type ChecklistDoc = SyncDocs['checklists'];

/** A compliance's checklist items in their order. */
export function useChecklist(complianceUuid: string) {
  const db = useDatabase();
  const query = db?.checklists.find({
    selector: { compliance_uuid: complianceUuid },
    sort: [{ sort: 'asc' }],
  });
  return usePlain<ChecklistDoc>(useRx(query), db !== null);
}
