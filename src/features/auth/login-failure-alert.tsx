import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The login failure's alert, a chunk of its own: the login page shows it only after a failed
 * attempt, and fetches it with the sign-in call (login-screen.tsx).
 */
export default function LoginFailureAlert({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert data-testid="login-error" color="red" icon={<IconAlertCircle size={18} />} title={title}>
      {children}
    </Alert>
  );
}
