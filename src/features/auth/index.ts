/** What the auth feature offers the other features: logging out (the expired-subscription screen). */
export { useLogout } from './logout.api';
