/**
 * The privilege roles screen (/roles, module `users`): the company's roles with how many users
 * and groups hold them, a new role, deleting a custom one (with a confirmation; built-ins cannot
 * be deleted), and the selected role's privilege matrix. Roles are company configuration read
 * online: offline the screen says so. The notices are the spec's Success and Failed (section 8).
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog';
import { ROLE_NAME_MAX, type RoleListItem } from '../../../contract/api/roles';
import { ModuleGate } from '../../components/module-gate';
import { useCan } from '../../state/permissions';
import { RolePanel } from './role-matrix';
import { createRole, deleteRole } from './role.write';
import { useRoles } from './roles.api';

type Notice = { ok: true; text: string } | { ok: false; text: string } | null;

function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert
      color={notice.ok ? 'green' : 'red'}
      role={notice.ok ? 'status' : 'alert'}
      data-testid="roles-notice"
    >
      {notice.text}
    </Alert>
  );
}

function CreateRole({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('access');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (!name.trim()) return setProblem(t('roles.needName'));
    setBusy(true);
    const result = await createRole.run({ role_name: name.trim(), role_setting: 0 });
    setBusy(false);
    if (result.state === 'refused') return setProblem(t('failed', { message: result.message }));
    onCreated();
  }
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('roles.createTitle')}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label={t('roles.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={ROLE_NAME_MAX}
            required
            data-autofocus
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('roles.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteRole({
  role,
  onClose,
  onDeleted,
}: {
  role: RoleListItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('access');
  async function confirm() {
    const result = await deleteRole.run(role.role_uuid);
    if (result.state === 'refused') return t('failed', { message: result.message });
    onDeleted();
  }
  return (
    <ActionDialog
      title={t('roles.deleteTitle')}
      actionLabel={t('delete')}
      danger
      onAction={confirm}
      onClose={onClose}
    >
      <Text>{t('roles.deleteConfirm', { name: role.role_name })}</Text>
    </ActionDialog>
  );
}

function RoleCard({
  role,
  selected,
  mayDelete,
  onSelect,
  onDelete,
}: {
  role: RoleListItem;
  selected: boolean;
  mayDelete: boolean;
  onSelect: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('access');
  return (
    <Card
      withBorder
      padding="sm"
      data-testid="role"
      data-name={role.role_name}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{role.role_name}</Text>
            {role.role_setting === 1 && <Badge variant="light">{t('roles.builtIn')}</Badge>}
          </Group>
          <Text size="sm" c="dimmed">
            {t('roles.userCount', { count: role.user_count })}
            {role.group_count > 0 && ` · ${t('roles.groupCount', { count: role.group_count })}`}
          </Text>
        </Stack>
      </Group>
      <Group mt="xs" gap="xs">
        <Button
          size="xs"
          variant={selected ? 'filled' : 'light'}
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={t('roles.privilegesOf', { name: role.role_name })}
        >
          {t('roles.privileges')}
        </Button>
        {mayDelete && role.role_setting !== 1 && (
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={onDelete}
            aria-label={t('roles.deleteNamed', { name: role.role_name })}
          >
            {t('delete')}
          </Button>
        )}
      </Group>
    </Card>
  );
}

function Roles() {
  const { t } = useTranslation('access');
  const { online } = useNetwork();
  const roles = useRoles(online);
  const mayCreate = useCan('users', 'create');
  const mayDelete = useCan('users', 'delete');
  const [selected, setSelected] = useState<string | null>(null);
  const [dialog, setDialog] = useState<
    { kind: 'create' } | { kind: 'delete'; role: RoleListItem } | null
  >(null);
  const [notice, setNotice] = useState<Notice>(null);

  return (
    <Stack gap="md" data-testid="roles-screen">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('roles.title')}
        </Title>
        {mayCreate && (
          <Button onClick={() => setDialog({ kind: 'create' })} disabled={!online}>
            {t('roles.create')}
          </Button>
        )}
      </Group>
      <Text c="dimmed">{t('roles.intro')}</Text>
      <NoticeLine notice={notice} />
      <OnlineReadStatus
        read={roles}
        texts={{
          loading: t('roles.loading'),
          offline: t('onlineOnly'),
          failed: (message) => t('loadFailed', { message }),
          retry: t('retry'),
        }}
      />
      {roles.state === 'ready' && roles.data.length === 0 && (
        <Text c="dimmed">{t('roles.empty')}</Text>
      )}
      {roles.state === 'ready' && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {roles.data.map((role) => (
            <RoleCard
              key={role.role_uuid}
              role={role}
              selected={selected === role.role_uuid}
              mayDelete={mayDelete && online}
              onSelect={() => setSelected(role.role_uuid)}
              onDelete={() => setDialog({ kind: 'delete', role })}
            />
          ))}
        </SimpleGrid>
      )}
      {selected && roles.state === 'ready' && roles.data.some((r) => r.role_uuid === selected) && (
        <RolePanel roleUuid={selected} onChanged={roles.reload} />
      )}
      {dialog?.kind === 'create' && (
        <CreateRole
          onClose={() => setDialog(null)}
          onCreated={() => {
            setDialog(null);
            setNotice({ ok: true, text: t('roles.created') });
            roles.reload();
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteRole
          role={dialog.role}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            if (selected === dialog.role.role_uuid) setSelected(null);
            setNotice({ ok: true, text: t('roles.deleted') });
            roles.reload();
          }}
        />
      )}
    </Stack>
  );
}

export function RolesScreen() {
  return (
    <ModuleGate module="users">
      <Roles />
    </ModuleGate>
  );
}
