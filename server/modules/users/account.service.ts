/**
 * The caller's own account: profile fields, language and password. A password change needs the
 * old password, a different new one and a matching confirmation (spec section 5). A changed
 * password ends every other session of the user (the caller's own stays signed in). A new password
 * too easy to guess is refused (server/lib/weak-password.ts).
 */
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AccountFields, UpdateAccountBody } from '../../../contract/api/account';
import { users } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { refuseWeakPassword } from '../../lib/weak-password';
import type { MutationContext } from '../../lib/mutation';
import type { Realtime } from '../../realtime/realtime';
import { revokeUserSessions } from '../auth';

const PUBLIC_FIELDS = ['name', 'phone', 'position', 'language'] as const;

export async function updateAccount(
  m: MutationContext,
  user: AuthUser,
  input: UpdateAccountBody,
  realtime: Pick<Realtime, 'endSession'>,
) {
  const [current] = await m.tx
    .select()
    .from(users)
    .where(eq(users.user_uuid, user.user_uuid))
    .for('update');
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const field of PUBLIC_FIELDS)
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });

  // The form's rules (old password given, new one different and confirmed, something to change)
  // are the body schema's (contract/api/account.ts); only the old password's truth is checked here.
  if (input.password !== undefined) {
    const ok = current.password_hash
      ? await verify(current.password_hash, input.old_password!).catch(() => false)
      : false;
    if (!ok) throw errors.field('old_password', 'check_field');
    await refuseWeakPassword(input.password!, [current.email, current.name, input.name]);
    changes.password_hash = await hash(input.password!);
    await revokeUserSessions(m, realtime, user.user_uuid, { except: user.session_uuid });
  }

  const [updated] = await m.tx
    .update(users)
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where(eq(users.user_uuid, user.user_uuid))
    .returning();
  const visible = (row: typeof current) =>
    Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, row[f]])) as AccountFields;
  await m.log({
    type: 'user',
    type_uuid: user.user_uuid,
    action: changes.password_hash ? 'update_password' : 'update',
    before: visible(current),
    after: visible(updated),
  });
  return visible(updated);
}
