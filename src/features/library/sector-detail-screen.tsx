/**
 * The sector detail (/library/$sectorId): the topics tree from the local collections, filtered by
 * type, priority and sanction, and for a provider by `?status=draft` (its unpublished content,
 * linked from the library's count), with the counts of topics, subtopics and obligations. A
 * customer with the library's create right adds its company's own topics and obligations here
 * (issue 24), beside the provider's or in a sector of its own.
 */
import { Anchor, Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ObligationDoc, TopicDoc } from '../../../contract/sync';
import { ModuleGate } from '../../components/module-gate';
import { OwnBadge } from '../../components/own-badge';
import { useSector, useSectorObligations, useSectorTopics } from '../../db/hooks/library';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { session } from '../../state/session';
import { useCan } from '../../state/permissions';
import { OwnObligationDialog, OwnTopicDialog } from './own-content-dialogs';
import { SectorDownloads } from '../spreadsheets';
import { LastSync } from './last-sync';
import { ObligationFiltersBar } from './obligation-filters';
import { buildSectorTree, NO_FILTERS, type ObligationFilters } from './sector-tree';
import { TopicTree, type OwnActions } from './topic-tree';

type OwnDialog = { kind: 'topic'; topic?: TopicDoc } | { kind: 'obligation'; topicUuid: string; obligation?: ObligationDoc } | null;

function SectorDetail({ sectorId }: { sectorId: string }) {
  const { t } = useTranslation('library');
  const lang = currentLanguage();
  const sector = useSector(sectorId);
  const topics = useSectorTopics(sectorId);
  const obligations = useSectorObligations(sectorId);
  const [filters, setFilters] = useState<ObligationFilters>(NO_FILTERS);
  const profile = useSnapshot(session).profile;
  const isProvider = profile?.company_data.is_provider === true;
  // A customer writes its company's own library with the library's rights (the provider authors in its workspace).
  const canCreate = useCan('library', 'create');
  const canUpdate = useCan('library', 'update');
  const companyUuid = profile?.company_data.company_uuid ?? '';
  const writesOwn = !isProvider && canCreate && companyUuid !== '';
  const [dialog, setDialog] = useState<OwnDialog>(null);
  const own: OwnActions | undefined =
    writesOwn && canUpdate
      ? {
          addObligation: (topicUuid) => setDialog({ kind: 'obligation', topicUuid }),
          editObligation: (obligation) => setDialog({ kind: 'obligation', topicUuid: obligation.topic_uuid, obligation }),
          editTopic: (topic) => setDialog({ kind: 'topic', topic }),
        }
      : undefined;
  // Only a provider holds drafts; for anyone else the filter would only empty the tree.
  const { status } = useSearch({ strict: false });
  const drafts = isProvider && status === 'draft';
  const navigate = useNavigate();
  const setDrafts = (on: boolean) =>
    void navigate({ to: '/library/$sectorId', params: { sectorId }, search: on ? { status: 'draft' } : {}, replace: true });
  const applied = useMemo(() => ({ ...filters, drafts }), [filters, drafts]);
  const tree = useMemo(() => buildSectorTree(topics.data, obligations.data, applied), [topics.data, obligations.data, applied]);
  const filtered = (filters !== NO_FILTERS || drafts) && tree.counts.shown !== tree.counts.obligations;

  if (sector.loading) return <Loader size="sm" />;
  const back = (
    <Anchor size="sm" renderRoot={(props) => <Link to="/library" {...props} />}>
      {t('backToLibrary')}
    </Anchor>
  );
  if (!sector.data) {
    return (
      <Stack>
        {back}
        <Alert color="gray" data-testid="sector-not-found">
          {t('sectorNotFound')}
        </Alert>
      </Stack>
    );
  }
  const s = sector.data;
  return (
    <Stack gap="md" data-testid="sector-detail">
      {back}
      <Group gap="sm">
        <Badge variant="outline">{s.code}</Badge>
        <Title order={1} size="h2">
          {inLanguage(s.name_en, s.name_id, lang)}
        </Title>
        <Badge variant="light">{t('version', { version: s.version })}</Badge>
        <OwnBadge companyUuid={s.company_uuid} size="sm" />
      </Group>
      {inLanguage(s.description_en, s.description_id, lang) && <Text>{inLanguage(s.description_en, s.description_id, lang)}</Text>}
      <LastSync />
      <SectorDownloads sectorUuid={s.id} code={s.code} />
      {writesOwn && (
        <Group>
          <Button size="xs" variant="light" onClick={() => setDialog({ kind: 'topic' })} data-testid="own-topic-add">
            {t('own.addTopic')}
          </Button>
        </Group>
      )}
      {dialog?.kind === 'topic' && <OwnTopicDialog sectorUuid={s.id} companyUuid={companyUuid} topic={dialog.topic} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'obligation' && (
        <OwnObligationDialog topicUuid={dialog.topicUuid} companyUuid={companyUuid} obligation={dialog.obligation} onClose={() => setDialog(null)} />
      )}
      <Text size="sm" data-testid="sector-counts">
        {t('counts', tree.counts)}
      </Text>
      <ObligationFiltersBar
        value={filters}
        onChange={setFilters}
        drafts={isProvider ? { value: drafts, onChange: setDrafts } : undefined}
      />
      <Text size="sm" c="dimmed" data-testid="shown-count">
        {t('shown', { shown: tree.counts.shown, total: tree.counts.obligations })}
      </Text>
      {topics.loading || obligations.loading ? (
        <Loader size="sm" />
      ) : filtered && tree.counts.shown === 0 ? (
        <Text c="dimmed">{t('noObligations')}</Text>
      ) : (
        <TopicTree nodes={tree.nodes} filtered={filtered} own={own} />
      )}
    </Stack>
  );
}

export function SectorDetailScreen() {
  const { sectorId } = useParams({ strict: false });
  return (
    <ModuleGate module="library">
      <SectorDetail key={sectorId} sectorId={sectorId ?? ''} />
    </ModuleGate>
  );
}
