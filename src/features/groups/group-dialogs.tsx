/**
 * The groups screen's dialogs: a group's form (name, parent on create, label, privilege role),
 * moving a group ("Move to…": the keyboard and phone alternative to dragging), its members
 * (search the company's users, add, remove) and the delete confirmation. Each saves through the
 * kit and keeps a refusal in the dialog with the server's message.
 */
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Loader,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GROUP_NAME_MAX,
  type GroupItem,
  type GroupLabelItem,
  type GroupMember,
} from '../../../contract/api/groups';
import type { ComplianceUserItem } from '../../../contract/api/members';
import type { RoleListItem } from '../../../contract/api/roles';
import { privilegesOf, rightsBeyond } from '../../../contract/modules';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session';
import { createGroup, deleteGroup, updateGroup } from './group.write';
import { searchUsers, useGroup } from './groups.api';
import { moveTargets } from './tree';

const TOP = '__top__';

function Problem({ text }: { text: string | null }) {
  return text ? (
    <Alert color="red" role="alert">
      {text}
    </Alert>
  ) : null;
}

function Actions({
  busy,
  onCancel,
  onConfirm,
  confirm,
  color,
}: {
  busy: boolean;
  onCancel: () => void;
  onConfirm?: () => void;
  confirm: string;
  color?: string;
}) {
  const { t } = useTranslation('access');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button
        type={onConfirm ? 'button' : 'submit'}
        color={color}
        loading={busy}
        onClick={onConfirm}
      >
        {confirm}
      </Button>
    </Group>
  );
}

export interface GroupFormProps {
  /** The group edited; null creates one under `parent`. */
  group: GroupItem | null;
  parent: GroupItem | null;
  labels: GroupLabelItem[];
  roles: RoleListItem[];
  onClose: () => void;
  onSaved: () => void;
}

export function GroupForm({ group, parent, labels, roles, onClose, onSaved }: GroupFormProps) {
  const { t } = useTranslation('access');
  const me = useSnapshot(session);
  // No self-escalation (issue 23), as the server rules: a role holding rights the user does not
  // have is not offered (the group's current role stays choosable).
  const roleData = roles.map((r) => ({
    value: r.role_uuid,
    label: r.role_name,
    disabled:
      r.role_uuid !== group?.role_uuid &&
      rightsBeyond(me.privileges ?? {}, privilegesOf(r.modules)).length > 0,
  }));
  const someBeyond = roleData.some((r) => r.disabled);
  const [name, setName] = useState(group?.name ?? '');
  const [label, setLabel] = useState<string | null>(group?.label_uuid ?? null);
  const [role, setRole] = useState<string | null>(group?.role_uuid ?? null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    if (!name.trim()) return setProblem(t('groups.needName'));
    setBusy(true);
    const fields = { name: name.trim(), label_uuid: label, role_uuid: role };
    const result = group
      ? await updateGroup.run({ group_uuid: group.group_uuid, body: fields })
      : await createGroup.run({ ...fields, parent_uuid: parent?.group_uuid ?? null });
    setBusy(false);
    if (result.state === 'refused') return setProblem(t('failed', { message: result.message }));
    onSaved();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={
        group
          ? t('groups.editTitle', { name: group.name })
          : parent
            ? t('groups.createUnder', { name: parent.name })
            : t('groups.createTitle')
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput
            label={t('groups.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={GROUP_NAME_MAX}
            required
            data-autofocus
          />
          <Select
            label={t('groups.label')}
            placeholder={t('groups.none')}
            data={labels.map((l) => ({ value: l.label_uuid, label: l.name }))}
            value={label}
            onChange={setLabel}
            clearable
          />
          <Select
            label={t('groups.role')}
            description={
              someBeyond
                ? `${t('groups.roleHint')} ${t('groups.rolesBeyond')}`
                : t('groups.roleHint')
            }
            placeholder={t('groups.none')}
            data={roleData}
            value={role}
            onChange={setRole}
            clearable
          />
          <Problem text={problem} />
          <Actions busy={busy} onCancel={onClose} confirm={t('save')} />
        </Stack>
      </form>
    </Modal>
  );
}

export function MoveGroup({
  group,
  groups,
  onClose,
  onSaved,
}: {
  group: GroupItem;
  groups: GroupItem[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('access');
  const targets = moveTargets(groups, group.group_uuid);
  const options = [
    ...(group.parent_uuid ? [{ value: TOP, label: t('groups.topLevel') }] : []),
    ...targets.map((g) => ({ value: g.group_uuid, label: g.name })),
  ];
  const [target, setTarget] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    if (!target) return setProblem(t('groups.chooseTarget'));
    setBusy(true);
    const result = await updateGroup.run({
      group_uuid: group.group_uuid,
      body: { parent_uuid: target === TOP ? null : target },
    });
    setBusy(false);
    if (result.state === 'refused') return setProblem(t('failed', { message: result.message }));
    onSaved();
  }
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('groups.moveTitle', { name: group.name })}
    >
      <Stack>
        <Select
          label={t('groups.moveTarget')}
          data={options}
          value={target}
          onChange={setTarget}
          searchable
          nothingFoundMessage={t('groups.noTarget')}
        />
        <Problem text={problem} />
        <Actions
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void save()}
          confirm={t('groups.move')}
        />
      </Stack>
    </Modal>
  );
}

export function DeleteGroup({
  group,
  onClose,
  onDeleted,
}: {
  group: GroupItem;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('access');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await deleteGroup.run(group.group_uuid);
    setBusy(false);
    if (result.state === 'refused') return setProblem(t('failed', { message: result.message }));
    onDeleted();
  }
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('groups.deleteTitle')}
    >
      <Stack>
        <Text>{t('groups.deleteConfirm', { name: group.name })}</Text>
        <Text size="sm" c="dimmed">
          {t('groups.deleteRule')}
        </Text>
        <Problem text={problem} />
        <Actions
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void confirm()}
          confirm={t('delete')}
          color="red"
        />
      </Stack>
    </Modal>
  );
}

