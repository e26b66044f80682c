/**
 * A customer archive sent through the kit (contract/api/customer-archive.ts): on the customer
 * detail, "Upload archive", the customer's initial users (upload-archive/{id}); on the customer
 * list, "Import customers", new customers one a row (insert-archive). The server writes all of
 * the file or none, and a refusal's report (every line and column in error) is shown as a table.
 */
import { Alert, Button, Card, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  archiveReport,
  COMPANY_ARCHIVE_COLUMNS,
  USER_ARCHIVE_COLUMNS,
  type ArchiveAnswer,
  type ArchiveCellError,
} from '../../../contract/api/customer-archive';
import { customerArchiveInsert } from '../../../contract/api/customer-endpoints';
import { CellReportTable } from '../../components/cell-report-table';
import { answerOf } from '../../db/writes';
import { currentLanguage } from '../../lib/i18n';
import { insertArchive, uploadArchive } from './customer.write';

type Outcome =
  { ok: true; answer: ArchiveAnswer } | { ok: false; message: string; report: ArchiveCellError[] };

/** Whose archive: one customer's initial users, or new customers. */
export type ArchiveTarget = { kind: 'users'; companyId: string } | { kind: 'companies' };

export function ArchivePanel({ target, onDone }: { target: ArchiveTarget; onDone: () => void }) {
  const { t } = useTranslation('customers');
  // The texts of the kind: `archive.*` (users) or `companyArchive.*` (customers); the report's are shared.
  const own = target.kind === 'users' ? 'archive' : 'companyArchive';
  const columns = target.kind === 'users' ? USER_ARCHIVE_COLUMNS : COMPANY_ARCHIVE_COLUMNS;
  const { online } = useNetwork();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send() {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    const lang = currentLanguage();
    const result =
      target.kind === 'users'
        ? await uploadArchive.run({ company_uuid: target.companyId, file, lang })
        : await insertArchive.run({ file, lang });
    setBusy(false);
    if (result.state === 'refused')
      return setOutcome({
        ok: false,
        message: result.message,
        report: archiveReport(result.errors ?? {}),
      });
    if (result.state === 'queued')
      return setOutcome({ ok: false, message: t('archive.queued'), report: [] });
    const answer = answerOf(customerArchiveInsert, result.answer) ?? {
      rows: 0,
      created: 0,
      groups_created: 0,
      ids: [],
    };
    setOutcome({ ok: true, answer });
    setFile(null);
    onDone();
  }

  return (
    <Card
      withBorder
      data-testid={target.kind === 'users' ? 'archive-panel' : 'company-archive-panel'}
    >
      <Title order={2} size="h4" mb={4}>
        {t(`${own}.title`)}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t(`${own}.hint`, { columns: columns.join(', ') })}
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
          <Button
            onClick={send}
            loading={busy}
            disabled={!file || !online}
            data-testid="archive-upload"
          >
            {t(`${own}.upload`)}
          </Button>
        </Group>
        {outcome?.ok && (
          <Alert color="green" role="status" data-testid="archive-done">
            {t(`${own}.done`, {
              created: outcome.answer.created,
              rows: outcome.answer.rows,
              groups: outcome.answer.groups_created,
            })}
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
            texts={{
              caption: t('archive.reportCaption'),
              line: t('archive.line'),
              column: t('archive.column'),
              problem: t('archive.problem'),
              wholeFile: t('archive.wholeFile'),
            }}
            testId="archive-report"
          />
        )}
      </Stack>
    </Card>
  );
}
