/** Picks a library document (from the synced collection, so it works offline) to attach to a checklist item. */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentsNamed } from '../../../db/hooks/evidence';
import { attachEvidence } from './evidence.write';

export function AttachDocumentDialog({
  opened,
  onClose,
  item,
  complianceUuid,
}: {
  opened: boolean;
  onClose: () => void;
  item: { id: string; title: string };
  complianceUuid: string;
}) {
  const { t } = useTranslation('evidence');
  const [search, setSearch] = useState('');
  const { data: docs, loading } = useDocumentsNamed(search);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('evidence.attachTitle', { title: item.title })}
      closeButtonProps={{ 'aria-label': t('evidence.close') }}
    >
      <Stack gap="sm" data-testid="attach-document-dialog">
        <TextInput
          label={t('evidence.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        {loading ? (
          <Text size="sm">{t('evidence.loading')}</Text>
        ) : docs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('evidence.noMatch')}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {docs.map((doc) => {
              const attached = doc.checklist_uuids.includes(item.id);
              return (
                <Group
                  component="li"
                  key={doc.id}
                  justify="space-between"
                  wrap="nowrap"
                  data-testid="attach-document-option"
                >
                  <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
                    {doc.file_name}
                  </Text>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={attached}
                    aria-label={`${attached ? t('evidence.attached') : t('evidence.attach')}: ${doc.file_name}`}
                    onClick={() =>
                      void attachEvidence.run({
                        document_uuid: doc.id,
                        checklist_uuid: item.id,
                        compliance_uuid: complianceUuid,
                      })
                    }
                  >
                    {attached ? t('evidence.attached') : t('evidence.attach')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
