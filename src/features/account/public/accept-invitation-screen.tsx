/**
 * /accept-invitation?token=: the link of the invitation mail. Checks the invitation, shows the
 * e-mail and company and a set-password form; on success the new user is signed in with the
 * password just set (or, if that sign-in fails, sent to the login page). An expired, used,
 * replaced or unknown invitation shows why and what to do instead.
 */
import { Alert, Anchor, Button, Center, Loader, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvitationSummary } from '../../../../contract/api/account-access';
import { useServerText } from '../../../components/server-text';
import { useLogin } from '../../auth';
import { emptyNewPassword, PasswordFields, type NewPassword } from '../password-fields';
import { checkInvitation, createPassword, toAccessFailure, type AccessFailure } from './access.api';
import { localPasswordErrors, serverPasswordErrors, type PasswordErrors } from './field-errors';
import { PublicPage } from './public-page';

type Check = { state: 'checking' } | { state: 'ready'; invitation: InvitationSummary } | { state: 'failed'; failure: AccessFailure };

/** The title of an invitation that cannot be used, by the server's code. */
const PROBLEM_TITLES: Record<string, 'invitation.expiredTitle' | 'invitation.usedTitle' | 'invitation.revokedTitle'> = {
  invitation_expired: 'invitation.expiredTitle',
  invitation_used: 'invitation.usedTitle',
  invitation_revoked: 'invitation.revokedTitle',
};

function InvitationProblem({ failure, onRetry }: { failure: AccessFailure; onRetry: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const serverText = useServerText();
  const title = failure.code && PROBLEM_TITLES[failure.code] ? t(PROBLEM_TITLES[failure.code]) : t('invitation.invalidTitle');
  const transient = failure.status === null || failure.status >= 500;
  return (
    <Stack gap="md" data-testid="invitation-problem">
      <Alert color={transient ? 'yellow' : 'red'} title={transient ? undefined : title} role="alert">
        {serverText(failure.message)}
      </Alert>
      {transient ? (
        <Button variant="light" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      ) : (
        failure.code !== 'invitation_used' && <Text size="sm">{t('invitation.askAdmin')}</Text>
      )}
      <Anchor component={Link} to="/login" ta="center">
        {t('invitation.goLogin')}
      </Anchor>
    </Stack>
  );
}

export function AcceptInvitationScreen() {
  const { t, i18n } = useTranslation(['account', 'common']);
  const serverText = useServerText();
  const { token } = useSearch({ strict: false }) as { token?: string };
  const login = useLogin();
  const [round, setRound] = useState(0);
  const [checked, setChecked] = useState<{ id: string; check: Check } | null>(null);
  const checkId = `${token}#${round}`;
  const check: Check = checked?.id === checkId ? checked.check : { state: 'checking' };
  const setCheck = (next: Check) => setChecked({ id: checkId, check: next });
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AccessFailure | null>(null);
  const [done, setDone] = useState<'signing-in' | 'go-login' | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    const id = `${token}#${round}`;
    checkInvitation(token).then(
      (invitation) => live && setChecked({ id, check: { state: 'ready', invitation } }),
      (error: unknown) => live && setChecked({ id, check: { state: 'failed', failure: toAccessFailure(error) } }),
    );
    return () => {
      live = false;
    };
  }, [token, round]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token || check.state !== 'ready') return;
    const local = localPasswordErrors(value);
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      const { email } = await createPassword(token, value);
      setDone('signing-in');
      const failed = await login.submit({ email, password: value.password });
      if (failed) setDone('go-login');
    } catch (error) {
      const f = toAccessFailure(error);
      if (f.code && (f.code in PROBLEM_TITLES || f.code === 'not_found')) setCheck({ state: 'failed', failure: f });
      else if (Object.keys(serverPasswordErrors(f.errors)).length > 0) setErrors(serverPasswordErrors(f.errors));
      else setFailure(f);
    } finally {
      setPending(false);
    }
  };

  const shown = (key: keyof PasswordErrors) => (errors[key] ? serverText(errors[key]) : undefined);

  let body;
  if (!token) {
    body = (
      <Alert color="red" role="alert" data-testid="invitation-problem">
        {t('invitation.noToken')}
      </Alert>
    );
  } else if (done === 'signing-in') {
    body = (
      <Center>
        <Stack align="center" gap="sm" aria-live="polite">
          <Loader />
          <Text>{t('invitation.signingIn')}</Text>
        </Stack>
      </Center>
    );
  } else if (done === 'go-login') {
    body = (
      <Stack gap="md" data-testid="invitation-done">
        <Alert color="teal" title={t('invitation.doneTitle')} role="status">
          {t('invitation.doneBody')}
        </Alert>
        <Button component={Link} to="/login">
          {t('invitation.goLogin')}
        </Button>
      </Stack>
    );
  } else if (check.state === 'checking') {
    body = (
      <Center>
        <Stack align="center" gap="sm" aria-live="polite">
          <Loader aria-hidden />
          <Text>{t('invitation.checking')}</Text>
        </Stack>
      </Center>
    );
  } else if (check.state === 'failed') {
    body = <InvitationProblem failure={check.failure} onRetry={() => setRound((r) => r + 1)} />;
  } else {
    const { invitation } = check;
    const expires = new Date(invitation.expires_at).toLocaleString(i18n.language === 'id' ? 'id-ID' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' });
    body = (
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="md">
          <Text>{t('invitation.intro', { company: invitation.company_name })}</Text>
          <TextInput label={t('invitation.email')} value={invitation.email} readOnly autoComplete="username" data-testid="invitation-email" />
          <PasswordFields
            value={value}
            onChange={setValue}
            errors={{ password: shown('password'), password_confirmation: shown('password_confirmation') }}
            disabled={pending}
            userInputs={[invitation.email, invitation.name ?? '', invitation.company_name]}
          />
          {failure && (
            <Alert color="red" role="alert">
              {serverText(failure.message)}
            </Alert>
          )}
          <Button type="submit" loading={pending} fullWidth data-testid="invitation-submit">
            {t('invitation.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('invitation.expires', { date: expires })}
          </Text>
        </Stack>
      </form>
    );
  }

  return <PublicPage title={t('invitation.title')}>{body}</PublicPage>;
}
