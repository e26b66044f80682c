/** What the users area offers the other areas; they import nothing else of it. */
export { sendInvitation } from './invitation.service';
export { lockUserByEmail, replaceRoles } from './users.repository';
export type { UserWriteDeps } from './users.service';
