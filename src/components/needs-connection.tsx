/**
 * The visible reason an online-only action is disabled: said beside the action instead of a
 * silently greyed button (screen readers hear it as a status). Renders nothing when online.
 */
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function NeedsConnection({ online, text }: { online: boolean; text?: string }) {
  const { t } = useTranslation('common');
  if (online) return null;
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="needs-connection">
      {text ?? t('needsConnection')}
    </Text>
  );
}
