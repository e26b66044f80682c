/**
 * The groups screen (/groups, module `users`): the company's groups as a tree with their label,
 * privilege role and member count. A group moves by dragging it onto another (or onto the top
 * level), or with "Move to…" (keyboard and phone); a move under its own subtree is never offered
 * and the server refuses it anyway. Create (at the top or under a group), edit (name, label,
 * role), members, delete with a confirmation; labels are managed beside the tree.
 */
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconDotsVertical, IconGripVertical } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LABEL_NAME_MAX, type GroupItem } from '../../../contract/api/groups';
import { ModuleGate } from '../../components/module-gate';
import { useCan } from '../../state/permissions';
import { useRoles } from '../roles';
import { DeleteGroup, GroupForm, GroupMembers, MoveGroup } from './group-dialogs';
import { createLabel, updateGroup } from './group.write';
import { useGroups, useLabels } from './groups.api';
import { buildTree, canMove, type GroupNode } from './tree';

type Dialog =
  | { kind: 'create'; parent: GroupItem | null }
  | { kind: 'edit' | 'move' | 'members' | 'delete'; group: GroupItem }
  | null;
type Notice = { ok: boolean; text: string } | null;
const DRAG_TYPE = 'application/x-regcomply-group';

interface TreeProps {
  groups: GroupItem[];
  mayUpdate: boolean;
  mayCreate: boolean;
  mayDelete: boolean;
  dragging: string | null;
  setDragging: (id: string | null) => void;
  onMove: (groupUuid: string, parent: string | null) => void;
  open: (d: Dialog) => void;
}

