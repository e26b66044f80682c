/**
 * The sector list (/library): sectors of the local database ordered by code, 20 a page, a search
 * box (code or name in either language), the last sync time, and for a provider the count of
 * unpublished (draft) obligations it holds, which opens `/library?status=draft`: only the sectors
 * holding drafts, each with its count, leading to that sector's tree filtered to its drafts. A
 * company's own sectors carry the "Own" mark; a customer with the library's create right adds
 * one (issue 24).
 */
import { Badge, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { OwnBadge } from '../../components/own-badge';
import { useDraftCountsBySector, useSectorPage } from '../../db/hooks/library';
import { currentLanguage } from '../../lib/i18n';
import { inLanguage } from '../../lib/bilingual';
import { useCan } from '../../state/permissions';
import { session } from '../../state/session';
import { OwnSectorDialog } from './own-content-dialogs';
import { LastSync } from './last-sync';

/** The provider's unpublished count: a way to that content while there is some, else nothing. */
function UnpublishedCount({ count, linked }: { count: number; linked: boolean }) {
  const { t } = useTranslation('library');
  if (count === 0) return null;
  if (!linked) {
    return (
      <Badge color="orange" variant="light" data-testid="unpublished-count">
        {t('unpublished', { count })}
      </Badge>
    );
  }
  return (
    <Button
      color="orange"
      variant="light"
      size="xs"
      data-testid="unpublished-count"
      renderRoot={(props) => <Link to="/library" search={{ status: 'draft' }} {...props} />}
    >
      {t('unpublished', { count })}
    </Button>
  );
}

function SectorList({ status }: { status: 'draft' | undefined }) {
  const { t } = useTranslation('library');
  const isProvider = useSnapshot(session).profile?.company_data.is_provider === true;
  // Only a provider holds drafts; for anyone else the filter would only empty the list.
  const drafts = isProvider && status === 'draft';
  const draftCounts = useDraftCountsBySector(isProvider);
  const withDrafts = useMemo(
    () => (drafts ? new Set(draftCounts?.keys() ?? []) : null),
    [drafts, draftCounts],
  );
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { rows, totalPages, loading } = useSectorPage(search, page, withDrafts);
  const lang = currentLanguage();
  const writesOwn = useCan('library', 'create') && !isProvider;
  const [adding, setAdding] = useState(false);
  const draftTotal = draftCounts ? [...draftCounts.values()].reduce((a, b) => a + b, 0) : 0;

  return (
    <Stack gap="md" data-testid="sector-list">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <LastSync />
        </Stack>
        {isProvider && <UnpublishedCount count={draftTotal} linked={!drafts} />}
        {writesOwn && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setAdding(true)}
            data-testid="own-sector-add"
          >
            {t('own.addSector')}
          </Button>
        )}
      </Group>
      {adding && <OwnSectorDialog onClose={() => setAdding(false)} />}
      {drafts && (
        <Group gap="sm" data-testid="unpublished-filter">
          <Text size="sm">{t('unpublishedSectors')}</Text>
          <Button
            variant="subtle"
            size="xs"
            renderRoot={(props) => <Link to="/library" {...props} />}
          >
            {t('allSectors')}
          </Button>
        </Group>
      )}
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('searchSectors')}
        aria-label={t('searchSectors')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        data-testid="sector-search"
      />
      {loading ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{drafts ? t('noUnpublished') : t('noSectors')}</Text>
      ) : (
        <Stack gap="xs">
          {rows.map((sector) => (
            <Card
              key={sector.id}
              withBorder
              padding="sm"
              renderRoot={(props) => (
                <Link
                  to="/library/$sectorId"
                  params={{ sectorId: sector.id }}
                  search={drafts ? { status: 'draft' } : {}}
                  {...props}
                />
              )}
              data-testid="sector-row"
            >
              <Group gap="sm" wrap="nowrap">
                <Badge variant="outline">{sector.code}</Badge>
                <Text fw={500}>{inLanguage(sector.name_en, sector.name_id, lang)}</Text>
                <OwnBadge companyUuid={sector.company_uuid} />
                {drafts && (
                  <Badge color="orange" variant="light" data-testid="sector-unpublished">
                    {t('sectorUnpublished', { count: draftCounts?.get(sector.id) ?? 0 })}
                  </Badge>
                )}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {totalPages > 1 && (
        <LabelledPagination
          total={totalPages}
          value={page}
          onChange={setPage}
          data-testid="sector-pages"
        />
      )}
    </Stack>
  );
}

export function SectorListScreen() {
  // Loose search: other routes (the compliance list) use `status` too, with other values.
  const { status: raw } = useSearch({ strict: false });
  const status = raw === 'draft' ? 'draft' : undefined;
  return (
    <ModuleGate module="library">
      {/* A new list (search and page from the start) when the filter changes. */}
      <SectorList key={status ?? 'all'} status={status} />
    </ModuleGate>
  );
}
