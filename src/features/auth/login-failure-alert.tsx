import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** Tabler's "alert-circle", drawn here: importing it would pull the lazy screens' whole UI chunk (vite.config.ts, group `ui`, ~80 KB) into the login page. */
function AlertCircleIcon() {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0" />
      <path d="M12 8v4" />
      <path d="M12 16h.01" />
    </svg>
  );
}

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
    <Alert data-testid="login-error" color="red" icon={<AlertCircleIcon />} title={title}>
      {children}
    </Alert>
  );
}
