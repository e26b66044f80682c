/** The outcome line of an account write: saved, queued offline, or refused with the server's message. */
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../components/server-text';
import type { WriteResult } from '../../db/writes';

export function WriteNotice({ result, done }: { result: WriteResult | null; done: string }) {
  const { t } = useTranslation('account');
  const serverText = useServerText();
  if (!result) return null;
  if (result.state === 'done')
    return (
      <Alert color="teal" role="status" py="xs">
        {done}
      </Alert>
    );
  if (result.state === 'queued')
    return (
      <Alert color="yellow" role="status" py="xs">
        {t('settings.queued')}
      </Alert>
    );
  return (
    <Alert color="red" role="alert" py="xs">
      {t('settings.refused', { message: serverText(result.message) })}
    </Alert>
  );
}
