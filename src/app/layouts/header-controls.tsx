/**
 * The account and state controls of the signed-in shell: sync state, outbox, language, theme and
 * the user menu. On a wide screen they sit in the header; on a phone (390 px) they do not fit
 * there (finding 1 of issue 7) and the layout puts them in the drawer instead, stacked.
 */
import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LanguageSwitch } from '../../components/language-switch';
import { OutboxStatus } from '../../components/outbox-status';
import { SyncStatusBadge } from '../../components/sync-status-badge';
import { ThemeToggle } from '../../components/theme-toggle';
import { session } from '../../state/session';
import { UserMenu } from './user-menu';

export function HeaderControls({ placement }: { placement: 'header' | 'drawer' }) {
  const { t } = useTranslation('layout');
  const snap = useSnapshot(session);
  const menu = (
    <UserMenu
      email={snap.email ?? ''}
      name={snap.profile?.name}
      serverVersion={snap.serverVersion}
      fullWidth={placement === 'drawer'}
    />
  );
  if (placement === 'header') {
    return (
      <Group gap="sm" wrap="nowrap">
        <SyncStatusBadge />
        <OutboxStatus />
        <LanguageSwitch />
        <ThemeToggle />
        {menu}
      </Group>
    );
  }
  return (
    <Stack gap="sm" data-testid="drawer-controls" role="group" aria-label={t('accountControls')}>
      <Group gap="sm" wrap="wrap">
        <SyncStatusBadge />
        <OutboxStatus />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch size="sm" />
        <ThemeToggle />
      </Group>
      {menu}
    </Stack>
  );
}
