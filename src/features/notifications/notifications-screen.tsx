/**
 * The full list (/notifications): the caller's notifications from the local database (so it reads
 * offline), newest first, filtered by read state and kind, twenty a page; a second tab holds the
 * settings (push on this device, preferences per kind and channel: notification-settings.tsx).
 */
import {
  Divider,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../contract/notification-kinds';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { useNotifications, useUnreadCount } from '../../db/hooks/notifications';
import { pageOf } from '../../db/hooks/query-helpers';
import { NotificationItem } from './notification-item';
import { NotificationSettings } from './notification-settings';

const PAGE = 20;
type Status = 'all' | 'unread' | 'read';

export function NotificationsScreen() {
  const { t } = useTranslation('notifications');
  return (
    <ModuleGate module="notifications">
      <Title order={1} size="h2" mb="sm">
        {t('title')}
      </Title>
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="list" data-testid="notifications-tab-list">
            {t('tabs.list')}
          </Tabs.Tab>
          <Tabs.Tab value="settings" data-testid="notifications-tab-settings">
            {t('tabs.settings')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <NotificationList />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <NotificationSettings />
        </Tabs.Panel>
      </Tabs>
    </ModuleGate>
  );
}

function NotificationList() {
  const { t } = useTranslation('notifications');
  const [status, setStatus] = useState<Status>('all');
  const [type, setType] = useState<NotificationKind | null>(null);
  const [page, setPage] = useState(1);
  const list = useNotifications({
    status: status === 'all' ? undefined : status,
    type: type ?? undefined,
  });
  const unread = useUnreadCount();
  const paged = pageOf(list.data, page, PAGE);
  const filtered = status !== 'all' || type !== null;
  return (
    <Stack gap="md" data-testid="notifications-screen">
      <Text c="dimmed" data-testid="notifications-unread">
        {t('unreadCount', { count: unread })}
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('filters.status')}
          value={status}
          onChange={(v) => {
            setStatus(v as Status);
            setPage(1);
          }}
          data={(['all', 'unread', 'read'] as const).map((v) => ({
            value: v,
            label: t(`filters.${v}`),
          }))}
        />
        <Select
          label={t('filters.type')}
          placeholder={t('filters.anyType')}
          clearable
          value={type}
          onChange={(v) => {
            setType(v as NotificationKind | null);
            setPage(1);
          }}
          data={NOTIFICATION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {list.loading ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('loading')}</Text>
        </Group>
      ) : paged.total === 0 ? (
        <Text c="dimmed" data-testid="notifications-empty">
          {filtered ? t('emptyFiltered') : t('empty')}
        </Text>
      ) : (
        <Paper withBorder p="sm">
          <Stack gap="sm">
            {paged.rows.map((n, i) => (
              <div key={n.id}>
                {i > 0 && <Divider mb="sm" />}
                <NotificationItem n={n} />
              </div>
            ))}
          </Stack>
        </Paper>
      )}
      {paged.totalPages > 1 && (
        <LabelledPagination total={paged.totalPages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
