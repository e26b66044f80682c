// PLACEHOLDER: replaced by the i8-checklist branch
/** Only so that the core client's branch compiles; the real component comes with the i8-checklist branch. */
import type { SyncDocs } from '../../../../contract/collections';

export function ConfirmUpdateDialog(_props: { compliance: SyncDocs['compliances']; opened: boolean; onClose: () => void }): null {
  return null;
}
