/**
 * "Move to…": the accessible alternative to dragging a row into another place. A topic goes to a
 * sector's top level or under a topic of this sector (a topic with subtopics stays a topic); an
 * obligation goes to another topic or subtopic of this sector. It goes last there.
 */
import { Select, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SectorDetail,
  SectorListItem,
  SubtopicNode,
  TopicNode,
} from '../../../contract/api/library';
import { ActionDialog } from '../../components/action-dialog';
import { currentLanguage } from '../../lib/i18n';
import { moveItem } from './authoring.write';
import { titleIn, working } from './tree-order';

type Item =
  | { kind: 'topic'; topic: TopicNode | SubtopicNode }
  | { kind: 'obligation'; obligation_uuid: string; topic: string; title: string };

const TOP = '__top__';

export function MoveDialog({
  item,
  tree,
  sectors,
  onClose,
  onMoved,
}: {
  item: Item;
  tree: SectorDetail;
  sectors: SectorListItem[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const lang = currentLanguage();
  const [sector, setSector] = useState(tree.sector_uuid);
  const [place, setPlace] = useState<string | null>(
    item.kind === 'topic' ? (item.topic.parent_uuid ?? TOP) : null,
  );
  const all = tree.topics.flatMap((x) => [x, ...x.subtopics]);

  let options: { value: string; label: string }[];
  if (item.kind === 'topic') {
    const hasChildren = 'subtopics' in item.topic && item.topic.subtopics.length > 0;
    options = [{ value: TOP, label: t('move.topLevel') }];
    if (sector === tree.sector_uuid && !hasChildren)
      options.push(
        ...tree.topics
          .filter((x) => x.topic_uuid !== item.topic.topic_uuid)
          .map((x) => ({ value: x.topic_uuid, label: titleIn(working(x), lang) })),
      );
  } else {
    options = all
      .filter((x) => x.topic_uuid !== item.topic)
      .map((x) => ({
        value: x.topic_uuid,
        label: (x.parent_uuid ? '— ' : '') + titleIn(working(x), lang),
      }));
  }
  const name = item.kind === 'topic' ? titleIn(working(item.topic), lang) : item.title;

  return (
    <ActionDialog
      title={t('move.title', { name })}
      actionLabel={t('move.action')}
      disabled={!online || !place}
      onClose={onClose}
      testId="move-dialog"
      onAction={async () => {
        const r =
          item.kind === 'topic'
            ? await moveItem.run({
                type: 'topic',
                topic_uuid: item.topic.topic_uuid,
                target_sector_uuid: sector,
                target_parent_uuid: place === TOP ? null : place,
              })
            : await moveItem.run({
                type: 'obligation',
                obligation_uuid: item.obligation_uuid,
                target_topic_uuid: place!,
              });
        if (r.state === 'refused') return r.message;
        onMoved();
      }}
    >
      <Stack gap="sm">
        {item.kind === 'topic' && (
          <Select
            label={t('move.sector')}
            data={sectors.map((s) => ({ value: s.sector_uuid, label: `${s.code} · ${s.name}` }))}
            value={sector}
            onChange={(v) => {
              if (!v) return;
              setSector(v);
              setPlace(TOP);
            }}
            allowDeselect={false}
            searchable
          />
        )}
        <Select
          label={t(item.kind === 'topic' ? 'move.parent' : 'move.topic')}
          data={options}
          value={place}
          onChange={setPlace}
          allowDeselect={false}
          searchable
          data-autofocus
        />
      </Stack>
    </ActionDialog>
  );
}

export type MoveItem = Item;
