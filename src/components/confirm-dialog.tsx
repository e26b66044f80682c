/**
 * A confirmation that runs a write and keeps its refusal in the dialog (the server's message:
 * a topic that still holds obligations, a published obligation). Online only: offline the
 * action waits, with the reason said.
 */
import { useNetwork } from '@mantine/hooks';
import type { WriteResult } from '../db/writes';
import { ActionDialog } from './action-dialog';
import { NeedsConnection } from './needs-connection';

export function ConfirmDialog(props: {
  title: string;
  text: string;
  actionLabel: string;
  onConfirm: () => Promise<WriteResult>;
  onClose: () => void;
  danger?: boolean;
  testId?: string;
}) {
  const { online } = useNetwork();
  return (
    <ActionDialog
      title={props.title}
      actionLabel={props.actionLabel}
      danger={props.danger}
      disabled={!online}
      onClose={props.onClose}
      testId={props.testId}
      onAction={async () => {
        const r = await props.onConfirm();
        return r.state === 'refused' ? r.message : null;
      }}
    >
      {props.text}
      <NeedsConnection online={online} />
    </ActionDialog>
  );
}
