/**
 * The provider's alert messages (src/state/alerts.ts, delivered over the socket) as banners above
 * the signed-in screens, in the current language, each dismissible.
 */
import { Alert, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { alertStore, dismissAlert } from '../state/alerts';

export function AlertBanner() {
  const { t, i18n } = useTranslation('common');
  const snap = useSnapshot(alertStore);
  const shown = snap.alerts.filter((a) => !snap.dismissed.includes(a.code));
  if (shown.length === 0) return null;
  const id = i18n.language === 'id';
  return (
    <Stack gap="xs" mb="md" data-testid="alert-banners">
      {shown.map((a) => (
        <Alert
          key={a.code}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={id ? a.title_id : a.title_en}
          withCloseButton
          closeButtonLabel={t('alertBanner.dismiss')}
          onClose={() => dismissAlert(a.code)}
          data-testid="alert-banner"
        >
          {id ? a.body_id : a.body_en}
        </Alert>
      ))}
    </Stack>
  );
}
