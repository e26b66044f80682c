/**
 * Live queries of the local documents collection (synced metadata, never files) for evidence:
 * the documents related to a compliance (each lists the checklist items it is evidence of), and
 * library documents by name for the attach picker.
 */
import type { SyncDocs } from '../../../contract/collections';
import { containsAny, usePlain } from './query-helpers';
import { useDatabase } from './use-database';
import { useRx } from './use-rx';

export type EvidenceDoc = SyncDocs['documents'];

/** The documents related to a compliance (or to one of its checklist items), by name. */
export function useComplianceDocuments(complianceUuid: string) {
  const db = useDatabase();
  const query = db?.documents.find({
    selector: { compliance_uuids: { $elemMatch: { $eq: complianceUuid } } },
    sort: [{ file_name: 'asc' }],
  });
  return usePlain<EvidenceDoc>(useRx(query), db !== null);
}

/** Library documents whose name contains `text` (the first `limit` by name). */
export function useDocumentsNamed(text: string, limit = 20) {
  const db = useDatabase();
  const any = containsAny<EvidenceDoc>(['file_name'], text);
  const query = db?.documents.find({
    selector: any ? { $or: any } : {},
    sort: [{ file_name: 'asc' }],
    limit,
  });
  return usePlain<EvidenceDoc>(useRx(query), db !== null);
}
