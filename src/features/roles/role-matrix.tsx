/**
 * One role's privilege matrix: a row per module the company may hold (names in the user's
 * language) x view / create / update / delete checkboxes, each named "<action>: <module>" for
 * screen readers. On a phone the table scrolls sideways inside its own box. Saving sends only
 * the changed rows; the notice is the spec's Success or Failed (section 8). No self-escalation
 * (issue 23), as the server rules: a right the user does not hold cannot be switched on, and a
 * role the user holds cannot be changed at all (another administrator does it).
 */
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatrixRow, RoleDetail } from '../../../contract/api/roles';
import { ACTIONS, grants, type Action } from '../../../contract/modules';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { changedRows, toggle, type Rights } from './matrix';
import { updatePrivileges } from './role.write';
import { useRole } from './roles.api';

type Notice = { ok: true } | { ok: false; message: string } | null;

function MatrixEditor({ role, onSaved }: { role: RoleDetail; onSaved: () => void }) {
  const { t } = useTranslation('access');
  const lang = currentLanguage();
  const mayUpdate = useCan('users', 'update');
  const me = useSnapshot(session);
  const ownRole = me.profile?.roles.some((r) => r.role_uuid === role.role_uuid) ?? false;
  const [edited, setEdited] = useState<Record<string, Rights>>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const rightsOf = (row: MatrixRow): Rights => edited[row.module_code] ?? row;
  const changes = changedRows(role.matrix, edited);
  /** Switching on a right the user does not hold: the server would refuse it. */
  const barred = (row: MatrixRow, action: Action) =>
    !rightsOf(row)[action] && !grants(me.privileges ?? {}, row.module_code, action);
  const someBarred =
    mayUpdate && !ownRole && role.matrix.some((row) => ACTIONS.some((a) => barred(row, a)));

  function set(row: MatrixRow, action: Action, on: boolean) {
    setNotice(null);
    setEdited((e) => ({ ...e, [row.module_code]: toggle(rightsOf(row), action, on) }));
  }

  async function save() {
    setBusy(true);
    const result = await updatePrivileges.run({ role_uuid: role.role_uuid, modules: changes });
    setBusy(false);
    if (result.state === 'refused') return setNotice({ ok: false, message: result.message });
    setEdited({});
    setNotice({ ok: true });
    onSaved();
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={460}>
        <Table striped withTableBorder data-testid="privilege-matrix">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('matrix.module')}</Table.Th>
              {ACTIONS.map((a) => (
                <Table.Th key={a} scope="col" ta="center">
                  {t(`actions.${a}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {role.matrix.map((row) => {
              const name = lang === 'id' ? row.name_id : row.name_en;
              const rights = rightsOf(row);
              return (
                <Table.Tr
                  key={row.module_code}
                  data-testid="matrix-row"
                  data-module={row.module_code}
                >
                  <Table.Th scope="row" fw={500}>
                    {name}
                  </Table.Th>
                  {ACTIONS.map((a) => (
                    <Table.Td key={a} ta="center">
                      <Group justify="center">
                        <Checkbox
                          checked={rights[a]}
                          disabled={!mayUpdate || busy || ownRole || barred(row, a)}
                          onChange={(e) => set(row, a, e.currentTarget.checked)}
                          aria-label={t('matrix.cell', { action: t(`actions.${a}`), module: name })}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {mayUpdate && ownRole && (
        <Text size="sm" c="dimmed" data-testid="matrix-own-role">
          {t('matrix.ownRole')}
        </Text>
      )}
      {someBarred && (
        <Text size="sm" c="dimmed" data-testid="matrix-barred">
          {t('matrix.beyondOwn')}
        </Text>
      )}
      {notice?.ok && (
        <Alert color="green" role="status" data-testid="matrix-notice">
          {t('matrix.saved')}
        </Alert>
      )}
      {notice && !notice.ok && (
        <Alert color="red" role="alert" data-testid="matrix-notice">
          {t('failed', { message: notice.message })}
        </Alert>
      )}
      {mayUpdate && (
        <Group justify="flex-end">
          <Button
            variant="default"
            disabled={changes.length === 0 || busy}
            onClick={() => setEdited({})}
          >
            {t('matrix.reset')}
          </Button>
          <Button loading={busy} disabled={changes.length === 0} onClick={() => void save()}>
            {t('matrix.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The selected role: its matrix and who holds it. */
export function RolePanel({ roleUuid, onChanged }: { roleUuid: string; onChanged: () => void }) {
  const { t } = useTranslation('access');
  const { online } = useNetwork();
  const role = useRole(roleUuid, online);
  if (role.state === 'loading') return <Loader size="sm" aria-label={t('roles.loading')} />;
  if (role.state === 'offline') return <Alert color="yellow">{t('onlineOnly')}</Alert>;
  if (role.state === 'error') {
    return (
      <Alert color="red" role="alert">
        {t('loadFailed', { message: role.message })}
      </Alert>
    );
  }
  const r = role.data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="role-panel-title" data-testid="role-panel">
      <Group gap="xs">
        <Title order={2} size="h3" id="role-panel-title">
          {t('matrix.title', { name: r.role_name })}
        </Title>
        {r.role_setting === 1 && <Badge variant="light">{t('roles.builtIn')}</Badge>}
      </Group>
      <Text size="sm" c="dimmed">
        {r.users.length === 0
          ? t('roles.noHolders')
          : t('roles.holders', { names: r.users.map((u) => u.name).join(', ') })}
        {r.groups.length > 0 &&
          ` · ${t('roles.groupHolders', { names: r.groups.map((g) => g.name).join(', ') })}`}
      </Text>
      <MatrixEditor
        key={r.role_uuid}
        role={r}
        onSaved={() => {
          role.reload();
          onChanged();
        }}
      />
    </Stack>
  );
}
