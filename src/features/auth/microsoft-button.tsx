/**
 * "Sign in with Microsoft" under the login form, in a chunk of its own so the login page's entry
 * stays as it was: it reads the server's configuration and shows the button only when Entra ID is
 * configured; MSAL itself loads on the click (microsoft-sign-in.ts).
 */
import { Button, Divider } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginFailure, SignInAttempt } from './login.api';
import { loadMicrosoftSignIn, useMicrosoftConfig } from './microsoft.api';

export default function MicrosoftButton({
  pending,
  run,
}: {
  pending: boolean;
  run: (attempt: SignInAttempt) => Promise<LoginFailure | null>;
}) {
  const { t } = useTranslation('auth');
  const entra = useMicrosoftConfig();
  if (!entra) return null;
  return (
    <>
      <Divider label={t('microsoft.or')} labelPosition="center" />
      <Button
        data-testid="login-microsoft"
        variant="default"
        fullWidth
        disabled={pending}
        onClick={() =>
          void run(async () => (await loadMicrosoftSignIn()).signInWithMicrosoft(entra))
        }
      >
        {t('microsoft.button')}
      </Button>
    </>
  );
}
