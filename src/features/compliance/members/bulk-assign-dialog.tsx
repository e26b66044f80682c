/**
 * Assigns one PIC and/or auditor to the compliances selected in the list (POST
 * /member/assign-bulk), then shows the server's summary: how many were assigned, and which were
 * skipped and why (not visible to the caller, or the caller's role on it does not allow assigning).
 */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkResult } from '../../../../contract/api/compliance-writes';
import type { ComplianceUserItem } from '../../../../contract/api/members';
import { memberAssignBulk } from '../../../../contract/api/member-endpoints';
import { answerOf } from '../../../db/writes';
import { MEMBER_ROLE_LABELS } from '../../../../contract/labels';
import { currentLanguage } from '../../../lib/i18n';
import { UserPicker } from './user-picker';
import { assignBulk } from './member.write';

export interface BulkAssignDialogProps {
  complianceUuids: string[];
  opened: boolean;
  onClose: () => void;
  onDone: (summary: BulkResult) => void;
}

const KNOWN_REASONS = ['not_found', 'compliance_action_forbidden', 'duty_pic_auditor'] as const;

export function BulkAssignDialog({
  complianceUuids,
  opened,
  onClose,
  onDone,
}: BulkAssignDialogProps) {
  const { t } = useTranslation('members');
  const { online } = useNetwork();
  const lang = currentLanguage();
  const [pic, setPic] = useState<ComplianceUserItem | null>(null);
  const [auditor, setAuditor] = useState<ComplianceUserItem | null>(null);
  const [summary, setSummary] = useState<BulkResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reason = (r: string) =>
    (KNOWN_REASONS as readonly string[]).includes(r)
      ? t(`bulk.reasons.${r as (typeof KNOWN_REASONS)[number]}`)
      : r;

  async function send() {
    if (!pic && !auditor) return setProblem(t('bulk.nothingChosen'));
    setBusy(true);
    setProblem(null);
    const result = await assignBulk.run({
      compliance_uuids: complianceUuids,
      ...(pic ? { pic_uuid: pic.user_uuid } : {}),
      ...(auditor ? { auditor_uuid: auditor.user_uuid } : {}),
    });
    setBusy(false);
    if (result.state === 'refused')
      return setProblem(t('panel.failed', { message: result.message }));
    if (result.state === 'queued') return setProblem(t('panel.queued'));
    const answer = answerOf(memberAssignBulk, result.answer);
    if (answer) {
      setSummary(answer);
      onDone(answer);
    }
  }

  function close() {
    setSummary(null);
    setProblem(null);
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('bulk.title', { count: complianceUuids.length })}
    >
      <Stack gap="md">
        {summary ? (
          <Stack gap="xs" data-testid="bulk-summary">
            <Text fw={500}>{t('bulk.done', { count: summary.done.length })}</Text>
            <Text fw={500}>{t('bulk.skipped', { count: summary.skipped.length })}</Text>
            {summary.skipped.length > 0 && (
              <List size="sm">
                {summary.skipped.map((s) => (
                  <List.Item key={s.compliance_uuid}>{reason(s.reason)}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        ) : (
          <>
            <Text size="sm">{t('bulk.intro')}</Text>
            {!online && <Alert color="yellow">{t('panel.onlineOnly')}</Alert>}
            <UserPicker
              label={MEMBER_ROLE_LABELS.pic[lang]}
              value={pic}
              onChange={setPic}
              online={online}
            />
            <UserPicker
              label={MEMBER_ROLE_LABELS.auditor[lang]}
              value={auditor}
              onChange={setAuditor}
              online={online}
            />
          </>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('bulk.close')}
          </Button>
          {!summary && (
            <Button onClick={() => void send()} loading={busy} disabled={!online}>
              {t('bulk.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
