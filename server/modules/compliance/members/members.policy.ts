/**
 * Who may do what with members, member roles and assignment. Reads need the `compliance` module's
 * view right; writes its update right, then: member and assignment writes the `assign` obligation
 * action on the compliance (compliance.policy.ts assertMay, so a role without `assign` is refused
 * by the server as the screen hides the button); member-role writes a company compliance manager.
 * Member roles belong to one company: another company's role, or another company's id in a path,
 * is not found. Separation of duties: the PIC and the auditor of a compliance are different
 * people (every member and assignment write checks the rows it leaves).
 */
import type { AuthUser } from '../../../lib/auth-user';
import { AppError, errors } from '../../../lib/errors';
import { isComplianceManager } from '../compliance.policy';

export { MEMBER_READ, MEMBER_WRITE } from '../../../../contract/api/member-endpoints';

/** 403 unless the caller manages the company's compliances (member roles are company policy). */
export function assertRoleManager(user: AuthUser): void {
  if (!isComplianceManager(user)) throw errors.forbidden('member_role_manager_only');
}

/** The company a caller may read member roles of: only their own (anything else is not found). */
export function assertOwnCompany(user: AuthUser, companyUuid: string): void {
  if (user.company_uuid !== companyUuid) throw errors.notFound();
}

/** The rule is the contract's, so the assignment dialogs offer what the server accepts. */
export { doubleDuty } from '../../../../contract/workflow';

/** 409 naming the field that would make one user both PIC and auditor. */
export const dutyRefused = (field: string) =>
  new AppError('conflict', 'duty_pic_auditor', { [field]: ['duty_pic_auditor'] });
