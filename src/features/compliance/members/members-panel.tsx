/**
 * The members of a compliance, from its synced document (name, role), with the assignment
 * controls (assign a PIC, group PIC, auditor or member; change a member's role; remove one)
 * shown only to a caller whose obligation actions on it include `assign`, or a company
 * compliance manager: what the server accepts. Assigning needs the server (the user search, the
 * status the PICs decide), so offline the controls rest, with a note saying so.
 */
import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ComplianceMemberDoc,
  compliancesCollection,
} from '../../../../contract/collections/compliances';
import type { DocOf } from '../../../../contract/collections/define';
import { MEMBER_ROLES, type MemberRole } from '../../../../contract/enums';
import { MEMBER_ROLE_LABELS } from '../../../../contract/labels';
import { currentLanguage } from '../../../lib/i18n';
import { useCan } from '../../../state/permissions';
import { useIsComplianceManager } from '../../member-roles';
import { AssignDialog } from './assign-dialog';
import { deleteMember, updateMember } from './member.write';

export type ComplianceDoc = DocOf<typeof compliancesCollection>;

const ORDER: Record<MemberRole, number> = {
  pic: 0,
  group_pic: 1,
  auditor: 2,
  contributor: 3,
  member: 4,
};

/**
 * Whether the caller may change the compliance's members, as the server decides: the compliance
 * module's update right (the routes' access rule), then `assign` on this compliance (a manager
 * holds every action).
 */
export function useMayAssign(compliance: Pick<ComplianceDoc, 'actions'>): boolean {
  const manager = useIsComplianceManager();
  const mayUpdate = useCan('compliance', 'update');
  return mayUpdate && (manager || compliance.actions.includes('assign'));
}

function MemberRow({
  member,
  complianceUuid,
  editable,
  onRefused,
}: {
  member: ComplianceMemberDoc;
  complianceUuid: string;
  editable: boolean;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation('members');
  const lang = currentLanguage();
  const [busy, setBusy] = useState(false);
  async function run(step: () => Promise<{ state: string; message?: string }>) {
    setBusy(true);
    const result = await step();
    setBusy(false);
    if (result.state === 'refused') onRefused(result.message ?? '');
  }
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="xs"
      data-testid="compliance-member"
      data-role={member.role_code}
      data-compliance={complianceUuid}
    >
      <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
        <Text fw={500} truncate>
          {member.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {member.email}
        </Text>
      </Stack>
      {editable ? (
        <Group gap="xs" wrap="nowrap">
          <Select
            size="xs"
            w={140}
            aria-label={t('panel.changeRole', { name: member.name })}
            data={MEMBER_ROLES.map((r) => ({ value: r, label: MEMBER_ROLE_LABELS[r][lang] }))}
            value={member.role_code}
            allowDeselect={false}
            disabled={busy}
            onChange={(v) =>
              v &&
              v !== member.role_code &&
              void run(() =>
                updateMember.run({ member_uuid: member.member_uuid, role_code: v as MemberRole }),
              )
            }
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t('panel.removeNamed', { name: member.name })}
            loading={busy}
            onClick={() => void run(() => deleteMember.run(member.member_uuid))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Badge variant="light">{MEMBER_ROLE_LABELS[member.role_code][lang]}</Badge>
      )}
    </Group>
  );
}

export function MembersPanel({ compliance }: { compliance: ComplianceDoc }) {
  const { t } = useTranslation('members');
  const { online } = useNetwork();
  const mayAssign = useMayAssign(compliance);
  const [assigning, setAssigning] = useState<MemberRole | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const members = [...compliance.members].sort(
    (a, b) => ORDER[a.role_code] - ORDER[b.role_code] || a.name.localeCompare(b.name),
  );
  const editable = mayAssign && online;

  return (
    <Stack gap="sm" component="section" aria-labelledby="members-title" data-testid="members-panel">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="members-title">
          {t('panel.title')}
        </Title>
        {mayAssign && (
          <Group gap="xs">
            <Button size="xs" onClick={() => setAssigning('pic')} disabled={!online}>
              {t('panel.assign')}
            </Button>
            <Button
              size="xs"
              variant="light"
              onClick={() => setAssigning('member')}
              disabled={!online}
            >
              {t('panel.addMember')}
            </Button>
          </Group>
        )}
      </Group>
      {mayAssign && !online && (
        <Text size="sm" c="dimmed" data-testid="members-online-only">
          {t('panel.onlineOnly')}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setProblem(null)}>
          {t('panel.failed', { message: problem })}
        </Alert>
      )}
      {members.length === 0 ? (
        <Text c="dimmed">{t('panel.empty')}</Text>
      ) : (
        members.map((m) => (
          <MemberRow
            key={m.member_uuid}
            member={m}
            complianceUuid={compliance.id}
            editable={editable}
            onRefused={setProblem}
          />
        ))
      )}
      {mayAssign && assigning && (
        <AssignDialog
          key={assigning}
          complianceUuid={compliance.id}
          members={compliance.members}
          initialRole={assigning}
          opened
          onClose={() => setAssigning(null)}
          online={online}
        />
      )}
    </Stack>
  );
}
