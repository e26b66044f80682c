/** What the compliance area offers the other areas; they import nothing else of it. */
export { loadChecklists } from './checklists/checklists.sync';
export { loadComments } from './comments/comments.sync';
export { assertMay, isComplianceManager, visibleCompliances } from './compliance.policy';
export { loadCompliances } from './compliances.sync';
export { standing } from './members/members.repository';
