/** Test factories: an invited user with an invitation row (as POST /users/invite leaves them). */
import { invitations, users } from '../../db/schema/identity';
import type { Database } from '../../db/client';
import { newOneTimeToken } from '../../lib/one-time-token';

export async function createInvitation(
  database: Database,
  company: { company_uuid: string; group_uuid?: string },
  opts: { expiresInMs?: number; email?: string; revoked?: boolean; language?: 'en' | 'id' } = {},
) {
  const email = opts.email ?? `invited-${Math.random().toString(36).slice(2, 10)}@test.example`;
  const [user] = await database.db
    .insert(users)
    .values({
      company_uuid: company.company_uuid,
      email,
      name: 'Invited Person',
      state: 'invited',
      group_uuid: company.group_uuid ?? null,
      language: opts.language ?? 'en',
    })
    .returning();
  const { token, hash } = newOneTimeToken();
  const [invitation] = await database.db
    .insert(invitations)
    .values({
      company_uuid: company.company_uuid,
      email,
      name: 'Invited Person',
      token_hash: hash,
      user_uuid: user.user_uuid,
      language: opts.language ?? 'en',
      expires_at: new Date(Date.now() + (opts.expiresInMs ?? 7 * 86400e3)).toISOString(),
      revoked_at: opts.revoked ? new Date().toISOString() : null,
    })
    .returning();
  return { token, user, invitation };
}
