/**
 * The first sync, collection by collection: how many documents of the server's estimate arrived,
 * which collections are ready, and a link to the screen of each ready one, so the user browses
 * what has arrived while the rest loads (screens read the local database, they need no finished
 * sync). Shown while a collection has not caught up once; gone when all have.
 */
import { Anchor, Badge, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { SyncCollection } from '../../../contract/sync';
import { syncStatus, type CollectionProgress } from '../../sync/sync-status';

/** The screen that shows a collection (topics and obligations are read inside the library). */
const SCREEN_OF: Partial<Record<SyncCollection, NonNullable<LinkProps['to']>>> = {
  sectors: '/library',
  regulations: '/regulations',
  bookmarks: '/bookmarks',
};

function Row({ entry }: { entry: CollectionProgress }) {
  const { t, i18n } = useTranslation('sync');
  const name = t(`collections.${entry.collection}`);
  const number = (n: number) => n.toLocaleString(i18n.language === 'id' ? 'id-ID' : 'en-GB');
  const total = entry.total === null ? null : Math.max(entry.total, entry.received);
  const count = entry.done
    ? number(entry.received)
    : total === null
      ? t('progress.countUnknown', { received: number(entry.received) })
      : t('progress.count', { received: number(entry.received), total: number(total) });
  const screen = SCREEN_OF[entry.collection];
  const value = entry.done ? 100 : total ? (entry.received / total) * 100 : 0;
  return (
    <Stack gap={4} data-testid={`sync-progress-${entry.collection}`} data-done={entry.done}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge variant="light" color={entry.done ? 'green' : 'blue'}>
            {entry.done ? t('progress.ready') : t('progress.loading')}
          </Badge>
        </Group>
        <Group gap="sm">
          <Text size="sm">{count}</Text>
          {entry.done && screen && (
            <Anchor component={Link} to={screen} size="sm">
              {t('progress.open', { name })}
            </Anchor>
          )}
        </Group>
      </Group>
      <Progress value={value} aria-label={`${name}: ${count}`} />
    </Stack>
  );
}

export function FirstSyncProgress() {
  const { t } = useTranslation('sync');
  const { progress } = useSnapshot(syncStatus);
  if (!progress.some((p) => !p.done)) return null;
  return (
    <Card withBorder radius="md" data-testid="first-sync-progress">
      <Title order={2} size="h4">
        {t('progress.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('progress.hint')}
      </Text>
      <Stack gap="sm">
        {progress.map((entry) => (
          <Row key={entry.collection} entry={entry} />
        ))}
      </Stack>
    </Card>
  );
}
