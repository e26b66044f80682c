/** The documents of a regulation, each with its download (regulation-document.api.ts). */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RegulationDoc } from '../../../contract/sync';
import { useRegulationDocumentDownload } from './regulation-document.api';

export function RegulationDocuments({ documents }: { documents: RegulationDoc['documents'] }) {
  const { t } = useTranslation('regulations');
  const { downloads, download } = useRegulationDocumentDownload();
  if (documents.length === 0) return <Text size="sm">{t('noDocuments')}</Text>;
  return (
    <Stack gap="xs" data-testid="regulation-documents">
      {documents.map((d) => {
        const state = downloads[d.doc_guid] ?? { state: 'idle' };
        return (
          <Stack key={d.doc_guid} gap={2} data-testid="regulation-document">
            <Group gap="sm">
              <Text size="sm">
                {d.alias_name}.{d.extension}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} />}
                loading={state.state === 'loading'}
                onClick={() => void download(d.doc_guid)}
              >
                {t('download')}
              </Button>
            </Group>
            {state.state === 'error' && (
              <Text size="xs" c="red" data-testid="document-error">
                {state.message}
              </Text>
            )}
            {state.state === 'ready' && (
              <Text size="xs" c="green" data-testid="document-ready">
                {t('documentReady', { name: state.info.file_name, size: Math.ceil(state.info.size_bytes / 1024) })}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
