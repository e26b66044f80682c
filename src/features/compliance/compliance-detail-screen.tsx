/**
 * One compliance (/compliance/$id), from the local database (works offline): the obligation's
 * information in the current language, the workflow steps the user may take, the edits of
 * deadline, priority and note, duplicate, renewal, bookmark; the checklist, members, comments
 * and reminders panels; the activity (server, online). Pending and refused changes show.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconCopy,
  IconPencil,
  IconRefresh,
} from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  labelOf,
  OBLIGATION_TYPE_LABELS,
  PRIORITY_LABELS,
  SANCTION_LABELS,
} from '../../../contract/labels';
import { ModuleGate } from '../../components/module-gate';
import { RegulationChangedNotice } from '../../components/regulation-changed';
import { useBookmark } from '../../db/hooks/bookmarks';
import { useCompliance, type ComplianceDoc } from '../../db/hooks/compliances';
import { useObligation } from '../../db/hooks/library';
import { useWriteState } from '../../db/writes';
import { inLanguage } from '../../lib/bilingual';
import { currentLanguage, translateServerText } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { ActivityPanel } from './activity-panel';
import { toggleComplianceBookmark } from './bookmark.write';
import { ChecklistPanel } from './checklist/checklist-panel';
import { CommentsPanel } from './comments/comments-panel';
import { ComplianceEdit, useCanEdit } from './compliance-edit';
import { formatDay, localToday, titleOf } from './compliance-format';
import { ChecklistProgress } from './compliance-rows';
import { ConfirmUpdateDialog } from './confirmation/confirm-update-dialog';
import { duplicateCompliance, duplicateTarget } from './duplicate.write';
import { MembersPanel } from './members/members-panel';
import { RemindersPanel } from './reminders/reminders-panel';
import { renewCompliance } from './renewal.write';
import { ComplianceBadges } from './status-badges';
import { WorkflowActions } from './workflow-actions';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

function WriteStatus({ c }: { c: ComplianceDoc }) {
  const { t } = useTranslation('compliance');
  const { pending, error } = useWriteState({ collection: 'compliances', id: c.id });
  const dup = useWriteState(duplicateTarget(c.id));
  return (
    <>
      {(pending || dup.pending) && (
        <Group gap={6} data-testid="compliance-pending">
          <Loader size={12} />
          <Text size="sm" c="dimmed">
            {t('pending')}
          </Text>
        </Group>
      )}
      {error && (
        <Alert color="red" data-testid="compliance-write-error">
          {t('failed', { message: translateServerText(error) })}
        </Alert>
      )}
      {dup.error && (
        <Alert color="red" data-testid="duplicate-error">
          {t('failed', { message: translateServerText(dup.error) })}
        </Alert>
      )}
    </>
  );
}

function BookmarkToggle({ id }: { id: string }) {
  const { t } = useTranslation('compliance');
  const allowed = useCan('bookmarks', 'create');
  const { data, loading } = useBookmark('compliance', id);
  const { pending } = useWriteState({ collection: 'bookmarks', id: `compliance:${id}` });
  if (!allowed) return null;
  const on = data !== null;
  return (
    <Button
      size="xs"
      variant={on ? 'filled' : 'light'}
      disabled={loading}
      aria-pressed={on}
      leftSection={on ? <IconBookmarkFilled size={16} /> : <IconBookmark size={16} />}
      rightSection={pending ? <Loader size={10} aria-label={t('pending')} /> : undefined}
      onClick={() => void toggleComplianceBookmark.run(id)}
      data-testid="compliance-bookmark"
    >
      {on ? t('bookmark.remove') : t('bookmark.add')}
    </Button>
  );
}

function Information({ c }: { c: ComplianceDoc }) {
  const { t } = useTranslation('compliance');
  const lang = currentLanguage();
  const { data: obligation } = useObligation(c.obligation_uuid);
  const description =
    obligation &&
    inLanguage(
      obligation.regulation_obligation_description_en,
      obligation.regulation_obligation_description_id,
      lang,
    );
  const penalty =
    obligation &&
    inLanguage(
      obligation.regulation_penalty_description_en,
      obligation.regulation_penalty_description_id,
      lang,
    );
  return (
    <Card withBorder radius="md" data-testid="compliance-info">
      <Title order={2} size="h4" mb="sm">
        {t('info.title')}
      </Title>
      {obligation?.regulation_changed && (
        <Stack mb="sm">
          <RegulationChangedNotice change={obligation.regulation_changed} />
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Field label={t('info.deadline')}>
          <Text size="sm" data-testid="info-deadline">
            {c.deadline ? formatDay(c.deadline, lang) : t('noDeadline')}
          </Text>
        </Field>
        <Field label={t('info.priority')}>
          <Text size="sm" data-testid="info-priority">
            {labelOf(PRIORITY_LABELS, c.priority, lang)}
          </Text>
        </Field>
        <Field label={t('info.sanction')}>
          <Text size="sm">{labelOf(SANCTION_LABELS, c.sanction, lang)}</Text>
        </Field>
        <Field label={t('info.type')}>
          <Text size="sm">
            {c.type ? labelOf(OBLIGATION_TYPE_LABELS, c.type, lang) : t('info.none')}
          </Text>
        </Field>
        <Field label={t('info.cycle')}>
          <Text size="sm">{c.cycle}</Text>
        </Field>
        <Field label={t('info.checklist')}>
          <ChecklistProgress c={c} />
        </Field>
      </SimpleGrid>
      <Stack gap="sm" mt="md">
        {c.reject_reason && (
          <Alert color="orange" title={t('info.rejected')} data-testid="reject-reason-shown">
            {c.reject_reason}
          </Alert>
        )}
        <Field label={t('info.note')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="info-note">
            {c.note || t('info.none')}
          </Text>
        </Field>
        <Field label={t('info.description')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {description || (obligation ? t('info.none') : t('info.notInLibrary'))}
          </Text>
        </Field>
        <Field label={t('info.penalty')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {penalty || (obligation ? t('info.none') : t('info.notInLibrary'))}
          </Text>
        </Field>
        {c.duplicated_from && (
          <Anchor
            size="sm"
            renderRoot={(p) => (
              <Link to="/compliance/$id" params={{ id: c.duplicated_from! }} {...p} />
            )}
            data-testid="duplicate-of"
          >
            {t('info.duplicateOf')}
          </Anchor>
        )}
        {c.renewal_of && (
          <Anchor
            size="sm"
            renderRoot={(p) => <Link to="/compliance/$id" params={{ id: c.renewal_of! }} {...p} />}
            data-testid="renewal-of"
          >
            {t('info.renewalOf')}
          </Anchor>
        )}
        {obligation && (
          <Anchor
            size="sm"
            renderRoot={(p) => (
              <Link
                to="/obligations/$obligationId"
                params={{ obligationId: obligation.id }}
                {...p}
              />
            )}
          >
            {t('info.obligation')}
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}

function OtherActions({ c, onEdit }: { c: ComplianceDoc; onEdit: () => void }) {
  const { t } = useTranslation('compliance');
  const canUpdate = useCan('compliance', 'update');
  const canEdit = useCanEdit(c);
  const canRenew = canUpdate && c.is_active && c.actions.includes('renew');
  // The server refuses a duplicate of a duplicate.
  const canDuplicate = canUpdate && !c.is_duplicate;
  // The server confirms from either state (`complianceConfirm` answers 409 from any other).
  const needsConfirm =
    (c.confirmation_status === 'need_confirmation' ||
      c.confirmation_status === 'waiting_confirmation') &&
    c.actions.includes('confirm_update') &&
    canUpdate;
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The dialog stays open after its write confirms the document locally: it opens the new compliance.
  if (!canEdit && !canRenew && !canDuplicate && !needsConfirm && !confirming) return null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {canEdit && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} />}
            onClick={onEdit}
            data-testid="compliance-edit-open"
          >
            {t('edit.open')}
          </Button>
        )}
        {canDuplicate && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCopy size={14} />}
            onClick={() =>
              void duplicateCompliance
                .run({ compliance_uuid: c.id })
                .then((r) =>
                  setNotice(
                    r.state === 'refused'
                      ? null
                      : t(r.state === 'done' ? 'duplicate.done' : 'queuedNotice'),
                  ),
                )
            }
            data-testid="compliance-duplicate"
          >
            {t('duplicate.button')}
          </Button>
        )}
        {canRenew && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} />}
            onClick={() =>
              void renewCompliance
                .run({ compliance_uuid: c.id })
                .then((r) =>
                  setNotice(
                    r.state === 'refused'
                      ? null
                      : t(r.state === 'done' ? 'renewal.done' : 'queuedNotice'),
                  ),
                )
            }
            data-testid="compliance-renew"
          >
            {t('renewal.button')}
          </Button>
        )}
        {needsConfirm && (
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => setConfirming(true)}
            data-testid="compliance-confirm-update"
          >
            {t('confirmUpdate')}
          </Button>
        )}
      </Group>
      {notice && (
        <Text size="sm" c="dimmed" role="status">
          {notice}
        </Text>
      )}
      {(needsConfirm || confirming) && (
        <ConfirmUpdateDialog
          compliance={c}
          opened={confirming}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}

/** The compliance's badges, with "Regulation changed" when its obligation carries the mark. */
function HeaderBadges({ c }: { c: ComplianceDoc }) {
  const { data: obligation } = useObligation(c.obligation_uuid);
  return (
    <ComplianceBadges
      c={c}
      today={localToday()}
      regulationChange={obligation?.regulation_changed}
    />
  );
}

