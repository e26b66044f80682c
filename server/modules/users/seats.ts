/**
 * The license's seat limit, checked by every write that gives a user a seat (POST /users/create,
 * POST /users/invite, reactivating a deactivated user). Provider companies have no seat limit.
 *
 * Two statements, on purpose: the company's row is locked first, and the seats are counted in a
 * NEW statement after the lock is held. On PostgreSQL (READ COMMITTED) a statement that waited
 * for a row lock keeps the snapshot it started with for its sub-selects, so a count inside the
 * locking statement would not see the user the previous holder of the lock just committed, and
 * several writes racing for the last seat would all pass. The second statement takes a fresh
 * snapshot, taken after the previous writer committed.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { companies, users } from '../../db/schema/identity';
import { AppError } from '../../lib/errors';

export async function assertSeatFree(tx: Tx, companyUuid: string, field = 'email'): Promise<void> {
  const [company] = await tx
    .select({ is_provider: companies.is_provider, license: companies.license_count })
    .from(companies)
    .where(eq(companies.company_uuid, companyUuid))
    .for('update');
  if (!company || company.is_provider) return;
  // Users holding a seat: neither deactivated nor deleted (invited and suspended ones hold theirs), as `seatHolder`.
  const [{ used }] = await tx
    .select({ used: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.company_uuid, companyUuid),
        isNull(users.deleted_at),
        ne(users.state, 'inactive'),
      ),
    );
  if (used >= company.license) {
    throw new AppError(
      'conflict',
      'license_limit_reached',
      { [field]: ['license_limit_reached'] },
      { license: company.license },
    );
  }
}
