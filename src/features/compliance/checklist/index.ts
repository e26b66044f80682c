/**
 * What the checklist folder offers the other compliance panels (comments, reminders,
 * confirmation): the compliance document type, client-made ids, the write-state line.
 */
export { ChecklistPanel } from './checklist-panel';
export { clientId } from './client-id';
export type { ComplianceDoc } from './compliance-doc';
export { WriteStatus } from './write-status';
