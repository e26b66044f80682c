/**
 * The one dialog shape of a confirmation or a small form: a title, its content, the problem the
 * action met (the server's refusal, shown in the dialog so the user can retry or cancel), Cancel
 * and the action button, busy while the action runs.
 *
 * `onAction` answers a problem to show (the dialog stays open) or nothing when it is done (the
 * caller closes the dialog, usually by leaving the state that rendered it).
 */
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ActionDialogProps {
  title: string;
  children: ReactNode;
  actionLabel: string;
  onAction: () => Promise<string | null | void>;
  onClose: () => void;
  /** A red action button: deleting, suspending. */
  danger?: boolean;
  /** The action cannot run yet (a required choice is missing, the app is offline). */
  disabled?: boolean;
  opened?: boolean;
  testId?: string;
}

export function ActionDialog({
  title,
  children,
  actionLabel,
  onAction,
  onClose,
  danger,
  disabled,
  opened = true,
  testId,
}: ActionDialogProps) {
  const { t } = useTranslation('common');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act() {
    setProblem(null);
    setBusy(true);
    try {
      setProblem((await onAction()) || null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid={testId}
    >
      <Stack gap="md">
        {children}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color={danger ? 'red' : undefined}
            loading={busy}
            disabled={disabled}
            onClick={() => void act()}
          >
            {actionLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
