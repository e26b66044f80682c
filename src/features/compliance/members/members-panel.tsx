// PLACEHOLDER: replaced by the i8-members branch
/** Only so that the core client's branch compiles; the real component comes with the i8-members branch. */
import type { SyncDocs } from '../../../../contract/collections';

export function MembersPanel(_props: { compliance: SyncDocs['compliances'] }): null {
  return null;
}
