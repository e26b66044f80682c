/**
 * LDAP settings and sync against a real OpenLDAP (server/test/ldap-server.ts). The tests run in
 * order on one directory: each sync sees what the previous ones left.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Attribute, Change, Client, SizeLimitExceededError } from 'ldapts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ldapSettings, userGroups, userRoles, users } from '../../db/schema/identity';
import { activityLogs } from '../../db/schema/platform';
import { secretBoxOf } from '../../lib/secret-box';
import { createUser, twoCompanies } from '../../test/fixtures';
import {
  call,
  createTestApp,
  loginAs,
  testConfig,
  testPasswordHash,
  type TestApp,
} from '../../test/harness';
import {
  BASE_DN,
  directorySettings,
  groupDn,
  ldapTestsRun,
  personDn,
  slapdMissing,
  startLdapServer,
  SYNC_DN,
  SYNC_PASSWORD,
  type LdapServer,
} from '../../test/ldap-server';

const change = (operation: 'add' | 'delete' | 'replace', type: string, values: string[]) =>
  new Change({ operation, modification: new Attribute({ type, values }) });

const suite = ldapTestsRun() ? describe : describe.skip;
const title = slapdMissing() ? `LDAP directory (skipped: ${slapdMissing()})` : 'LDAP directory';

suite(title, () => {
  let t: TestApp;
  let ldap: LdapServer;
  let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
  let b: Awaited<ReturnType<typeof twoCompanies>>['b'];

  beforeAll(async () => {
    // slapd listens on loopback over plain LDAP: the operator lists it and allows plain LDAP.
    t = await createTestApp({
      LDAP_ALLOWED_HOSTS: '127.0.0.1',
      LDAP_ALLOW_PLAIN: 'true',
      LDAP_TIMEOUT_MS: '1000',
    });
    ({ a, b } = await twoCompanies(t.app, t.database));
    ldap = await startLdapServer({
      people: [
        {
          uid: 'alice',
          name: 'Alice Doe',
          mail: 'alice@example.test',
          phone: '+62 21 555 0101',
          title: 'Finance Manager',
        },
        { uid: 'bob', name: 'Bob Santoso', mail: 'Bob@Example.test' },
        { uid: 'carol', name: 'Carol Without Mail' },
        { uid: 'dave', name: 'Dave Wijaya', mail: 'dave@example.test', title: 'Engineer' },
        // The e-mail of company B's admin: never merged into company A.
        { uid: 'eve', name: 'Eve Elsewhere', mail: b.admin.email },
      ],
      groups: [
        { cn: 'Finance', members: ['alice', 'bob'] },
        { cn: 'Engineering', members: ['dave'] },
      ],
    });
  });
  afterAll(async () => {
    await ldap?.stop();
    await t?.close();
  });

  const settings = (over: Record<string, unknown> = {}) => directorySettings(ldap, over);
  const put = (body: unknown, token = a.admin.token, lang = 'en') =>
    call(t.app, 'PUT', `/ldap/settings?lang=${lang}`, { token, body });
  const sync = (token = a.admin.token, lang = 'en') =>
    call(t.app, 'GET', `/ldap/sync?lang=${lang}`, { token });
  const userByEmail = async (email: string) =>
    (await t.database.db.select().from(users).where(eq(users.email, email)))[0];
  const groupNamed = async (name: string) =>
    (
      await t.database.db
        .select()
        .from(userGroups)
        .where(and(eq(userGroups.company_uuid, a.company.company_uuid), eq(userGroups.name, name)))
    )[0];
  const storedSettings = async () =>
    (
      await t.database.db
        .select()
        .from(ldapSettings)
        .where(eq(ldapSettings.company_uuid, a.company.company_uuid))
    )[0];

  describe('settings', () => {
    it('answers null before the company saves its directory', async () => {
      const res = await call(t.app, 'GET', '/ldap/settings', { token: a.member.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toBeNull();
    });

    it('asks for the bind password the first time', async () => {
      const res = await put(settings({ bind_password: undefined }));
      expect(res.status).toBe(400);
      expect(res.body.errors.bind_password).toEqual(['Enter the bind password']);
      expect(await storedSettings()).toBeUndefined();
    });

    it('refuses an address that is not ldap:// or ldaps://, and a filter that does not parse, naming the field in both languages', async () => {
      const url = await put(settings({ url: 'http://ldap.example.test' }));
      expect(url.status).toBe(400);
      expect(url.body.errors.url).toEqual(['Use an address starting with ldap:// or ldaps://']);
      const filter = await put(
        settings({ user_filter: '(&(objectClass=person)' + ')(' + ')' }),
        a.admin.token,
        'id',
      );
      expect(filter.status).toBe(400);
      expect(filter.body.errors.user_filter[0]).toMatch(/^Filter LDAP ditulis/);
      const bare = await put(settings({ group_filter: 'objectClass=groupOfNames' }));
      expect(bare.body.errors.group_filter).toEqual([
        'An LDAP filter is written in parentheses, e.g. (objectClass=person)',
      ]);
      expect(await storedSettings()).toBeUndefined();
    });

    it('lets only holders of the users update right save', async () => {
      expect((await put(settings(), a.member.token)).status).toBe(403);
      expect(await storedSettings()).toBeUndefined();
    });

    it('saves the settings with the password encrypted, never answering it', async () => {
      const res = await put(settings());
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Directory settings saved');
      expect(res.body.data).toMatchObject({
        url: ldap.url,
        bind_dn: SYNC_DN,
        has_bind_password: true,
        last_sync_at: null,
      });
      expect(JSON.stringify(res.body)).not.toContain(SYNC_PASSWORD);
      expect(res.body.data).not.toHaveProperty('bind_password');

      const row = await storedSettings();
      expect(row.bind_password_enc).not.toContain(SYNC_PASSWORD);
      expect(secretBoxOf(testConfig()).open(row.bind_password_enc!)).toBe(SYNC_PASSWORD);

      const read = await call(t.app, 'GET', '/ldap/settings', { token: a.member.token });
      expect(read.body.data).toMatchObject({ has_bind_password: true, base_dn: BASE_DN });
      expect(JSON.stringify(read.body)).not.toContain(SYNC_PASSWORD);
      const [log] = await t.database.db
        .select()
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.type, 'ldap_settings'),
            eq(activityLogs.type_uuid, a.company.company_uuid),
          ),
        );
      expect(log.action).toBe('create');
      expect(JSON.stringify(log.after)).not.toContain(SYNC_PASSWORD);
    });

    it('keeps the stored password when a save omits it', async () => {
      const before = (await storedSettings()).bind_password_enc;
      const res = await put(
        settings({ bind_password: undefined, user_filter: '(objectClass=person)' }),
      );
      expect(res.status).toBe(200);
      const row = await storedSettings();
      expect(row.bind_password_enc).toBe(before);
      expect(row.user_filter).toBe('(objectClass=person)');
      await put(settings({ bind_password: '' }));
      expect((await storedSettings()).bind_password_enc).toBe(before);
    });

    it("keeps each company's settings apart", async () => {
      expect(
        (await call(t.app, 'GET', '/ldap/settings', { token: b.admin.token })).body.data,
      ).toBeNull();
      const res = await sync(b.admin.token, 'id');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('directory_not_configured');
      expect(res.body.message).toBe('Direktori LDAP belum dikonfigurasi');
    });
  });

  describe('sync', () => {
    let bobLocal: { user_uuid: string };
    let alicePassword: string;

    it('needs the users update right', async () => {
      expect((await sync(a.member.token)).status).toBe(403);
    });

    it('creates people, matches a local account by e-mail, creates groups and memberships, skips what it must', async () => {
      bobLocal = await createUser(t.database, a.company, {
        email: 'bob@example.test',
        name: 'Bob (local)',
      });
      const res = await sync();
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Directory sync finished');
      // carol has no e-mail; eve's belongs to another company's account.
      expect(res.body.data).toEqual({
        created: 2,
        updated: 1,
        suspended: 0,
        groups_created: 2,
        groups_updated: 0,
        unchanged: 0,
        skipped: 2,
      });

      const finance = await groupNamed('Finance');
      const engineering = await groupNamed('Engineering');
      const alice = await userByEmail('alice@example.test');
      expect(alice).toMatchObject({
        company_uuid: a.company.company_uuid,
        name: 'Alice Doe',
        phone: '+62 21 555 0101',
        position: 'Finance Manager',
        is_ldap: true,
        ldap_dn: personDn('alice'),
        state: 'active',
        group_uuid: finance.group_uuid,
        password_hash: null,
      });
      const aliceRoles = await t.database.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.user_uuid, alice.user_uuid));
      const [memberRole] = await t.database.rows<{ role_uuid: string }>(
        sql`SELECT role_uuid FROM privilege_roles WHERE company_uuid = ${a.company.company_uuid} AND role_name = 'Member'`,
      );
      expect(aliceRoles.map((r) => r.role_uuid)).toEqual([memberRole.role_uuid]);
      expect((await userByEmail('dave@example.test')).group_uuid).toBe(engineering.group_uuid);

      const bob = await userByEmail('bob@example.test');
      expect(bob).toMatchObject({
        user_uuid: bobLocal.user_uuid,
        name: 'Bob Santoso',
        is_ldap: true,
        ldap_dn: personDn('bob'),
        group_uuid: finance.group_uuid,
      });
      // Company B's admin is untouched.
      expect(await userByEmail(b.admin.email)).toMatchObject({
        company_uuid: b.company.company_uuid,
        is_ldap: false,
        name: b.admin.name,
      });

      const row = await storedSettings();
      expect(row.last_sync_at).not.toBeNull();
      const read = await call(t.app, 'GET', '/ldap/settings', { token: a.admin.token });
      expect(read.body.data.last_result).toEqual(res.body.data);
      // On PostgreSQL every test file shares one database (the route fuzz syncs other companies'
      // directories): read this file's two companies only.
      const logs = await t.database.db
        .select()
        .from(activityLogs)
        .where(
          and(
            eq(activityLogs.type, 'ldap_settings'),
            eq(activityLogs.action, 'sync'),
            inArray(activityLogs.company_uuid, [a.company.company_uuid, b.company.company_uuid]),
          ),
        );
      expect(logs.map((l) => l.company_uuid)).toEqual([a.company.company_uuid]);
    });

    it('reads the directory in pages: the service account may not read more than 2 entries unpaged', async () => {
      const client = new Client({ url: ldap.url, timeout: 5000 });
      try {
        await client.bind(SYNC_DN, SYNC_PASSWORD);
        await expect(
          client.search(BASE_DN, { filter: '(objectClass=inetOrgPerson)' }),
        ).rejects.toBeInstanceOf(SizeLimitExceededError);
      } finally {
        await client.unbind();
      }
      // …while the sync above read all five people.
      expect((await storedSettings()).last_result).toMatchObject({
        created: 2,
        updated: 1,
        skipped: 2,
      });
    });

    it('leaves everything as it is when the directory did not change', async () => {
      const res = await sync();
      expect(res.body.data).toEqual({
        created: 0,
        updated: 0,
        suspended: 0,
        groups_created: 0,
        groups_updated: 0,
        unchanged: 3,
        skipped: 2,
      });
    });

    it('updates a changed attribute and a moved membership', async () => {
      await ldap.admin(async (c) => {
        await c.modify(personDn('alice'), [
          change('replace', 'title', ['Chief Financial Officer']),
        ]);
        await c.modify(groupDn('Finance'), [change('delete', 'member', [personDn('bob')])]);
        await c.modify(groupDn('Engineering'), [change('add', 'member', [personDn('bob')])]);
      });
      const res = await sync();
      expect(res.body.data).toEqual({
        created: 0,
        updated: 2,
        suspended: 0,
        groups_created: 0,
        groups_updated: 2,
        unchanged: 1,
        skipped: 2,
      });
      expect((await userByEmail('alice@example.test')).position).toBe('Chief Financial Officer');
      expect((await userByEmail('bob@example.test')).group_uuid).toBe(
        (await groupNamed('Engineering')).group_uuid,
      );
    });

    it('suspends a person removed from the directory (not deleted): their session ends and they cannot log in', async () => {
      const alice = await userByEmail('alice@example.test');
      await t.database.db
        .update(users)
        .set({ password_hash: await testPasswordHash() })
        .where(eq(users.user_uuid, alice.user_uuid));
      alicePassword = await loginAs(t.app, 'alice@example.test');
      expect((await call(t.app, 'GET', '/ldap/settings', { token: alicePassword })).status).toBe(
        200,
      );

      await ldap.admin(async (c) => {
        await c.modify(groupDn('Finance'), [change('add', 'member', [personDn('dave')])]);
        await c.modify(groupDn('Finance'), [change('delete', 'member', [personDn('alice')])]);
        await c.del(personDn('alice'));
      });
      const res = await sync();
      expect(res.body.data).toMatchObject({ suspended: 1, created: 0 });

      const after = await userByEmail('alice@example.test');
      expect(after).toMatchObject({
        user_uuid: alice.user_uuid,
        state: 'suspended',
        deleted_at: null,
      });
      expect((await call(t.app, 'GET', '/ldap/settings', { token: alicePassword })).status).toBe(
        401,
      );
      const login = await call(t.app, 'POST', '/auth/login', {
        body: { email: 'alice@example.test', password: 'Test#2026-pass' },
      });
      expect(login.status).toBe(400);
      expect(login.body.errors.email).toEqual(['Your account is not active']);
    });

    it('brings in a person added to the directory, and does not suspend twice', async () => {
      await ldap.addPerson({ uid: 'fajar', name: 'Fajar Nugroho', mail: 'fajar@example.test' });
      const res = await sync();
      expect(res.body.data).toMatchObject({ created: 1, suspended: 0 });
      expect((await userByEmail('fajar@example.test')).group_uuid).toBeNull();
    });
  });

  describe('failures write nothing and answer a stable code', () => {
    const usersOfA = () =>
      t.database.rows(
        sql`SELECT user_uuid, state, name, position FROM users WHERE company_uuid = ${a.company.company_uuid} ORDER BY user_uuid`,
      );

    it('a wrong bind password: 400 directory_refused', async () => {
      const before = await usersOfA();
      const lastSync = (await storedSettings()).last_sync_at;
      await put(settings({ bind_password: 'wrong-password' }));
      const res = await sync(a.admin.token, 'id');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('directory_refused');
      expect(res.body.message).toBe('Direktori menolak DN bind atau kata sandi');
      expect(await usersOfA()).toEqual(before);
      expect((await storedSettings()).last_sync_at).toBe(lastSync);
    });

    it('an unknown base DN: 400 with the search message', async () => {
      await put(settings({ base_dn: `ou=nowhere,${BASE_DN}` }));
      const res = await sync();
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'The directory search failed. Check the base DN and the filters',
      );
    });

    it('a filter that finds nobody while directory accounts exist: refused, nobody suspended', async () => {
      const before = await usersOfA();
      await put(settings({ user_filter: '(uid=nobody-here)' }));
      const res = await sync();
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('directory_refused');
      expect(await usersOfA()).toEqual(before);
    });

    it('an unreachable server: 400 directory_unavailable, in the request language', async () => {
      const before = await usersOfA();
      await put(settings({ url: 'ldap://127.0.0.1:1' }));
      const res = await sync(a.admin.token, 'id');
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('directory_unavailable');
      expect(res.body.message).toMatch(/^Server direktori tidak dapat dihubungi/);
      expect(await usersOfA()).toEqual(before);
    });

    it('a password sealed with another key: asks for it again', async () => {
      await put(settings());
      const other = secretBoxOf({
        JWT_SECRET: 'another-secret-0123456789-0123456789-01',
        DATA_KEY: undefined,
      });
      await t.database.db
        .update(ldapSettings)
        .set({ bind_password_enc: other.seal(SYNC_PASSWORD) })
        .where(eq(ldapSettings.company_uuid, a.company.company_uuid));
      const res = await sync();
      expect(res.status).toBe(400);
      expect(res.body.errors.bind_password).toHaveLength(1);
    });
  });
});
