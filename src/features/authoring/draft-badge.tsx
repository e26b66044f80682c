import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoringState } from '../../../contract/api/library';
import { LEGAL_STATUS_LABELS, labelOf } from '../../../contract/labels';
import { currentLanguage } from '../../lib/i18n';
import { draftBadge } from './tree-order';

/** "Draft" or "Unpublished changes" beside a row of the authoring tree; nothing when published as is. */
export function DraftBadge({ state }: { state: AuthoringState | undefined }) {
  const { t } = useTranslation('authoring');
  const badge = draftBadge(state);
  if (!badge) return null;
  return (
    <Badge
      size="sm"
      variant="light"
      color={badge === 'draft' ? 'gray' : 'orange'}
      data-testid={`badge-${badge}`}
    >
      {t(badge === 'draft' ? 'badge.draft' : 'badge.changes')}
    </Badge>
  );
}

/**
 * "Regulation changed" beside an obligation resting on a regulation whose legal status changed
 * since the sector's last version (the tooltip-free text says from what to what, for every reader).
 */
export function RegulationChangedBadge({ state }: { state: AuthoringState | undefined }) {
  const { t } = useTranslation('authoring');
  const change = state?.regulation_changed;
  if (!change) return null;
  const lang = currentLanguage();
  const status = (s: string | null) =>
    s ? labelOf(LEGAL_STATUS_LABELS, s, lang) : t('badge.unknownStatus');
  return (
    <Badge
      size="sm"
      variant="light"
      color="red"
      data-testid="badge-regulation-changed"
      title={t('badge.regulationChangedHint', { from: status(change.from), to: status(change.to) })}
    >
      {t('badge.regulationChanged', { to: status(change.to) })}
    </Badge>
  );
}
