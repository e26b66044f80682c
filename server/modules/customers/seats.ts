/**
 * The license's seat limit, checked by every write that gives a user a seat (POST /users/create,
 * POST /users/invite, reactivating a deactivated user). The company's row is locked first, so two
 * writes at once cannot both take the last seat. Provider companies have no seat limit.
 */
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { onTx } from '../users/users.repository';
import { seatsOf } from './customers.repository';

export async function assertSeatFree(tx: Tx, companyUuid: string, field = 'email'): Promise<void> {
  const seats = await seatsOf(onTx(tx), companyUuid, true);
  if (!seats || seats.is_provider) return;
  if (seats.used >= seats.license) {
    throw new AppError('conflict', 'license_limit_reached', { [field]: ['license_limit_reached'] }, { license: seats.license });
  }
}
