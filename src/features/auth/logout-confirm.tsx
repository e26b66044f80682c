/**
 * Logout with a question first when the service worker's outbox still holds changes made
 * offline: logging out deletes them (with the local database and the caches), so the user
 * decides. Without pending changes it logs out at once.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingCount } from '../../lib/outbox';
import { useLogout } from './logout.api';

function LogoutConfirm({
  count,
  onCancel,
  onConfirm,
}: {
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('pwa');
  return (
    <Modal opened={count > 0} onClose={onCancel} title={t('logout.title')} centered>
      <Text size="sm" data-testid="logout-pending">
        {t('logout.pending', { count })}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('logout.cancel')}
        </Button>
        <Button color="red" data-testid="logout-confirm" onClick={onConfirm}>
          {t('logout.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

export function useConfirmedLogout() {
  const { logout, pending } = useLogout();
  const [unsent, setUnsent] = useState(0);
  const request = useCallback(async () => {
    const count = await pendingCount();
    if (count > 0) setUnsent(count);
    else await logout();
  }, [logout]);
  const confirm = (
    <LogoutConfirm
      count={unsent}
      onCancel={() => setUnsent(0)}
      onConfirm={() => {
        setUnsent(0);
        void logout();
      }}
    />
  );
  return { logout: request, pending, confirm };
}
