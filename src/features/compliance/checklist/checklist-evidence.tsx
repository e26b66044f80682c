/**
 * A checklist item's evidence: the documents related to it (synced metadata: listed offline),
 * each opened through the download (kept by the worker's file cache once opened), the files
 * kept for upload to it (pending at once, with a thumbnail of a photo, progress, cancel, retry,
 * remove), attaching from the camera or files (works offline) or an existing library document.
 */
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFile, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EvidenceDoc } from '../../../db/hooks/evidence';
import { useWriteState } from '../../../db/writes';
import { PendingUploads, UploadFilesButton, formatBytes } from '../../documents';
import { AttachDocumentDialog } from './attach-document-dialog';
import { downloadDocument, saveBlob } from './evidence.api';

function EvidenceLink({ doc }: { doc: EvidenceDoc }) {
  const { t, i18n } = useTranslation('evidence');
  const [state, setState] = useState<{ opening: boolean; error: string | null }>({
    opening: false,
    error: null,
  });
  const { pending, error } = useWriteState({ collection: 'documents', id: doc.id });
  const open = async () => {
    setState({ opening: true, error: null });
    try {
      saveBlob(await downloadDocument(doc.id), doc.file_name);
      setState({ opening: false, error: null });
    } catch (e) {
      setState({ opening: false, error: e instanceof Error ? e.message : String(e) });
    }
  };
  return (
    <Stack gap={0} component="li" data-testid="evidence-document" data-document={doc.id}>
      <Group gap={6} wrap="nowrap">
        <IconFile size={16} aria-hidden="true" style={{ flex: 'none' }} />
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => void open()}
          aria-label={t('evidence.open', { name: doc.file_name })}
          style={{ minWidth: 0, overflowWrap: 'anywhere', textAlign: 'left' }}
        >
          {doc.file_name}
        </Anchor>
        <Text span size="xs" c="dimmed" style={{ flex: 'none' }}>
          {formatBytes(doc.size_bytes, i18n.language)}
        </Text>
      </Group>
      {state.opening && (
        <Text size="xs" c="dimmed">
          {t('evidence.opening')}
        </Text>
      )}
      {state.error && (
        <Text size="xs" c="red.8" role="alert">
          {t('evidence.openFailed', { reason: state.error })}
        </Text>
      )}
      {pending && (
        <Text size="xs" c="dimmed">
          {t('evidence.pendingAttach')}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {t('evidence.attachFailed', { reason: error })}
        </Text>
      )}
    </Stack>
  );
}

export interface ChecklistEvidenceProps {
  item: { id: string; title: string };
  complianceUuid: string;
  /** The documents related to the compliance (the panel reads them once for every item). */
  documents: EvidenceDoc[];
  loading: boolean;
  canUpload: boolean;
  canAttach: boolean;
}

export function ChecklistEvidence({
  item,
  complianceUuid,
  documents,
  loading,
  canUpload,
  canAttach,
}: ChecklistEvidenceProps) {
  const { t } = useTranslation('evidence');
  const [attaching, setAttaching] = useState(false);
  const mine = documents.filter((d) => d.checklist_uuids.includes(item.id));
  return (
    <Stack
      gap={6}
      pl={32}
      data-testid="checklist-evidence"
      aria-label={t('evidence.of', { title: item.title })}
      component="section"
    >
      {loading ? (
        <Text size="xs" c="dimmed">
          {t('evidence.loading')}
        </Text>
      ) : mine.length === 0 ? (
        <Text size="xs" c="dimmed" data-testid="evidence-none">
          {t('evidence.none')}
        </Text>
      ) : (
        <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {mine.map((doc) => (
            <EvidenceLink key={doc.id} doc={doc} />
          ))}
        </Stack>
      )}
      <PendingUploads checklistUuid={item.id} hideDocuments={mine} showSpace />
      {(canUpload || canAttach) && (
        <Group gap="xs">
          {canUpload && (
            <UploadFilesButton
              complianceUuid={complianceUuid}
              checklistUuid={item.id}
              capture
              label={item.title}
            />
          )}
          {canAttach && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconLink size={14} />}
              onClick={() => setAttaching(true)}
              aria-label={`${t('evidence.attachExisting')}: ${item.title}`}
            >
              {t('evidence.attachExisting')}
            </Button>
          )}
        </Group>
      )}
      {attaching && (
        <AttachDocumentDialog
          opened
          onClose={() => setAttaching(false)}
          item={item}
          complianceUuid={complianceUuid}
        />
      )}
    </Stack>
  );
}
