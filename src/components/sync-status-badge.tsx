/**
 * The header's sync status: the spec's label (Synchronizing, Sync successful, Sync Failed, Not
 * synced) in the current language, with the last successful sync time as its tooltip and, from
 * the `sm` breakpoint, beside it. Reads the valtio store of src/sync/sync-status.ts.
 */
import { Badge, Group, Loader, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { syncStatus, type SyncState } from '../sync/sync-status';

const COLORS: Record<SyncState, string> = {
  synchronizing: 'blue',
  success: 'green',
  failed: 'red',
  not_synced: 'gray',
};

export function SyncStatusBadge() {
  const { t, i18n } = useTranslation('sync');
  const snap = useSnapshot(syncStatus);
  const label = t(`status.${snap.state}`);
  const time = snap.lastSyncAt
    ? new Intl.DateTimeFormat(i18n.language === 'id' ? 'id-ID' : 'en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(new Date(snap.lastSyncAt))
    : null;
  const detail = time ? t('lastSync', { time }) : t('neverSynced');
  return (
    <Tooltip label={detail} withArrow>
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
        {time && (
          <Text size="xs" c="dimmed" visibleFrom="md" data-testid="sync-last-time">
            {detail}
          </Text>
        )}
      </Group>
    </Tooltip>
  );
}
