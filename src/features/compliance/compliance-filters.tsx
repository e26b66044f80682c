/**
 * The filter panel of the compliance list. Every change goes to the URL (the list's state), and
 * back to page 1. Mounted only while open: its choices come from a scan of the local compliances.
 */
import { Button, Checkbox, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CONFIRMATION_STATUSES,
  OBLIGATION_TYPES,
  PRIORITIES,
  PROCESS_STATUSES,
  SANCTIONS,
} from '../../../contract/enums';
import {
  CONFIRMATION_STATUS_LABELS,
  labelOf,
  OBLIGATION_TYPE_LABELS,
  PRIORITY_LABELS,
  PROCESS_STATUS_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import { useComplianceFilterOptions } from '../../db/hooks/compliances';
import { currentLanguage } from '../../lib/i18n';
import type { ComplianceSearch } from './list-search';

type Labels = Record<string, { en: string; id: string }>;

export function ComplianceFilters({
  search,
  onChange,
}: {
  search: ComplianceSearch;
  onChange: (patch: Partial<ComplianceSearch>) => void;
}) {
  const { t } = useTranslation('compliance');
  const lang = currentLanguage();
  const options = useComplianceFilterOptions();
  const enumData = (values: readonly string[], labels: Labels) =>
    values.map((v) => ({ value: v, label: labelOf(labels, v, lang) }));
  const select = (
    key: keyof ComplianceSearch,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      placeholder={t('filters.all')}
      clearable
      searchable={data.length > 8}
      data={data}
      value={(search[key] as string | undefined) ?? null}
      onChange={(v) => onChange({ [key]: v ?? undefined })}
      data-testid={`filter-${key}`}
      comboboxProps={{ withinPortal: true }}
    />
  );
  const check = (key: 'overdue' | 'bookmarked' | 'open', label: string) => (
    <Checkbox
      label={label}
      checked={search[key] === true}
      onChange={(e) => onChange({ [key]: e.currentTarget.checked ? true : undefined })}
      data-testid={`filter-${key}`}
    />
  );
  const named = (o: { value: string; label_en: string; label_id: string }) => ({
    value: o.value,
    label: lang === 'id' ? o.label_id : o.label_en,
  });
  return (
    <Stack gap="sm" data-testid="compliance-filters">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {select('status', t('filters.status'), enumData(PROCESS_STATUSES, PROCESS_STATUS_LABELS))}
        {select(
          'confirmation',
          t('filters.confirmation'),
          enumData(CONFIRMATION_STATUSES, CONFIRMATION_STATUS_LABELS),
        )}
        {select('priority', t('filters.priority'), enumData(PRIORITIES, PRIORITY_LABELS))}
        {select('sanction', t('filters.sanction'), enumData(SANCTIONS, SANCTION_LABELS))}
        {select('type', t('filters.type'), enumData(OBLIGATION_TYPES, OBLIGATION_TYPE_LABELS))}
        {select('sector', t('filters.sector'), (options?.sectors ?? []).map(named))}
        {select('topic', t('filters.topic'), (options?.topics ?? []).map(named))}
        {select(
          'pic',
          t('filters.pic'),
          (options?.pics ?? []).map((u) => ({ value: u.user_uuid, label: u.name })),
        )}
        {select(
          'auditor',
          t('filters.auditor'),
          (options?.auditors ?? []).map((u) => ({ value: u.user_uuid, label: u.name })),
        )}
        <Select
          label={t('filters.active')}
          data={[
            { value: 'all', label: t('filters.activeAll') },
            { value: 'true', label: t('filters.activeOnly') },
            { value: 'false', label: t('filters.inactiveOnly') },
          ]}
          value={search.active === undefined ? 'all' : String(search.active)}
          onChange={(v) =>
            onChange({ active: v === 'true' ? true : v === 'false' ? false : undefined })
          }
          allowDeselect={false}
          data-testid="filter-active"
        />
      </SimpleGrid>
      <Group gap="lg">
        {check('overdue', t('filters.overdue'))}
        {check('open', t('filters.open'))}
        {check('bookmarked', t('filters.bookmarked'))}
      </Group>
    </Stack>
  );
}

/** Clears every filter but the text search. */
export function ClearFilters({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('compliance');
  return (
    <Button variant="subtle" size="xs" onClick={onClear} data-testid="clear-filters">
      {t('filters.clear')}
    </Button>
  );
}
