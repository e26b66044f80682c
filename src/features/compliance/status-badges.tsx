/**
 * The status of a compliance as the specification words it ("In progress", "Comply"), never
 * truncated (a badge wraps instead), the overdue marker, the confirmation state and "Regulation
 * changed" when the compliance's obligation carries that mark.
 */
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ObligationRegulationChange } from '../../../contract/collections/obligations';
import type { ConfirmationStatus, ProcessStatus } from '../../../contract/enums';
import {
  CONFIRMATION_STATUS_LABELS,
  labelOf,
  PROCESS_STATUS_LABELS,
} from '../../../contract/labels';
import { isOverdue } from '../../../contract/workflow';
import { RegulationChangedBadge } from '../../components/regulation-changed';
import type { ComplianceDoc } from '../../db/hooks/compliances';
import { currentLanguage } from '../../lib/i18n';

const COLORS: Record<ProcessStatus, string> = {
  not_assigned: 'gray',
  assigned: 'blue',
  not_comply: 'yellow',
  claim: 'orange',
  audit: 'grape',
  approved: 'green',
};

/** Wrapping instead of Mantine's ellipsis: a status label is never cut. */
const WRAP = {
  label: { overflow: 'visible', whiteSpace: 'normal' as const },
  root: { height: 'auto' },
};

export function ProcessStatusBadge({ status }: { status: ProcessStatus }) {
  return (
    <Badge
      color={COLORS[status] ?? 'gray'}
      variant="light"
      styles={WRAP}
      data-testid="process-status"
    >
      {labelOf(PROCESS_STATUS_LABELS, status, currentLanguage())}
    </Badge>
  );
}

export function ConfirmationBadge({ status }: { status: ConfirmationStatus }) {
  return (
    <Badge
      color={status === 'need_confirmation' ? 'red' : 'gray'}
      variant="outline"
      styles={WRAP}
      data-testid="confirmation-status"
    >
      {labelOf(CONFIRMATION_STATUS_LABELS, status, currentLanguage())}
    </Badge>
  );
}

export function ComplianceBadges({
  c,
  today,
  regulationChange,
}: {
  c: ComplianceDoc;
  today: string;
  regulationChange?: ObligationRegulationChange | null;
}) {
  const { t } = useTranslation('compliance');
  return (
    <Group gap={4} wrap="wrap">
      <ProcessStatusBadge status={c.process_status} />
      {isOverdue(c, today) && (
        <Badge color="red" variant="filled" styles={WRAP} data-testid="overdue-marker">
          {t('overdue')}
        </Badge>
      )}
      {c.confirmation_status === 'need_confirmation' && (
        <ConfirmationBadge status={c.confirmation_status} />
      )}
      <RegulationChangedBadge change={regulationChange} />
      {!c.is_active && (
        <Badge color="gray" variant="outline" styles={WRAP}>
          {t('inactive')}
        </Badge>
      )}
    </Group>
  );
}
