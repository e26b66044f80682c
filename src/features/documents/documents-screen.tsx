/**
 * The document library (/documents): the folders (by topic and by compliance, read online) beside
 * the company's documents from the local `documents` collection, so the list, search and sort work
 * offline; list or grid view; per document: open (preview), download with progress, bookmark,
 * rename, move, relate and hard delete (with a confirmation listing the files), each a write of the
 * kit. Several documents can be selected and deleted at once.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  IconLayoutGrid,
  IconList,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleGate } from '../../components/module-gate';
import {
  useBookmarkedDocumentIds,
  useDocumentView,
  type DocumentDoc,
  type DocumentViewSort,
} from '../../db/hooks/documents';
import { useOnlineRead } from '../../lib/use-online-read';
import { useFileDownloads } from '../../lib/use-file-download';
import { useCan } from '../../state/permissions';
import { DeleteDialog } from './delete-dialog';
import { DocumentGrid, DocumentTable, type DocumentAction } from './document-rows';
import { toggleDocumentBookmark } from './document.write';
import { fetchDocumentFile, fetchFolders } from './documents.api';
import { useDownloadMessage } from './download-message';
import { FolderPanel, type FolderChoice } from './folder-panel';
import { MoveDialog } from './move-dialog';
import { RelateDialog } from './relate-dialog';
import { RenameDialog } from './rename-dialog';
import { PendingUploads, UploadFilesButton } from './upload';
import { usePhone } from '../../components/use-phone';

type Dialog =
  | { kind: 'rename' | 'move' | 'relate'; doc: DocumentDoc }
  | { kind: 'delete'; docs: DocumentDoc[] }
  | null;

function Library() {
  const { t } = useTranslation('documents');
  const { online } = useNetwork();
  const phone = usePhone();
  const canUpdate = useCan('documents', 'update');
  const canDelete = useCan('documents', 'delete');
  const canCreate = useCan('documents', 'create');
  const [folder, setFolder] = useState<FolderChoice>('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DocumentViewSort>('created_at');
  const [dir, setDir] = useState<'asc' | 'desc'>('desc');
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const bookmarked = useBookmarkedDocumentIds();
  const folders = useOnlineRead('folders', online, fetchFolders);
  /** The folder shown (null: all or the bookmarked ones): where an upload from this view goes. */
  const folderUuid = folder === 'all' || folder === 'bookmarked' ? null : folder;
  const {
    data: docs,
    loading,
    total,
  } = useDocumentView({
    folder: folderUuid,
    only: folder === 'bookmarked' ? bookmarked : undefined,
    search,
    sort,
    dir,
  });
  const downloads = useFileDownloads(useDownloadMessage());

  const onAction = (action: DocumentAction, doc: DocumentDoc) => {
    if (action === 'download')
      return void downloads.start(doc.id, (p) => fetchDocumentFile(doc.id, p), doc.file_name);
    if (action === 'bookmark') return void toggleDocumentBookmark.run(doc.id);
    if (action === 'delete') return setDialog({ kind: 'delete', docs: [doc] });
    setDialog({ kind: action, doc });
  };
  const onSelect = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectedDocs = docs.filter((d) => selected.has(d.id));
  const rowProps = {
    docs,
    bookmarked,
    downloads: downloads.states,
    selected,
    onSelect,
    onAction,
    can: { update: canUpdate, delete: canDelete },
  };
  const showGrid = view === 'grid' || phone;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text size="sm">{t('intro')}</Text>
      </Stack>
      {!online && (
        <Alert color="yellow" data-testid="documents-offline">
          {t('offlineNote')}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <FolderPanel read={folders} value={folder} onChange={(v) => setFolder(v)} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <Stack gap="sm">
            {/* The toolbar of every folder view (all, bookmarked, one folder). */}
            <Group gap="sm" align="flex-end" wrap="wrap" data-testid="documents-toolbar">
              <TextInput
                label={t('toolbar.search')}
                placeholder={t('toolbar.searchPlaceholder')}
                leftSection={<IconSearch size={16} />}
                value={search}
                onChange={(e) => setSearch(e.currentTarget.value)}
                style={{ flex: '1 1 12rem' }}
                data-testid="documents-search"
              />
              <Select
                label={t('toolbar.sort')}
                value={sort}
                onChange={(v) => v && setSort(v as DocumentViewSort)}
                allowDeselect={false}
                data={[
                  { value: 'created_at', label: t('toolbar.sortCreated') },
                  { value: 'name', label: t('toolbar.sortName') },
                  { value: 'size', label: t('toolbar.sortSize') },
                ]}
                w={170}
                data-testid="documents-sort"
              />
              <Tooltip label={dir === 'asc' ? t('toolbar.ascending') : t('toolbar.descending')}>
                <ActionIcon
                  size="lg"
                  variant="default"
                  aria-label={dir === 'asc' ? t('toolbar.ascending') : t('toolbar.descending')}
                  onClick={() => setDir(dir === 'asc' ? 'desc' : 'asc')}
                  data-testid="documents-dir"
                >
                  {dir === 'asc' ? (
                    <IconSortAscending size={18} />
                  ) : (
                    <IconSortDescending size={18} />
                  )}
                </ActionIcon>
              </Tooltip>
              {!phone && (
                <SegmentedControl
                  aria-label={t('toolbar.view')}
                  value={view}
                  onChange={(v) => setView(v as 'list' | 'grid')}
                  data={[
                    { value: 'list', label: <IconList size={16} aria-label={t('toolbar.list')} /> },
                    {
                      value: 'grid',
                      label: <IconLayoutGrid size={16} aria-label={t('toolbar.grid')} />,
                    },
                  ]}
                  data-testid="documents-view"
                />
              )}
              {canDelete && selectedDocs.length > 0 && (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setDialog({ kind: 'delete', docs: selectedDocs })}
                  data-testid="delete-selected"
                >
                  {t('actions.deleteSelected', { count: selectedDocs.length })}
                </Button>
              )}
              {canCreate && <UploadFilesButton folderUuid={folderUuid ?? undefined} />}
            </Group>
            {canCreate && (
              <PendingUploads folderUuid={folderUuid ?? undefined} hideDocuments={docs} showSpace />
            )}
            {loading ? (
              <Loader size="sm" aria-label={t('loading')} />
            ) : docs.length === 0 ? (
              <Text size="sm" data-testid="documents-empty">
                {search.trim() ? t('noMatch') : t('empty')}
              </Text>
            ) : (
              <>
                <Text size="xs" aria-live="polite">
                  {t('shown', { shown: docs.length, total })}
                </Text>
                {showGrid ? <DocumentGrid {...rowProps} /> : <DocumentTable {...rowProps} />}
              </>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog?.kind === 'rename' && (
        <RenameDialog doc={dialog.doc} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'move' && (
        <MoveDialog
          doc={dialog.doc}
          folders={folders.state === 'ready' ? folders.data : null}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'relate' && (
        <RelateDialog documentUuid={dialog.doc.id} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          docs={dialog.docs}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setSelected(new Set());
            folders.reload();
          }}
        />
      )}
    </Stack>
  );
}

export function DocumentsScreen() {
  return (
    <ModuleGate module="documents">
      <Library />
    </ModuleGate>
  );
}
