/**
 * Assigns a user to one compliance: as its PIC, group PIC or auditor (PUT /compliance/assign,
 * replacing whoever held that position) or as a contributor or plain member (POST /member/create).
 * The server's refusal (no group, role not allowed) stays in the dialog with its message.
 */
import { Select } from '@mantine/core';
import { ActionDialog } from '../../../components/action-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ASSIGN_FIELDS,
  type AssignField,
  type ComplianceUserItem,
} from '../../../../contract/api/members';
import { MEMBER_ROLES, type MemberRole } from '../../../../contract/enums';
import { MEMBER_ROLE_LABELS } from '../../../../contract/labels';
import { currentLanguage } from '../../../lib/i18n';
import { assignCompliance, createMember } from './member.write';
import { UserPicker } from './user-picker';

const FIELD_OF = Object.fromEntries(
  Object.entries(ASSIGN_FIELDS).map(([field, role]) => [role, field]),
) as Partial<Record<MemberRole, AssignField>>;

export interface AssignDialogProps {
  complianceUuid: string;
  opened: boolean;
  onClose: () => void;
  online: boolean;
  /** The position offered first: `pic` from "Assign", `member` from "Add member". */
  initialRole?: MemberRole;
}

export function AssignDialog({
  complianceUuid,
  opened,
  onClose,
  online,
  initialRole = 'pic',
}: AssignDialogProps) {
  const { t } = useTranslation('members');
  const lang = currentLanguage();
  const [role, setRole] = useState<MemberRole>(initialRole);
  const [user, setUser] = useState<ComplianceUserItem | null>(null);

  async function save() {
    if (!user) return;
    const field = FIELD_OF[role];
    const result = field
      ? await assignCompliance.run({ compliance_uuid: complianceUuid, [field]: user.user_uuid })
      : await createMember.run({
          compliance_uuid: complianceUuid,
          user_uuid: user.user_uuid,
          role_code: role,
        });
    if (result.state === 'refused') return t('panel.failed', { message: result.message });
    setUser(null);
    onClose();
  }

  return (
    <ActionDialog
      opened={opened}
      onClose={onClose}
      title={t('assign.title')}
      actionLabel={t('assign.save')}
      disabled={!user || !online}
      onAction={save}
    >
      <Select
        label={t('assign.position')}
        data={MEMBER_ROLES.map((r) => ({ value: r, label: MEMBER_ROLE_LABELS[r][lang] }))}
        value={role}
        onChange={(v) => v && setRole(v as MemberRole)}
        allowDeselect={false}
      />
      <UserPicker label={t('assign.user')} value={user} onChange={setUser} online={online} />
    </ActionDialog>
  );
}
