/**
 * One user (/users/$id), read online: profile, roles, group, state, last login and a pending
 * invitation ("Invited, expires ..."). Edit, Suspend / Activate, Delete (with a confirmation
 * naming the user) and "Re-send invitation" (for a user who has not set a password) show exactly
 * when the server would accept them: the users module's right, and never on one's own account
 * for suspending or deleting.
 */
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../components/action-dialog';
import { OnlineReadStatus } from '../../components/online-read-status';
import { useSnapshot } from 'valtio';
import type { UserItem } from '../../../contract/api/users';
import { ModuleGate } from '../../components/module-gate';
import { currentLanguage } from '../../lib/i18n';
import { useCan } from '../../state/permissions';
import { session } from '../../state/session';
import { formatMoment, UserStateBadge } from './user-format';
import { UserForm } from './user-form';
import { UserMicrosoft } from './user-microsoft';
import { deleteUser, inviteUser, updateUser } from './user.write';
import { useUser } from './users.api';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

type Confirming = 'delete' | 'suspend' | null;

function ConfirmDialog({
  kind,
  user,
  onClose,
  onDone,
}: {
  kind: 'delete' | 'suspend';
  user: UserItem;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('users');
  async function confirm() {
    const result =
      kind === 'delete'
        ? await deleteUser.run(user.user_uuid)
        : await updateUser.run({ user_uuid: user.user_uuid, changes: { state: 'suspended' } });
    if (result.state === 'refused') return t('detail.failed', { message: result.message });
    onDone();
  }
  return (
    <ActionDialog
      title={kind === 'delete' ? t('detail.deleteTitle') : t('detail.suspendTitle')}
      actionLabel={kind === 'delete' ? t('detail.delete') : t('detail.suspend')}
      danger
      onAction={confirm}
      onClose={onClose}
    >
      <Text>
        {kind === 'delete'
          ? t('detail.deleteConfirm', { name: user.name, email: user.email })
          : t('detail.suspendConfirm', { name: user.name })}
      </Text>
    </ActionDialog>
  );
}

function UserActions({ user, onChanged }: { user: UserItem; onChanged: () => void }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const { online } = useNetwork();
  const self = useSnapshot(session).profile?.user_uuid === user.user_uuid;
  const mayUpdate = useCan('users', 'update');
  const mayDelete = useCan('users', 'delete');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function activate() {
    setProblem(null);
    setBusy(true);
    const result = await updateUser.run({
      user_uuid: user.user_uuid,
      changes: { state: 'active' },
    });
    setBusy(false);
    if (result.state === 'refused')
      return setProblem(t('detail.failed', { message: result.message }));
    onChanged();
  }

  const lockedOut = user.state === 'suspended' || user.state === 'inactive';
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {mayUpdate && (
          <Button variant="light" onClick={() => setEditing(true)} disabled={!online}>
            {t('detail.edit')}
          </Button>
        )}
        {mayUpdate && !self && user.state === 'active' && (
          <Button
            variant="light"
            color="orange"
            onClick={() => setConfirming('suspend')}
            disabled={!online}
          >
            {t('detail.suspend')}
          </Button>
        )}
        {mayUpdate && !self && lockedOut && (
          <Button
            variant="light"
            color="green"
            onClick={() => void activate()}
            loading={busy}
            disabled={!online}
          >
            {t('detail.activate')}
          </Button>
        )}
        {mayDelete && !self && (
          <Button
            variant="light"
            color="red"
            onClick={() => setConfirming('delete')}
            disabled={!online}
          >
            {t('detail.delete')}
          </Button>
        )}
      </Group>
      {self && (mayUpdate || mayDelete) && (
        <Text size="sm" c="dimmed">
          {t('detail.self')}
        </Text>
      )}
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {editing && (
        <UserForm
          mode={{ kind: 'edit', user }}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
      {confirming && (
        <ConfirmDialog
          kind={confirming}
          user={user}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            if (confirming === 'delete') void navigate({ to: '/users' });
            else onChanged();
          }}
        />
      )}
    </>
  );
}

