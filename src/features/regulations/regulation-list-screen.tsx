/**
 * The regulations (/regulations), from the local database: a search on title (both languages),
 * number or year, a legal-status filter, 20 a page, newest year first.
 */
import { Anchor, Card, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_STATUSES, type LegalStatus } from '../../../contract/enums';
import { labelOf, REGULATION_TYPE_LABELS } from '../../../contract/labels';
import { LabelledPagination } from '../../components/labelled-pagination';
import { ModuleGate } from '../../components/module-gate';
import { useRegulationPage } from '../../db/hooks/regulations';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage } from '../../lib/i18n';
import { LegalStatusBadge } from './legal-status-badge';
import { RegulationListActions } from './regulation-authoring-actions';

function RegulationList() {
  const { t } = useTranslation('regulations');
  const lang = currentLanguage();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LegalStatus | null>(null);
  const [page, setPage] = useState(1);
  const { rows, totalPages, loading } = useRegulationPage(search, status, page);

  return (
    <Stack gap="md" data-testid="regulation-list">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <RegulationListActions />
      <Group align="flex-end" grow>
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('search')}
          aria-label={t('search')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          data-testid="regulation-search"
        />
        <Select
          aria-label={t('legalStatus')}
          placeholder={t('allStatuses')}
          clearable
          data={LEGAL_STATUSES.map((s) => ({ value: s, label: t(`legal.${s}`) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as LegalStatus | null);
            setPage(1);
          }}
          data-testid="legal-status-filter"
        />
      </Group>
      {loading ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('noRegulations')}</Text>
      ) : (
        <Stack gap="xs">
          {rows.map((r) => (
            <Card key={r.id} withBorder padding="sm" data-testid="regulation-row">
              <Group justify="space-between" wrap="nowrap">
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Anchor
                    fw={500}
                    renderRoot={(props) => (
                      <Link
                        to="/regulations/$regulationId"
                        params={{ regulationId: r.id }}
                        {...props}
                      />
                    )}
                  >
                    {inLanguage(r.title_en, r.title_id, lang)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[r.type && labelOf(REGULATION_TYPE_LABELS, r.type, lang), r.number, r.year]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Stack>
                <LegalStatusBadge status={r.legal_status} />
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {totalPages > 1 && <LabelledPagination total={totalPages} value={page} onChange={setPage} />}
    </Stack>
  );
}

export function RegulationListScreen() {
  return (
    <ModuleGate module="regulation">
      <RegulationList />
    </ModuleGate>
  );
}
