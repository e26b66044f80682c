/**
 * The form of a member role in a modal: its name (a built-in role keeps its own) and its
 * obligation actions as labelled checkboxes. Saves through the kit; a refusal (a taken name)
 * stays in the form with the server's message.
 */
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRoleItem } from '../../../contract/api/members';
import { OBLIGATION_ACTIONS, type ObligationAction } from '../../../contract/enums';
import { OBLIGATION_ACTION_LABELS } from '../../../contract/labels';
import { currentLanguage } from '../../lib/i18n';
import { createMemberRole, updateMemberRole } from './member-role.write';

export interface MemberRoleFormProps {
  companyUuid: string;
  /** The role edited; null creates one. */
  role: MemberRoleItem | null;
  onClose: () => void;
  onSaved: () => void;
}

export function MemberRoleForm({ companyUuid, role, onClose, onSaved }: MemberRoleFormProps) {
  const { t } = useTranslation('members');
  const lang = currentLanguage();
  const [name, setName] = useState(role?.name ?? '');
  const [actions, setActions] = useState<ObligationAction[]>(role?.actions ?? ['view']);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const builtIn = role?.is_default ?? false;

  async function save() {
    if (!name.trim()) return setProblem(t('roles.needName'));
    if (actions.length === 0) return setProblem(t('roles.needAction'));
    setBusy(true);
    const result = role
      ? await updateMemberRole.run({
          member_role_uuid: role.member_role_uuid,
          ...(builtIn ? {} : { name: name.trim() }),
          actions,
        })
      : await createMemberRole.run({ company_uuid: companyUuid, name: name.trim(), actions });
    setBusy(false);
    if (result.state === 'refused')
      return setProblem(t('roles.failed', { message: result.message }));
    onSaved();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={role ? t('roles.editTitle') : t('roles.createTitle')}
      fullScreen={false}
      size="lg"
    >
      <Stack gap="md">
        <TextInput
          label={t('roles.name')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          disabled={builtIn}
          description={builtIn ? t('roles.builtInName') : undefined}
          maxLength={100}
          required
        />
        <Checkbox.Group
          label={t('roles.actions')}
          value={actions}
          onChange={(v) => setActions(OBLIGATION_ACTIONS.filter((a) => v.includes(a)))}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {OBLIGATION_ACTIONS.map((a) => (
              <Checkbox key={a} value={a} label={OBLIGATION_ACTION_LABELS[a][lang]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {problem && (
          <Alert color="red" role="alert" data-testid="role-form-error">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('roles.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            {t('roles.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
