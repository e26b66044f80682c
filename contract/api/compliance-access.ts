/**
 * The `compliance` module rights the compliance area's endpoints ask (its checklist, comments,
 * members, reminders and confirmation too): declared once here, re-exported by the server's
 * compliance policy.
 */
import type { Access } from '../modules';

export const COMPLIANCE_VIEW = { module: 'compliance', action: 'view' } as const satisfies Access;
export const COMPLIANCE_UPDATE = {
  module: 'compliance',
  action: 'update',
} as const satisfies Access;
/** The company compliance manager's privilege (server compliance.policy isComplianceManager). */
export const COMPLIANCE_MANAGE = {
  module: 'compliance',
  action: 'delete',
} as const satisfies Access;
