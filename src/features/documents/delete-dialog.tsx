/**
 * Hard delete with a confirmation that lists every file by name (spec: documents are only ever
 * hard deleted). Online only: the server removes the rows and the stored files, all or nothing.
 */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDoc } from '../../db/hooks/documents';
import { deleteDocuments } from './document.write';

export function DeleteDialog({
  docs,
  onClose,
  onDeleted,
}: {
  docs: DocumentDoc[];
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('documents');
  const { online } = useNetwork();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const result = await deleteDocuments.run(docs.map((d) => d.id));
    setBusy(false);
    if (result.state === 'refused') return setError(result.message);
    onDeleted?.();
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('delete.title')} data-testid="delete-dialog">
      <Stack>
        <Text size="sm">{t('delete.intro', { count: docs.length })}</Text>
        <List size="sm" data-testid="delete-files" spacing={4} style={{ wordBreak: 'break-word' }}>
          {docs.map((d) => (
            <List.Item key={d.id}>{d.file_name}</List.Item>
          ))}
        </List>
        {!online && <Alert color="yellow">{t('delete.offline')}</Alert>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            loading={busy}
            disabled={!online}
            data-testid="delete-confirm"
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