/** The member picker's search: the company's active users matching the typed text. */
function useUserSearch(text: string, online: boolean) {
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const [found, setFound] = useState<{ for: string; users: ComplianceUserItem[] } | null>(null);
  useEffect(() => {
    if (!online || !debounced) return;
    let live = true;
    searchUsers(debounced).then(
      (users) => live && setFound({ for: debounced, users }),
      () => live && setFound({ for: debounced, users: [] }),
    );
    return () => {
      live = false;
    };
  }, [debounced, online]);
  return debounced && found?.for === debounced ? found.users : null;
}

function MemberEditor({
  group,
  initial,
  onClose,
  onSaved,
}: {
  group: GroupItem;
  initial: GroupMember[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('access');
  const { online } = useNetwork();
  const [members, setMembers] =
    useState<{ user_uuid: string; name: string; email: string }[]>(initial);
  const [text, setText] = useState('');
  const found = useUserSearch(text, online);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const candidates = (found ?? []).filter((u) => !members.some((m) => m.user_uuid === u.user_uuid));

  async function save() {
    setBusy(true);
    const result = await updateGroup.run({
      group_uuid: group.group_uuid,
      body: { members: members.map((m) => m.user_uuid) },
    });
    setBusy(false);
    if (result.state === 'refused') return setProblem(t('failed', { message: result.message }));
    onSaved();
  }

  return (
    <Stack>
      {members.length === 0 && <Text c="dimmed">{t('groups.noMembers')}</Text>}
      <Stack
        gap={4}
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('groups.members')}
      >
        {members.map((m) => (
          <Group
            key={m.user_uuid}
            component="li"
            justify="space-between"
            wrap="nowrap"
            data-testid="group-member"
          >
            <div>
              <Text size="sm" fw={500}>
                {m.name}
              </Text>
              <Text size="xs" c="dimmed">
                {m.email}
              </Text>
            </div>
            <CloseButton
              aria-label={t('groups.removeMember', { name: m.name })}
              onClick={() => setMembers((list) => list.filter((x) => x.user_uuid !== m.user_uuid))}
            />
          </Group>
        ))}
      </Stack>
      <TextInput
        label={t('groups.addMember')}
        placeholder={t('groups.searchUsers')}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {found && candidates.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('groups.noUsersFound')}
        </Text>
      )}
      {candidates.length > 0 && (
        <Stack gap={4}>
          {candidates.map((u) => (
            <Button
              key={u.user_uuid}
              variant="light"
              size="xs"
              justify="flex-start"
              onClick={() => {
                setMembers((list) => [
                  ...list,
                  { user_uuid: u.user_uuid, name: u.name, email: u.email },
                ]);
                setText('');
              }}
              aria-label={t('groups.addNamed', { name: u.name })}
            >
              {u.name} · {u.email}
              {u.group_name && u.group_uuid !== group.group_uuid ? ` (${u.group_name})` : ''}
            </Button>
          ))}
        </Stack>
      )}
      <Problem text={problem} />
      <Actions busy={busy} onCancel={onClose} onConfirm={() => void save()} confirm={t('save')} />
    </Stack>
  );
}

export function GroupMembers({
  group,
  onClose,
  onSaved,
}: {
  group: GroupItem;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('access');
  const { online } = useNetwork();
  const detail = useGroup(group.group_uuid, online);
  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('groups.membersTitle', { name: group.name })}
      size="lg"
    >
      {detail.state === 'loading' && <Loader size="sm" aria-label={t('groups.members')} />}
      {detail.state === 'offline' && <Alert color="yellow">{t('onlineOnly')}</Alert>}
      {detail.state === 'error' && <Problem text={t('loadFailed', { message: detail.message })} />}
      {detail.state === 'ready' && (
        <MemberEditor
          group={group}
          initial={detail.data.members}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}
