import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoringState } from '../../../contract/api/library';
import { draftBadge } from './tree-order';

/** "Draft" or "Unpublished changes" beside a row of the authoring tree; nothing when published as is. */
export function DraftBadge({ state }: { state: AuthoringState | undefined }) {
  const { t } = useTranslation('authoring');
  const badge = draftBadge(state);
  if (!badge) return null;
  return (
    <Badge size="sm" variant="light" color={badge === 'draft' ? 'gray' : 'orange'} data-testid={`badge-${badge}`}>
      {t(badge === 'draft' ? 'badge.draft' : 'badge.changes')}
    </Badge>
  );
}
