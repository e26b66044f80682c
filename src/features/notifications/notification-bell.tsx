/**
 * The header bell: the unread counter from the local notifications (it changes live as the sync
 * brings new ones, and at once when one is marked read, offline too) and a dropdown with the five
 * newest and a link to the full list. Shown only to users holding the notifications module.
 */
import { ActionIcon, Anchor, Divider, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasModule } from '../../components/module-gate';
import { useNotifications, useUnreadCount } from '../../db/hooks/notifications';
import { NotificationItem } from './notification-item';

/** The bell's list: the specification's notification reload size. */
const NEWEST = 5;

function BellList({ close }: { close: () => void }) {
  const { t } = useTranslation('notifications');
  const newest = useNotifications({ limit: NEWEST });
  return (
    <Stack gap="sm" data-testid="notification-bell-list">
      <Text fw={700} size="sm">
        {t('newest')}
      </Text>
      {newest.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {newest.loading ? t('loading') : t('empty')}
        </Text>
      ) : (
        newest.data.map((n, i) => (
          <div key={n.id}>
            {i > 0 && <Divider mb="sm" />}
            <NotificationItem n={n} compact onOpen={close} />
          </div>
        ))
      )}
      <Divider />
      <Anchor
        size="sm"
        renderRoot={(props) => <Link to="/notifications" {...props} />}
        onClick={close}
        data-testid="notification-see-all"
      >
        {t('seeAll')}
      </Anchor>
    </Stack>
  );
}

function Bell() {
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount();
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      withinPortal
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => setOpened((o) => !o)}
          aria-label={unread > 0 ? t('bell', { count: unread }) : t('bellNone')}
          data-testid="notification-bell"
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={18}
            disabled={unread === 0}
            color="red.8"
            offset={2}
            data-testid="notification-counter"
            data-count={unread}
          >
            <IconBell size={20} />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 16px)">
        <BellList close={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

export function NotificationBell() {
  return useHasModule('notifications') ? <Bell /> : null;
}
