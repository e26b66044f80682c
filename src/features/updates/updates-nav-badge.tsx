/**
 * The unseen counter beside the navigation's Content updates entry (`contentUpdateNotification`),
 * read when the navigation renders online, when a content delivery to the company ends and after
 * updates are marked seen: the only moments it can change (not on every navigation).
 * Nothing while loading, offline, failed or at zero.
 */
import { Badge, VisuallyHidden } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { contentUpdatingStore } from '../../state/content-updating';
import { useUpdateNotification } from './updates.api';
import { updatesSeenRound } from './updates-store';

export function UpdatesNavBadge() {
  const { t } = useTranslation('updates');
  const { online } = useNetwork();
  const { round } = useSnapshot(updatesSeenRound);
  const { delivered } = useSnapshot(contentUpdatingStore);
  const read = useUpdateNotification(`${delivered}:${round}`, online);
  if (read.state !== 'ready' || !read.data.has_notif || read.data.counter <= 0) return null;
  return (
    <>
      <Badge
        size="sm"
        color="red.8"
        variant="filled"
        circle={read.data.counter < 10}
        aria-hidden
        data-testid="updates-nav-badge"
      >
        {read.data.counter > 99 ? '99+' : read.data.counter}
      </Badge>
      <VisuallyHidden>{t('badge', { count: read.data.counter })}</VisuallyHidden>
    </>
  );
}
