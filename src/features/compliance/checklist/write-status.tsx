/** The write kit's state of one document, as a line: pending while the server has not answered, the reason when it refused. */
import { Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWriteState, type WriteTarget } from '../../../db/writes';
import { translateServerText } from '../../../lib/i18n';

export function WriteStatus({ target, testId }: { target: WriteTarget; testId: string }) {
  const { t } = useTranslation('checklist');
  const { pending, error } = useWriteState(target);
  return (
    <>
      {pending && (
        <Group gap={4} data-testid={`${testId}-pending`}>
          <Loader size={12} />
          <Text size="xs" c="dimmed">
            {t('pending')}
          </Text>
        </Group>
      )}
      {error && (
        <Text size="xs" c="red" role="alert" data-testid={`${testId}-error`}>
          {t('failed', { message: translateServerText(error) })}
        </Text>
      )}
    </>
  );
}
