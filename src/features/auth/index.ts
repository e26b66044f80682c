/**
 * What the auth feature offers the other features: logging out (the expired-subscription screen),
 * signing in (the invitation screen signs the new user in with the password just set).
 */
export { useLogout } from './logout.api';
export { useLogin } from './login.api';
