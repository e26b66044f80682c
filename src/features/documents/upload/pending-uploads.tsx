/**
 * The files kept for upload at a place (a folder, a compliance, a checklist item): each with its
 * state (waiting, uploading with its bytes, waiting for the connection, uploaded, failed with the
 * server's reason), a thumbnail for a photo (from the kept Blob, so it shows offline), cancel while
 * uploading, retry and remove once failed; and the device's storage used and left.
 */
import { ActionIcon, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { IconPhoto, IconRefresh, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cancelKeptFile,
  resumeFileWrites,
  retryKeptFile,
  useKeptFiles,
  useUploadProgress,
  type KeptFile,
} from '../../../db/writes';
import { formatBytes } from './format-bytes';
import { StorageSpace } from './storage-space';
import { goesTo, type UploadPlace } from './upload.write';

export interface PendingUploadsProps extends UploadPlace {
  /**
   * Documents the synced collection already lists at this place: an uploaded file among them is
   * not listed twice (by its client-made id, the document's; by name and size for a file kept without one).
   */
  hideDocuments?: { id: string; file_name: string; size_bytes: number }[];
  /** Show the storage line (once per screen). */
  showSpace?: boolean;
}

function Thumbnail({ file }: { file: KeptFile }) {
  const { t } = useTranslation('evidence');
  const url = useMemo(
    () =>
      file.mime_type.startsWith('image/') && typeof URL.createObjectURL === 'function'
        ? URL.createObjectURL(file.blob)
        : null,
    [file.blob, file.mime_type],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (!url) return <IconPhoto size={32} aria-hidden="true" style={{ flex: 'none' }} />;
  return (
    <Image
      src={url}
      alt={t('pending.thumbnail', { name: file.file_name })}
      w={40}
      h={40}
      fit="cover"
      radius="sm"
      style={{ flex: 'none' }}
      data-testid="pending-upload-thumbnail"
    />
  );
}

function PendingUpload({ file }: { file: KeptFile }) {
  const { t, i18n } = useTranslation('evidence');
  const progress = useUploadProgress(file.key);
  const percent =
    progress && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : 0;
  const state =
    file.state === 'uploading'
      ? t('pending.uploading', { percent })
      : file.state === 'failed'
        ? t('pending.failed', { reason: file.message ?? '' })
        : t(`pending.${file.state}`);
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      align="center"
      data-testid="pending-upload"
      data-state={file.state}
      data-name={file.file_name}
    >
      <Thumbnail file={file} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate="end">
          {file.file_name}{' '}
          <Text span size="xs" c="dimmed">
            ({formatBytes(file.size_bytes, i18n.language)})
          </Text>
        </Text>
        <Text
          size="xs"
          c={file.state === 'failed' ? 'red.8' : 'dimmed'}
          data-testid="pending-upload-state"
          role={file.state === 'failed' ? 'alert' : undefined}
        >
          {state}
        </Text>
        {file.state === 'uploading' && (
          <Progress
            value={percent}
            size="sm"
            aria-label={t('pending.progress', { name: file.file_name })}
          />
        )}
      </Stack>
      {file.state === 'uploading' && (
        <ActionIcon
          variant="subtle"
          aria-label={t('pending.cancel', { name: file.file_name })}
          onClick={() => void cancelKeptFile(file.key)}
          data-testid="pending-upload-cancel"
        >
          <IconX size={16} />
        </ActionIcon>
      )}
      {file.state === 'failed' && (
        <ActionIcon
          variant="subtle"
          aria-label={t('pending.retry', { name: file.file_name })}
          onClick={() => void retryKeptFile(file.key)}
          data-testid="pending-upload-retry"
        >
          <IconRefresh size={16} />
        </ActionIcon>
      )}
      {(file.state === 'failed' || file.state === 'waiting' || file.state === 'done') && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('pending.remove', { name: file.file_name })}
          onClick={() => void cancelKeptFile(file.key)}
          data-testid="pending-upload-remove"
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

export function PendingUploads({
  folderUuid,
  complianceUuid,
  checklistUuid,
  hideDocuments = [],
  showSpace = false,
}: PendingUploadsProps) {
  const place: UploadPlace = { folderUuid, complianceUuid, checklistUuid };
  const { files } = useKeptFiles(
    (f) => f.write === 'documents/upload' && goesTo(f.fields, place),
    `${folderUuid}|${complianceUuid}|${checklistUuid}`,
  );
  const listed = (f: KeptFile) =>
    hideDocuments.some((d) =>
      f.row_id ? d.id === f.row_id : d.file_name === f.file_name && d.size_bytes === f.size_bytes,
    );
  const shown = files.filter((f) => !(f.state === 'done' && listed(f)));
  // The upload write is declared (this module imports it): send what a closed page left.
  useEffect(() => {
    void resumeFileWrites().catch(() => undefined);
  }, []);
  const version = files.map((f) => `${f.key}:${f.state}`).join(',');
  if (shown.length === 0)
    return showSpace && files.length > 0 ? <StorageSpace version={version} /> : null;
  return (
    <Stack gap={6} data-testid="pending-uploads">
      {shown.map((file) => (
        <PendingUpload key={file.key} file={file} />
      ))}
      {showSpace && <StorageSpace version={version} />}
    </Stack>
  );
}
