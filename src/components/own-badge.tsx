/**
 * The mark of a company's own content (issue 24): a sector, topic or obligation whose
 * `company_uuid` is set is the reader's company's own (another company's never reaches it), as
 * opposed to the provider's master library (`company_uuid` null).
 */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRAPPING_BADGE } from './wrapping-badge';

export function OwnBadge({
  companyUuid,
  size = 'xs',
}: {
  companyUuid: string | null | undefined;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation('common');
  if (!companyUuid) return null;
  return (
    <Badge
      styles={WRAPPING_BADGE}
      size={size}
      color="teal"
      variant="light"
      data-testid="own-badge"
      title={t('ownContentHint')}
    >
      {t('ownContent')}
    </Badge>
  );
}
