/**
 * Deadline, priority and note (`complianceUpdate`), for a user holding `set_deadline` on the
 * compliance. The deadline is closed while an auditor reviews it and once it complies
 * (LOCKED_FOR_EDIT), as the server enforces. Saved through the kit: at once, offline included.
 */
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITIES, type Priority } from '../../../contract/enums';
import { labelOf, PRIORITY_LABELS } from '../../../contract/labels';
import { LOCKED_FOR_EDIT } from '../../../contract/workflow';
import type { ComplianceDoc } from '../../db/hooks/compliances';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { updateCompliance } from './update.write';

export function useCanEdit(c: ComplianceDoc): boolean {
  return useCan('compliance', 'update') && c.is_active && c.actions.includes('set_deadline');
}

export function ComplianceEdit({ c, onDone }: { c: ComplianceDoc; onDone: () => void }) {
  const { t } = useTranslation('compliance');
  const lang = currentLanguage();
  const locked = LOCKED_FOR_EDIT.includes(c.process_status);
  const [deadline, setDeadline] = useState(c.deadline ?? '');
  const [priority, setPriority] = useState<Priority>(c.priority);
  const [note, setNote] = useState(c.note ?? '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const body: Parameters<typeof updateCompliance.run>[0] = { compliance_uuid: c.id };
        if (!locked && (deadline || null) !== c.deadline) body.deadline = deadline || null;
        if (priority !== c.priority) body.priority = priority;
        if ((note.trim() || null) !== (c.note ?? null)) body.note = note.trim() || null;
        if (Object.keys(body).length > 1) void updateCompliance.run(body);
        onDone();
      }}
    >
      <Stack gap="sm" data-testid="compliance-edit">
        <TextInput
          type="date"
          label={t('edit.deadline')}
          description={locked ? t('edit.deadlineLocked') : undefined}
          disabled={locked}
          value={deadline}
          onChange={(e) => setDeadline(e.currentTarget.value)}
          data-testid="edit-deadline"
        />
        <Select
          label={t('edit.priority')}
          data={PRIORITIES.map((p) => ({ value: p, label: labelOf(PRIORITY_LABELS, p, lang) }))}
          value={priority}
          allowDeselect={false}
          onChange={(v) => v && setPriority(v as Priority)}
          data-testid="edit-priority"
        />
        <Textarea
          label={t('edit.note')}
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          data-testid="edit-note"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" data-testid="edit-save">
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
