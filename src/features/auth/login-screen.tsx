/**
 * /login: e-mail and password with field errors under the fields, the server's message and the
 * attempts counter. Validation follows the contract's schema with the server's own texts
 * (login-validation.ts). The page is its own `main` landmark with an `h1` (it sits outside the
 * signed-in shell). It is the first page of every new user, so it stays light: two fields of
 * plain state instead of a form library, and the sign-in call loaded once the user starts.
 * "Sign in with Microsoft" shows only when the server configured Entra ID; MSAL loads on its click.
 */
import {
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Link } from '@tanstack/react-router';
import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { loadAppNamespaces } from '../../lib/i18n';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/logo';
import { useServerText } from '../../components/server-text';
import { ThemeToggle } from '../../components/theme-toggle';
import { preloadSignIn, useLogin } from './login.api';
import { validateLogin, type LoginInput } from './login-validation';

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

const loadAlert = () => import('./login-failure-alert');

/** Without its chunk (no connection), the failure still shows, as a plain alert. */
function PlainAlert({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div data-testid="login-error" role="alert">
      <strong>{title}</strong> {children}
    </div>
  );
}

const LoginFailureAlert = lazy(() => loadAlert().catch(() => ({ default: PlainAlert })));
/** Without its chunk (offline), no Microsoft button: a popup sign-in needs the network anyway. */
const MicrosoftButton = lazy(() =>
  import('./microsoft-button').catch(() => ({ default: () => null })),
);

/**
 * Fetches the sign-in call, the failure alert and the signed-in texts while the user types (a
 * failed fetch is tried again on submit).
 */
const warmUp = () => {
  void preloadSignIn().catch(() => undefined);
  void loadAlert().catch(() => undefined);
  // The signed-in screens' texts (about 33 KB) gate the first signed-in screen: fetched while the
  // user types, they are not queued behind the layout's chunks after the sign-in.
  void loadAppNamespaces().catch(() => undefined);
};

/**
 * True from the first frame after the form has painted: the optional second way to sign in
 * (its configuration check and chunks) then loads without holding up the form's first paint.
 */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callback runs before that frame paints; the task after it runs once it has.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

export function LoginScreen() {
  const { t } = useTranslation(['auth', 'common']);
  const painted = usePainted();
  const serverText = useServerText();
  const { submit, run, pending, failure } = useLogin();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  /** A field's value and handlers; typing clears that field's error. */
  const field = (name: keyof LoginInput) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
    onFocus: warmUp,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateLogin(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    void submit(values).then((failed) => {
      if (failed)
        setErrors({ email: failed.errors.email?.[0], password: failed.errors.password?.[0] });
    });
  };

  // A message the server gave without field errors already stands under the password field
  // (login.api.ts); repeating it in the alert would show it twice.
  const messageInField =
    failure !== null &&
    Object.values(failure.errors).some((messages) => messages.includes(failure.message));
  // "Attempt 5 of 5" beside a lockout says nothing the lockout message does not: count only
  // while attempts remain.
  const attempts =
    failure?.attempts && failure.attempts.used < failure.attempts.limit ? failure.attempts : null;

  const errorOf = (field: keyof LoginInput) => {
    const value = errors[field];
    return value ? serverText(value) : undefined;
  };

  return (
    <Box component="main" id="main-content" mih="100vh" p="md" bg="var(--mantine-color-body)">
      <Group justify="flex-end" gap="sm">
        <LanguageSwitch />
        <ThemeToggle />
      </Group>
      <Center mih="calc(100vh - 80px)">
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
          <Stack gap="lg">
            <Stack gap={4} align="center">
              <Logo size={48} />
              <Text size="sm" c="dimmed">
                {t('common:tagline')}
              </Text>
            </Stack>
            <Title order={1} size="h3" ta="center">
              {t('login.title')}
            </Title>
            {failure && !messageInField && (
              <Suspense fallback={null}>
                <LoginFailureAlert title={t('login.failedTitle')}>
                  {serverText(failure.message)}
                </LoginFailureAlert>
              </Suspense>
            )}
            <form noValidate onSubmit={onSubmit}>
              <Stack gap="md">
                <TextInput
                  id="login-email"
                  data-testid="login-email"
                  type="email"
                  autoComplete="username"
                  label={t('login.email')}
                  placeholder={t('login.emailPlaceholder')}
                  {...field('email')}
                  error={errorOf('email')}
                />
                <PasswordInput
                  id="login-password"
                  data-testid="login-password"
                  autoComplete="current-password"
                  label={t('login.password')}
                  placeholder={t('login.passwordPlaceholder')}
                  {...field('password')}
                  error={errorOf('password')}
                  visibilityToggleFocusable
                  visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
                />
                <Anchor
                  component={Link}
                  to="/forgot-password"
                  size="sm"
                  ta="right"
                  data-testid="forgot-password"
                >
                  {t('login.forgotPassword')}
                </Anchor>
                {attempts && (
                  <Text data-testid="login-attempts" size="sm" c="dimmed" aria-live="polite">
                    {t('login.attempts', { used: attempts.used, limit: attempts.limit })}
                  </Text>
                )}
                <Button
                  data-testid="login-submit"
                  type="submit"
                  loading={pending}
                  fullWidth
                  onPointerDown={warmUp}
                >
                  {t('login.submit')}
                </Button>
              </Stack>
            </form>
            {painted && (
              <Suspense fallback={null}>
                <MicrosoftButton pending={pending} run={run} />
              </Suspense>
            )}
          </Stack>
        </Paper>
      </Center>
    </Box>
  );
}
