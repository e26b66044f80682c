/**
 * The library's folders (read online, GET /folders/list): all documents, the bookmarked ones, then
 * the folders by topic and by compliance with their document counts. Offline the two first
 * entries still work (the documents are local); the folders say they need a connection.
 */
import { NavLink, Stack, Text } from '@mantine/core';
import { IconBookmark, IconFiles, IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FolderItem } from '../../../contract/api/documents';
import { OnlineReadStatus } from '../../components/online-read-status';
import type { OnlineRead } from '../../lib/use-online-read';

export type FolderChoice = 'all' | 'bookmarked' | string;

function FolderGroup({
  title,
  folders,
  value,
  onChange,
}: {
  title: string;
  folders: FolderItem[];
  value: FolderChoice;
  onChange: (v: FolderChoice) => void;
}) {
  const { t } = useTranslation('documents');
  if (folders.length === 0) return null;
  return (
    <Stack gap={0}>
      <Text size="xs" fw={700} tt="uppercase" px="sm" pt="xs">
        {title}
      </Text>
      {folders.map((f) => (
        <NavLink
          key={f.folder_uuid}
          label={f.name}
          description={t('folders.count', { count: f.document_count })}
          leftSection={<IconFolder size={16} />}
          active={value === f.folder_uuid}
          onClick={() => onChange(f.folder_uuid)}
          aria-current={value === f.folder_uuid ? 'true' : undefined}
          data-testid="folder-item"
        />
      ))}
    </Stack>
  );
}

export function FolderPanel({
  read,
  value,
  onChange,
}: {
  read: OnlineRead<FolderItem[]> & { reload: () => void };
  value: FolderChoice;
  onChange: (v: FolderChoice) => void;
}) {
  const { t } = useTranslation('documents');
  const folders = read.state === 'ready' ? read.data : [];
  const byTopic = folders.filter((f) => f.compliance_uuid === null);
  const byCompliance = folders.filter((f) => f.compliance_uuid !== null);
  return (
    <Stack gap={4} component="nav" aria-label={t('folders.title')} data-testid="folder-panel">
      <NavLink
        label={t('folders.all')}
        leftSection={<IconFiles size={16} />}
        active={value === 'all'}
        onClick={() => onChange('all')}
        aria-current={value === 'all' ? 'true' : undefined}
        data-testid="folder-all"
      />
      <NavLink
        label={t('folders.bookmarked')}
        leftSection={<IconBookmark size={16} />}
        active={value === 'bookmarked'}
        onClick={() => onChange('bookmarked')}
        aria-current={value === 'bookmarked' ? 'true' : undefined}
        data-testid="folder-bookmarked"
      />
      <OnlineReadStatus
        read={read}
        testId="folders"
        texts={{
          loading: t('folders.loading'),
          offline: t('folders.offline'),
          failed: (message) => t('folders.failed', { message }),
          retry: t('folders.retry'),
        }}
      />
      {read.state === 'ready' && folders.length === 0 && (
        <Text size="sm" px="sm">
          {t('folders.none')}
        </Text>
      )}
      {/* No scrolling box of its own (axe: a scrollable region must be reachable by keyboard): the page scrolls. */}
      <FolderGroup
        title={t('folders.byTopic')}
        folders={byTopic}
        value={value}
        onChange={onChange}
      />
      <FolderGroup
        title={t('folders.byCompliance')}
        folders={byCompliance}
        value={value}
        onChange={onChange}
      />
    </Stack>
  );
}
