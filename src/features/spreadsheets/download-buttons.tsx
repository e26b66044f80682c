/**
 * A row of spreadsheet downloads: each a button showing its progress while the file comes, then
 * the name it was saved under, or the failure in the user's language. Offline the buttons are
 * off with a note (a download needs the server).
 */
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { useFileDownloads } from '../../lib/use-file-download';
import type { Getter } from './spreadsheets.api';

export interface DownloadItem {
  key: string;
  label: string;
  get: Getter;
  fallbackName: string;
}

function messageOf(error: ApiError | null): string {
  if (!error || error.isNetworkError) return i18n.t('regulations:exports.offline');
  if (error.status === 403) return i18n.t('regulations:exports.forbidden');
  if (error.status === 404) return i18n.t('regulations:exports.notFound');
  return i18n.t('regulations:exports.failed');
}

export function DownloadButtons({
  title,
  items,
  testId,
}: {
  title: string;
  items: DownloadItem[];
  testId?: string;
}) {
  const { t } = useTranslation('regulations');
  const { online } = useNetwork();
  const { states, start } = useFileDownloads(messageOf);
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Group gap="xs">
        {items.map((item) => (
          <Button
            key={item.key}
            size="xs"
            variant="light"
            leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
            disabled={!online}
            loading={states[item.key]?.state === 'running'}
            onClick={() => void start(item.key, item.get, item.fallbackName)}
            data-testid={`download-${item.key}`}
          >
            {item.label}
          </Button>
        ))}
      </Group>
      {!online && (
        <Text size="xs" c="dimmed">
          {t('exports.offline')}
        </Text>
      )}
      {items.map((item) => {
        const s = states[item.key];
        if (!s || s.state === 'idle') return null;
        if (s.state === 'running')
          return (
            <Progress
              key={item.key}
              value={s.fraction === null ? 100 : Math.round(s.fraction * 100)}
              animated={s.fraction === null}
              aria-label={t('exports.progress', { name: item.label })}
              size="sm"
            />
          );
        if (s.state === 'done')
          return (
            <Text key={item.key} size="xs" role="status">
              {t('exports.done', { name: s.fileName })}
            </Text>
          );
        return (
          <Alert key={item.key} color="red" role="alert" p="xs">
            {item.label}: {s.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
