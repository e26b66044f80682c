/**
 * The provider's backups screen (/backups, module `backup`): every backup of the whole database
 * with its time, size, sha256 checksum and state; "Take a backup now"; restore, which asks for the
 * backup's name typed again. While a backup or a restore is under way the list is read again
 * every few seconds; a restore's progress shows in the maintenance modal every client sees
 * (src/components/maintenance-modal.tsx). Read online: offline the screen says so.
 */
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupItem, BackupStatus, RestoreState } from '../../../contract/api/backups';
import { ActionDialog } from '../../components/action-dialog';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { RecordsTable } from '../../components/records-table';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { useBackups } from './backups.api';
import { restoreBackup, takeBackup } from './backups.write';

const LIMIT = 20;
const WATCH_MS = 3_000;
const COLORS: Record<BackupStatus | RestoreState, string> = {
  pending: 'gray',
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
};

type Notice = { color: 'green' | 'yellow' | 'red'; text: string } | null;

function When({ at }: { at: string | null }) {
  if (!at) return <>—</>;
  const text = new Date(at).toLocaleString(currentLanguage() === 'id' ? 'id-ID' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return <time dateTime={at}>{text}</time>;
}

/** Bytes in the reader's units. */
export function formatSize(bytes: number, lang: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${n.toLocaleString(lang === 'id' ? 'id-ID' : 'en-GB', { maximumFractionDigits: u === 0 ? 0 : 1 })} ${units[u]}`;
}

function RestoreDialog({
  backup,
  onClose,
  onDone,
}: {
  backup: BackupItem;
  onClose: () => void;
  onDone: (n: Notice) => void;
}) {
  const { t } = useTranslation('backups');
  const [typed, setTyped] = useState('');
  async function confirm() {
    const result = await restoreBackup.run({
      backupUuid: backup.backup_uuid,
      confirmation: typed.trim(),
    });
    if (result.state === 'refused') return result.message;
    onDone(
      result.state === 'queued'
        ? { color: 'yellow', text: t('queuedOffline') }
        : { color: 'green', text: t('restoreStarted') },
    );
  }
  return (
    <ActionDialog
      title={t('restoreTitle')}
      actionLabel={t('restore')}
      onAction={confirm}
      onClose={onClose}
      danger
      disabled={typed.trim() !== backup.file_name}
      testId="restore-dialog"
    >
      <Text>{t('restoreWarning')}</Text>
      <Text size="sm">{t('restoreType')}</Text>
      <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="restore-name">
        {backup.file_name}
      </Text>
      <TextInput
        label={t('confirmation')}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        spellCheck={false}
        data-autofocus
      />
    </ActionDialog>
  );
}

function StateBadges({ backup }: { backup: BackupItem }) {
  const { t } = useTranslation('backups');
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={COLORS[backup.status]} variant="light">
        {t(`status.${backup.status}`)}
      </Badge>
      {backup.restore_state && (
        <Badge color={COLORS[backup.restore_state]} variant="outline">
          {t(`restoreState.${backup.restore_state}`)}
        </Badge>
      )}
    </Group>
  );
}

function Backups() {
  const { t, i18n } = useTranslation('backups');
  const { online } = useNetwork();
  const mayTake = useCan('backup', 'create');
  const mayRestore = useCan('backup', 'update');
  const [page, setPage] = useState(1);
  const [restoring, setRestoring] = useState<BackupItem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [taking, setTaking] = useState(false);
  const backups = useBackups({ page, limit: LIMIT }, online);
  const underWay =
    backups.state === 'ready' &&
    backups.data.data.some(
      (b) =>
        b.status === 'pending' ||
        b.status === 'running' ||
        b.restore_state === 'queued' ||
        b.restore_state === 'running',
    );
  const { reload } = backups;
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(reload, WATCH_MS);
    return () => clearInterval(timer);
  }, [underWay, reload]);

  async function takeNow() {
    setTaking(true);
    setNotice(null);
    try {
      const result = await takeBackup.run(undefined);
      if (result.state === 'refused')
        setNotice({ color: 'red', text: t('refused', { message: result.message }) });
      else
        setNotice(
          result.state === 'queued'
            ? { color: 'yellow', text: t('queuedOffline') }
            : { color: 'green', text: t('taken') },
        );
    } finally {
      setTaking(false);
      reload();
    }
  }

  return (
    <Stack gap="md" data-testid="backups">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      <Group gap="sm" wrap="wrap">
        {mayTake && (
          <Button
            onClick={takeNow}
            loading={taking}
            disabled={!online || underWay}
            data-testid="take-backup"
          >
            {t('takeNow')}
          </Button>
        )}
        <Button variant="light" onClick={reload} disabled={!online}>
          {t('refresh')}
        </Button>
      </Group>
      {notice && (
        <Text
          c={notice.color}
          role={notice.color === 'red' ? 'alert' : 'status'}
          data-testid="backups-notice"
        >
          {notice.text}
        </Text>
      )}
      <OnlineReadStatus
        read={backups}
        texts={{
          loading: t('title'),
          offline: t('onlineOnly'),
          failed: (message) => t('loadFailed', { message }),
          retry: t('retryLoad'),
        }}
      />
      {backups.state === 'ready' && (
        <RecordsTable
          rows={backups.data.data}
          rowKey={(b) => b.backup_uuid}
          testId="backups-table"
          rowTestId="backup-row"
          empty={t('empty')}
          minWidth={760}
          striped
          columns={[
            {
              header: t('name'),
              maw: 260,
              cell: (b) => (
                <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {b.file_name}
                </Text>
              ),
            },
            { header: t('time'), cell: (b) => <When at={b.created_at} /> },
            {
              header: t('size'),
              cell: (b) => (b.status === 'done' ? formatSize(b.size, i18n.language) : '—'),
            },
            {
              header: t('checksum'),
              cell: (b) =>
                b.checksum ? (
                  <Text
                    size="sm"
                    ff="monospace"
                    title={b.checksum}
                    aria-label={t('checksumFull', { checksum: b.checksum })}
                  >
                    {b.checksum.slice(0, 12)}…
                  </Text>
                ) : (
                  '—'
                ),
            },
            {
              header: t('state'),
              maw: 260,
              cell: (b) => (
                <Stack gap={2}>
                  <StateBadges backup={b} />
                  {(b.error || b.restore_error) && (
                    <Text size="xs" c="red" style={{ wordBreak: 'break-word' }}>
                      {b.restore_error ?? b.error}
                    </Text>
                  )}
                </Stack>
              ),
            },
            {
              header: t('actions'),
              cell: (b) =>
                mayRestore &&
                b.status === 'done' && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={!online || underWay}
                    onClick={() => setRestoring(b)}
                    aria-label={t('restoreNamed', { name: b.file_name })}
                  >
                    {t('restore')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {backups.state === 'ready' && backups.data.total_page > 1 && (
        <LabelledPagination total={backups.data.total_page} value={page} onChange={setPage} />
      )}
      {restoring && (
        <RestoreDialog
          backup={restoring}
          onClose={() => setRestoring(null)}
          onDone={(n) => {
            setRestoring(null);
            setNotice(n);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

export function BackupsScreen() {
  return (
    <ModuleGate module="backup">
      <Backups />
    </ModuleGate>
  );
}
