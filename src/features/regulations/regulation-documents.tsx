/**
 * The documents of a regulation, each with its download (regulation-document.api.ts): a progress
 * bar while it runs, the saved file's name after, the specification's message when refused.
 */
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RegulationDoc } from '../../../contract/sync';
import { formatSize } from '../documents';
import { useRegulationDocumentDownload } from './regulation-document.api';

export function RegulationDocuments({ documents }: { documents: RegulationDoc['documents'] }) {
  const { t } = useTranslation('regulations');
  const { downloads, download } = useRegulationDocumentDownload();
  if (documents.length === 0) return <Text size="sm">{t('noDocuments')}</Text>;
  return (
    <Stack gap="xs" data-testid="regulation-documents">
      {documents.map((d) => {
        const state = downloads[d.doc_guid] ?? { state: 'idle' };
        const name = `${d.alias_name}.${d.extension}`;
        const percent =
          state.state === 'running' && state.fraction !== null
            ? Math.round(state.fraction * 100)
            : null;
        const progressLabel =
          percent === null ? t('downloadingUnknown') : t('downloading', { percent });
        return (
          <Stack key={d.doc_guid} gap={2} data-testid="regulation-document">
            <Group gap="sm" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {name}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} />}
                loading={state.state === 'running'}
                onClick={() => void download(d.doc_guid, name)}
                aria-label={t('downloadNamed', { name })}
              >
                {t('download')}
              </Button>
            </Group>
            {state.state === 'running' && (
              <Stack gap={2} data-testid="document-progress">
                <Progress
                  value={percent ?? 100}
                  animated={percent === null}
                  size="sm"
                  aria-label={progressLabel}
                />
                <Text size="xs">{progressLabel}</Text>
              </Stack>
            )}
            {state.state === 'error' && (
              <Text size="xs" c="red.8" role="alert" data-testid="document-error">
                {state.message}
              </Text>
            )}
            {state.state === 'done' && (
              <Text size="xs" data-testid="document-ready">
                {t('documentReady', { name: state.fileName, size: formatSize(state.size) })}
              </Text>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
