/** Pieces shared by the two operations panels: state badges, times, the read states, notices. */
import { Alert, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobState, MailState } from '../../../contract/api/operations';
import { OnlineReadStatus } from '../../components/online-read-status';
import { currentLanguage } from '../../lib/i18n';
import type { OnlineRead } from '../../lib/use-online-read';

const COLORS: Record<JobState | MailState, string> = {
  queued: 'gray',
  running: 'blue',
  sending: 'blue',
  done: 'green',
  sent: 'green',
  kept: 'yellow',
  failed: 'red',
};

export function JobStateBadge({ state }: { state: JobState }) {
  const { t } = useTranslation('operations');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`jobState.${state}`)}
    </Badge>
  );
}

export function MailStateBadge({ state }: { state: MailState }) {
  const { t } = useTranslation('operations');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`mailState.${state}`)}
    </Badge>
  );
}

/** A time in the reader's language, or a dash. */
export function When({ at }: { at: string | null }) {
  const { t } = useTranslation('operations');
  if (!at) return <>{t('never')}</>;
  const text = new Date(at).toLocaleString(currentLanguage() === 'id' ? 'id-ID' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return <time dateTime={at}>{text}</time>;
}

/** Loading, offline and error states of a read, in the operations texts; null when the data is there. */
export function ReadState({
  read,
  label,
}: {
  read: OnlineRead<unknown> & { reload: () => void };
  label: string;
}) {
  const { t } = useTranslation('operations');
  return (
    <OnlineReadStatus
      read={read}
      texts={{
        loading: label,
        offline: t('onlineOnly'),
        failed: (message) => t('loadFailed', { message }),
        retry: t('retryLoad'),
      }}
    />
  );
}

export type Notice = { color: 'green' | 'yellow' | 'red'; text: string } | null;

export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.color}
      role={notice.color === 'red' ? 'alert' : 'status'}
      data-testid="operations-notice"
    >
      {notice.text}
    </Alert>
  );
}
