/** Small shared pieces of the user screens: the state badge and dates in the screen's language. */
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserState } from '../../../contract/api/users';
import { dateTimeFormat } from '../../lib/date-format';

const STATE_COLORS: Record<UserState, string> = {
  active: 'green',
  suspended: 'orange',
  inactive: 'gray',
  invited: 'blue',
};

export function UserStateBadge({ state }: { state: UserState }) {
  const { t } = useTranslation('users');
  return (
    <Badge color={STATE_COLORS[state]} variant="light" data-testid="user-state">
      {t(`state.${state}`)}
    </Badge>
  );
}

/** A moment as "23 Nov 2026, 14:05" (English) or "23 Nov 2026, 14.05" (Indonesian), in the browser's zone. */
export function formatMoment(iso: string, lang: string): string {
  return dateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
