/** The caller's own account row, read with the company from the session. */
import { and, eq } from 'drizzle-orm';
import type { OwnAccount } from '../../../contract/api/account-access';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';

export async function findOwnAccount(
  db: Db,
  user: Pick<AuthUser, 'user_uuid' | 'company_uuid'>,
): Promise<OwnAccount> {
  const [row] = await db
    .select({
      email: users.email,
      name: users.name,
      phone: users.phone,
      position: users.position,
      language: users.language,
    })
    .from(users)
    .where(and(eq(users.user_uuid, user.user_uuid), eq(users.company_uuid, user.company_uuid)));
  if (!row) throw errors.notFound();
  return row;
}
