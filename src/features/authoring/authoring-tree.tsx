/**
 * The sector's tree in the workspace: topics, their subtopics and the obligations of each, in
 * order, with their "Draft" / "Unpublished changes" badges. Every place can be reordered by drag
 * and drop (pointer) or with the "Move up" / "Move down" buttons (keyboard, screen readers); the
 * actions menu of a row moves it elsewhere ("Move to…"), edits or deletes it. Obligations can be
 * selected for bulk activation.
 */
import { ActionIcon, Badge, Checkbox, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDotsVertical, IconGripVertical } from '@tabler/icons-react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObligationSummary, SubtopicNode, TopicNode } from '../../../contract/api/library';
import { MoveButtons } from '../../components/move-buttons';
import { currentLanguage } from '../../lib/i18n';
import { DraftBadge, RegulationChangedBadge } from './draft-badge';
import { dropped, titleIn, working } from './tree-order';

export type TreeAction =
  | { kind: 'sort-topics'; parent: string | null; order: string[] }
  | { kind: 'sort-obligations'; topic: string; order: string[] }
  | { kind: 'edit-topic'; topic: SubtopicNode | TopicNode }
  | { kind: 'delete-topic'; topic: SubtopicNode | TopicNode }
  | { kind: 'move-topic'; topic: SubtopicNode | TopicNode }
  | { kind: 'add-subtopic'; parent: TopicNode }
  | { kind: 'add-obligation'; topic: string }
  | { kind: 'edit-obligation'; obligation: ObligationSummary }
  | { kind: 'move-obligation'; obligation: ObligationSummary; topic: string }
  | { kind: 'delete-obligation'; obligation: ObligationSummary; topic: string };

interface Props {
  topics: TopicNode[];
  selected: Set<string>;
  onSelect: (id: string, on: boolean) => void;
  onAction: (a: TreeAction) => void;
}

/** Drag and drop within one list: `group` names the list, so a row only lands among its siblings. */
function useDrag(group: string, ids: string[], onOrder: (order: string[]) => void) {
  const [over, setOver] = useState<string | null>(null);
  return {
    rowProps: (id: string) => ({
      draggable: true,
      onDragStart: (e: DragEvent) => {
        e.stopPropagation();
        e.dataTransfer.setData('text/plain', `${group}|${id}`);
        e.dataTransfer.effectAllowed = 'move';
      },
      onDragOver: (e: DragEvent) => {
        if (!e.dataTransfer.types.includes('text/plain')) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(id);
      },
      onDragLeave: () => setOver(null),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        e.stopPropagation();
        setOver(null);
        const [from, dragged] = e.dataTransfer.getData('text/plain').split('|');
        const order = from === group ? dropped(ids, dragged, id) : null;
        if (order) onOrder(order);
      },
      'data-drop-target': over === id ? 'true' : undefined,
      style: over === id ? { outline: '2px dashed var(--mantine-color-blue-5)' } : undefined,
    }),
  };
}

function UpDown({
  ids,
  id,
  label,
  onOrder,
}: {
  ids: string[];
  id: string;
  label: string;
  onOrder: (order: string[]) => void;
}) {
  return (
    <MoveButtons
      ids={ids}
      id={id}
      label={label}
      onOrder={onOrder}
      before={<IconGripVertical size={16} aria-hidden style={{ cursor: 'grab', opacity: 0.5 }} />}
    />
  );
}

function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('authoring');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={t('tree.actions', { name: label })}>
          <IconDotsVertical size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

