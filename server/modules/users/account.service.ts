/**
 * The caller's own account: profile fields, language and password. A password change needs the
 * old password, a different new one and a matching confirmation (spec section 5).
 */
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { AccountFields, UpdateAccountBody } from '../../../contract/api/account';
import { users } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { errors, type FieldErrors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';

const PUBLIC_FIELDS = ['name', 'phone', 'position', 'language'] as const;

export async function updateAccount(m: MutationContext, user: AuthUser, input: UpdateAccountBody) {
  const [current] = await m.tx.select().from(users).where(eq(users.user_uuid, user.user_uuid)).for('update');
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const field of PUBLIC_FIELDS) if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });

  if (input.password !== undefined || input.old_password !== undefined) {
    const problems: FieldErrors = {};
    if (!input.old_password) problems.old_password = ['required'];
    if (!input.password) problems.password = ['required'];
    if (input.password_confirmation !== input.password) problems.password_confirmation = ['password_mismatch'];
    if (input.password && input.password === input.old_password) problems.password = ['password_same'];
    if (Object.keys(problems).length) throw errors.validation(problems);
    const ok = current.password_hash ? await verify(current.password_hash, input.old_password!).catch(() => false) : false;
    if (!ok) throw errors.field('old_password', 'check_field');
    changes.password_hash = await hash(input.password!);
  }
  if (Object.keys(changes).length === 0) throw errors.field('_', 'form_empty');

  const [updated] = await m.tx
    .update(users)
    .set({ ...changes, updated_at: new Date().toISOString() })
    .where(eq(users.user_uuid, user.user_uuid))
    .returning();
  const visible = (row: typeof current) => Object.fromEntries(PUBLIC_FIELDS.map((f) => [f, row[f]])) as AccountFields;
  await m.log({
    type: 'user',
    type_uuid: user.user_uuid,
    action: changes.password_hash ? 'update_password' : 'update',
    before: visible(current),
    after: visible(updated),
  });
  return visible(updated);
}
