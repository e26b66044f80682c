import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirmedLogout } from '../../features/auth/logout-confirm';

export function UserMenu({
  email,
  name,
  serverVersion,
}: {
  email: string;
  name?: string;
  serverVersion: string | null;
}) {
  const { t } = useTranslation(['layout', 'common']);
  const { logout, pending, confirm } = useConfirmedLogout();
  const display = name || email;
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      {confirm}
      <Menu.Target>
        <Button
          data-testid="user-menu"
          variant="subtle"
          color="gray"
          aria-label={t('userMenu')}
          leftSection={<Avatar size="sm" radius="xl" name={display} color="initials" />}
          rightSection={<IconChevronDown size={14} />}
        >
          <Text size="sm" visibleFrom="sm" truncate maw={180}>
            {display}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('signedInAs')}</Menu.Label>
        <Text size="sm" px="sm" pb="xs" truncate>
          {email}
        </Text>
        {serverVersion && (
          <Text size="xs" c="dimmed" px="sm" pb="xs">
            {t('serverVersion', { version: serverVersion })}
          </Text>
        )}
        <Menu.Divider />
        <Menu.Item
          data-testid="logout"
          color="red"
          leftSection={<IconLogout size={16} />}
          disabled={pending}
          onClick={() => void logout()}
        >
          {t('common:logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
