/**
 * The customer detail's "Upload archive" action: a CSV of the customer's initial users
 * (contract/api/customer-archive.ts) sent through the kit; the server writes all of it or none,
 * and a refusal's report (every line and column in error) is shown as a table.
 */
import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveReport, USER_ARCHIVE_COLUMNS, type ArchiveAnswer, type ArchiveCellError } from '../../../contract/api/customer-archive';
import { CellReportTable } from '../../components/cell-report-table';
import { currentLanguage } from '../../lib/i18n';
import { uploadArchive } from './customer.write';

type Outcome = { ok: true; answer: ArchiveAnswer } | { ok: false; message: string; report: ArchiveCellError[] };

export function ArchivePanel({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { t } = useTranslation('customers');
  const { online } = useNetwork();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send() {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    const result = await uploadArchive.run({ company_uuid: companyId, file, lang: currentLanguage() });
    setBusy(false);
    if (result.state === 'refused') return setOutcome({ ok: false, message: result.message, report: archiveReport(result.errors ?? {}) });
    if (result.state === 'queued') return setOutcome({ ok: false, message: t('archive.queued'), report: [] });
    const answer = (result.answer as { data?: ArchiveAnswer } | undefined)?.data ?? { rows: 0, created: 0, groups_created: 0, ids: [] };
    setOutcome({ ok: true, answer });
    setFile(null);
    onDone();
  }

  return (
    <Card withBorder data-testid="archive-panel">
      <Title order={2} size="h4" mb={4}>
        {t('archive.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('archive.hint', { columns: USER_ARCHIVE_COLUMNS.join(', ') })}
      </Text>
      <Stack gap="xs">
        <Group align="flex-end" wrap="wrap" gap="xs">
          <FileInput
            label={t('archive.file')}
            accept=".csv,text/csv"
            value={file}
            onChange={setFile}
            clearable
            style={{ flex: '1 1 200px' }}
            data-testid="archive-file"
          />
          <Button onClick={send} loading={busy} disabled={!file || !online} data-testid="archive-upload">
            {t('archive.upload')}
          </Button>
        </Group>
        {outcome?.ok && (
          <Alert color="green" role="status" data-testid="archive-done">
            {t('archive.done', { created: outcome.answer.created, rows: outcome.answer.rows, groups: outcome.answer.groups_created })}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert color="red" role="alert" data-testid="archive-refused">
            {outcome.message}
          </Alert>
        )}
        {outcome && !outcome.ok && outcome.report.length > 0 && (
          <CellReportTable
            rows={outcome.report}
            texts={{ caption: t('archive.reportCaption'), line: t('archive.line'), column: t('archive.column'), problem: t('archive.problem'), wholeFile: t('archive.wholeFile') }}
            testId="archive-report"
          />
        )}
      </Stack>
    </Card>
  );
}
