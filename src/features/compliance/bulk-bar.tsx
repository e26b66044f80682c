/**
 * The actions on the selected compliances: assign (the members' BulkAssignDialog), activate,
 * deactivate and delete, each shown only when the user's privileges on the compliance module allow
 * it (update; delete), and a summary of the result: done, queued offline, skipped or refused with
 * the server's reasons.
 */
import { Alert, Button, Group, List, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteResult } from '../../db/writes';
import { translateServerText } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { deleteCompliance, setComplianceActive, takeSkipReason } from './bulk.write';
import { BulkAssignDialog } from './members/bulk-assign-dialog';

export interface BulkSummary {
  done: number;
  queued: number;
  /** Skipped by the server or refused, with why. */
  failed: { id: string; reason: string }[];
}

/** Runs `run` on every id (the kit sends one call per compliance) and sums the outcomes. */
export async function runBulk(
  ids: string[],
  run: (id: string) => Promise<WriteResult>,
): Promise<BulkSummary> {
  const results = await Promise.all(ids.map(async (id) => ({ id, result: await run(id) })));
  const summary: BulkSummary = { done: 0, queued: 0, failed: [] };
  for (const { id, result } of results) {
    const skipped = takeSkipReason(id);
    if (skipped !== undefined) summary.failed.push({ id, reason: skipped });
    else if (result.state === 'done') summary.done++;
    else if (result.state === 'queued') summary.queued++;
    else summary.failed.push({ id, reason: result.message });
  }
  return summary;
}

export function BulkBar({ selected, onClear }: { selected: string[]; onClear: () => void }) {
  const { t } = useTranslation('compliance');
  const canUpdate = useCan('compliance', 'update');
  const canDelete = useCan('compliance', 'delete');
  const [assigning, setAssigning] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState<BulkSummary | null>(null);

  const run = async (action: (id: string) => Promise<WriteResult>) => {
    setBusy(true);
    try {
      setSummary(await runBulk(selected, action));
      onClear();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {selected.length > 0 && (
        <Paper withBorder p="sm" data-testid="bulk-bar">
          <Group gap="sm" wrap="wrap">
            <Text size="sm" fw={500}>
              {t('bulk.selected', { count: selected.length })}
            </Text>
            {canUpdate && (
              <Button
                size="xs"
                variant="light"
                onClick={() => setAssigning(true)}
                data-testid="bulk-assign"
              >
                {t('bulk.assign')}
              </Button>
            )}
            {canUpdate && (
              <Button
                size="xs"
                variant="light"
                loading={busy}
                onClick={() =>
                  void run((id) =>
                    setComplianceActive.run({ compliance_uuid: id, is_active: true }),
                  )
                }
                data-testid="bulk-activate"
              >
                {t('bulk.activate')}
              </Button>
            )}
            {canUpdate && (
              <Button
                size="xs"
                variant="light"
                loading={busy}
                onClick={() =>
                  void run((id) =>
                    setComplianceActive.run({ compliance_uuid: id, is_active: false }),
                  )
                }
                data-testid="bulk-deactivate"
              >
                {t('bulk.deactivate')}
              </Button>
            )}
            {canDelete && (
              <Button
                size="xs"
                color="red"
                variant="light"
                loading={busy}
                onClick={() => setConfirmDelete(true)}
                data-testid="bulk-delete"
              >
                {t('bulk.delete')}
              </Button>
            )}
            <Button size="xs" variant="subtle" onClick={onClear} data-testid="bulk-clear">
              {t('bulk.clear')}
            </Button>
          </Group>
        </Paper>
      )}
      {summary && (
        <Alert
          color={summary.failed.length > 0 ? 'orange' : 'green'}
          withCloseButton
          closeButtonLabel={t('bulk.dismiss')}
          onClose={() => setSummary(null)}
          title={t('bulk.summaryTitle')}
          data-testid="bulk-summary"
        >
          <Stack gap={4}>
            <Text size="sm">
              {t('bulk.summary', {
                done: summary.done,
                queued: summary.queued,
                failed: summary.failed.length,
              })}
            </Text>
            {summary.failed.length > 0 && (
              <List size="sm">
                {summary.failed.map((f) => (
                  <List.Item key={f.id}>{translateServerText(f.reason)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}
      <Modal
        opened={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('bulk.deleteTitle')}
      >
        <Stack>
          <Text>{t('bulk.deleteConfirm', { count: selected.length })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              data-testid="bulk-delete-confirm"
              onClick={() => {
                setConfirmDelete(false);
                void run((id) => deleteCompliance.run({ compliance_uuid: id }));
              }}
            >
              {t('bulk.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <BulkAssignDialog
        complianceUuids={selected}
        opened={assigning}
        onClose={() => setAssigning(false)}
        onDone={() => {
          setAssigning(false);
          onClear();
        }}
      />
    </>
  );
}