function ComplianceDetail() {
  const { t } = useTranslation('compliance');
  const { id } = useParams({ from: '/app/compliance/$id' });
  const { data: c, loading } = useCompliance(id);
  const [editing, setEditing] = useState(false);
  const lang = currentLanguage();

  if (loading)
    return (
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  if (!c)
    return (
      <Stack>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text>{t('notFound.body')}</Text>
        <Anchor renderRoot={(p) => <Link to="/compliance" {...p} />}>{t('backToList')}</Anchor>
      </Stack>
    );

  return (
    <Stack gap="md" data-testid="compliance-detail">
      <Anchor size="sm" renderRoot={(p) => <Link to="/compliance" {...p} />}>
        {t('backToList')}
      </Anchor>
      <Stack gap={6}>
        <Title order={1} size="h2">
          {titleOf(c, lang)}
        </Title>
        <Group gap="xs">
          <HeaderBadges c={c} />
          {c.is_duplicate && <Badge variant="outline">{t('info.duplicate')}</Badge>}
          <BookmarkToggle id={c.id} />
        </Group>
      </Stack>
      <WriteStatus c={c} />
      <WorkflowActions c={c} />
      {editing ? (
        <ComplianceEdit c={c} onDone={() => setEditing(false)} />
      ) : (
        <OtherActions c={c} onEdit={() => setEditing(true)} />
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Information c={c} />
            <ChecklistPanel compliance={c} />
            <CommentsPanel compliance={c} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <MembersPanel compliance={c} />
            <RemindersPanel compliance={c} />
            <ActivityPanel complianceUuid={c.id} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export function ComplianceDetailScreen() {
  return (
    <ModuleGate module="compliance">
      <ComplianceDetail />
    </ModuleGate>
  );
}
