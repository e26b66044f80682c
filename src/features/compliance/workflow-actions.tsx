/**
 * The workflow steps the user may take on this compliance, and only those: the transitions its
 * state allows among the user's obligation actions on it (contract/workflow.ts, the `actions` the
 * server put in the document). A claim with warnings (no deadline, unclaimed checklist items)
 * asks for confirmation first, showing both; a reject needs a reason.
 */
import { Alert, Button, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  availableTransitions,
  type ClaimWarning,
  type ProcessAction,
} from '../../../contract/workflow';
import { useChecklist, type ChecklistDoc } from '../../db/hooks/checklists';
import type { ComplianceDoc } from '../../db/hooks/compliances';
import { useCan } from '../../state/permissions';
import { processCompliance } from './process.write';

/**
 * The checklist counts a claim warns about. The local items, once synced, include the user's own
 * claims still pending (made offline: the compliance document's counts only change with the
 * server's echo), so three items just claimed offline do not warn as unclaimed; before the items
 * are synced, the document's counts stand for them.
 */
export function checklistCountsOf(
  c: Pick<ComplianceDoc, 'checklist_total' | 'checklist_claimed'>,
  items: readonly Pick<ChecklistDoc, 'is_claim_checklist'>[],
): { total: number; claimed: number } {
  if (items.length === 0) return { total: c.checklist_total, claimed: c.checklist_claimed };
  return { total: items.length, claimed: items.filter((i) => i.is_claim_checklist).length };
}

/** The claim warnings of the document, with the checklist counts above. */
export function claimWarningsOf(
  c: Pick<ComplianceDoc, 'deadline'>,
  counts: { total: number; claimed: number },
): ClaimWarning[] {
  const w: ClaimWarning[] = [];
  if (!c.deadline) w.push('no_deadline');
  if (counts.claimed < counts.total) w.push('unclaimed_checklist');
  return w;
}

/** The steps offered: none without the compliance module's update privilege. */
export function useOfferedTransitions(c: ComplianceDoc): ProcessAction[] {
  const canUpdate = useCan('compliance', 'update');
  if (!canUpdate) return [];
  return availableTransitions(
    {
      process_status: c.process_status,
      reject_reason: c.reject_reason ?? null,
      is_active: c.is_active,
    },
    c.actions,
  );
}

export function WorkflowActions({ c }: { c: ComplianceDoc }) {
  const { t } = useTranslation('compliance');
  const offered = useOfferedTransitions(c);
  const [claiming, setClaiming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const send = (action: ProcessAction, extra: { reason?: string; confirm?: boolean } = {}) =>
    void processCompliance.run({
      compliance_uuid: c.id,
      action,
      from_status: c.process_status,
      ...extra,
    });

  const { data: items } = useChecklist(c.id);
  const counts = checklistCountsOf(c, items);
  const warnings = claimWarningsOf(c, counts);
  const click = (action: ProcessAction) => {
    if (action === 'claim' && warnings.length > 0) setClaiming(true);
    else if (action === 'reject') setRejecting(true);
    else send(action);
  };

  if (offered.length === 0) return null;
  return (
    <>
      <Group gap="xs" data-testid="workflow-actions">
        {offered.map((action) => (
          <Button
            key={action}
            size="sm"
            color={action === 'reject' ? 'red' : undefined}
            variant={action === 'reject' ? 'light' : 'filled'}
            onClick={() => click(action)}
            data-testid={`action-${action}`}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Group>
      <Modal opened={claiming} onClose={() => setClaiming(false)} title={t('claim.title')}>
        <Stack data-testid="claim-confirm">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />}>
            <List size="sm">
              {warnings.map((w) => (
                <List.Item key={w} data-testid={`claim-warning-${w}`}>
                  {t(`claim.${w}`, {
                    count: counts.total - counts.claimed,
                    remaining: counts.total - counts.claimed,
                  })}
                </List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm">{t('claim.question')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setClaiming(false)}>
              {t('cancel')}
            </Button>
            <Button
              data-testid="claim-confirm-button"
              onClick={() => {
                setClaiming(false);
                send('claim', { confirm: true });
              }}
            >
              {t('claim.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={rejecting} onClose={() => setRejecting(false)} title={t('reject.title')}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            const text = reason.trim();
            if (!text) {
              setReasonError(t('reject.required'));
              return;
            }
            setRejecting(false);
            setReason('');
            setReasonError(null);
            send('reject', { reason: text });
          }}
        >
          <Stack>
            <Textarea
              label={t('reject.reason')}
              withAsterisk
              rows={3}
              maxLength={2000}
              value={reason}
              error={reasonError}
              onChange={(e) => setReason(e.currentTarget.value)}
              data-testid="reject-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('cancel')}
              </Button>
              <Button color="red" type="submit" data-testid="reject-submit">
                {t('actions.reject')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
