/**
 * The compliance document the panels of the detail screen receive (SyncDocs['compliances'] once
 * the core branch registers the collection; the descriptor is the same either way).
 */
import type { compliancesCollection } from '../../../../contract/collections/compliances';
import type { DocOf } from '../../../../contract/collections/define';

export type ComplianceDoc = DocOf<typeof compliancesCollection>;
