/**
 * The account menu: a Mantine Menu (menu button pattern: `aria-haspopup`, `aria-expanded`, items
 * with role `menuitem`). The trigger's accessible name is its visible text, the user's name
 * (axe's label-content-name-mismatch); what the menu is for comes as its description. Who is
 * signed in and the server version are a label of the menu, not loose text among its items.
 */
import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUserCog } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedLogout } from '../../features/auth/logout-confirm';

export function UserMenu({
  email,
  name,
  serverVersion,
  fullWidth = false,
}: {
  email: string;
  name?: string;
  serverVersion: string | null;
  /** In the phone drawer the trigger spans the drawer and always shows the name. */
  fullWidth?: boolean;
}) {
  const { t } = useTranslation(['layout', 'common']);
  const { logout, pending, confirm } = useConfirmedLogout();
  const descriptionId = useId();
  const display = name || email;
  return (
    <Menu
      position={fullWidth ? 'top-start' : 'bottom-end'}
      width={240}
      withinPortal
      // Mantine's focus placeholder is a focusable div inside role="menu", which only menu items
      // may hold (axe aria-required-children, critical); the trap then starts on the first item.
      withInitialFocusPlaceholder={false}
    >
      {confirm}
      <Menu.Target>
        <Button
          data-testid="user-menu"
          variant="subtle"
          color="gray"
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : undefined}
          aria-describedby={descriptionId}
          leftSection={<Avatar size="sm" radius="xl" name={display} color="initials" aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          <Text size="sm" truncate maw={fullWidth ? undefined : 180} span>
            {display}
          </Text>
        </Button>
      </Menu.Target>
      <span id={descriptionId} hidden>
        {t('userMenu')}
      </span>
      <Menu.Dropdown>
        <Menu.Label>
          {t('signedInAs')}
          <Text size="sm" c="var(--mantine-color-text)" truncate>
            {email}
          </Text>
          {serverVersion && (
            <Text size="xs" mt={4}>
              {t('serverVersion', { version: serverVersion })}
            </Text>
          )}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/account"
          data-testid="account-settings"
          leftSection={<IconUserCog size={16} />}
        >
          {t('accountSettings')}
        </Menu.Item>
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
