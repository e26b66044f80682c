/**
 * The rules every write of the roles and groups areas keeps, on the write's transaction:
 * - one access write at a time per company (an advisory lock), so two admins taking rights away
 *   at once cannot both pass the lock-out check;
 * - no lock-out: a change must not leave a company that had an active user holding the `users`
 *   module's update right (the right to manage users, roles and groups) without any. Holders
 *   count as the session query counts them: own roles and the group's role (HELD_ROLES).
 */
import { HELD_ROLES } from '../auth';
import { AppError } from '../../lib/errors';
import { sql } from 'drizzle-orm';
import { type Tx, txRows } from '../../db/client';

export async function lockCompanyAccess(tx: Tx, companyUuid: string): Promise<void> {
  await txRows(tx, sql`SELECT pg_advisory_xact_lock(hashtext('access:' || ${companyUuid}::text))`);
}

/** Whether an active user of the company may update users (manage access). */
export async function hasAccessManager(tx: Tx, companyUuid: string): Promise<boolean> {
  const [row] = await txRows<{ ok: boolean }>(
    tx,
    sql`SELECT EXISTS (
       SELECT 1 FROM users u
        CROSS JOIN LATERAL (${HELD_ROLES}) held
        JOIN privilege_roles r ON r.role_uuid = held.role_uuid AND r.company_uuid = u.company_uuid
        JOIN role_modules rm ON rm.role_uuid = r.role_uuid AND rm.module_code = 'users' AND rm.can_update
       WHERE u.company_uuid = ${companyUuid} AND u.deleted_at IS NULL AND u.state = 'active') AS ok`,
  );
  return row.ok;
}

/**
 * Runs a change of a company's access under its lock and refuses it (409, nothing written: the
 * transaction rolls back) when it takes the last access manager away.
 */
export async function guardedAccessChange<T>(
  tx: Tx,
  companyUuid: string,
  change: () => Promise<T>,
): Promise<T> {
  await lockCompanyAccess(tx, companyUuid);
  const before = await hasAccessManager(tx, companyUuid);
  const result = await change();
  if (before && !(await hasAccessManager(tx, companyUuid)))
    throw new AppError('conflict', 'access_lockout');
  return result;
}
