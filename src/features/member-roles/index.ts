/** What the member-roles area offers other areas (the compliance members panel). */
export { useIsComplianceManager } from './use-compliance-manager';
