/**
 * The Jobs tab: background jobs newest first, filtered by state (with the count of each) and
 * kind; a failed job (the dead letter) shows its last error and a Retry button that asks first.
 */
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOB_STATES, type JobItem, type JobState } from '../../../contract/api/operations';
import { ActionDialog } from '../../components/action-dialog';
import { LabelledPagination } from '../../components/labelled-pagination';
import { RecordsTable } from '../../components/records-table';
import { useJobs } from './operations.api';
import { JobStateBadge, NoticeLine, ReadState, When, type Notice } from './operations-parts';
import { retryJob } from './operations.write';

const LIMIT = 20;

function RetryDialog({
  job,
  onClose,
  onDone,
}: {
  job: JobItem;
  onClose: () => void;
  onDone: (n: Notice) => void;
}) {
  const { t } = useTranslation('operations');
  async function confirm() {
    const result = await retryJob.run(job.job_uuid);
    if (result.state === 'refused')
      return onDone({ color: 'red', text: t('jobs.refused', { message: result.message }) });
    onDone(
      result.state === 'queued'
        ? { color: 'yellow', text: t('jobs.queuedOffline') }
        : { color: 'green', text: t('jobs.retried') },
    );
  }
  return (
    <ActionDialog
      title={t('jobs.retryTitle')}
      actionLabel={t('jobs.retry')}
      onAction={confirm}
      onClose={onClose}
    >
      <Text>{t('jobs.retryConfirm', { kind: job.kind })}</Text>
    </ActionDialog>
  );
}

export function JobsPanel({ online }: { online: boolean }) {
  const { t } = useTranslation('operations');
  const [state, setState] = useState<JobState | ''>('');
  const [kindInput, setKindInput] = useState('');
  const [kind] = useDebouncedValue(kindInput.trim(), 300);
  const [page, setPage] = useState(1);
  const [retrying, setRetrying] = useState<JobItem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const jobs = useJobs(
    { state: state || undefined, kind: kind || undefined, page, limit: LIMIT },
    online,
  );
  const counts = jobs.state === 'ready' ? jobs.data.counts : null;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;

  return (
    <Stack gap="sm" data-testid="jobs-panel">
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label={t('jobs.stateFilter')}
          value={state}
          allowDeselect={false}
          onChange={(v) => {
            setState((v ?? '') as JobState | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('jobs.all', { count: total }) },
            ...JOB_STATES.map((s) => ({
              value: s,
              label: counts ? `${t(`jobState.${s}`)} (${counts[s]})` : t(`jobState.${s}`),
            })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          label={t('jobs.kindFilter')}
          placeholder={t('jobs.kindPlaceholder')}
          value={kindInput}
          onChange={(e) => {
            setKindInput(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Button variant="light" onClick={jobs.reload} disabled={!online}>
          {t('refresh')}
        </Button>
      </Group>
      <NoticeLine notice={notice} />
      <ReadState read={jobs} label={t('tabs.jobs')} />
      {jobs.state === 'ready' && (
        <RecordsTable
          rows={jobs.data.data}
          rowKey={(job) => job.job_uuid}
          testId="jobs-table"
          rowTestId="job-row"
          empty={t('jobs.empty')}
          minWidth={720}
          striped
          columns={[
            {
              header: t('jobs.kind'),
              cell: (job) => (
                <Text size="sm" ff="monospace">
                  {job.kind}
                </Text>
              ),
            },
            { header: t('jobs.state'), cell: (job) => <JobStateBadge state={job.state} /> },
            {
              header: t('jobs.attempts'),
              cell: (job) =>
                t('jobs.attemptsValue', { attempts: job.attempts, max: job.max_attempts }),
            },
            { header: t('jobs.runAt'), cell: (job) => <When at={job.run_at} /> },
            {
              header: t('jobs.lastError'),
              maw: 320,
              cell: (job) => (
                <Text
                  size="sm"
                  c={job.last_error ? 'red' : 'dimmed'}
                  style={{ wordBreak: 'break-word' }}
                >
                  {job.last_error ?? t('never')}
                </Text>
              ),
            },
            {
              header: t('jobs.actions'),
              cell: (job) =>
                job.state === 'failed' && (
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!online}
                    onClick={() => setRetrying(job)}
                    aria-label={t('jobs.retryNamed', { kind: job.kind })}
                  >
                    {t('jobs.retry')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {jobs.state === 'ready' && jobs.data.total_page > 1 && (
        <LabelledPagination total={jobs.data.total_page} value={page} onChange={setPage} />
      )}
      {retrying && (
        <RetryDialog
          job={retrying}
          onClose={() => setRetrying(null)}
          onDone={(n) => {
            setRetrying(null);
            setNotice(n);
            jobs.reload();
          }}
        />
      )}
    </Stack>
  );
}
