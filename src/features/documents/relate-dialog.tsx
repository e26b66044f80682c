/**
 * Relate a document to compliances, checklist items or regulations: the candidates of one type
 * matching a search (`documentSearchRelation`, online), each related (`documentMap`) or
 * unrelated (`documentUnmap`) by a write of the kit, then read again.
 */
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useNetwork } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RELATION_TYPES,
  type RelationCandidate,
  type RelationType,
} from '../../../contract/api/documents';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useOnlineRead } from '../../lib/use-online-read';
import { relateDocument, unrelateDocument } from './document.write';
import { searchRelations } from './documents.api';

function Candidate({
  c,
  documentUuid,
  onChanged,
}: {
  c: RelationCandidate;
  documentUuid: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('documents');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setBusy(true);
    setError(null);
    const body = {
      document_uuid: documentUuid,
      compliance_uuids: c.type === 'compliance' ? [c.target_uuid] : [],
      checklist_uuids: c.type === 'checklist' ? [c.target_uuid] : [],
      regulation_guids: c.type === 'regulation' ? [c.target_uuid] : [],
    };
    const result =
      c.is_related && c.relation_uuid
        ? await unrelateDocument.run(c.relation_uuid)
        : await relateDocument.run(body);
    setBusy(false);
    if (result.state === 'refused') setError(result.message);
    else onChanged();
  };
  return (
    <Stack gap={2} data-testid="relation-candidate">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {c.title}
        </Text>
        <Button
          size="xs"
          variant={c.is_related ? 'light' : 'filled'}
          loading={busy}
          onClick={() => void toggle()}
          aria-pressed={c.is_related}
          aria-label={`${c.is_related ? t('relate.related') : t('relate.add')}: ${c.title}`}
        >
          {c.is_related ? t('relate.related') : t('relate.add')}
        </Button>
      </Group>
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export function RelateDialog({
  documentUuid,
  onClose,
  onChanged,
}: {
  documentUuid: string;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('documents');
  const { online } = useNetwork();
  const [type, setType] = useState<RelationType>('compliance');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const read = useOnlineRead(`${documentUuid}|${type}|${debounced}`, online, () =>
    searchRelations(documentUuid, type, debounced),
  );
  const changed = () => {
    read.reload();
    onChanged?.();
  };
  return (
    <Modal opened onClose={onClose} title={t('relate.title')} size="lg">
      <Stack>
        <SegmentedControl
          aria-label={t('relate.type')}
          value={type}
          onChange={(v) => setType(v as RelationType)}
          data={RELATION_TYPES.map((r) => ({ value: r, label: t(`detail.types.${r}`) }))}
          fullWidth
        />
        <TextInput
          label={t('relate.search')}
          placeholder={t('relate.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {!online ? (
          <Alert color="yellow">{t('relate.offline')}</Alert>
        ) : (
          <OnlineReadStatus
            read={read}
            texts={{
              loading: t('relate.loading'),
              offline: t('relate.offline'),
              failed: (message) => t('relate.failed', { message }),
              retry: t('detail.retry'),
            }}
          />
        )}
        {read.state === 'ready' && read.data.length === 0 && (
          <Text size="sm">{t('relate.none')}</Text>
        )}
        {read.state === 'ready' &&
          read.data.map((c) => (
            <Candidate
              key={`${c.type}:${c.target_uuid}`}
              c={c}
              documentUuid={documentUuid}
              onChanged={changed}
            />
          ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('relate.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