/** The pending invitation and "Re-send invitation" for a user who has not set a password. */
function Invitation({ user, onChanged }: { user: UserItem; onChanged: () => void }) {
  const { t } = useTranslation('users');
  const lang = currentLanguage();
  const { online } = useNetwork();
  const mayInvite = useCan('users', 'create');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (user.password_set || !(user.state === 'invited' || user.state === 'active')) return null;

  async function resend() {
    setBusy(true);
    const result = await inviteUser.run({
      email: user.email,
      name: user.name,
      phone: user.phone,
      position: user.position,
      role_uuids: user.roles.map((r) => r.role_uuid),
      group_uuid: user.group_uuid,
      language: user.language === 'id' ? 'id' : 'en',
    });
    setBusy(false);
    if (result.state === 'refused')
      return setOutcome({ ok: false, text: t('detail.failed', { message: result.message }) });
    setOutcome({ ok: true, text: t('detail.resent', { email: user.email }) });
    onChanged();
  }

  const inv = user.invitation;
  return (
    <Alert color={inv && !inv.expired ? 'blue' : 'yellow'} data-testid="user-invitation">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {inv && !inv.expired
            ? t('detail.invited', { date: formatMoment(inv.expires_at, lang) })
            : inv
              ? t('detail.invitationExpired', { date: formatMoment(inv.expires_at, lang) })
              : t('detail.noPassword')}
        </Text>
        {mayInvite && (
          <Button
            size="xs"
            variant="light"
            onClick={() => void resend()}
            loading={busy}
            disabled={!online}
          >
            {t('detail.resend')}
          </Button>
        )}
        {outcome && (
          <Text size="sm" c={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
            {outcome.text}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function UserDetail() {
  const { t } = useTranslation('users');
  const lang = currentLanguage();
  const { online } = useNetwork();
  const { id } = useParams({ from: '/app/users/$id' });
  const user = useUser(id, online);

  return (
    <Stack gap="md" data-testid="user-detail">
      <Anchor renderRoot={(props) => <Link to="/users" {...props} />} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <OnlineReadStatus
        read={user}
        testId="user"
        texts={{
          loading: t('detail.loading'),
          offline: t('list.onlineOnly'),
          failed: (message) => t('detail.loadFailed', { message }),
          retry: t('list.retry'),
        }}
      />
      {user.state === 'ready' && (
        <>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2">
              {user.data.name}
            </Title>
            <UserStateBadge state={user.data.state} />
          </Group>
          <UserActions user={user.data} onChanged={user.reload} />
          <Invitation user={user.data} onChanged={user.reload} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Card withBorder component="section" aria-labelledby="user-profile">
              <Title order={2} size="h4" id="user-profile" mb="sm">
                {t('detail.profile')}
              </Title>
              <Stack gap="xs" component="dl" m={0}>
                <Field label={t('detail.email')}>{user.data.email}</Field>
                <Field label={t('detail.phone')}>{user.data.phone ?? t('detail.none')}</Field>
                <Field label={t('detail.position')}>{user.data.position ?? t('detail.none')}</Field>
                <Field label={t('detail.language')}>
                  {t(`form.languages.${user.data.language === 'id' ? 'id' : 'en'}`)}
                </Field>
              </Stack>
            </Card>
            <Card withBorder component="section" aria-labelledby="user-access">
              <Title order={2} size="h4" id="user-access" mb="sm">
                {t('detail.access')}
              </Title>
              <Stack gap="xs" component="dl" m={0}>
                <Field label={t('detail.roles')}>
                  {user.data.roles.length
                    ? user.data.roles.map((r) => r.role_name).join(', ')
                    : t('noRoles')}
                </Field>
                <Field label={t('detail.group')}>{user.data.group_name ?? t('noGroup')}</Field>
                <Field label={t('detail.state')}>{t(`state.${user.data.state}`)}</Field>
                <Field label={t('detail.lastLogin')}>
                  {user.data.last_login_at
                    ? formatMoment(user.data.last_login_at, lang)
                    : t('list.neverSignedIn')}
                </Field>
                <Field label={t('detail.created')}>
                  {formatMoment(user.data.created_at, lang)}
                </Field>
              </Stack>
            </Card>
            <UserMicrosoft userUuid={user.data.user_uuid} online={online} />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

export function UserDetailScreen() {
  return (
    <ModuleGate module="users">
      <UserDetail />
    </ModuleGate>
  );
}
