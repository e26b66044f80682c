/**
 * The sector detail (/library/$sectorId): the topics tree from the local collections, filtered by
 * type, priority and sanction, and for a provider by `?status=draft` (its unpublished content,
 * linked from the library's count), with the counts of topics, subtopics and obligations.
 */
import { Anchor, Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { ModuleGate } from '../../components/module-gate';
import { useSector, useSectorObligations, useSectorTopics } from '../../db/hooks/library';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { session } from '../../state/session';
import { SectorDownloads } from '../spreadsheets';
import { LastSync } from './last-sync';
import { ObligationFiltersBar } from './obligation-filters';
import { buildSectorTree, NO_FILTERS, type ObligationFilters } from './sector-tree';
import { TopicTree } from './topic-tree';

function SectorDetail({ sectorId }: { sectorId: string }) {
  const { t } = useTranslation('library');
  const lang = currentLanguage();
  const sector = useSector(sectorId);
  const topics = useSectorTopics(sectorId);
  const obligations = useSectorObligations(sectorId);
  const [filters, setFilters] = useState<ObligationFilters>(NO_FILTERS);
  const isProvider = useSnapshot(session).profile?.company_data.is_provider === true;
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
      </Group>
      {inLanguage(s.description_en, s.description_id, lang) && <Text>{inLanguage(s.description_en, s.description_id, lang)}</Text>}
      <LastSync />
      <SectorDownloads sectorUuid={s.id} code={s.code} />
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
        <TopicTree nodes={tree.nodes} filtered={filtered} />
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
