/**
 * /forgot-password (linked from the login page): asks for the e-mail and requests a reset link.
 * The server answers the same whether or not the account exists, and so does this page: "check
 * your mail". Too many requests (429) and a lost connection show the server's or the client's text.
 */
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recoveryRequest } from '../../../../contract/api/account-endpoints';
import { useServerText } from '../../../components/server-text';
import { useEndpointForm } from '../../../lib/endpoint-form';
import { requestRecovery, toAccessFailure, type AccessFailure } from './access.api';
import { PublicPage } from './public-page';

export function ForgotPasswordScreen() {
  const { t } = useTranslation(['account', 'auth']);
  const serverText = useServerText();
  // The rules are the endpoint's body schema: required, at most LIMITS.email, an e-mail.
  const form = useEndpointForm(recoveryRequest, {
    initialValues: { email: '' },
    transformValues: ({ email }) => ({ email: email.trim() }),
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<AccessFailure | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async ({ email }: { email: string }) => {
    setFailure(null);
    setPending(true);
    try {
      setSent(await requestRecovery(email));
    } catch (e) {
      const f = toAccessFailure(e);
      if (f.errors.email?.[0]) form.setFieldError('email', serverText(f.errors.email[0]));
      else setFailure(f);
    } finally {
      setPending(false);
    }
  };

  return (
    <PublicPage title={t('forgot.title')}>
      {sent ? (
        <Stack gap="md" data-testid="recovery-sent">
          <Alert color="teal" title={t('forgot.sentTitle')} role="status">
            {serverText(sent)}
          </Alert>
          <Text size="sm">{t('forgot.sentHint')}</Text>
          <Button variant="light" onClick={() => setSent(null)}>
            {t('forgot.sendAgain')}
          </Button>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.onSubmit((values) => void onSubmit(values), () => setFailure(null))}
        >
          <Stack gap="md">
            <Text size="sm">{t('forgot.intro')}</Text>
            <TextInput
              label={t('forgot.email')}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
              data-testid="recovery-email"
            />
            {failure && (
              <Alert color="red" role="alert">
                {serverText(failure.message)}
              </Alert>
            )}
            <Button type="submit" loading={pending} fullWidth data-testid="recovery-submit">
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/login" ta="center" size="sm">
        {t('forgot.back')}
      </Anchor>
    </PublicPage>
  );
}
