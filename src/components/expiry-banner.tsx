import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../contract/api/auth';
import { dateTimeFormat } from '../lib/date-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today to the expiry date (0 on the last day, negative once past). */
export function daysUntil(expiredAt: string, now: Date = new Date()): number {
  const end = new Date(expiredAt);
  const startOfToday = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const endDay = Date.UTC(end.getFullYear(), end.getMonth(), end.getDate());
  return Math.round((endDay - startOfToday) / DAY_MS);
}

export function formatDate(iso: string, lang: string): string {
  return dateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso));
}

/** The subscription warning: shown from `expiry_warning_days` before the end date. */
export function ExpiryBanner({ company, now }: { company: Profile['company_data']; now?: Date }) {
  const { t, i18n } = useTranslation('layout');
  if (!company.expired_at) return null;
  const days = daysUntil(company.expired_at, now);
  if (days > company.expiry_warning_days) return null;
  const date = formatDate(company.expired_at, i18n.language);
  const text =
    days < 0
      ? t('expiry.expired', { date })
      : days === 0
        ? t('expiry.today')
        : t('expiry.warning', { count: days, date });
  return (
    <Alert
      data-testid="expiry-banner"
      color={days < 0 ? 'red' : 'yellow'}
      icon={<IconAlertTriangle size={18} />}
      title={t('expiry.title')}
      mb="md"
    >
      {text}
    </Alert>
  );
}
