/**
 * "Regulation changed" on an obligation (and the compliances resting on it) whose regulation
 * changed its legal status since the sector's last published version: the synced obligation
 * carries the mark (`regulation_changed`) until the provider's next version of the sector, which
 * the next sync brings. Which regulation, and from what status to what, is said in words for every
 * reader: in the badge's tooltip and hidden text on a list row, in a line beside it on a detail.
 */
import { Badge, Group, Paper, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ObligationRegulationChange } from '../../contract/collections/obligations';
import { LEGAL_STATUS_LABELS, labelOf } from '../../contract/labels';
import { inLanguage } from '../lib/bilingual';
import { formatMediumDate } from '../lib/date-format';
import { currentLanguage } from '../lib/i18n';
import { WRAPPING_BADGE } from './wrapping-badge';

type Change = ObligationRegulationChange | null | undefined;

/** The sentence naming the regulation (when the reader may see it) and its statuses, by label. */
function useChangeText(change: ObligationRegulationChange): string {
  const { t } = useTranslation('library');
  const lang = currentLanguage();
  const status = (s: string | null) =>
    s ? labelOf(LEGAL_STATUS_LABELS, s, lang) : t('regulationChanged.noStatus');
  const title = inLanguage(change.title_en, change.title_id, lang);
  const number = change.number
    ? change.year
      ? `${change.number}/${change.year}`
      : change.number
    : null;
  const regulation = title
    ? number
      ? t('regulationChanged.named', { title, number })
      : title
    : t('regulationChanged.unnamed');
  const at = new Date(change.at);
  const day = Number.isNaN(at.getTime()) ? change.at : formatMediumDate(at, lang);
  return t('regulationChanged.detail', {
    regulation,
    from: status(change.from),
    to: status(change.to),
    day,
  });
}

function MarkBadge({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('library');
  return (
    <Badge
      color="red"
      variant="light"
      styles={WRAPPING_BADGE}
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      data-testid="regulation-changed"
    >
      {t('regulationChanged.badge')}
      {children}
    </Badge>
  );
}

/** The badge of a list row: the detail in its tooltip (hover, focus, touch) and for screen readers. */
export function RegulationChangedBadge({ change }: { change: Change }) {
  if (!change) return null;
  return <RowBadge change={change} />;
}

function RowBadge({ change }: { change: ObligationRegulationChange }) {
  const text = useChangeText(change);
  return (
    <Tooltip
      label={text}
      withArrow
      multiline
      maw={320}
      events={{ hover: true, focus: true, touch: true }}
    >
      <span
        tabIndex={0}
        style={{ display: 'inline-flex', maxWidth: '100%' }}
        data-testid="regulation-changed-trigger"
      >
        <MarkBadge>
          <VisuallyHidden>: {text}</VisuallyHidden>
        </MarkBadge>
      </span>
    </Tooltip>
  );
}

/** The badge and its detail in a line, on the obligation and compliance detail screens. */
export function RegulationChangedNotice({ change }: { change: Change }) {
  if (!change) return null;
  return <Notice change={change} />;
}

function Notice({ change }: { change: ObligationRegulationChange }) {
  const { t } = useTranslation('library');
  const text = useChangeText(change);
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="regulation-changed-notice">
      <Stack gap={4}>
        <Group gap="xs">
          <MarkBadge />
        </Group>
        <Text size="sm" data-testid="regulation-changed-detail">
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {t('regulationChanged.review')}
        </Text>
      </Stack>
    </Paper>
  );
}
