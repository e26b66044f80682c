/**
 * The regulation detail (/regulations/$regulationId), from the local database: legal status,
 * number, year, type, issuer, dates, abstract and full text in the current language, documents,
 * the hierarchy and the central view (server when online), the related obligations, bookmark.
 */
import {
  Alert,
  Anchor,
  Card,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { Link, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { labelOf, REGULATION_TYPE_LABELS } from '../../../contract/labels';
import type { RegulationDoc } from '../../../contract/sync';
import { ModuleGate } from '../../components/module-gate';
import { useObligationsOfRegulation, useRegulation } from '../../db/hooks/regulations';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { BookmarkButton } from '../bookmarks';
import { formatDate } from '../../components/expiry-banner';
import { LegalStatusBadge } from './legal-status-badge';
import { RegulationActions } from './regulation-authoring-actions';
import { RegulationCentral } from './regulation-central';
import { RegulationDocuments } from './regulation-documents';
import { RegulationHierarchy } from './regulation-hierarchy';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

function RelatedObligations({ guid }: { guid: string }) {
  const { t } = useTranslation('regulations');
  const lang = currentLanguage();
  const { data } = useObligationsOfRegulation(guid);
  if (data.length === 0) return <Text size="sm">{t('noObligations')}</Text>;
  return (
    <List size="sm" spacing={4} data-testid="regulation-obligations">
      {data.map((o) => (
        <List.Item key={o.id}>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/obligations/$obligationId" params={{ obligationId: o.id }} {...props} />
            )}
          >
            {inLanguage(o.comp_title_en, o.comp_title_id, lang)}
          </Anchor>
        </List.Item>
      ))}
    </List>
  );
}

function Facts({ r }: { r: RegulationDoc }) {
  const { t, i18n } = useTranslation('regulations');
  const date = (iso: string | null) => (iso ? formatDate(iso, i18n.language) : '—');
  const facts: [string, ReactNode][] = [
    [t('number'), r.number],
    [t('year'), r.year],
    [t('type'), r.type ? labelOf(REGULATION_TYPE_LABELS, r.type, currentLanguage()) : '—'],
    [t('issuer'), inLanguage(r.issuer_en, r.issuer_id, currentLanguage()) ?? '—'],
    [t('enactedAt'), date(r.enacted_at)],
    [t('effectiveAt'), date(r.effective_at)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 3 }} data-testid="regulation-facts">
      {facts.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm">{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function RegulationDetail({ regulationId }: { regulationId: string }) {
  const { t } = useTranslation('regulations');
  const lang = currentLanguage();
  const { online } = useNetwork();
  const { data: r, loading } = useRegulation(regulationId);
  const back = (
    <Anchor size="sm" renderRoot={(props) => <Link to="/regulations" {...props} />}>
      {t('backToList')}
    </Anchor>
  );
  if (loading) return <Loader size="sm" />;
  if (!r) {
    return (
      <Stack>
        {back}
        <Alert color="gray" data-testid="regulation-not-found">
          {t('notFound')}
        </Alert>
      </Stack>
    );
  }
  const abstract = inLanguage(r.abstract_en, r.abstract_id, lang);
  const fullText = inLanguage(r.full_text_en, r.full_text_id, lang);
  return (
    <Stack gap="md" data-testid="regulation-detail">
      {back}
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2" data-testid="regulation-title">
            {inLanguage(r.title_en, r.title_id, lang)}
          </Title>
          <LegalStatusBadge status={r.legal_status} />
        </Group>
        <BookmarkButton type="regulation" uuid={r.id} />
      </Group>
      <Facts r={r} />
      <RegulationActions guid={r.id} title={inLanguage(r.title_en, r.title_id, lang) ?? r.number} />
      {abstract && (
        <Section title={t('abstract')}>
          <Text size="sm" data-testid="regulation-abstract">
            {abstract}
          </Text>
        </Section>
      )}
      {fullText && (
        <Section title={t('fullText')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="regulation-full-text">
            {fullText}
          </Text>
        </Section>
      )}
      <Section title={t('documents')}>
        <RegulationDocuments documents={r.documents ?? []} />
      </Section>
      <Section title={t('hierarchy')}>
        <RegulationHierarchy regulation={r} online={online} />
      </Section>
      <Section title={t('central')}>
        <RegulationCentral regulationId={r.id} online={online} />
      </Section>
      <Section title={t('relatedObligations')}>
        <RelatedObligations guid={r.id} />
      </Section>
    </Stack>
  );
}

export function RegulationDetailScreen() {
  const { regulationId } = useParams({ strict: false });
  return (
    <ModuleGate module="regulation">
      <RegulationDetail key={regulationId} regulationId={regulationId ?? ''} />
    </ModuleGate>
  );
}
