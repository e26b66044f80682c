/** The rows of the compliance list: a table on wide screens, cards on a phone. */
import { Anchor, Card, Checkbox, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { ObligationRegulationChange } from '../../../contract/collections/obligations';
import { labelOf, PRIORITY_LABELS } from '../../../contract/labels';
import type { ComplianceDoc } from '../../db/hooks/compliances';
import { currentLanguage } from '../../lib/i18n';
import { formatDay, picName, titleOf } from './compliance-format';
import { ComplianceBadges } from './status-badges';

interface RowsProps {
  rows: ComplianceDoc[];
  today: string;
  selected: Set<string>;
  onToggle: (id: string, on: boolean) => void;
  /** The "regulation changed" marks of the rows' obligations, by obligation. */
  marks: ReadonlyMap<string, ObligationRegulationChange>;
}

function TitleLink({ c }: { c: ComplianceDoc }) {
  return (
    <Anchor
      fw={500}
      renderRoot={(props) => <Link to="/compliance/$id" params={{ id: c.id }} {...props} />}
      data-testid="compliance-link"
    >
      {titleOf(c, currentLanguage())}
    </Anchor>
  );
}

export function ChecklistProgress({
  c,
}: {
  c: Pick<ComplianceDoc, 'checklist_total' | 'checklist_claimed'>;
}) {
  const { t } = useTranslation('compliance');
  if (c.checklist_total === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('checklistNone')}
      </Text>
    );
  const label = t('checklistProgress', { claimed: c.checklist_claimed, total: c.checklist_total });
  return (
    <Stack gap={2} miw={90}>
      <Text size="xs">{label}</Text>
      <Progress
        value={(100 * c.checklist_claimed) / c.checklist_total}
        size="sm"
        aria-label={label}
      />
    </Stack>
  );
}

function Deadline({ c }: { c: ComplianceDoc }) {
  const { t } = useTranslation('compliance');
  return (
    <Text size="sm">{c.deadline ? formatDay(c.deadline, currentLanguage()) : t('noDeadline')}</Text>
  );
}

export function ComplianceTable({
  rows,
  today,
  selected,
  onToggle,
  onToggleAll,
  marks,
}: RowsProps & { onToggleAll: (on: boolean) => void }) {
  const { t } = useTranslation('compliance');
  const lang = currentLanguage();
  const all = rows.every((r) => selected.has(r.id));
  const some = rows.some((r) => selected.has(r.id));
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" striped highlightOnHover data-testid="compliance-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('selectPage')}
                checked={all}
                indeterminate={some && !all}
                onChange={(e) => onToggleAll(e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th>{t('columns.title')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
            <Table.Th>{t('columns.pic')}</Table.Th>
            <Table.Th>{t('columns.deadline')}</Table.Th>
            <Table.Th>{t('columns.priority')}</Table.Th>
            <Table.Th>{t('columns.checklist')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c.id} data-testid="compliance-row">
              <Table.Td>
                <Checkbox
                  aria-label={t('selectOne', { title: titleOf(c, lang) })}
                  checked={selected.has(c.id)}
                  onChange={(e) => onToggle(c.id, e.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <TitleLink c={c} />
              </Table.Td>
              <Table.Td>
                <ComplianceBadges
                  c={c}
                  today={today}
                  regulationChange={marks.get(c.obligation_uuid)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{picName(c) ?? t('noPic')}</Text>
              </Table.Td>
              <Table.Td>
                <Deadline c={c} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{labelOf(PRIORITY_LABELS, c.priority, lang)}</Text>
              </Table.Td>
              <Table.Td>
                <ChecklistProgress c={c} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function ComplianceCards({ rows, today, selected, onToggle, marks }: RowsProps) {
  const { t } = useTranslation('compliance');
  const lang = currentLanguage();
  return (
    <Stack gap="xs" data-testid="compliance-cards">
      {rows.map((c) => (
        <Card key={c.id} withBorder padding="sm" data-testid="compliance-row">
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <Checkbox
              mt={4}
              aria-label={t('selectOne', { title: titleOf(c, lang) })}
              checked={selected.has(c.id)}
              onChange={(e) => onToggle(c.id, e.currentTarget.checked)}
            />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <TitleLink c={c} />
              <ComplianceBadges
                c={c}
                today={today}
                regulationChange={marks.get(c.obligation_uuid)}
              />
              <Group gap="md" wrap="wrap">
                <Text size="sm">
                  {t('columns.pic')}: {picName(c) ?? t('noPic')}
                </Text>
                <Text size="sm">
                  {t('columns.deadline')}:{' '}
                  {c.deadline ? formatDay(c.deadline, lang) : t('noDeadline')}
                </Text>
                <Text size="sm">
                  {t('columns.priority')}: {labelOf(PRIORITY_LABELS, c.priority, lang)}
                </Text>
              </Group>
              <ChecklistProgress c={c} />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
