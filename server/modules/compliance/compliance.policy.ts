/**
 * Who may see and do what with a compliance: the one definition the compliance lists and detail,
 * every write of the compliance area (workflow, members, checklist, comments, reminders,
 * confirmation), the `compliances`, `checklists` and `comments` sync loaders and the detail's
 * `actions` use, so what a screen offers is what the server accepts and what the sync delivers.
 *
 * Seeing: only the caller's own company's compliances, never deleted ones. A company compliance
 * manager (the `compliance` module's delete privilege: the company admin) sees all of them; anyone
 * else sees those they are a member of (any member role).
 * Doing: a manager may take every obligation action; anyone else the union of the obligation
 * actions of their member roles on that compliance (member_roles.actions). The module privilege
 * gates the route (its access rule); the obligation action gates the compliance.
 * Separation of duties: whoever claimed the current cycle (`claimed_by`) holds no `audit` action
 * on it, manager or not, so they neither audit, approve nor reject their own claim; the PIC and
 * the auditor of a compliance are different people (members.service.ts keeps that).
 */
import { type SQL, sql } from 'drizzle-orm';
import { OBLIGATION_ACTIONS, type ObligationAction } from '../../../contract/enums';
import type { MessageVar } from '../../../contract/messages';
import { WITHHELD_FROM_CLAIMER } from '../../../contract/workflow';
import type { AuthUser } from '../../lib/auth-user';
import { can } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';

/** The company admin's privilege: manages every compliance of the company. */
export function isComplianceManager(user: AuthUser): boolean {
  return !user.is_provider && can(user, 'compliance', 'delete');
}

/**
 * The rows of the compliances alias the caller may see, as a bound fragment composable into any
 * `sql` template: the company's undeleted compliances for a manager, else those the caller is a
 * member of. Every compliance read, write, sync loader and count applies it.
 */
export function visibleCompliances(user: AuthUser, alias: string): SQL {
  const c = sql.identifier(alias);
  const own = sql`${c}.company_uuid = ${user.company_uuid} AND ${c}.deleted_at IS NULL`;
  if (isComplianceManager(user)) return own;
  return sql`${own} AND EXISTS (SELECT 1 FROM compliance_members vm WHERE vm.compliance_uuid = ${c}.compliance_uuid AND vm.user_uuid = ${user.user_uuid})`;
}

/**
 * The caller's obligation actions (text[]) on the compliances alias: every action for a manager,
 * else the union over the caller's member rows of their role's actions (a member row without a
 * company role takes its built-in role's actions by code); the claimer of the current cycle does
 * not audit it (array_remove of NULL removes nothing).
 */
export function complianceActions(user: AuthUser, alias: string): SQL {
  const c = sql.identifier(alias);
  const held = isComplianceManager(user)
    ? sql.raw(`ARRAY[${OBLIGATION_ACTIONS.map((a) => `'${a}'`).join(',')}]::text[]`)
    : sql`coalesce((SELECT array_agg(DISTINCT a.action ORDER BY a.action)
      FROM compliance_members am
      JOIN member_roles ar ON ar.company_uuid = am.company_uuid
       AND (ar.member_role_uuid = am.member_role_uuid OR (am.member_role_uuid IS NULL AND ar.code = am.role_code))
      CROSS JOIN LATERAL jsonb_array_elements_text(ar.actions) AS a(action)
     WHERE am.compliance_uuid = ${c}.compliance_uuid AND am.user_uuid = ${user.user_uuid}), ARRAY[]::text[])`;
  return sql`array_remove(${held}, CASE WHEN ${c}.claimed_by = ${user.user_uuid}::uuid THEN ${WITHHELD_FROM_CLAIMER}::text END)`;
}

/**
 * The caller's actions on one compliance, from the actions complianceActions read (a manager's
 * are every action, less `audit` on a cycle they claimed), in the enum's order.
 */
export function actionsFrom(memberActions: readonly string[]): ObligationAction[] {
  return OBLIGATION_ACTIONS.filter((a) => memberActions.includes(a));
}

/** Whether the caller claimed the compliance's current cycle (separation of duties). */
export const isClaimer = (user: AuthUser, c: { claimed_by: string | null }) =>
  c.claimed_by !== null && c.claimed_by === user.user_uuid;

/** 403 `compliance_action_forbidden` unless the caller's actions on the compliance include `action`. */
export function assertMay(actions: readonly ObligationAction[], action: ObligationAction): void {
  if (!actions.includes(action)) throw errors.forbidden('compliance_action_forbidden');
}

/** A 409 whose message names the states (transition_not_allowed, transition_stale, compliance_locked). */
export function conflict(
  key:
    | 'transition_not_allowed'
    | 'transition_stale'
    | 'compliance_locked'
    | 'compliance_inactive'
    | 'duplicate_of_duplicate',
  vars: Record<string, MessageVar> = {},
): AppError {
  return new AppError('conflict', key, undefined, vars);
}
