/**
 * The blocking maintenance modal: shown over every signed-in screen while a restore holds the
 * service (src/state/maintenance.ts, fed by the socket and by refused calls), with the restore's
 * progress when known. It cannot be dismissed; it lifts by itself when the window closes, and
 * asks the server every few seconds in case the closing event was missed.
 */
import { Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { checkMaintenance, maintenanceStore } from '../state/maintenance';

const CHECK_EVERY_MS = 5_000;

export function MaintenanceModal() {
  const { t } = useTranslation('common');
  const snap = useSnapshot(maintenanceStore);
  useEffect(() => {
    if (!snap.active) return;
    const timer = setInterval(() => void checkMaintenance(), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [snap.active]);
  return (
    <Modal
      opened={snap.active}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('maintenance.title')}
      data-testid="maintenance-modal"
    >
      <Stack gap="sm" role="status" aria-live="polite">
        <Text>{t('maintenance.body')}</Text>
        {snap.progress === null ? (
          <Loader size="sm" aria-label={t('maintenance.working')} />
        ) : (
          <Progress
            value={snap.progress}
            aria-label={t('maintenance.progress', { percent: snap.progress })}
            animated
          />
        )}
        <Text size="sm" c="dimmed">
          {t('maintenance.lifts')}
        </Text>
      </Stack>
    </Modal>
  );
}
