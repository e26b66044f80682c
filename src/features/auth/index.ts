/**
 * What the auth feature offers the other features: logging out (the expired-subscription screen),
 * signing in (the invitation screen signs the new user in with the password just set), and
 * Microsoft's configuration and popup (the account page links a Microsoft account with them).
 */
export { useLogout } from './logout.api';
export { useLogin } from './login.api';
export { loadMicrosoftSignIn, useMicrosoftConfig } from './microsoft.api';
export type { MicrosoftEntra } from './microsoft-sign-in';
