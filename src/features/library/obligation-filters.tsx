/**
 * The obligation filters of the sector tree: type, priority and sanction, as chip groups, and for
 * a provider "Unpublished only" (kept in the address by the screen, so it can be linked to).
 */
import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OBLIGATION_TYPES, PRIORITIES, SANCTIONS } from '../../../contract/enums';
import { NO_FILTERS, type ObligationFilters } from './sector-tree';
import { usePriorityName } from '../../state/company-theme';

interface Props {
  value: ObligationFilters;
  onChange: (next: ObligationFilters) => void;
  /** Shown only when given (a provider: only it holds drafts). */
  drafts?: { value: boolean; onChange: (next: boolean) => void };
}

function ChipRow<V extends string>(props: {
  label: string;
  name: string;
  options: readonly V[];
  labelOf: (v: V) => string;
  value: V[];
  onChange: (v: V[]) => void;
}) {
  return (
    <Group gap="xs" data-testid={`filter-${props.name}`}>
      <Text size="sm" fw={500} w={80}>
        {props.label}
      </Text>
      <Chip.Group multiple value={props.value} onChange={(v) => props.onChange(v as V[])}>
        {props.options.map((o) => (
          <Chip key={o} value={o} size="xs">
            {props.labelOf(o)}
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}

export function ObligationFiltersBar({ value, onChange, drafts }: Props) {
  const { t } = useTranslation('library');
  const priorityName = usePriorityName();
  const active =
    value.types.length + value.priorities.length + value.sanctions.length > 0 ||
    drafts?.value === true;
  return (
    <Stack gap="xs">
      <ChipRow
        label={t('filters.type')}
        name="type"
        options={OBLIGATION_TYPES}
        labelOf={(v) => t(`enums.type.${v}`)}
        value={value.types}
        onChange={(types) => onChange({ ...value, types })}
      />
      <ChipRow
        label={t('filters.priority')}
        name="priority"
        options={PRIORITIES}
        labelOf={(v) => priorityName(v) ?? t(`enums.priority.${v}`)}
        value={value.priorities}
        onChange={(priorities) => onChange({ ...value, priorities })}
      />
      <ChipRow
        label={t('filters.sanction')}
        name="sanction"
        options={SANCTIONS}
        labelOf={(v) => t(`enums.sanction.${v}`)}
        value={value.sanctions}
        onChange={(sanctions) => onChange({ ...value, sanctions })}
      />
      {drafts && (
        <Chip
          checked={drafts.value}
          onChange={drafts.onChange}
          size="xs"
          color="orange"
          data-testid="filter-drafts"
        >
          {t('filters.drafts')}
        </Chip>
      )}
      {active && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          onClick={() => {
            onChange(NO_FILTERS);
            drafts?.onChange(false);
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
