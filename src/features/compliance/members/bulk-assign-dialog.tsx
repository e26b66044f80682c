// PLACEHOLDER: replaced by the i8-members branch
/** Only so that the core client's branch compiles; the real dialog comes with the i8-members branch. */
export function BulkAssignDialog(_props: {
  complianceUuids: string[];
  opened: boolean;
  onClose: () => void;
  onDone: (summary: unknown) => void;
}): null {
  return null;
}
