/**
 * The blocking modal while the provider delivers new content to this company (the specification's
 * "RCS cannot be accessed, the content is currently being updated"): shown over every signed-in
 * screen while src/state/content-updating.ts holds a sector in delivery, lifted by the event that
 * ends it. It cannot be dismissed: the compliances under the user's hands are being replaced.
 */
import { Loader, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { contentUpdatingStore } from '../state/content-updating';

export function ContentUpdatingModal() {
  const { t } = useTranslation('common');
  const snap = useSnapshot(contentUpdatingStore);
  return (
    <Modal
      opened={snap.sectors.length > 0}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={t('contentUpdating.title')}
      data-testid="content-updating-modal"
    >
      <Stack gap="sm" role="status" aria-live="polite">
        <Text>{t('contentUpdating.body')}</Text>
        <Loader size="sm" aria-label={t('contentUpdating.working')} />
        <Text size="sm" c="dimmed">
          {t('contentUpdating.lifts')}
        </Text>
      </Stack>
    </Modal>
  );
}
