/**
 * The member roles screen (/member-roles): the company's roles with the obligation actions each
 * grants, as labelled checkboxes. Everyone who may see compliances may read it (it explains what
 * a role on a compliance allows); company compliance managers create, edit and delete roles.
 * Member roles are company configuration read online: offline the screen says so.
 */
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog';
import { useSnapshot } from 'valtio';
import type { MemberRoleItem } from '../../../contract/api/members';
import { OBLIGATION_ACTIONS } from '../../../contract/enums';
import { OBLIGATION_ACTION_LABELS } from '../../../contract/labels';
import { ModuleGate } from '../../components/module-gate';
import { currentLanguage } from '../../lib/i18n';
import { session } from '../../state/session';
import { MemberRoleForm } from './member-role-form';
import { deleteMemberRole } from './member-role.write';
import { useMemberRoles } from './member-roles.api';
import { useIsComplianceManager } from './use-compliance-manager';

function RoleCard({
  role,
  manager,
  onEdit,
  onDelete,
}: {
  role: MemberRoleItem;
  manager: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('members');
  const lang = currentLanguage();
  return (
    <Card
      withBorder
      padding="md"
      data-testid="member-role"
      data-code={role.code}
      component="section"
      aria-labelledby={`role-${role.member_role_uuid}`}
    >
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h4" id={`role-${role.member_role_uuid}`}>
            {role.name}
          </Title>
          {role.is_default && <Badge variant="light">{t('roles.builtIn')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed">
          {t('roles.memberCount', { count: role.member_count })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6}>
        {OBLIGATION_ACTIONS.map((a) => (
          <Checkbox
            key={a}
            readOnly
            checked={role.actions.includes(a)}
            label={OBLIGATION_ACTION_LABELS[a][lang]}
            aria-readonly
            tabIndex={-1}
          />
        ))}
      </SimpleGrid>
      {manager && (
        <Group mt="sm" gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={onEdit}
            aria-label={t('roles.editNamed', { name: role.name })}
          >
            {t('roles.edit')}
          </Button>
          {!role.is_default && (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={onDelete}
              aria-label={t('roles.deleteNamed', { name: role.name })}
            >
              {t('roles.delete')}
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}

function DeleteRole({
  role,
  onClose,
  onDeleted,
}: {
  role: MemberRoleItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('members');
  async function confirm() {
    const result = await deleteMemberRole.run(role.member_role_uuid);
    if (result.state === 'refused') return t('roles.failed', { message: result.message });
    onDeleted();
  }
  return (
    <ActionDialog
      title={t('roles.deleteTitle')}
      actionLabel={t('roles.delete')}
      danger
      onAction={confirm}
      onClose={onClose}
    >
      <Text>{t('roles.deleteConfirm', { name: role.name })}</Text>
    </ActionDialog>
  );
}

type Editing =
  | { kind: 'create' }
  | { kind: 'edit'; role: MemberRoleItem }
  | { kind: 'delete'; role: MemberRoleItem }
  | null;

function MemberRoles() {
  const { t } = useTranslation('members');
  const { online } = useNetwork();
  const companyUuid = useSnapshot(session).profile?.company_data.company_uuid ?? null;
  const manager = useIsComplianceManager();
  const roles = useMemberRoles(companyUuid, online);
  const [editing, setEditing] = useState<Editing>(null);
  const done = () => {
    setEditing(null);
    roles.reload();
  };

  return (
    <Stack gap="md" data-testid="member-roles">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('roles.title')}
        </Title>
        {manager && (
          <Button onClick={() => setEditing({ kind: 'create' })} disabled={!online || !companyUuid}>
            {t('roles.create')}
          </Button>
        )}
      </Group>
      <Text c="dimmed">{t('roles.intro')}</Text>
      <OnlineReadStatus
        read={roles}
        testId="member-roles"
        texts={{
          loading: t('roles.title'),
          offline: t('roles.onlineOnly'),
          failed: (message) => t('roles.loadFailed', { message }),
          retry: t('roles.retry'),
        }}
      />
      {roles.state === 'ready' && roles.data.length === 0 && (
        <Text c="dimmed">{t('roles.empty')}</Text>
      )}
      {roles.state === 'ready' && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {roles.data.map((role) => (
            <RoleCard
              key={role.member_role_uuid}
              role={role}
              manager={manager && online}
              onEdit={() => setEditing({ kind: 'edit', role })}
              onDelete={() => setEditing({ kind: 'delete', role })}
            />
          ))}
        </SimpleGrid>
      )}
      {editing?.kind === 'create' && companyUuid && (
        <MemberRoleForm
          companyUuid={companyUuid}
          role={null}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {editing?.kind === 'edit' && companyUuid && (
        <MemberRoleForm
          companyUuid={companyUuid}
          role={editing.role}
          onClose={() => setEditing(null)}
          onSaved={done}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteRole role={editing.role} onClose={() => setEditing(null)} onDeleted={done} />
      )}
    </Stack>
  );
}

export function MemberRolesScreen() {
  return (
    <ModuleGate module="compliance">
      <MemberRoles />
    </ModuleGate>
  );
}
