/**
 * A document (/documents/$documentId): its information from the local collection (offline too),
 * the preview (preview/document-preview.tsx), its relations read online with links to the
 * compliance or regulation and a remove button each, and the library's actions (download with
 * progress, bookmark, rename, move, relate, delete).
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  IconArrowLeft,
  IconBookmark,
  IconBookmarkFilled,
  IconDownload,
  IconFolderShare,
  IconLink,
  IconPencil,
  IconTrash,
  IconX,
} from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentDetail, DocumentRelation } from '../../../contract/api/documents';
import { ModuleGate } from '../../components/module-gate';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useDocument, useDocumentBookmarked } from '../../db/hooks/documents';
import { useWriteState } from '../../db/writes';
import { currentLanguage } from '../../lib/i18n';
import { useFileDownloads } from '../../lib/use-file-download';
import { useOnlineRead } from '../../lib/use-online-read';
import { useCan } from '../../state/permissions';
import { DeleteDialog } from './delete-dialog';
import { formatDate, formatSize } from './document-format';
import { DownloadStatus } from './document-rows';
import { toggleDocumentBookmark, unrelateDocument } from './document.write';
import { fetchDocumentDetail, fetchDocumentFile, fetchFolders } from './documents.api';
import { useDownloadMessage } from './download-message';
import { MoveDialog } from './move-dialog';
import { DocumentPreview } from './preview/document-preview';
import { RelateDialog } from './relate-dialog';
import { RenameDialog } from './rename-dialog';

function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" fw={700}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Stack>
  );
}

function RelationLink({ r }: { r: DocumentRelation }) {
  if (r.type === 'regulation')
    return (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link
            to="/regulations/$regulationId"
            params={{ regulationId: r.target_uuid }}
            {...props}
          />
        )}
      >
        {r.title}
      </Anchor>
    );
  if (r.compliance_uuid)
    return (
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link to="/compliance/$id" params={{ id: r.compliance_uuid as string }} {...props} />
        )}
      >
        {r.title}
      </Anchor>
    );
  return <Text size="sm">{r.title}</Text>;
}

function Relations({
  detail,
  canUpdate,
  onChanged,
}: {
  detail: DocumentDetail;
  canUpdate: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('documents');
  const [error, setError] = useState<string | null>(null);
  const remove = async (relationId: string) => {
    setError(null);
    const result = await unrelateDocument.run(relationId);
    if (result.state === 'refused') setError(result.message);
    else onChanged();
  };
  if (detail.relations.length === 0) return <Text size="sm">{t('detail.noRelations')}</Text>;
  return (
    <Stack gap={6} data-testid="document-relations">
      {detail.relations.map((r) => (
        <Group
          key={r.relation_uuid}
          justify="space-between"
          wrap="nowrap"
          data-testid="document-relation"
        >
          <Stack gap={0} miw={0}>
            <Text size="xs">{t(`detail.types.${r.type}`)}</Text>
            <RelationLink r={r} />
          </Stack>
          {canUpdate && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('detail.unrelate', { title: r.title })}
              onClick={() => void remove(r.relation_uuid)}
            >
              <IconX size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

type Dialog = 'rename' | 'move' | 'relate' | 'delete' | null;

function Detail({ id }: { id: string }) {
  const { t } = useTranslation('documents');
  const lang = currentLanguage();
  const navigate = useNavigate();
  const { online } = useNetwork();
  const canUpdate = useCan('documents', 'update');
  const canDelete = useCan('documents', 'delete');
  const { data: doc, loading } = useDocument(id);
  const bookmarked = useDocumentBookmarked(id);
  const { pending, error: writeError } = useWriteState({ collection: 'documents', id });
  const [dialog, setDialog] = useState<Dialog>(null);
  const detail = useOnlineRead(doc ? `detail:${id}:${doc.updated_at}` : null, online, () =>
    fetchDocumentDetail(id),
  );
  const folders = useOnlineRead(dialog === 'move' ? 'folders' : null, online, fetchFolders);
  const downloads = useFileDownloads(useDownloadMessage());
  const back = (
    <Anchor size="sm" renderRoot={(props) => <Link to="/documents" {...props} />}>
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (loading) return <Loader size="sm" aria-label={t('loading')} />;
  if (!doc)
    return (
      <Stack>
        {back}
        <Title order={1}>{t('title')}</Title>
        <Alert color="yellow" data-testid="document-not-found">
          {t('detail.notFound')}
        </Alert>
      </Stack>
    );
  const info = detail.state === 'ready' ? detail.data : null;
  return (
    <Stack gap="md">
      {back}
      <Title order={1} style={{ wordBreak: 'break-word' }} data-testid="document-title">
        {doc.file_name}
      </Title>
      {pending && <Text size="xs">{t('pending')}</Text>}
      {writeError && (
        <Alert color="red" role="alert">
          {writeError}
        </Alert>
      )}
      <Group gap="xs" wrap="wrap">
        <Button
          leftSection={<IconDownload size={16} />}
          loading={downloads.states[id]?.state === 'running'}
          onClick={() => void downloads.start(id, (p) => fetchDocumentFile(id, p), doc.file_name)}
          data-testid="detail-download"
        >
          {t('actions.download')}
        </Button>
        <Button
          variant="default"
          leftSection={bookmarked ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
          onClick={() => void toggleDocumentBookmark.run(id)}
          aria-pressed={bookmarked}
          data-testid="detail-bookmark"
        >
          {bookmarked ? t('actions.unbookmark') : t('actions.bookmark')}
        </Button>
        {canUpdate && (
          <>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setDialog('rename')}
              data-testid="detail-rename"
            >
              {t('actions.rename')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFolderShare size={16} />}
              onClick={() => setDialog('move')}
            >
              {t('actions.move')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconLink size={16} />}
              onClick={() => setDialog('relate')}
              data-testid="detail-relate"
            >
              {t('actions.relate')}
            </Button>
          </>
        )}
        {canDelete && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDialog('delete')}
            data-testid="detail-delete"
          >
            {t('actions.delete')}
          </Button>
        )}
      </Group>
      <DownloadStatus state={downloads.states[id]} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder>
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('detail.preview')}
              </Title>
              {online ? (
                <DocumentPreview
                  id={id}
                  name={doc.file_name}
                  mime={doc.mime_type}
                  extension={doc.extension}
                />
              ) : (
                <Alert color="yellow">{t('preview.offline')}</Alert>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card withBorder>
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('detail.info')}
                </Title>
                <Info label={t('detail.size')}>{formatSize(doc.size_bytes)}</Info>
                <Info label={t('detail.type')}>
                  {doc.extension.replace(/^\./, '').toUpperCase() || doc.mime_type}
                </Info>
                <Info label={t('detail.added')}>{formatDate(doc.created_at, lang)}</Info>
                {info && (
                  <Info label={t('detail.folder')}>
                    {info.folder?.name ?? t('detail.noFolder')}
                  </Info>
                )}
                {info?.uploader_name && (
                  <Info label={t('detail.uploader')}>{info.uploader_name}</Info>
                )}
              </Stack>
            </Card>
            <Card withBorder>
              <Stack gap="xs">
                <Title order={2} size="h4">
                  {t('detail.relations')}
                </Title>
                <OnlineReadStatus
                  read={detail}
                  texts={{
                    loading: t('detail.relationsLoading'),
                    offline: t('detail.relationsOffline'),
                    failed: (message) => t('detail.relationsFailed', { message }),
                    retry: t('detail.retry'),
                  }}
                />
                {info && (
                  <Relations detail={info} canUpdate={canUpdate} onChanged={detail.reload} />
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      {dialog === 'rename' && <RenameDialog doc={doc} onClose={() => setDialog(null)} />}
      {dialog === 'move' && (
        <MoveDialog
          doc={doc}
          folders={folders.state === 'ready' ? folders.data : null}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'relate' && (
        <RelateDialog documentUuid={id} onClose={() => setDialog(null)} onChanged={detail.reload} />
      )}
      {dialog === 'delete' && (
        <DeleteDialog
          docs={[doc]}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate({ to: '/documents' })}
        />
      )}
    </Stack>
  );
}

export function DocumentDetailScreen() {
  const { documentId } = useParams({ strict: false }) as { documentId: string };
  return (
    <ModuleGate module="documents">
      <Detail id={documentId} />
    </ModuleGate>
  );
}
