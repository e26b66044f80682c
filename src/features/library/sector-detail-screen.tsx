/**
 * The sector detail (/library/$sectorId): the topics tree from the local collections, filtered by
 * type, priority and sanction, and for a provider by `?status=draft` (its unpublished content,
 * linked from the library's count), with the counts of topics, subtopics and obligations. A
 * customer with the library's create right adds its company's own topics and obligations here
 * (issue 24), beside the provider's or in a sector of its own.
 */
import { Anchor, Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ObligationDoc, TopicDoc } from '../../../contract/sync';
import { ModuleGate } from '../../components/module-gate';
import { NeedsConnection } from '../../components/needs-connection';
import { OwnBadge } from '../../components/own-badge';
import type { WriteResult } from '../../db/writes';
import { useSector, useSectorObligations, useSectorTopics } from '../../db/hooks/library';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { session } from '../../state/session';
import { useCan } from '../../state/permissions';
import { OwnObligationDialog, OwnTopicDialog } from './own-content-dialogs';
import { OwnObligationDelete, OwnTopicDelete } from './own-delete-dialogs';
import { sortOwnObligations, sortOwnTopics } from './own-library.write';
import { SectorDownloads } from '../spreadsheets';
import { LastSync } from './last-sync';
import { ObligationFiltersBar } from './obligation-filters';
import { buildSectorTree, NO_FILTERS, ownPlaces, type ObligationFilters } from './sector-tree';
import { TopicTree, type OwnActions } from './topic-tree';

type OwnDialog =
  | { kind: 'topic'; topic?: TopicDoc }
  | { kind: 'obligation'; topicUuid: string; obligation?: ObligationDoc }
  | { kind: 'delete-topic'; topic: TopicDoc }
  | { kind: 'delete-obligation'; obligation: ObligationDoc }
  | null;

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
  const canDelete = useCan('library', 'delete');
  const { online } = useNetwork();
  const companyUuid = profile?.company_data.company_uuid ?? '';
  const writesOwn = !isProvider && canCreate && companyUuid !== '';
  const [dialog, setDialog] = useState<OwnDialog>(null);
  const [orderProblem, setOrderProblem] = useState<string | null>(null);
  const places = useMemo(
    () => ownPlaces(topics.data, obligations.data),
    [topics.data, obligations.data],
  );
  const sortDone = (r: WriteResult) => setOrderProblem(r.state === 'refused' ? r.message : null);
  const own: OwnActions | undefined =
    writesOwn && (canUpdate || canDelete)
      ? {
          online,
          ...(canUpdate && {
            addObligation: (topicUuid: string) => setDialog({ kind: 'obligation', topicUuid }),
            editObligation: (obligation: ObligationDoc) =>
              setDialog({ kind: 'obligation', topicUuid: obligation.topic_uuid, obligation }),
            editTopic: (topic: TopicDoc) => setDialog({ kind: 'topic', topic }),
            order: {
              topics: (topic: TopicDoc) => places.topics(topic.parent_uuid),
              obligations: places.obligations,
              moveTopic: (topic: TopicDoc, order: string[]) =>
                void sortOwnTopics
                  .run({
                    sector_uuid: topic.sector_uuid,
                    parent_uuid: topic.parent_uuid || null,
                    topic_uuids: order,
                  })
                  .then(sortDone),
              moveObligation: (topicUuid: string, order: string[]) =>
                void sortOwnObligations
                  .run({ topic_uuid: topicUuid, obligation_uuids: order })
                  .then(sortDone),
            },
          }),
          ...(canDelete && {
            deleteObligation: (obligation: ObligationDoc) =>
              setDialog({ kind: 'delete-obligation', obligation }),
            deleteTopic: (topic: TopicDoc) => setDialog({ kind: 'delete-topic', topic }),
          }),
        }
      : undefined;
  // Only a provider holds drafts; for anyone else the filter would only empty the tree.
  const { status } = useSearch({ strict: false });
  const drafts = isProvider && status === 'draft';
  const navigate = useNavigate();
  const setDrafts = (on: boolean) =>
    void navigate({
      to: '/library/$sectorId',
      params: { sectorId },
      search: on ? { status: 'draft' } : {},
      replace: true,
    });
  const applied = useMemo(() => ({ ...filters, drafts }), [filters, drafts]);
  const tree = useMemo(
    () => buildSectorTree(topics.data, obligations.data, applied),
    [topics.data, obligations.data, applied],
  );
  const filtered =
    (filters !== NO_FILTERS || drafts) && tree.counts.shown !== tree.counts.obligations;

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
      {inLanguage(s.description_en, s.description_id, lang) && (
        <Text>{inLanguage(s.description_en, s.description_id, lang)}</Text>
      )}
      <LastSync />
      <SectorDownloads sectorUuid={s.id} code={s.code} />
      {writesOwn && (
        <Group gap="sm" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            disabled={!online}
            onClick={() => setDialog({ kind: 'topic' })}
            data-testid="own-topic-add"
          >
            {t('own.addTopic')}
          </Button>
          <NeedsConnection online={online} text={t('own.needsConnection')} />
        </Group>
      )}
      {orderProblem && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t('own.dismiss')}
          onClose={() => setOrderProblem(null)}
          data-testid="own-order-problem"
        >
          {orderProblem}
        </Alert>
      )}
      {dialog?.kind === 'topic' && (
        <OwnTopicDialog
          sectorUuid={s.id}
          companyUuid={companyUuid}
          topic={dialog.topic}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'obligation' && (
        <OwnObligationDialog
          topicUuid={dialog.topicUuid}
          companyUuid={companyUuid}
          obligation={dialog.obligation}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete-topic' && (
        <OwnTopicDelete
          topic={dialog.topic}
          companyUuid={companyUuid}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete-obligation' && (
        <OwnObligationDelete obligation={dialog.obligation} onClose={() => setDialog(null)} />
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
