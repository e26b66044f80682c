/**
 * The regframe import (`regframeImport`, contract/api/spreadsheet-endpoints.ts): the editor picks a
 * workbook made from the template (or a sector's export), and the server writes all of it or,
 * when a row is in error, nothing, answering every row and column in error; the editor corrects
 * the file, or chooses to import the valid rows and skip the others. Sent through the kit,
 * online only; the tree is read again after a write.
 */
import { Alert, Button, Checkbox, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { archiveReport } from '../../../contract/api/customer-archive';
import {
  regframeColumnLabel,
  type RegframeImportAnswer,
  type RegframeProblem,
} from '../../../contract/api/regframe-import';
import { regframeImport } from '../../../contract/api/spreadsheet-endpoints';
import { CellReportTable } from '../../components/cell-report-table';
import { answerOf } from '../../db/writes';
import { currentLanguage } from '../../lib/i18n';
import { DownloadButtons, spreadsheets, type DownloadItem } from '../spreadsheets';
import { importRegframe } from './authoring.write';

type Outcome =
  | { ok: true; answer: RegframeImportAnswer }
  | { ok: false; message: string; report: RegframeProblem[]; rowsOnly: boolean };

export interface ImportDialogProps {
  /** The sector on screen, whose export is offered beside the template. */
  sector: { sector_uuid: string; code: string } | null;
  onClose: () => void;
  /** A write landed: the tree is read again. */
  onImported: () => void;
}

export function ImportDialog({ sector, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const lang = currentLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function send(importValid: boolean) {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    const result = await importRegframe.run({ file, lang, import_valid: importValid });
    setBusy(false);
    if (result.state === 'queued')
      return setOutcome({ ok: false, message: t('import.offline'), report: [], rowsOnly: false });
    if (result.state === 'refused') {
      const report = archiveReport(result.errors ?? {});
      // Rows in error but a readable file with a valid header: the valid rows can go in alone.
      const rowsOnly = report.length > 0 && report.every((r) => r.line > 1);
      return setOutcome({ ok: false, message: result.message, report, rowsOnly });
    }
    const answer = answerOf(regframeImport, result.answer);
    if (answer) setOutcome({ ok: true, answer });
    setFile(null);
    onImported();
  }

  const downloads: DownloadItem[] = [
    {
      key: 'regframe-template',
      label: t('import.template'),
      get: spreadsheets.regframeTemplate(),
      fallbackName: 'regframe-template.xlsx',
    },
    ...(sector
      ? [
          {
            key: 'sector-export',
            label: t('import.export', { code: sector.code }),
            get: spreadsheets.sectorExport(sector.sector_uuid),
            fallbackName: `regframe-${sector.code}.xlsx`,
          },
        ]
      : []),
  ];
  const report = outcome ? (outcome.ok ? outcome.answer.problems : outcome.report) : [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('import.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="import-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">{t('import.hint')}</Text>
        <DownloadButtons
          title={t('import.downloads')}
          items={downloads}
          testId="import-downloads"
        />
        <FileInput
          label={t('import.file')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setOutcome(null);
          }}
          clearable
          data-testid="import-file"
        />
        <Checkbox
          label={t('import.validOnly')}
          checked={validOnly}
          onChange={(e) => setValidOnly(e.currentTarget.checked)}
          data-testid="import-valid-only"
        />
        {!online && (
          <Text size="sm" c="dimmed">
            {t('import.offline')}
          </Text>
        )}
        {outcome?.ok && (
          <Alert color="green" role="status" data-testid="import-done">
            {t('import.done', outcome.answer)}
            {outcome.answer.skipped > 0 &&
              ` ${t('import.skipped', { count: outcome.answer.skipped })}`}
          </Alert>
        )}
        {outcome && !outcome.ok && (
          <Alert color="red" role="alert" data-testid="import-refused">
            {outcome.message}
          </Alert>
        )}
        {report.length > 0 && (
          <CellReportTable
            rows={report}
            texts={{
              caption: t('import.reportCaption'),
              line: t('import.row'),
              column: t('import.column'),
              problem: t('import.problem'),
              wholeFile: t('import.wholeFile'),
            }}
            columnLabel={(c) => regframeColumnLabel(c, lang)}
            testId="import-report"
          />
        )}
        <Group justify="flex-end" gap="xs">
          {outcome && !outcome.ok && outcome.rowsOnly && (
            <Button
              variant="light"
              onClick={() => send(true)}
              loading={busy}
              disabled={!file || !online}
              data-testid="import-valid-rows"
            >
              {t('import.validRows')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button
            onClick={() => send(validOnly)}
            loading={busy}
            disabled={!file || !online}
            data-testid="import-send"
          >
            {t('import.send')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
