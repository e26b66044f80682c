/**
 * The hierarchy of a regulation: from the server when online (every page, limit 100), else from
 * the local document's `hierarchy` links, titles resolved from the local regulations collection.
 */
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HierarchyRelation } from '../../../contract/enums';
import type { RegulationDoc } from '../../../contract/sync';
import { useRegulationsByIds } from '../../db/hooks/regulations';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { useHierarchy } from './regulation-hierarchy.api';

interface Row {
  key: string;
  relation: HierarchyRelation;
  guid: string;
  title: string | null;
}

function Rows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('regulations');
  if (rows.length === 0) return <Text size="sm">{t('noHierarchy')}</Text>;
  return (
    <Stack gap={4} data-testid="hierarchy">
      {rows.map((r) => (
        <Group key={r.key} gap="xs" data-testid="hierarchy-row">
          <Text size="sm" c="dimmed" w={140}>
            {t(`relation.${r.relation}`)}
          </Text>
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link to="/regulations/$regulationId" params={{ regulationId: r.guid }} {...props} />
            )}
          >
            {r.title ?? t('unknownRegulation')}
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}

function LocalHierarchy({ links }: { links: RegulationDoc['hierarchy'] }) {
  const { t } = useTranslation('regulations');
  const lang = currentLanguage();
  const { data } = useRegulationsByIds(links.map((l) => l.related_guid));
  const byId = new Map(data.map((r) => [r.id, r]));
  const rows = links.map((l, i) => {
    const r = byId.get(l.related_guid);
    return {
      key: `${i}`,
      relation: l.relation,
      guid: l.related_guid,
      title: r ? inLanguage(r.title_en, r.title_id, lang) : null,
    };
  });
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed" data-testid="hierarchy-offline">
        {t('offlineHierarchy')}
      </Text>
      <Rows rows={rows} />
    </Stack>
  );
}

export function RegulationHierarchy({
  regulation,
  online,
}: {
  regulation: RegulationDoc;
  online: boolean;
}) {
  const { t } = useTranslation('regulations');
  const remote = useHierarchy(regulation.id, online);
  if (remote.state === 'loading') return <Loader size="sm" />;
  if (remote.state === 'offline') return <LocalHierarchy links={regulation.hierarchy ?? []} />;
  if (remote.state === 'error')
    return <Alert color="red">{t('loadFailed', { message: remote.message })}</Alert>;
  const rows = remote.data.map((l) => ({
    key: l.hierarchy_uuid,
    relation: l.relation,
    guid: l.regulation_guid,
    title: l.title,
  }));
  return <Rows rows={rows} />;
}
