/** Rename a document: the name without its extension (kept, as the server keeps it), at most 120 characters in all. */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/limits';
import type { DocumentDoc } from '../../db/hooks/documents';
import { renameDocument, withExtension } from './document.write';

const extOf = (d: DocumentDoc) => d.extension.replace(/^\./, '');

/** The name shown for editing: without the extension the server keeps. */
export function baseName(d: DocumentDoc): string {
  const ext = extOf(d);
  return ext && d.file_name.toLowerCase().endsWith(`.${ext.toLowerCase()}`)
    ? d.file_name.slice(0, -(ext.length + 1))
    : d.file_name;
}

export function RenameDialog({ doc, onClose }: { doc: DocumentDoc; onClose: () => void }) {
  const { t } = useTranslation('documents');
  const [name, setName] = useState(baseName(doc));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!name.trim()) return setError(t('rename.required'));
    if (withExtension(name, doc.extension).length > LIMITS.fileName)
      return setError(t('rename.tooLong'));
    void renameDocument.run({ uuid: doc.id, file_name: name.trim() });
    onClose();
  };
  return (
    <Modal opened onClose={onClose} title={t('rename.title')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('rename.label')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            data-testid="rename-input"
          />
          {extOf(doc) && <Text size="xs">{t('rename.hint', { extension: extOf(doc) })}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('rename.cancel')}
            </Button>
            <Button type="submit" data-testid="rename-save">
              {t('rename.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
