/** Small shared pieces of the customer screens: the state badge, dates and the seat line. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompanyState } from '../../../contract/api/customers';
import { dateTimeFormat, formatMediumDate } from '../../lib/date-format';

const STATE_COLORS: Record<CompanyState, string> = {
  active: 'green',
  suspended: 'orange',
  inactive: 'gray',
};

export function CompanyStateBadge({ state }: { state: CompanyState }) {
  const { t } = useTranslation('customers');
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="company-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** A day as "23 Nov 2026" in the screen's language. */
export function formatDay(iso: string | null, lang: string): string | null {
  return iso ? formatMediumDate(new Date(iso), lang, true) : null;
}

export function formatMoment(iso: string, lang: string): string {
  return dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
