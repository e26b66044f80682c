/**
 * /reset-password?token=: the link of the recovery mail. A new password (rules shown, show/hide)
 * and its confirmation; on success every session of the user has ended, so the page sends them
 * to sign in. A used, replaced, expired or unknown link says so and offers a new one.
 */
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { Link, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerText } from '../../../components/server-text';
import { emptyNewPassword, PasswordFields, type NewPassword } from '../password-fields';
import { changeRecoveredPassword, toAccessFailure, type AccessFailure } from './access.api';
import { localPasswordErrors, serverPasswordErrors, type PasswordErrors } from './field-errors';
import { PublicPage } from './public-page';

const LINK_PROBLEMS = new Set(['recovery_used', 'recovery_expired', 'not_found']);

export function ResetPasswordScreen() {
  const { t } = useTranslation(['account', 'common']);
  const serverText = useServerText();
  const { token } = useSearch({ strict: false }) as { token?: string };
  const [value, setValue] = useState<NewPassword>(emptyNewPassword);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AccessFailure | null>(null);
  const [linkProblem, setLinkProblem] = useState<AccessFailure | null>(null);
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!token) return;
    const local = localPasswordErrors(value);
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      await changeRecoveredPassword({ token, ...value });
      setDone(true);
    } catch (error) {
      const f = toAccessFailure(error);
      const fields = serverPasswordErrors(f.errors);
      if (f.code && LINK_PROBLEMS.has(f.code)) setLinkProblem(f);
      else if (Object.keys(fields).length > 0) setErrors(fields);
      else setFailure(f);
    } finally {
      setPending(false);
    }
  };

  const shown = (key: keyof PasswordErrors) => (errors[key] ? serverText(errors[key]) : undefined);

  let body;
  if (done) {
    body = (
      <Stack gap="md" data-testid="reset-done">
        <Alert color="teal" title={t('reset.doneTitle')} role="status">
          {t('reset.doneBody')}
        </Alert>
        <Button component={Link} to="/login">
          {t('invitation.goLogin')}
        </Button>
      </Stack>
    );
  } else if (!token || linkProblem) {
    body = (
      <Stack gap="md" data-testid="reset-problem">
        <Alert color="red" title={t('reset.linkProblem')} role="alert">
          {linkProblem ? serverText(linkProblem.message) : t('reset.noToken')}
        </Alert>
        <Button component={Link} to="/forgot-password" variant="light">
          {t('reset.requestNew')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <Stack gap="md">
          <PasswordFields value={value} onChange={setValue} errors={{ password: shown('password'), password_confirmation: shown('password_confirmation') }} disabled={pending} />
          {failure && (
            <Alert color="red" role="alert">
              {serverText(failure.message)}
            </Alert>
          )}
          <Button type="submit" loading={pending} fullWidth data-testid="reset-submit">
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <PublicPage title={t('reset.title')}>
      {body}
      {!done && (
        <Anchor component={Link} to="/login" ta="center" size="sm">
          {t('forgot.back')}
        </Anchor>
      )}
    </PublicPage>
  );
}
