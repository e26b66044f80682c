/**
 * The library's documents as a table (list view) or as cards (grid view; also the list on a
 * phone). Each document has its link to the detail, the download with its progress, and a menu of
 * the other actions the caller may take.
 */
import {
  ActionIcon,
  Anchor,
  Card,
  Checkbox,
  Group,
  Menu,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconDots,
  IconDownload,
  IconEye,
  IconFile,
  IconFileTypePdf,
  IconFolderShare,
  IconLink,
  IconPencil,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { DocumentDoc } from '../../db/hooks/documents';
import { useWriteState } from '../../db/writes';
import { currentLanguage } from '../../lib/i18n';
import type { FileDownload } from '../../lib/use-file-download';
import { formatDate, formatSize, previewKind } from './document-format';

export type DocumentAction = 'download' | 'rename' | 'move' | 'bookmark' | 'relate' | 'delete';

export interface RowProps {
  docs: DocumentDoc[];
  bookmarked: ReadonlySet<string>;
  downloads: Record<string, FileDownload>;
  selected: ReadonlySet<string>;
  onSelect: (id: string, on: boolean) => void;
  onAction: (action: DocumentAction, doc: DocumentDoc) => void;
  can: { update: boolean; delete: boolean };
}

const relationCount = (d: DocumentDoc) =>
  d.compliance_uuids.length + d.checklist_uuids.length + d.regulation_guids.length;

function TypeIcon({ doc }: { doc: DocumentDoc }) {
  const kind = previewKind(doc.mime_type, doc.extension);
  if (kind === 'pdf') return <IconFileTypePdf size={20} aria-hidden />;
  if (kind === 'image') return <IconPhoto size={20} aria-hidden />;
  return <IconFile size={20} aria-hidden />;
}

function NameLink({ doc }: { doc: DocumentDoc }) {
  const { pending } = useWriteState({ collection: 'documents', id: doc.id });
  const { t } = useTranslation('documents');
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <TypeIcon doc={doc} />
      <Anchor
        fw={500}
        style={{ wordBreak: 'break-word' }}
        renderRoot={(props) => (
          <Link to="/documents/$documentId" params={{ documentId: doc.id }} {...props} />
        )}
        data-testid="document-link"
      >
        {doc.file_name}
      </Anchor>
      {pending && (
        <Text size="xs" c="dimmed" component="span">
          {t('pending')}
        </Text>
      )}
    </Group>
  );
}

function DownloadButton({
  doc,
  state,
  onAction,
}: {
  doc: DocumentDoc;
  state: FileDownload | undefined;
  onAction: RowProps['onAction'];
}) {
  const { t } = useTranslation('documents');
  const running = state?.state === 'running';
  return (
    <ActionIcon
      variant="subtle"
      aria-label={t('actions.downloadNamed', { name: doc.file_name })}
      loading={running}
      onClick={() => onAction('download', doc)}
      data-testid="document-download"
    >
      <IconDownload size={18} />
    </ActionIcon>
  );
}

/** The download's progress bar and its failure, under a row. */
export function DownloadStatus({ state }: { state: FileDownload | undefined }) {
  const { t } = useTranslation('documents');
  if (!state || state.state === 'idle') return null;
  if (state.state === 'done')
    return (
      <Text size="xs" data-testid="download-done">
        {t('actions.downloaded', { name: state.fileName })}
      </Text>
    );
  if (state.state === 'error')
    return (
      <Text size="xs" c="red.8" role="alert" data-testid="download-error">
        {state.message}
      </Text>
    );
  const percent = state.fraction === null ? null : Math.round(state.fraction * 100);
  const label =
    percent === null ? t('actions.downloadingUnknown') : t('actions.downloading', { percent });
  return (
    <Stack gap={2} data-testid="download-progress">
      <Progress value={percent ?? 100} animated={percent === null} size="sm" aria-label={label} />
      <Text size="xs">{label}</Text>
    </Stack>
  );
}

