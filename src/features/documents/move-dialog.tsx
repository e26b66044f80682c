/** Move a document to one of the company's folders (or out of any folder); the folders are read online. */
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FolderItem } from '../../../contract/api/documents';
import type { DocumentDoc } from '../../db/hooks/documents';
import { moveDocument } from './document.write';

const NONE = '__none__';

export function MoveDialog({
  doc,
  folders,
  onClose,
}: {
  doc: DocumentDoc;
  folders: FolderItem[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('documents');
  const [folder, setFolder] = useState<string>(doc.folder_uuid ?? NONE);
  const options = [
    { value: NONE, label: t('move.noFolder') },
    ...(folders ?? []).map((f) => ({ value: f.folder_uuid, label: f.name })),
  ];
  const submit = () => {
    const target = folder === NONE ? null : folder;
    if (target !== (doc.folder_uuid ?? null))
      void moveDocument.run({ uuid: doc.id, folder_uuid: target });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('move.title')}>
      <Stack>
        {folders === null ? (
          <Text size="sm">{t('move.offline')}</Text>
        ) : (
          <Select
            label={t('move.label')}
            data={options}
            value={folder}
            onChange={(v) => setFolder(v ?? NONE)}
            allowDeselect={false}
            data-testid="move-folder"
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('move.cancel')}
          </Button>
          <Button onClick={submit} disabled={folders === null} data-testid="move-save">
            {t('move.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
