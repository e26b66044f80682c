/**
 * The sector list (/library): sectors of the local database ordered by code, 20 a page, a search
 * box (code or name in either language), the last sync time, and for a provider the count of
 * unpublished (draft) obligations it holds.
 */
import { Badge, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { useDraftCount, useSectorPage } from '../../db/hooks/library';
import { currentLanguage } from '../../lib/i18n';
import { inLanguage } from '../../lib/bilingual';
import { session } from '../../state/session';
import { LastSync } from './last-sync';

function UnpublishedCount() {
  const { t } = useTranslation('library');
  const count = useDraftCount();
  if (count === null) return null;
  return (
    <Badge color="orange" variant="light" data-testid="unpublished-count">
      {t('unpublished', { count })}
    </Badge>
  );
}

function SectorList() {
  const { t } = useTranslation('library');
  const isProvider = useSnapshot(session).profile?.company_data.is_provider === true;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { rows, totalPages, loading } = useSectorPage(search, page);
  const lang = currentLanguage();

  return (
    <Stack gap="md" data-testid="sector-list">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <LastSync />
        </Stack>
        {isProvider && <UnpublishedCount />}
      </Group>
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
        <Text c="dimmed">{t('noSectors')}</Text>
      ) : (
        <Stack gap="xs">
          {rows.map((sector) => (
            <Card
              key={sector.id}
              withBorder
              padding="sm"
              renderRoot={(props) => <Link to="/library/$sectorId" params={{ sectorId: sector.id }} {...props} />}
              data-testid="sector-row"
            >
              <Group gap="sm" wrap="nowrap">
                <Badge variant="outline">{sector.code}</Badge>
                <Text fw={500}>{inLanguage(sector.name_en, sector.name_id, lang)}</Text>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {totalPages > 1 && <LabelledPagination total={totalPages} value={page} onChange={setPage} data-testid="sector-pages" />}
    </Stack>
  );
}

export function SectorListScreen() {
  return (
    <ModuleGate module="library">
      <SectorList />
    </ModuleGate>
  );
}
