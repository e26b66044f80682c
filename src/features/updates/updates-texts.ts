/** The texts of the screen's online reads (OnlineReadStatus), from the `updates` namespace. */
import { useTranslation } from 'react-i18next';
import type { OnlineReadTexts } from '../../components/online-read-status';
import { dateTimeFormat } from '../../lib/date-format';

export function useReadTexts(group: 'read' | 'detailRead'): OnlineReadTexts {
  const { t } = useTranslation('updates');
  return {
    loading: t(`${group}.loading`),
    offline: t(`${group}.offline`),
    failed: (message: string) => t(`${group}.failed`, { message }),
    retry: t(`${group}.retry`),
  };
}

/** A published day (YYYY-MM-DD) in the user's language, read as a calendar day (no time zone shift). */
export function formatDay(day: string, lang: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return dateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
