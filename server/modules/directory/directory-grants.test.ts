/**
 * A directory sync gives roles too: it places people in groups (a group's role applies to its
 * members) and gives new accounts the Member role. It keeps the no-self-escalation rules of
 * issue 23 (server/modules/roles/grant-guard.ts): a caller holding only the users module's view
 * and update cannot sync themselves into a group carrying the Admin role, nor create accounts
 * with a role beyond their own rights. Against a real OpenLDAP (server/test/ldap-server.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups, userRoles, users } from '../../db/schema/identity';
import { createRole, createUser, customerCompany } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';
import {
  directorySettings,
  ldapTestsRun,
  slapdMissing,
  startLdapServer,
  type LdapServer,
} from '../../test/ldap-server';

const suite = ldapTestsRun() ? describe : describe.skip;
const title = slapdMissing()
  ? `directory sync grants (skipped: ${slapdMissing()})`
  : 'directory sync grants';

suite(title, () => {
  let t: TestApp;
  const servers: LdapServer[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      LDAP_ALLOWED_HOSTS: '127.0.0.1',
      LDAP_ALLOW_PLAIN: 'true',
      LDAP_TIMEOUT_MS: '1000',
    });
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await t?.close();
  });

  const settings = (ldap: LdapServer) => directorySettings(ldap);

  /** A company whose admin holds Admin, with a clerk holding the users module's view and update only. */
  async function clerkCompany() {
    const c = await customerCompany(t.app, t.database);
    const adminRole = (
      await t.database.db.select().from(userRoles).where(eq(userRoles.user_uuid, c.admin.user_uuid))
    )[0].role_uuid;
    const clerkRole = await createRole(t.database, c.company.company_uuid, 'User clerk', {
      users: ['view', 'update'],
    });
    const clerk = await createUser(t.database, c.company, {
      roles: [clerkRole.role_uuid],
      name: 'Clerk',
    });
    const [admins] = await t.database.db
      .insert(userGroups)
      .values({ company_uuid: c.company.company_uuid, name: 'Admins', role_uuid: adminRole })
      .returning();
    return { ...c, admins, clerk: { ...clerk, token: await loginAs(t.app, clerk.email) } };
  }
  const groupOf = async (userUuid: string) =>
    (await t.database.db.select().from(users).where(eq(users.user_uuid, userUuid)))[0].group_uuid;

  it('refuses a clerk syncing themselves into the directory group that carries the Admin role; an admin may', async () => {
    const c = await clerkCompany();
    const ldap = await startLdapServer({
      people: [{ uid: 'clerk', name: 'Clerk', mail: c.clerk.email }],
      groups: [{ cn: 'Admins', members: ['clerk'] }],
    });
    servers.push(ldap);
    expect(
      (await call(t.app, 'PUT', '/ldap/settings', { token: c.clerk.token, body: settings(ldap) }))
        .status,
    ).toBe(200);
    const res = await call(t.app, 'GET', '/ldap/sync', { token: c.clerk.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'You cannot change your own roles, nor the role or membership of a group that gives you a role: ask another administrator',
    );
    expect(await groupOf(c.clerk.user_uuid)).toBe(c.company.group_uuid);
    const profile = await call(t.app, 'GET', '/users/profile', { token: c.clerk.token });
    expect(profile.body.data.modules).toEqual(['users']);
    // The company admin runs the same sync: the directory's word stands.
    expect((await call(t.app, 'GET', '/ldap/sync', { token: c.admin.token })).status).toBe(200);
    expect(await groupOf(c.clerk.user_uuid)).toBe(c.admins.group_uuid);
  });

  it('refuses a clerk creating accounts with a role beyond their own rights, writing nothing', async () => {
    const c = await clerkCompany();
    const ldap = await startLdapServer({
      people: [{ uid: 'newbie', name: 'New Bie', mail: `newbie-${Date.now()}@example.test` }],
      groups: [{ cn: 'Admins', members: ['newbie'] }],
    });
    servers.push(ldap);
    expect(
      (await call(t.app, 'PUT', '/ldap/settings', { token: c.clerk.token, body: settings(ldap) }))
        .status,
    ).toBe(200);
    const res = await call(t.app, 'GET', '/ldap/sync?lang=id', { token: c.clerk.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^Anda tidak dapat memberikan peran "(Member|Admin)"/);
    const made = await t.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM users WHERE company_uuid = ${c.company.company_uuid}`,
    );
    expect(made[0].n).toBe(3);
    expect((await call(t.app, 'GET', '/ldap/sync', { token: c.admin.token })).status).toBe(200);
  });
});
