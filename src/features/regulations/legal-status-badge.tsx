/** A regulation's legal status as a coloured badge, labelled in the current language. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LegalStatus } from '../../../contract/enums';
import { WRAPPING_BADGE } from '../../components/wrapping-badge';

export const LEGAL_STATUS_COLORS: Record<LegalStatus, string> = {
  in_effect: 'green',
  amended: 'yellow',
  amended_partially_repealed: 'orange',
  amended_or_repealed: 'orange',
  repealed: 'red',
  partially_repealed: 'pink',
};

export function LegalStatusBadge({ status }: { status: LegalStatus }) {
  const { t } = useTranslation('regulations');
  return (
    <Badge
      color={LEGAL_STATUS_COLORS[status] ?? 'gray'}
      variant="light"
      data-testid="legal-status"
      styles={WRAPPING_BADGE}
    >
      {t(`legal.${status}`)}
    </Badge>
  );
}
