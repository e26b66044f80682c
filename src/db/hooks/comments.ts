/** Live queries of the local comments collection (synced; the compliance policy decides which). */
import type { SyncDocs } from '../../../contract/collections';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';
import { usePlain } from './query-helpers';

export type CommentDoc = SyncDocs['comments'];

/** A compliance's comments, newest first. */
export function useComments(complianceUuid: string) {
  const db = useDatabase();
  const query = db?.comments.find({
    selector: { compliance_uuid: complianceUuid },
    sort: [{ created_at: 'desc' }],
  });
  return usePlain<CommentDoc>(useRx(query), db !== null);
}
