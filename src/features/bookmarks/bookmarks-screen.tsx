/**
 * The bookmarks (/bookmarks): tabs for regulations and obligations, each listing the local
 * bookmarks joined with the local documents they point to (newest bookmark first).
 */
import { Anchor, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleGate } from '../../components/module-gate';
import { useBookmarks } from '../../db/hooks/bookmarks';
import { useObligationsByIds } from '../../db/hooks/library';
import { useRegulationsByIds } from '../../db/hooks/regulations';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { BookmarkButton } from './bookmark-button';

interface Row {
  uuid: string;
  title: string | null;
  link: ReactNode;
}

function Rows({
  rows,
  loading,
  type,
}: {
  rows: Row[];
  loading: boolean;
  type: 'obligation' | 'regulation';
}) {
  const { t } = useTranslation('bookmarks');
  if (loading) return <Loader size="sm" />;
  if (rows.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <Stack gap="xs">
      {rows.map((r) => (
        <Group
          key={r.uuid}
          justify="space-between"
          data-testid={`bookmark-${type}`}
          data-uuid={r.uuid}
        >
          {r.title === null ? <Text c="dimmed">{t('unavailable')}</Text> : r.link}
          <BookmarkButton type={type} uuid={r.uuid} />
        </Group>
      ))}
    </Stack>
  );
}

function RegulationBookmarks() {
  const lang = currentLanguage();
  const marks = useBookmarks('regulation');
  const docs = useRegulationsByIds(marks.data.map((b) => b.entity_uuid));
  const byId = new Map(docs.data.map((d) => [d.id, d]));
  const rows = marks.data.map((b) => {
    const r = byId.get(b.entity_uuid);
    const title = r ? inLanguage(r.title_en, r.title_id, lang) : null;
    const link = (
      <Anchor
        renderRoot={(props) => (
          <Link
            to="/regulations/$regulationId"
            params={{ regulationId: b.entity_uuid }}
            {...props}
          />
        )}
      >
        {title}
      </Anchor>
    );
    return { uuid: b.entity_uuid, title, link };
  });
  return <Rows rows={rows} loading={marks.loading || docs.loading} type="regulation" />;
}

function ObligationBookmarks() {
  const lang = currentLanguage();
  const marks = useBookmarks('obligation');
  const docs = useObligationsByIds(marks.data.map((b) => b.entity_uuid));
  const byId = new Map(docs.data.map((d) => [d.id, d]));
  const rows = marks.data.map((b) => {
    const o = byId.get(b.entity_uuid);
    const title = o ? inLanguage(o.comp_title_en, o.comp_title_id, lang) : null;
    const link = (
      <Anchor
        renderRoot={(props) => (
          <Link
            to="/obligations/$obligationId"
            params={{ obligationId: b.entity_uuid }}
            {...props}
          />
        )}
      >
        {title}
      </Anchor>
    );
    return { uuid: b.entity_uuid, title, link };
  });
  return <Rows rows={rows} loading={marks.loading || docs.loading} type="obligation" />;
}

export function BookmarksScreen() {
  const { t } = useTranslation('bookmarks');
  return (
    <ModuleGate module="bookmarks">
      <Stack gap="md" data-testid="bookmarks">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Tabs defaultValue="regulations" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="regulations">{t('regulations')}</Tabs.Tab>
            <Tabs.Tab value="obligations">{t('obligations')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="regulations" pt="md">
            <RegulationBookmarks />
          </Tabs.Panel>
          <Tabs.Panel value="obligations" pt="md">
            <ObligationBookmarks />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </ModuleGate>
  );
}
