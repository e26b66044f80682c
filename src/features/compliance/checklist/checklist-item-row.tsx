/** One checklist item: its claim checkbox, due date, and (for editors) inline edit and delete. */
import { ActionIcon, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistDoc } from '../../../db/hooks/checklists';
import { claimChecklistItem, deleteChecklistItem, editChecklistItem } from './checklist.write';
import { WriteStatus } from './write-status';

export function ChecklistItemRow({
  item,
  canClaim,
  canEdit,
}: {
  item: ChecklistDoc;
  canClaim: boolean;
  canEdit: boolean;
}) {
  const { t } = useTranslation('checklist');
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(item.title);
  const [due, setDue] = useState(item.due_date ?? '');
  const target = { collection: 'checklists', id: item.id } as const;

  if (editing) {
    const save = () => {
      // The server drops a due date that is not sent: the form always sends the one shown.
      void editChecklistItem.run({
        checklist_uuid: item.id,
        title: title.trim(),
        due_date: due || null,
      });
      setEditing(false);
    };
    return (
      <Stack gap={4} data-testid="checklist-item-edit">
        <TextInput
          label={t('checklist.itemTitle')}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          maxLength={500}
          required
        />
        <TextInput
          type="date"
          label={t('checklist.dueDate')}
          description={t('checklist.dropsDue')}
          value={due}
          onChange={(e) => setDue(e.currentTarget.value)}
        />
        <Group gap="xs">
          <Button size="xs" onClick={save} disabled={!title.trim()}>
            {t('checklist.save')}
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>
            {t('checklist.cancel')}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack
      gap={2}
      data-testid="checklist-item"
      data-claimed={item.is_claim_checklist ? 'true' : 'false'}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Checkbox
          checked={item.is_claim_checklist}
          disabled={!canClaim}
          label={item.title}
          aria-label={t('checklist.claim', { title: item.title })}
          onChange={(e) =>
            void claimChecklistItem.run({
              checklist_uuid: item.id,
              claimed: e.currentTarget.checked,
            })
          }
        />
        {canEdit && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t('checklist.editItem', { title: item.title })}
              onClick={() => setEditing(true)}
            >
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('checklist.deleteItem', { title: item.title })}
              onClick={() => void deleteChecklistItem.run({ checklist_uuid: item.id })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed" pl={32}>
        {item.due_date ? t('checklist.due', { date: item.due_date }) : t('checklist.noDue')}
      </Text>
      <WriteStatus target={target} testId="checklist-item" />
    </Stack>
  );
}
