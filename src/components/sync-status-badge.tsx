/**
 * The header's sync status in the current language: the spec's labels (Synchronizing, Sync
 * successful, Sync Failed, Not synced), "Synchronizing 42%" while a first sync runs, and
 * "Offline, data from 13:26" when there is no connection: offline is a normal state (the local
 * data is usable), shown in grey, never as the red failure, which is kept for an error answer
 * from the server. Offline before anything has synced says "Not synced". The tooltip and, from
 * the `md` breakpoint, the text beside it give the last sync time. Reads src/sync/sync-status.ts.
 */
import { Badge, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatSyncTime, syncPercent, syncStatus, type SyncState } from '../sync/sync-status';

const COLORS: Record<SyncState, string> = {
  synchronizing: 'blue',
  success: 'green',
  failed: 'red',
  offline: 'gray',
  not_synced: 'gray',
};

export function SyncStatusBadge() {
  const { t, i18n } = useTranslation('sync');
  const snap = useSnapshot(syncStatus);
  const time = snap.lastSyncAt ? formatSyncTime(snap.lastSyncAt, i18n.language) : null;
  const percent = snap.state === 'synchronizing' ? syncPercent(snap.progress) : null;

  let label: string;
  if (snap.state === 'offline') label = time ? t('offlineSince', { time }) : t('status.not_synced');
  else if (percent !== null) label = t('synchronizingPercent', { percent });
  else label = t(`status.${snap.state}`);

  const since = time ? t('lastSync', { time }) : t('neverSynced');
  const detail =
    snap.state === 'offline'
      ? `${t('offlineDetail')} ${since}`
      : snap.state === 'failed'
        ? `${t('failedDetail')} ${since}`
        : since;
  return (
    <Tooltip label={detail} withArrow multiline maw={320}>
      <Group
        gap={6}
        wrap="nowrap"
        data-testid="sync-status"
        data-state={snap.state}
        aria-label={t('label', { status: label })}
        role="status"
      >
        <Badge
          color={COLORS[snap.state]}
          // never squeezed into an ellipsis by a crowded header: the state is the point
          style={{ flexShrink: 0, overflow: 'visible' }}
          variant="light"
          leftSection={
            snap.state === 'synchronizing' ? <Loader size={10} color="blue" /> : undefined
          }
        >
          {label}
        </Badge>
        {time && snap.state !== 'offline' && (
          <Text size="xs" c="dimmed" visibleFrom="md" data-testid="sync-last-time">
            {since}
          </Text>
        )}
      </Group>
    </Tooltip>
  );
}
