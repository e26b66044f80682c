/** What the notifications feature offers the shell: the header bell with the unread counter. */
export { NotificationBell } from './notification-bell';
