/**
 * The provider's authoring workspace (/authoring, module `content`): pick a sector (or make one),
 * then its tree of topics, subtopics and obligations with their draft badges, sorting (drag and
 * drop, or Move up / Move down / Move to…), the create, edit and delete dialogs, the obligation
 * editor with publish, and bulk activation of the selected obligations. Read online; every write
 * goes through the kit and the tree is read again after it.
 */
import { Alert, Badge, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SectorDetail,
  SectorListItem,
  SubtopicNode,
  TopicNode,
} from '../../../contract/api/library';
import type { SectorVersionAnswer } from '../../../contract/api/sector-versions';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import type { WriteResult } from '../../db/writes';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { useAuthoringSectors, useSectorTree } from './authoring.api';
import * as w from './authoring.write';
import { AuthoringTree, type TreeAction } from './authoring-tree';
import { DraftBadge } from './draft-badge';
import { ImportDialog } from './import-dialog';
import { MoveDialog, type MoveItem } from './move-dialog';
import { ObligationEditor, type ObligationEditorProps } from './obligation-editor';
import { SectorDialog, TopicDialog } from './text-dialogs';
import { PublishVersionDialog, SyncDialog } from './version-dialogs';
import { titleIn, working } from './tree-order';

type Dialog =
  | { kind: 'sector-create' }
  | { kind: 'sector-edit' }
  | { kind: 'sector-delete' }
  | { kind: 'topic-create'; parent: TopicNode | null }
  | { kind: 'topic-edit'; topic: TopicNode | SubtopicNode }
  | { kind: 'topic-delete'; topic: TopicNode | SubtopicNode }
  | { kind: 'obligation'; target: ObligationEditorProps['target'] }
  | { kind: 'obligation-delete'; obligation_uuid: string; topic: string; title: string }
  | { kind: 'move'; item: MoveItem }
  | { kind: 'publish-version' }
  | { kind: 'published'; version: SectorVersionAnswer }
  | { kind: 'sync' }
  | { kind: 'import' };

