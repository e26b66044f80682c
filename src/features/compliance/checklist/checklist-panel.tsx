/**
 * The checklist of a compliance, from the local `checklists` collection (works offline): items in
 * order with their claim checkboxes and due dates, add / edit / delete for those holding
 * edit_checklist, and why nothing can change while the compliance is in audit or approved.
 * Every change is a write of the kit (checklist.write.ts): shown at once, pending until the server
 * answers, rolled back with the reason when refused.
 */
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROCESS_STATUS_LABELS } from '../../../../contract/labels';
import { useChecklist } from '../../../db/hooks/checklists';
import { useComplianceDocuments } from '../../../db/hooks/evidence';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../state/permissions';
import { ChecklistEvidence } from './checklist-evidence';
import { ChecklistItemRow } from './checklist-item-row';
import { checklistLock, checklistRights } from './checklist-rules';
import { createChecklistItem } from './checklist.write';
import { clientId } from './client-id';
import type { ComplianceDoc } from './compliance-doc';

export function ChecklistPanel({ compliance }: { compliance: ComplianceDoc }) {
  const { t } = useTranslation('checklist');
  const mayUpdate = useCan('compliance', 'update');
  const { data: items, loading } = useChecklist(compliance.id);
  const [title, setTitle] = useState('');
  const [due, setDue] = useState('');
  const lock = checklistLock(compliance);
  const rights = checklistRights(compliance, mayUpdate);
  const claimed = items.filter((i) => i.is_claim_checklist).length;
  // Evidence: the documents related to the compliance (synced), per item below its row.
  const { data: documents, loading: documentsLoading } = useComplianceDocuments(compliance.id);
  const mayUpload =
    useCan('documents', 'create') &&
    compliance.is_active &&
    compliance.actions.includes('upload_evidence');
  const mayAttach =
    useCan('documents', 'update') &&
    compliance.is_active &&
    compliance.actions.includes('upload_evidence');

  const add = () => {
    void createChecklistItem.run({
      checklist_uuid: clientId(),
      compliance_uuid: compliance.id,
      title: title.trim(),
      due_date: due || null,
      sort: items.reduce((max, i) => Math.max(max, i.sort + 1), 0),
    });
    setTitle('');
    setDue('');
  };

  return (
    <Card
      withBorder
      component="section"
      aria-labelledby="checklist-title"
      data-testid="checklist-panel"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id="checklist-title">
            {t('checklist.title')}
          </Title>
          {items.length > 0 && (
            <Text size="sm" c="dimmed" data-testid="checklist-progress">
              {t('checklist.progress', { claimed, total: items.length })}
            </Text>
          )}
        </Group>
        {lock === 'locked' && (
          <Alert color="yellow" data-testid="checklist-locked">
            {t('checklist.locked', {
              state: PROCESS_STATUS_LABELS[compliance.process_status][currentLanguage()],
            })}
          </Alert>
        )}
        {lock === 'inactive' && (
          <Alert color="gray" data-testid="checklist-locked">
            {t('checklist.inactive')}
          </Alert>
        )}
        {lock === null && !rights.claim && (
          <Text size="sm" c="dimmed">
            {t('checklist.readOnly')}
          </Text>
        )}
        {loading ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('checklist.loading')}</Text>
          </Group>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="checklist-empty">
            {t('checklist.empty')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((item) => (
              <li key={item.id}>
                <ChecklistItemRow item={item} canClaim={rights.claim} canEdit={rights.edit} />
                <ChecklistEvidence
                  item={item}
                  complianceUuid={compliance.id}
                  documents={documents}
                  loading={documentsLoading}
                  canUpload={mayUpload}
                  canAttach={mayAttach}
                />
              </li>
            ))}
          </Stack>
        )}
        {rights.edit && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (title.trim()) add();
            }}
          >
            <Stack gap="xs">
              <TextInput
                label={t('checklist.newTitle')}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                maxLength={500}
              />
              <TextInput
                type="date"
                label={t('checklist.dueDate')}
                value={due}
                onChange={(e) => setDue(e.currentTarget.value)}
              />
              <Group>
                <Button type="submit" size="sm" disabled={!title.trim()}>
                  {t('checklist.add')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
