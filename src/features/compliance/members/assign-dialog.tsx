/**
 * Assigns a user to one compliance: as its PIC, group PIC or auditor (`complianceAssign`,
 * replacing whoever held that position) or as a contributor or plain member (`memberCreate`).
 * The server's refusal (no group, role not allowed) stays in the dialog with its message.
 * Separation of duties: the compliance's PIC is not offered as its auditor, nor its auditor as
 * its PIC (contract/workflow.ts dutyExcluded, the rule the server keeps).
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
import { dutyExcluded, SEPARATE_POSITIONS } from '../../../../contract/workflow';
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
  /** The compliance's members: who holds a position another may not be given with it. */
  members: readonly { user_uuid: string; role_code: string }[];
}

export function AssignDialog({
  complianceUuid,
  opened,
  onClose,
  online,
  initialRole = 'pic',
  members,
}: AssignDialogProps) {
  const { t } = useTranslation('members');
  const lang = currentLanguage();
  const [role, setRole] = useState<MemberRole>(initialRole);
  const [user, setUser] = useState<ComplianceUserItem | null>(null);
  const excluded = dutyExcluded(role, members);
  const opposite = SEPARATE_POSITIONS[role];
  const excludedNote = opposite
    ? t('assign.dutyExcluded', { position: MEMBER_ROLE_LABELS[opposite][lang] })
    : '';
  // A user picked for one position stays picked only while the new position allows them.
  const changeRole = (next: MemberRole) => {
    setRole(next);
    if (user && dutyExcluded(next, members).has(user.user_uuid)) setUser(null);
  };

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
        onChange={(v) => v && changeRole(v as MemberRole)}
        allowDeselect={false}
      />
      <UserPicker
        label={t('assign.user')}
        value={user}
        onChange={setUser}
        online={online}
        excluded={excluded}
        excludedNote={excludedNote}
      />
    </ActionDialog>
  );
}
