/**
 * "My work", the home screen's first card for a customer user: what is assigned to me, due this
 * week, overdue, waiting for my audit, needing my confirmation. Each is a count over the local
 * compliances (the members inside each document name me by user_uuid; `actions` are mine) and a
 * link to the list filtered the same way, so the number and the list always agree.
 */
import { Card, SimpleGrid, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useComplianceCounts, type ComplianceFilter } from '../../db/hooks/compliances';
import { useCan } from '../../state/permissions';
import { session } from '../../state/session';
import { endOfWeek, localToday } from '../compliance';

export const MY_WORK_KEYS = ['assigned', 'dueThisWeek', 'overdue', 'toAudit', 'toConfirm'] as const;
export type MyWorkKey = (typeof MY_WORK_KEYS)[number];

/** The list filter of each count, for the user `me` on `today`. */
export function myWorkFilters(me: string, today: string): Record<MyWorkKey, ComplianceFilter> {
  return {
    assigned: { pic: me, active: true, open: true },
    dueThisWeek: { pic: me, active: true, open: true, due_from: today, due_to: endOfWeek(today) },
    overdue: { pic: me, overdue: true },
    toAudit: { auditor: me, status: 'audit', active: true },
    toConfirm: { confirmation: 'need_confirmation', can: 'confirm_update', active: true },
  };
}

export function MyWork() {
  const { t } = useTranslation('compliance');
  const snap = useSnapshot(session);
  const me = snap.profile?.user_uuid ?? snap.claims?.user_uuid ?? '';
  const today = localToday();
  const filters = myWorkFilters(me, today);
  const { counts } = useComplianceCounts(filters, today);
  const allowed = useCan('compliance', 'view');
  if (!allowed || !me) return null;
  return (
    <Card withBorder radius="md" data-testid="my-work">
      <Title order={2} size="h4" mb="sm">
        {t('myWork.title')}
      </Title>
      {/* The tiles are laid out while the counts load (a dash in place of each number), so the
          cards below do not move when the numbers arrive (Lighthouse measured a layout shift of
          0.21 on a phone's home screen). */}
      {counts === null && (
        <VisuallyHidden role="status" data-testid="my-work-loading">
          {t('myWork.loading')}
        </VisuallyHidden>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {MY_WORK_KEYS.map((key) => (
          <UnstyledButton
            key={key}
            renderRoot={(props) => <Link to="/compliance" search={filters[key]} {...props} />}
            data-testid={`my-work-${key}`}
            p="sm"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          >
            <Text
              size="xl"
              fw={700}
              c={counts && key === 'overdue' && counts[key] > 0 ? 'red' : undefined}
              data-testid={`my-work-${key}-count`}
            >
              {counts ? counts[key] : <span aria-hidden="true">–</span>}
            </Text>
            <Text size="sm">{t(`myWork.${key}`)}</Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
