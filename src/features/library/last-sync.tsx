/** The time of the last successful sync (src/sync/sync-status.ts), or "not synced yet". */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatShortDateTime } from '../../lib/date-format';
import { syncStatus } from '../../sync/sync-status';

export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatShortDateTime(date, lang);
}

export function LastSync() {
  const { t, i18n } = useTranslation('library');
  const { lastSyncAt } = useSnapshot(syncStatus);
  return (
    <Text size="sm" c="dimmed" data-testid="last-sync">
      {lastSyncAt
        ? t('lastSync', { date: formatDateTime(lastSyncAt, i18n.language) })
        : t('neverSynced')}
    </Text>
  );
}