function GroupRow({ node, depth, tree }: { node: GroupNode; depth: number; tree: TreeProps }) {
  const { t } = useTranslation('access');
  const [over, setOver] = useState(false);
  const g = node.group;
  const dropOk = tree.dragging !== null && canMove(tree.groups, tree.dragging, g.group_uuid);
  const drag = tree.mayUpdate
    ? {
        draggable: true,
        onDragStart: (e: DragEvent) => {
          e.dataTransfer.setData(DRAG_TYPE, g.group_uuid);
          e.dataTransfer.setData('text/plain', g.name);
          e.dataTransfer.effectAllowed = 'move';
          tree.setDragging(g.group_uuid);
        },
        onDragEnd: () => tree.setDragging(null),
        onDragOver: (e: DragEvent) => {
          if (!dropOk) return;
          e.preventDefault();
          e.stopPropagation();
          setOver(true);
        },
        onDragLeave: () => setOver(false),
        onDrop: (e: DragEvent) => {
          e.preventDefault();
          e.stopPropagation();
          setOver(false);
          const dragged = e.dataTransfer.getData(DRAG_TYPE) || tree.dragging;
          tree.setDragging(null);
          if (dragged && canMove(tree.groups, dragged, g.group_uuid))
            tree.onMove(dragged, g.group_uuid);
        },
      }
    : {};
  return (
    <li aria-label={g.name}>
      <Paper
        withBorder
        p="xs"
        ml={{ base: Math.min(depth, 4) * 12, sm: depth * 24 }}
        data-testid="group"
        data-name={g.name}
        style={{
          outline: over ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
          cursor: tree.mayUpdate ? 'grab' : undefined,
        }}
        {...drag}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
            {tree.mayUpdate && <IconGripVertical size={16} aria-hidden />}
            <Text fw={600}>{g.name}</Text>
            {g.label_name && <Badge variant="light">{g.label_name}</Badge>}
            {g.role_name && (
              <Badge variant="outline" color="grape">
                {g.role_name}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('groups.memberCount', { count: g.member_count })}
            </Text>
          </Group>
          {(tree.mayUpdate || tree.mayCreate || tree.mayDelete) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={t('groups.actionsOf', { name: g.name })}
                >
                  <IconDotsVertical size={16} />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {tree.mayUpdate && (
                  <Menu.Item onClick={() => tree.open({ kind: 'edit', group: g })}>
                    {t('groups.edit')}
                  </Menu.Item>
                )}
                {tree.mayUpdate && (
                  <Menu.Item onClick={() => tree.open({ kind: 'members', group: g })}>
                    {t('groups.members')}
                  </Menu.Item>
                )}
                {tree.mayUpdate && (
                  <Menu.Item onClick={() => tree.open({ kind: 'move', group: g })}>
                    {t('groups.moveTo')}
                  </Menu.Item>
                )}
                {tree.mayCreate && (
                  <Menu.Item onClick={() => tree.open({ kind: 'create', parent: g })}>
                    {t('groups.addSubgroup')}
                  </Menu.Item>
                )}
                {tree.mayDelete && (
                  <Menu.Item color="red" onClick={() => tree.open({ kind: 'delete', group: g })}>
                    {t('delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Paper>
      {node.children.length > 0 && (
        <GroupList nodes={node.children} depth={depth + 1} tree={tree} />
      )}
    </li>
  );
}

function GroupList({ nodes, depth, tree }: { nodes: GroupNode[]; depth: number; tree: TreeProps }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} mt={depth ? 6 : 0} style={{ listStyle: 'none' }}>
      {nodes.map((n) => (
        <GroupRow key={n.group.group_uuid} node={n} depth={depth} tree={tree} />
      ))}
    </Stack>
  );
}

/**
 * The drop zone of the top level: a dragged subgroup dropped here becomes a root. Always shown to
 * those who may move groups, below the tree, so starting a drag moves nothing under the pointer.
 */
function TopLevelDrop({ tree }: { tree: TreeProps }) {
  const { t } = useTranslation('access');
  const [over, setOver] = useState(false);
  if (!tree.mayUpdate) return null;
  const active = tree.dragging !== null && canMove(tree.groups, tree.dragging, null);
  return (
    <Paper
      withBorder
      p="xs"
      data-testid="top-level-drop"
      data-active={active || undefined}
      // The zone lights up while a drag may end in it. Not by opacity: faded text fails contrast.
      style={{
        borderStyle: 'dashed',
        borderColor: active ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-color-default-hover)' : undefined,
      }}
      onDragOver={(e) => {
        if (!active) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const dragged = e.dataTransfer.getData(DRAG_TYPE) || tree.dragging;
        tree.setDragging(null);
        if (dragged && canMove(tree.groups, dragged, null)) tree.onMove(dragged, null);
      }}
    >
      <Text size="sm" ta="center" c="dimmed">
        {t('groups.dropTop')}
      </Text>
    </Paper>
  );
}

function Labels({
  online,
  mayCreate,
  onNotice,
}: {
  online: boolean;
  mayCreate: boolean;
  onNotice: (n: Notice) => void;
}) {
  const { t } = useTranslation('access');
  const labels = useLabels(online);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  async function add() {
    if (!name.trim()) return;
    setBusy(true);
    const result = await createLabel.run({ name: name.trim() });
    setBusy(false);
    if (result.state === 'refused')
      return onNotice({ ok: false, text: t('failed', { message: result.message }) });
    setName('');
    onNotice({ ok: true, text: t('labels.created') });
    labels.reload();
  }
  return (
    <Card withBorder component="section" aria-labelledby="labels-title" data-testid="labels">
      <Title order={2} size="h4" id="labels-title" mb="xs">
        {t('labels.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {t('labels.intro')}
      </Text>
      {labels.state === 'loading' && <Loader size="xs" aria-label={t('labels.title')} />}
      {labels.state === 'error' && (
        <Text c="red">{t('loadFailed', { message: labels.message })}</Text>
      )}
      {labels.state === 'ready' && labels.data.length === 0 && (
        <Text c="dimmed">{t('labels.empty')}</Text>
      )}
      {labels.state === 'ready' && (
        <Group gap="xs" mb="xs">
          {labels.data.map((l) => (
            <Badge key={l.label_uuid} variant="light" size="lg">
              {l.name} · {l.group_count}
            </Badge>
          ))}
        </Group>
      )}
      {mayCreate && online && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={t('labels.name')}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              maxLength={LABEL_NAME_MAX}
              style={{ flex: 1, minWidth: 160 }}
            />
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              {t('labels.add')}
            </Button>
          </Group>
        </form>
      )}
    </Card>
  );
}

function Groups() {
  const { t } = useTranslation('access');
  const { online } = useNetwork();
  const groups = useGroups(online);
  const labels = useLabels(online);
  const roles = useRoles(online);
  const mayCreate = useCan('users', 'create') && online;
  const mayUpdate = useCan('users', 'update') && online;
  const mayDelete = useCan('users', 'delete') && online;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [dragging, setDragging] = useState<string | null>(null);

  const saved = (text: string) => {
    setDialog(null);
    setNotice({ ok: true, text });
    groups.reload();
    labels.reload();
  };

  async function move(groupUuid: string, parent: string | null) {
    const result = await updateGroup.run({ group_uuid: groupUuid, body: { parent_uuid: parent } });
    if (result.state === 'refused')
      return setNotice({ ok: false, text: t('failed', { message: result.message }) });
    saved(t('groups.moved'));
  }

  const list = groups.state === 'ready' ? groups.data : [];
  const tree: TreeProps = {
    groups: list,
    mayUpdate,
    mayCreate,
    mayDelete,
    dragging,
    setDragging,
    onMove: (id, p) => void move(id, p),
    open: setDialog,
  };
  const labelList = labels.state === 'ready' ? labels.data : [];
  const roleList = roles.state === 'ready' ? roles.data : [];

  return (
    <Stack gap="md" data-testid="groups-screen">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {t('groups.title')}
        </Title>
        {mayCreate && (
          <Button onClick={() => setDialog({ kind: 'create', parent: null })}>
            {t('groups.create')}
          </Button>
        )}
      </Group>
      <Text c="dimmed">{t('groups.intro')}</Text>
      {notice && (
        <Alert
          color={notice.ok ? 'green' : 'red'}
          role={notice.ok ? 'status' : 'alert'}
          data-testid="groups-notice"
        >
          {notice.text}
        </Alert>
      )}
      {groups.state === 'loading' && <Loader size="sm" aria-label={t('groups.title')} />}
      {groups.state === 'offline' && <Alert color="yellow">{t('onlineOnly')}</Alert>}
      {groups.state === 'error' && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('loadFailed', { message: groups.message })}</Text>
            <Button size="xs" variant="light" onClick={groups.reload}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {groups.state === 'ready' && list.length === 0 && <Text c="dimmed">{t('groups.empty')}</Text>}
      {groups.state === 'ready' && list.length > 0 && (
        <section aria-label={t('groups.tree')}>
          <Stack gap={6}>
            <GroupList nodes={buildTree(list)} depth={0} tree={tree} />
            <TopLevelDrop tree={tree} />
          </Stack>
        </section>
      )}
      <Labels online={online} mayCreate={mayCreate} onNotice={setNotice} />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <GroupForm
          group={dialog.kind === 'edit' ? dialog.group : null}
          parent={dialog.kind === 'create' ? dialog.parent : null}
          labels={labelList}
          roles={roleList}
          onClose={() => setDialog(null)}
          onSaved={() =>
            saved(dialog.kind === 'create' ? t('groups.created') : t('groups.updated'))
          }
        />
      )}
      {dialog?.kind === 'move' && (
        <MoveGroup
          group={dialog.group}
          groups={list}
          onClose={() => setDialog(null)}
          onSaved={() => saved(t('groups.moved'))}
        />
      )}
      {dialog?.kind === 'members' && (
        <GroupMembers
          group={dialog.group}
          onClose={() => setDialog(null)}
          onSaved={() => saved(t('groups.updated'))}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteGroup
          group={dialog.group}
          onClose={() => setDialog(null)}
          onDeleted={() => saved(t('groups.deleted'))}
        />
      )}
    </Stack>
  );
}

export function GroupsScreen() {
  return (
    <ModuleGate module="users">
      <Groups />
    </ModuleGate>
  );
}