function Obligations({
  topic,
  list,
  selected,
  onSelect,
  onAction,
}: { topic: string; list: ObligationSummary[] } & Omit<Props, 'topics'>) {
  const { t } = useTranslation('authoring');
  const lang = currentLanguage();
  const ids = list.map((o) => o.obligation_uuid);
  const order = (o: string[]) => onAction({ kind: 'sort-obligations', topic, order: o });
  const drag = useDrag(`obligations:${topic}`, ids, order);
  if (list.length === 0) return null;
  return (
    <Stack
      gap={4}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label={t('tree.obligations')}
    >
      {list.map((o) => {
        // The summary carries the title in the interface language; a pending change wins.
        const w = {
          comp_title:
            (o.authoring?.draft?.[`comp_title_${lang}`] as string | undefined) ?? o.comp_title,
        };
        return (
          <Paper
            component="li"
            key={o.obligation_uuid}
            withBorder
            p={6}
            {...drag.rowProps(o.obligation_uuid)}
            data-testid="authoring-obligation"
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                <Checkbox
                  aria-label={t('tree.select', { name: w.comp_title })}
                  checked={selected.has(o.obligation_uuid)}
                  onChange={(e) => onSelect(o.obligation_uuid, e.currentTarget.checked)}
                />
                <Text size="sm" truncate>
                  {w.comp_title}
                </Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <DraftBadge state={o.authoring} />
                <RegulationChangedBadge state={o.authoring} />
                {o.obligation_status === -2 && (
                  <Badge size="sm" color="red" variant="light">
                    {t('badge.repealed')}
                  </Badge>
                )}
                {!o.is_active && (
                  <Badge size="sm" color="gray" variant="outline">
                    {t('badge.inactive')}
                  </Badge>
                )}
                <UpDown ids={ids} id={o.obligation_uuid} label={w.comp_title} onOrder={order} />
                <RowMenu label={w.comp_title}>
                  <Menu.Item onClick={() => onAction({ kind: 'edit-obligation', obligation: o })}>
                    {t('tree.edit')}
                  </Menu.Item>
                  <Menu.Item
                    onClick={() => onAction({ kind: 'move-obligation', obligation: o, topic })}
                  >
                    {t('tree.moveTo')}
                  </Menu.Item>
                  {o.obligation_status === 0 && (
                    <Menu.Item
                      color="red"
                      onClick={() => onAction({ kind: 'delete-obligation', obligation: o, topic })}
                    >
                      {t('tree.delete')}
                    </Menu.Item>
                  )}
                </RowMenu>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

function TopicRow({
  node,
  ids,
  parent,
  props,
  drag,
}: {
  node: TopicNode | SubtopicNode;
  ids: string[];
  parent: string | null;
  props: Omit<Props, 'topics'>;
  drag: ReturnType<typeof useDrag>;
}) {
  const { t } = useTranslation('authoring');
  const lang = currentLanguage();
  const title = titleIn(working(node), lang);
  const top = 'subtopics' in node ? node : null;
  const order = (o: string[]) => props.onAction({ kind: 'sort-topics', parent, order: o });
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      {...drag.rowProps(node.topic_uuid)}
      data-testid={top ? 'authoring-topic' : 'authoring-subtopic'}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={top ? 600 : 500} size="sm" style={{ minWidth: 0 }} truncate>
            {title}
          </Text>
          <Group gap={4} wrap="nowrap">
            <DraftBadge state={node.authoring} />
            <UpDown ids={ids} id={node.topic_uuid} label={title} onOrder={order} />
            <RowMenu label={title}>
              <Menu.Item
                onClick={() => props.onAction({ kind: 'add-obligation', topic: node.topic_uuid })}
              >
                {t('tree.addObligation')}
              </Menu.Item>
              {top && (
                <Menu.Item onClick={() => props.onAction({ kind: 'add-subtopic', parent: top })}>
                  {t('tree.addSubtopic')}
                </Menu.Item>
              )}
              <Menu.Item onClick={() => props.onAction({ kind: 'edit-topic', topic: node })}>
                {t('tree.rename')}
              </Menu.Item>
              <Menu.Item onClick={() => props.onAction({ kind: 'move-topic', topic: node })}>
                {t('tree.moveTo')}
              </Menu.Item>
              <Menu.Item
                color="red"
                onClick={() => props.onAction({ kind: 'delete-topic', topic: node })}
              >
                {t('tree.delete')}
              </Menu.Item>
            </RowMenu>
          </Group>
        </Group>
        <Obligations topic={node.topic_uuid} list={node.obligations} {...props} />
        {top && top.subtopics.length > 0 && (
          <TopicList list={top.subtopics} parent={top.topic_uuid} props={props} />
        )}
      </Stack>
    </Paper>
  );
}

function TopicList({
  list,
  parent,
  props,
}: {
  list: (TopicNode | SubtopicNode)[];
  parent: string | null;
  props: Omit<Props, 'topics'>;
}) {
  const { t } = useTranslation('authoring');
  const ids = list.map((x) => x.topic_uuid);
  const drag = useDrag(`topics:${parent ?? 'root'}`, ids, (o) =>
    props.onAction({ kind: 'sort-topics', parent, order: o }),
  );
  return (
    <Stack
      gap="xs"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0, paddingInlineStart: parent ? 12 : 0 }}
      aria-label={t(parent ? 'tree.subtopics' : 'tree.topics')}
    >
      {list.map((node) => (
        <TopicRow
          key={node.topic_uuid}
          node={node}
          ids={ids}
          parent={parent}
          props={props}
          drag={drag}
        />
      ))}
    </Stack>
  );
}

export function AuthoringTree({ topics, ...props }: Props) {
  const { t } = useTranslation('authoring');
  if (topics.length === 0)
    return (
      <Text c="dimmed" data-testid="authoring-empty">
        {t('tree.empty')}
      </Text>
    );
  return <TopicList list={topics} parent={null} props={props} />;
}
