/** What the content updates area offers others: the navigation's unseen counter. */
export { UpdatesNavBadge } from './updates-nav-badge';
