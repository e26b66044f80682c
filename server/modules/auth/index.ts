/** What the auth area offers the other areas; they import nothing else of it. */
export { createLoginLimits } from './login-limits';
export { revokeUserSessions } from './session-revocation';
export { HELD_ROLES } from './session.repository';