function ActionsMenu({
  doc,
  isBookmarked,
  onAction,
  can,
}: {
  doc: DocumentDoc;
  isBookmarked: boolean;
  onAction: RowProps['onAction'];
  can: RowProps['can'];
}) {
  const { t } = useTranslation('documents');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t('actions.menu', { name: doc.file_name })}
          data-testid="document-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconEye size={16} />}
          renderRoot={(props) => (
            <Link to="/documents/$documentId" params={{ documentId: doc.id }} {...props} />
          )}
        >
          {t('actions.preview')}
        </Menu.Item>
        <Menu.Item
          leftSection={isBookmarked ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
          onClick={() => onAction('bookmark', doc)}
          data-testid="action-bookmark"
        >
          {isBookmarked ? t('actions.unbookmark') : t('actions.bookmark')}
        </Menu.Item>
        {can.update && (
          <>
            <Menu.Item
              leftSection={<IconPencil size={16} />}
              onClick={() => onAction('rename', doc)}
              data-testid="action-rename"
            >
              {t('actions.rename')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconFolderShare size={16} />}
              onClick={() => onAction('move', doc)}
              data-testid="action-move"
            >
              {t('actions.move')}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconLink size={16} />}
              onClick={() => onAction('relate', doc)}
              data-testid="action-relate"
            >
              {t('actions.relate')}
            </Menu.Item>
          </>
        )}
        {can.delete && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => onAction('delete', doc)}
            data-testid="action-delete"
          >
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

function SelectBox({
  doc,
  selected,
  onSelect,
}: Pick<RowProps, 'selected' | 'onSelect'> & { doc: DocumentDoc }) {
  const { t } = useTranslation('documents');
  return (
    <Checkbox
      aria-label={t('actions.select', { name: doc.file_name })}
      checked={selected.has(doc.id)}
      onChange={(e) => onSelect(doc.id, e.currentTarget.checked)}
    />
  );
}

export function DocumentTable(props: RowProps) {
  const { t } = useTranslation('documents');
  const lang = currentLanguage();
  const { docs, bookmarked, downloads, onAction, can } = props;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover data-testid="documents-table">
        <Table.Thead>
          <Table.Tr>
            {can.delete && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('actions.selectAll')}
                  checked={docs.length > 0 && docs.every((d) => props.selected.has(d.id))}
                  onChange={(e) =>
                    docs.forEach((d) => props.onSelect(d.id, e.currentTarget.checked))
                  }
                />
              </Table.Th>
            )}
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.size')}</Table.Th>
            <Table.Th>{t('columns.added')}</Table.Th>
            <Table.Th>{t('columns.relations')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {docs.map((d) => (
            <Table.Tr key={d.id} data-testid="document-row">
              {can.delete && (
                <Table.Td>
                  <SelectBox doc={d} selected={props.selected} onSelect={props.onSelect} />
                </Table.Td>
              )}
              <Table.Td>
                <Stack gap={4}>
                  <NameLink doc={d} />
                  <DownloadStatus state={downloads[d.id]} />
                </Stack>
              </Table.Td>
              <Table.Td>{formatSize(d.size_bytes)}</Table.Td>
              <Table.Td>{formatDate(d.created_at, lang)}</Table.Td>
              <Table.Td>{t('relationCount', { count: relationCount(d) })}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <DownloadButton doc={d} state={downloads[d.id]} onAction={onAction} />
                  <ActionsMenu
                    doc={d}
                    isBookmarked={bookmarked.has(d.id)}
                    onAction={onAction}
                    can={can}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function DocumentGrid(props: RowProps) {
  const { t } = useTranslation('documents');
  const lang = currentLanguage();
  const { docs, bookmarked, downloads, onAction, can } = props;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" data-testid="documents-grid">
      {docs.map((d) => (
        <Card key={d.id} withBorder padding="sm" data-testid="document-card">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <NameLink doc={d} />
              <Group gap={2} wrap="nowrap">
                {can.delete && (
                  <SelectBox doc={d} selected={props.selected} onSelect={props.onSelect} />
                )}
                <DownloadButton doc={d} state={downloads[d.id]} onAction={onAction} />
                <ActionsMenu
                  doc={d}
                  isBookmarked={bookmarked.has(d.id)}
                  onAction={onAction}
                  can={can}
                />
              </Group>
            </Group>
            <Text size="xs">
              {formatSize(d.size_bytes)} · {formatDate(d.created_at, lang)} ·{' '}
              {t('relationCount', { count: relationCount(d) })}
            </Text>
            <DownloadStatus state={downloads[d.id]} />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