function Workspace() {
  const { t } = useTranslation('authoring');
  const { online } = useNetwork();
  const lang = currentLanguage();
  const sectors = useAuthoringSectors(online);
  const [sectorId, setSectorId] = useState<string | null>(null);
  const tree = useSectorTree(sectorId, online);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const canImport = useCan('import', 'create');
  const list: SectorListItem[] = sectors.state === 'ready' ? sectors.data.data : [];

  const refresh = () => {
    tree.reload();
    sectors.reload();
  };
  /** Runs a write; on success closes the dialog and reads again, on a refusal keeps its message. */
  const done = async (r: WriteResult | Promise<WriteResult>) => {
    const result = await r;
    if (result.state !== 'refused') {
      setDialog(null);
      refresh();
    }
    return result;
  };
  const quick = async (r: Promise<WriteResult>) => {
    const result = await done(r);
    setNotice(result.state === 'refused' ? result.message : null);
  };

  function onAction(a: TreeAction) {
    if (a.kind === 'sort-topics' && sectorId)
      void quick(
        w.sortTopics.run({ sector_uuid: sectorId, parent_uuid: a.parent, topic_uuids: a.order }),
      );
    else if (a.kind === 'sort-obligations')
      void quick(w.sortObligations.run({ topic_uuid: a.topic, obligation_uuids: a.order }));
    else if (a.kind === 'edit-topic') setDialog({ kind: 'topic-edit', topic: a.topic });
    else if (a.kind === 'delete-topic') setDialog({ kind: 'topic-delete', topic: a.topic });
    else if (a.kind === 'move-topic')
      setDialog({ kind: 'move', item: { kind: 'topic', topic: a.topic } });
    else if (a.kind === 'add-subtopic') setDialog({ kind: 'topic-create', parent: a.parent });
    else if (a.kind === 'add-obligation')
      setDialog({ kind: 'obligation', target: { topic_uuid: a.topic } });
    else if (a.kind === 'edit-obligation')
      setDialog({ kind: 'obligation', target: { obligation_uuid: a.obligation.obligation_uuid } });
    else if (a.kind === 'move-obligation')
      setDialog({
        kind: 'move',
        item: {
          kind: 'obligation',
          obligation_uuid: a.obligation.obligation_uuid,
          topic: a.topic,
          title: a.obligation.comp_title,
        },
      });
    else if (a.kind === 'delete-obligation')
      setDialog({
        kind: 'obligation-delete',
        obligation_uuid: a.obligation.obligation_uuid,
        topic: a.topic,
        title: a.obligation.comp_title,
      });
  }

  const activate = (on: boolean) =>
    void quick(w.bulkActivation.run({ is_active: on, obligation_uuid: [...selected] })).then(() =>
      setSelected(new Set()),
    );
  const texts = {
    loading: t('loading'),
    offline: t('offline'),
    failed: (message: string) => t('loadFailed', { message }),
    retry: t('retry'),
  };
  const sector: SectorDetail | null = tree.state === 'ready' ? tree.data : null;
  const ws = sector ? working(sector) : null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <OnlineReadStatus read={sectors} texts={texts} testId="authoring-sectors" />
      {sectors.state === 'ready' && (
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('sector.pick')}
            placeholder={list.length ? t('sector.pickPlaceholder') : t('sector.none')}
            data={list.map((s) => ({ value: s.sector_uuid, label: `${s.code} · ${s.name}` }))}
            value={sectorId}
            onChange={(v) => {
              setSectorId(v);
              setSelected(new Set());
              setNotice(null);
            }}
            searchable
            style={{ flex: '1 1 240px' }}
            data-testid="authoring-sector-select"
          />
          <Button
            variant="light"
            onClick={() => setDialog({ kind: 'sector-create' })}
            disabled={!online}
          >
            {t('sector.create')}
          </Button>
          {canImport && (
            <Button
              variant="light"
              onClick={() => setDialog({ kind: 'import' })}
              disabled={!online}
              data-testid="import-open"
            >
              {t('import.open')}
            </Button>
          )}
        </Group>
      )}
      {sectorId && <OnlineReadStatus read={tree} texts={texts} testId="authoring-tree" />}
      {notice && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setNotice(null)}
        >
          {notice}
        </Alert>
      )}
      {sector && ws && (
        <Stack gap="sm" data-testid="authoring-sector">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Badge variant="outline">{sector.code}</Badge>
              <Title order={2} size="h3">
                {lang === 'id' ? ws.name_id : ws.name_en}
              </Title>
              <DraftBadge state={sector.authoring} />
              {!sector.is_active && (
                <Badge color="gray" variant="outline">
                  {t('badge.inactive')}
                </Badge>
              )}
            </Group>
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                variant="default"
                onClick={() => setDialog({ kind: 'sector-edit' })}
              >
                {t('sector.edit')}
              </Button>
              <Button
                size="xs"
                variant="default"
                color="red"
                onClick={() => setDialog({ kind: 'sector-delete' })}
              >
                {t('sector.delete')}
              </Button>
              <Button
                size="xs"
                onClick={() => setDialog({ kind: 'topic-create', parent: null })}
                disabled={!online}
              >
                {t('topic.create')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="green"
                onClick={() => setDialog({ kind: 'publish-version' })}
                disabled={!online}
                data-testid="publish-version"
              >
                {t('version.publish')}
              </Button>
              <Button
                size="xs"
                variant="light"
                onClick={() => setDialog({ kind: 'sync' })}
                disabled={!online || sector.version === 0}
                data-testid="sync-sector"
              >
                {t('sync.open')}
              </Button>
            </Group>
          </Group>
          {selected.size > 0 && (
            <Group gap="xs" data-testid="bulk-bar">
              <Text size="sm">{t('bulk.selected', { count: selected.size })}</Text>
              <Button size="xs" variant="light" onClick={() => activate(true)} disabled={!online}>
                {t('bulk.activate')}
              </Button>
              <Button
                size="xs"
                variant="light"
                color="gray"
                onClick={() => activate(false)}
                disabled={!online}
              >
                {t('bulk.deactivate')}
              </Button>
            </Group>
          )}
          <AuthoringTree
            topics={sector.topics}
            selected={selected}
            onSelect={(id, on) => {
              const next = new Set(selected);
              if (on) next.add(id);
              else next.delete(id);
              setSelected(next);
            }}
            onAction={onAction}
          />
        </Stack>
      )}
      {dialog?.kind === 'publish-version' && sector && (
        <PublishVersionDialog
          sectorUuid={sector.sector_uuid}
          onClose={() => setDialog(null)}
          onPublished={(version) => {
            refresh();
            setDialog({ kind: 'published', version });
          }}
        />
      )}
      {dialog?.kind === 'published' && (
        <ConfirmDialog
          title={t('version.publishedTitle', { version: dialog.version.version })}
          text={t('version.publishedText', {
            added: dialog.version.added,
            changed: dialog.version.changed,
            repealed: dialog.version.repealed,
          })}
          actionLabel={t('sync.open')}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            setDialog({ kind: 'sync' });
            return { state: 'done' };
          }}
        />
      )}
      {dialog?.kind === 'sync' && sector && (
        <SyncDialog
          sectorUuid={sector.sector_uuid}
          onClose={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportDialog
          sector={sector ? { sector_uuid: sector.sector_uuid, code: sector.code } : null}
          onClose={() => setDialog(null)}
          onImported={refresh}
        />
      )}
      {dialog?.kind === 'sector-create' && (
        <SectorDialog
          onClose={() => setDialog(null)}
          onSave={async (v) => {
            const r = await done(w.createSector.run(v));
            return r;
          }}
        />
      )}
      {dialog?.kind === 'sector-edit' && sector && ws && (
        <SectorDialog
          initial={{
            code: sector.code,
            name_en: ws.name_en,
            name_id: ws.name_id,
            description_en: ws.description_en,
            description_id: ws.description_id,
          }}
          onClose={() => setDialog(null)}
          onSave={(v) => done(w.updateSector.run({ sector_uuid: sector.sector_uuid, ...v }))}
        />
      )}
      {dialog?.kind === 'sector-delete' && sector && (
        <ConfirmDialog
          danger
          title={t('sector.delete')}
          text={t('sector.deleteText', { name: sector.name })}
          actionLabel={t('delete')}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const r = await done(w.deleteSector.run(sector.sector_uuid));
            if (r.state !== 'refused') setSectorId(null);
            return r;
          }}
        />
      )}
      {dialog?.kind === 'topic-create' && sectorId && (
        <TopicDialog
          title={t(dialog.parent ? 'topic.createSub' : 'topic.create')}
          onClose={() => setDialog(null)}
          onSave={(v) =>
            done(
              w.createTopic.run({
                sector_uuid: sectorId,
                parent_uuid: dialog.parent?.topic_uuid ?? null,
                ...v,
              }),
            )
          }
        />
      )}
      {dialog?.kind === 'topic-edit' && (
        <TopicDialog
          title={t('topic.edit')}
          initial={{
            title_en: working(dialog.topic).title_en,
            title_id: working(dialog.topic).title_id,
          }}
          onClose={() => setDialog(null)}
          onSave={(v) => done(w.updateTopic.run({ topic_uuid: dialog.topic.topic_uuid, ...v }))}
        />
      )}
      {dialog?.kind === 'topic-delete' && (
        <ConfirmDialog
          danger
          title={t('topic.delete')}
          text={t('topic.deleteText', { name: titleIn(working(dialog.topic), lang) })}
          actionLabel={t('delete')}
          onClose={() => setDialog(null)}
          onConfirm={() => done(w.deleteTopic.run(dialog.topic.topic_uuid))}
        />
      )}
      {dialog?.kind === 'obligation-delete' && (
        <ConfirmDialog
          danger
          title={t('obligation.delete')}
          text={t('obligation.deleteText', { name: dialog.title })}
          actionLabel={t('delete')}
          onClose={() => setDialog(null)}
          onConfirm={() =>
            done(
              w.deleteObligation.run({
                topic_uuid: dialog.topic,
                obligation_uuid: dialog.obligation_uuid,
              }),
            )
          }
        />
      )}
      {dialog?.kind === 'obligation' && (
        <ObligationEditor
          target={dialog.target}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
      {dialog?.kind === 'move' && sector && (
        <MoveDialog
          item={dialog.item}
          tree={sector}
          sectors={list}
          onClose={() => setDialog(null)}
          onMoved={() => {
            setDialog(null);
            refresh();
          }}
        />
      )}
    </Stack>
  );
}

export function AuthoringScreen() {
  return (
    <ModuleGate module="content">
      <Workspace />
    </ModuleGate>
  );
}
