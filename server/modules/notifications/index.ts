/** What the notifications area offers the other areas; they import nothing else of it. */
export { notifyAssignments, notifyComment, notifyContentUpdated, notifyWorkflow } from './events';
export { loadNotifications } from './notifications.sync';
export { recipientsOf } from './preferences';
