/**
 * The compliances (/compliance), from the local database, so the list works offline and pages
 * thousands of rows: each page is its own RxDB query (selector, sort, skip, limit) and the total
 * another (src/db/hooks/compliances.ts). Filters, sort and page live in the URL (list-search.ts),
 * so a view can be bookmarked and shared. A table on wide screens, cards on a phone; rows can be
 * selected for the bulk actions the user's privileges allow.
 */
import {
  ActionIcon,
  Alert,
  Button,
  Collapse,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAdjustments,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModuleGate } from '../../components/module-gate';
import { LabelledPagination } from '../../components/labelled-pagination';
import {
  COMPLIANCE_SORTS,
  useCompliancePage,
  type ComplianceSort,
} from '../../db/hooks/compliances';
import { useRegulationChanges } from '../../db/hooks/library';
import { currentLanguage } from '../../lib/i18n';
import { BulkBar } from './bulk-bar';
import { ClearFilters, ComplianceFilters } from './compliance-filters';
import { ComplianceCards, ComplianceTable } from './compliance-rows';
import { localToday } from './compliance-format';
import { activeFilterCount, filterOf, type ComplianceSearch } from './list-search';
import { usePhone } from '../../components/use-phone';

export const COMPLIANCE_PAGE_SIZE = 20;

function ComplianceList() {
  const { t } = useTranslation('compliance');
  const lang = currentLanguage();
  const search = useSearch({ from: '/app/compliance' }) as ComplianceSearch;
  const navigate = useNavigate({ from: '/compliance' });
  const phone = usePhone();
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(search) > 0 && !phone);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  // The text box types freely; the URL (and the query) follow a moment later.
  const [text, setText] = useState(search.q ?? '');
  const [debounced] = useDebouncedValue(text, 250);
  const update = (patch: Partial<ComplianceSearch>, keepPage = false) =>
    void navigate({
      search: (prev: ComplianceSearch) => {
        const next: Record<string, unknown> = { ...prev, ...patch };
        if (!keepPage) delete next.page;
        for (const k of Object.keys(next))
          if (next[k] === undefined || next[k] === '') delete next[k];
        return next as ComplianceSearch;
      },
      replace: !keepPage,
    });
  useEffect(() => {
    if ((search.q ?? '') !== debounced.trim()) update({ q: debounced.trim() || undefined });
    // only the typed text drives this
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const today = localToday();
  const filter = useMemo(() => filterOf(search), [search]);
  const sort: ComplianceSort = search.sort ?? 'deadline';
  const dir = search.dir ?? (sort === 'updated' || sort === 'priority' ? 'desc' : 'asc');
  const page = search.page ?? 1;
  const request = useMemo(
    () => ({ sort, dir, page, size: COMPLIANCE_PAGE_SIZE, lang }),
    [sort, dir, page, lang],
  );
  const { rows, total, loading, error } = useCompliancePage(filter, request, today);
  const marks = useRegulationChanges(rows.map((r) => r.obligation_uuid));
  const totalPages = Math.max(1, Math.ceil(total / COMPLIANCE_PAGE_SIZE));
  const count = activeFilterCount(search);

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of rows) {
        if (on) next.add(r.id);
        else next.delete(r.id);
      }
      return next;
    });

  return (
    <Stack gap="md" data-testid="compliance-list">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 16rem' }}
          leftSection={<IconSearch size={16} />}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          data-testid="compliance-search"
        />
        <Select
          label={t('sort.label')}
          data={COMPLIANCE_SORTS.map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          value={sort}
          onChange={(v) => v && update({ sort: v as ComplianceSort, dir: undefined })}
          allowDeselect={false}
          w={{ base: '100%', xs: 180 }}
          data-testid="compliance-sort"
        />
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={dir === 'asc' ? t('sort.asc') : t('sort.desc')}
          title={dir === 'asc' ? t('sort.asc') : t('sort.desc')}
          onClick={() => update({ dir: dir === 'asc' ? 'desc' : 'asc' })}
          data-testid="compliance-sort-dir"
        >
          {dir === 'asc' ? <IconSortAscending size={18} /> : <IconSortDescending size={18} />}
        </ActionIcon>
        <Button
          variant={filtersOpen ? 'light' : 'default'}
          leftSection={<IconAdjustments size={16} />}
          onClick={() => setFiltersOpen((o) => !o)}
          aria-expanded={filtersOpen}
          data-testid="toggle-filters"
        >
          {count > 0 ? t('filters.buttonCount', { count }) : t('filters.button')}
        </Button>
        {count > 0 && (
          <ClearFilters
            onClear={() =>
              update({
                ...Object.fromEntries(
                  Object.keys(filterOf(search))
                    .filter((k) => k !== 'q')
                    .map((k) => [k, undefined]),
                ),
              })
            }
          />
        )}
      </Group>
      <Collapse expanded={filtersOpen}>
        {filtersOpen && <ComplianceFilters search={search} onChange={(patch) => update(patch)} />}
      </Collapse>
      <BulkBar selected={[...selected]} onClear={() => setSelected(new Set())} />
      {error ? (
        <Alert color="red" data-testid="compliance-list-error">
          {t('loadFailed')}
        </Alert>
      ) : loading && rows.length === 0 ? (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('loading')}</Text>
        </Group>
      ) : rows.length === 0 ? (
        <Text c="dimmed" data-testid="compliance-empty">
          {count > 0 || search.q ? t('noMatch') : t('empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="compliance-total">
            {t('total', { count: total })}
          </Text>
          {phone ? (
            <ComplianceCards
              rows={rows}
              today={today}
              selected={selected}
              onToggle={toggle}
              marks={marks}
            />
          ) : (
            <ComplianceTable
              rows={rows}
              today={today}
              selected={selected}
              onToggle={toggle}
              onToggleAll={toggleAll}
              marks={marks}
            />
          )}
        </>
      )}
      {totalPages > 1 && (
        <LabelledPagination
          total={totalPages}
          value={Math.min(page, totalPages)}
          onChange={(p) => update({ page: p }, true)}
        />
      )}
    </Stack>
  );
}

export function ComplianceListScreen() {
  return (
    <ModuleGate module="compliance">
      <ComplianceList />
    </ModuleGate>
  );
}
