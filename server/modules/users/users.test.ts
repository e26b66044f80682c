import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_MODULES } from '../../../contract/modules';
import { invitations, userGroups, users } from '../../db/schema/identity';
import { activityLogs, mailOutbox } from '../../db/schema/platform';
import { hashOneTimeToken } from '../../lib/one-time-token';
import { deliverable, type OutboxMailRow } from '../../mail/send';
import {
  allOf,
  createRole,
  createUser,
  customerCompany,
  providerCompany,
} from '../../test/fixtures';
import {
  call,
  createTestApp,
  loginAs,
  TEST_PASSWORD,
  testPasswordHash,
  type TestApp,
} from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://comply.example.test' });
});
afterAll(() => t.close());

const userRow = async (uuid: string) =>
  (await t.database.db.select().from(users).where(eq(users.user_uuid, uuid)))[0];
const invitationsOf = (uuid: string) =>
  t.database.db
    .select()
    .from(invitations)
    .where(eq(invitations.user_uuid, uuid))
    .orderBy(invitations.created_at);
const mailsTo = (address: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, address))
    .orderBy(mailOutbox.created_at);
const logsOf = (uuid: string) =>
  t.database.db
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.type_uuid, uuid))
    .orderBy(activityLogs.created_at);
/** The token of the link the delivery job would send (the stored mail keeps it masked and sealed). */
const tokenOf = (mail: OutboxMailRow) =>
  decodeURIComponent(/token=([^\s&]+)/.exec(deliverable(t.app.deps.config, mail)!.text)![1]);
const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@test.example`;

/** A customer company with an admin, a member and two more people to list. */
async function companyWithPeople() {
  const c = await customerCompany(t.app, t.database);
  const [legal] = await t.database.db
    .insert(userGroups)
    .values({ company_uuid: c.company.company_uuid, name: 'Legal' })
    .returning();
  const [contracts] = await t.database.db
    .insert(userGroups)
    .values({
      company_uuid: c.company.company_uuid,
      name: 'Contracts',
      parent_uuid: legal.group_uuid,
    })
    .returning();
  const zara = await createUser(
    t.database,
    { company_uuid: c.company.company_uuid, group_uuid: legal.group_uuid },
    { name: 'Zara Wijaya', email: email('zara') },
  );
  const adi = await createUser(
    t.database,
    { company_uuid: c.company.company_uuid, group_uuid: contracts.group_uuid },
    { name: 'Adi Nugroho', email: email('adi'), state: 'suspended' },
  );
  return { ...c, legal, contracts, zara, adi };
}

describe('GET /users/company/list-user', () => {
  it('lists the company’s users with roles, group and state, sorted, paged and searchable', async () => {
    const c = await companyWithPeople();
    await companyWithPeople(); // another company's people never show
    const res = await call(
      t.app,
      'GET',
      '/users/company/list-user?sort_by=name&sort_value=desc&limit=2',
      { token: c.member.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 2, total: 4, total_page: 2 });
    expect(res.body.data.data[0]).toMatchObject({
      name: 'Zara Wijaya',
      group_name: 'Legal',
      state: 'active',
      roles: [],
      password_set: true,
      invitation: null,
    });
    const second = await call(
      t.app,
      'GET',
      '/users/company/list-user?sort_by=name&sort_value=desc&limit=2&page=2',
      { token: c.member.token },
    );
    const names = [...res.body.data.data, ...second.body.data.data].map(
      (u: { name: string }) => u.name,
    );
    expect(names).toEqual(
      [...names].sort((x, y) => y.toLowerCase().localeCompare(x.toLowerCase())),
    );
    expect(names).toHaveLength(4);

    const admin = (
      await call(
        t.app,
        'GET',
        `/users/company/list-user?search=${encodeURIComponent(c.admin.email.toUpperCase())}`,
        { token: c.member.token },
      )
    ).body.data;
    expect(admin.data.map((u: { user_uuid: string }) => u.user_uuid)).toEqual([c.admin.user_uuid]);
    expect(admin.data[0].roles).toEqual([{ role_uuid: expect.any(String), role_name: 'Admin' }]);
    expect(JSON.stringify(admin)).not.toContain('password_hash');

    const suspended = (
      await call(t.app, 'GET', '/users/company/list-user?state=suspended', {
        token: c.member.token,
      })
    ).body.data;
    expect(suspended.data.map((u: { name: string }) => u.name)).toEqual(['Adi Nugroho']);
  });

  it('sorts by last login with never-signed-in users last, and refuses an unknown sort with 400', async () => {
    const c = await companyWithPeople();
    const res = await call(
      t.app,
      'GET',
      '/users/company/list-user?sort_by=last_login_at&sort_value=desc',
      { token: c.admin.token },
    );
    const logins = res.body.data.data.map((u: { last_login_at: string | null }) => u.last_login_at);
    expect(logins.slice(0, 2).every(Boolean)).toBe(true);
    expect(logins.slice(2)).toEqual([null, null]);
    const bad = await call(t.app, 'GET', '/users/company/list-user?sort_by=password_hash', {
      token: c.admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.sort_by).toBeDefined();
  });

  it('is refused without the users module', async () => {
    const c = await companyWithPeople();
    const role = await createRole(t.database, c.company.company_uuid, 'Library only', {
      library: ['view'],
    });
    const reader = await createUser(t.database, c.company, { roles: [role.role_uuid] });
    const res = await call(t.app, 'GET', '/users/company/list-user', {
      token: await loginAs(t.app, reader.email),
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /users/company/group-user', () => {
  it('lists a group’s users, with its sub-groups when asked; another company’s group is not found', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    const own = await call(
      t.app,
      'GET',
      `/users/company/group-user?group_uuid=${c.legal.group_uuid}`,
      { token: c.admin.token },
    );
    expect(own.body.data.data.map((u: { name: string }) => u.name)).toEqual(['Zara Wijaya']);
    const tree = await call(
      t.app,
      'GET',
      `/users/company/group-user?group_uuid=${c.legal.group_uuid}&include_subgroups=1&sort_by=name`,
      { token: c.admin.token },
    );
    expect(tree.body.data.data.map((u: { name: string }) => u.name)).toEqual([
      'Adi Nugroho',
      'Zara Wijaya',
    ]);
    const theirs = await call(
      t.app,
      'GET',
      `/users/company/group-user?group_uuid=${other.legal.group_uuid}`,
      { token: c.admin.token },
    );
    expect(theirs.status).toBe(404);
  });

  it('takes the same query as list-user: without a group it answers the company’s users, searched, sorted and paged', async () => {
    const c = await companyWithPeople();
    const same = async (query: string) => {
      const list = await call(t.app, 'GET', `/users/company/list-user?${query}`, {
        token: c.admin.token,
      });
      const group = await call(t.app, 'GET', `/users/company/group-user?${query}`, {
        token: c.admin.token,
      });
      expect(group.status).toBe(200);
      expect(group.body.data).toEqual(list.body.data);
      return group.body.data;
    };
    const all = await same('sort_by=name&sort_value=desc');
    expect(all.total).toBeGreaterThan(2);
    expect(all.data.map((u: { name: string }) => u.name)).toEqual(
      expect.arrayContaining(['Zara Wijaya', 'Adi Nugroho']),
    );
    const paged = await same('page=2&limit=1&sort_by=name');
    expect(paged).toMatchObject({ page: 2, limit: 1, total: all.total });
    expect((await same('search=zara')).data.map((u: { name: string }) => u.name)).toEqual([
      'Zara Wijaya',
    ]);
    const other = await companyWithPeople();
    expect(JSON.stringify(await same('limit=500'))).not.toContain(other.zara.user_uuid);
    const bad = await call(t.app, 'GET', '/users/company/group-user?sort_by=nope&lang=id', {
      token: c.admin.token,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['sort_by']);
  });
});

describe('GET /users/company/list-user/{company_uuid}', () => {
  it('answers the own company to a customer, another company only to a provider user', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    expect(
      (
        await call(t.app, 'GET', `/users/company/list-user/${c.company.company_uuid}`, {
          token: c.admin.token,
        })
      ).body.data.total,
    ).toBe(4);
    expect(
      (
        await call(t.app, 'GET', `/users/company/list-user/${other.company.company_uuid}`, {
          token: c.admin.token,
        })
      ).status,
    ).toBe(404);
    const provider = await providerCompany(t.app, t.database);
    const res = await call(
      t.app,
      'GET',
      `/users/company/list-user/${other.company.company_uuid}?search=zara`,
      { token: provider.admin.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data.map((u: { user_uuid: string }) => u.user_uuid)).toEqual([
      other.zara.user_uuid,
    ]);
    const unknown = await call(t.app, 'GET', `/users/company/list-user/${crypto.randomUUID()}`, {
      token: provider.admin.token,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /users/create', () => {
  it('creates an active user without a password, with roles and group, and mails an invitation', async () => {
    const c = await companyWithPeople();
    const role = await createRole(t.database, c.company.company_uuid, 'Auditor', {
      compliance: ['view'],
    });
    const address = email('new');
    const res = await call(t.app, 'POST', '/users/create?lang=id', {
      token: c.admin.token,
      body: {
        data: {
          name: 'Sari Dewi',
          email: address,
          phone: '0812',
          position: 'Auditor',
          role_uuids: [role.role_uuid],
          group_uuid: c.legal.group_uuid,
          language: 'id',
        },
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Pengguna berhasil dibuat');
    expect(res.body.data).toMatchObject({
      email: address,
      state: 'active',
      group_name: 'Legal',
      roles: [{ role_uuid: role.role_uuid, role_name: 'Auditor' }],
      password_set: false,
    });
    expect(res.body.data.invitation).toMatchObject({ expired: false });
    const row = await userRow(res.body.data.user_uuid);
    expect(row.password_hash).toBeNull();
    const [mail] = await mailsTo(address);
    expect(mail).toMatchObject({
      template: 'invitation',
      language: 'id',
      company_uuid: c.company.company_uuid,
    });
    const [log] = await logsOf(row.user_uuid);
    expect(log).toMatchObject({ action: 'create', company_uuid: c.company.company_uuid });
    expect(JSON.stringify(log.after)).not.toMatch(/password/);
  });

  it('mails an invitation that works end to end to a user created active: the link sets the password, once', async () => {
    const c = await companyWithPeople();
    const address = email('active');
    const res = await call(t.app, 'POST', '/users/create', {
      token: c.admin.token,
      body: { data: { name: 'Aktif Baru', email: address } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ state: 'active', password_set: false });
    const [mail] = await mailsTo(address);
    const token = tokenOf(mail);
    const check = await call(t.app, 'GET', '/users/check-invitation', {
      headers: { access_token: token },
    });
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      email: address,
      name: 'Aktif Baru',
      company_name: c.company.name,
    });
    const password = 'Created#Active2026';
    const set = await call(t.app, 'POST', '/users/create-password', {
      headers: { access_token: token },
      body: { password, password_confirmation: password },
    });
    expect(set.status).toBe(200);
    expect(await loginAs(t.app, address, password)).toMatch(/^ey/);
    expect(await userRow(res.body.data.user_uuid)).toMatchObject({ state: 'active' });
    const again = await call(t.app, 'GET', '/users/check-invitation', {
      headers: { access_token: token },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invitation_used');
  });

  it('voids the invitation of a user created active once they set a password another way', async () => {
    const c = await companyWithPeople();
    const address = email('recovered');
    const res = await call(t.app, 'POST', '/users/create', {
      token: c.admin.token,
      body: { data: { name: 'Recovered', email: address } },
    });
    const token = tokenOf((await mailsTo(address))[0]);
    await t.database.db
      .update(users)
      .set({ password_hash: await testPasswordHash() })
      .where(eq(users.user_uuid, res.body.data.user_uuid));
    const check = await call(t.app, 'GET', '/users/check-invitation', {
      headers: { access_token: token },
    });
    expect(check.status).toBe(409);
    expect(check.body.code).toBe('invitation_used');
  });

  it('makes one user of two requests for one new address at once; the other is refused with 409', async () => {
    const c = await companyWithPeople();
    const address = email('twice');
    const answers = await Promise.all(
      ['One', 'Two'].map((name) =>
        call(t.app, 'POST', '/users/invite', {
          token: c.admin.token,
          body: { email: address, name },
        }),
      ),
    );
    // Run together (PostgreSQL) the second finds the first's row: 409. One after the other
    // (PGlite) the second is a re-send to the invited address: 201.
    expect(answers.map((a) => a.status).sort()).toSatisfy(
      (s: number[]) => s[0] === 201 && [201, 409].includes(s[1]),
    );
    const found = await call(
      t.app,
      'GET',
      `/users/company/list-user?search=${encodeURIComponent(address)}`,
      { token: c.admin.token },
    );
    expect(found.body.data.total).toBe(1);
  });

  it('mails nothing to a user created suspended', async () => {
    const c = await companyWithPeople();
    const address = email('later');
    const res = await call(t.app, 'POST', '/users/create', {
      token: c.admin.token,
      body: { data: { name: 'Later', email: address, state: 'suspended' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.invitation).toBeNull();
    expect(await mailsTo(address)).toHaveLength(0);
  });

  it('refuses an address already in use in the company (any case) with 409 and writes nothing', async () => {
    const c = await companyWithPeople();
    for (const taken of [c.zara.email.toUpperCase(), c.zara.email]) {
      const res = await call(t.app, 'POST', '/users/create', {
        token: c.admin.token,
        body: { data: { name: 'Copy', email: taken } },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This e-mail address is already used by another account');
    }
  });

  it('refuses another company’s role or group as not found (404), naming the field, in both languages', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    const theirRole = await createRole(t.database, other.company.company_uuid, 'Theirs', {
      users: ['view'],
    });
    const address = email('x');
    const role = await call(t.app, 'POST', '/users/create', {
      token: c.admin.token,
      body: { data: { name: 'X', email: address, role_uuids: [theirRole.role_uuid] } },
    });
    expect(role.status).toBe(404);
    expect(role.body.errors.role_uuids).toEqual(['Choose roles of your own company']);
    const group = await call(t.app, 'POST', '/users/create?lang=id', {
      token: c.admin.token,
      body: { data: { name: 'X', email: address, group_uuid: other.legal.group_uuid } },
    });
    expect(group.status).toBe(404);
    expect(group.body.errors.group_uuid).toEqual(['Pilih grup dari perusahaan Anda sendiri']);
    expect(await mailsTo(address)).toHaveLength(0);
    const found = await call(
      t.app,
      'GET',
      `/users/company/list-user?search=${encodeURIComponent(address)}`,
      { token: c.admin.token },
    );
    expect(found.body.data.total).toBe(0);
  });

  it('validates the form with the specification’s messages and refuses a view-only member with 403', async () => {
    const c = await companyWithPeople();
    const bad = await call(t.app, 'POST', '/users/create', {
      token: c.admin.token,
      body: { data: { name: '', email: 'not-an-email', password_hash: 'x' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      'data.name': ['This field is required'],
      'data.email': ['Email Is Invalid'],
    });
    const member = await call(t.app, 'POST', '/users/create', {
      token: c.member.token,
      body: { data: { name: 'M', email: email('m') } },
    });
    expect(member.status).toBe(403);
  });
});

describe('POST /users/invite', () => {
  it('makes an invited user, stores only the token’s hash and queues the mail in the invitee’s language', async () => {
    const c = await companyWithPeople();
    const address = email('invitee');
    const res = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: {
        email: address,
        name: 'Rina Kusuma',
        role_uuids: [],
        group_uuid: c.legal.group_uuid,
        language: 'id',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Invitation sent');
    expect(res.body.data).toMatchObject({
      state: 'invited',
      password_set: false,
      group_uuid: c.legal.group_uuid,
    });
    const [inv] = await invitationsOf(res.body.data.user_uuid);
    expect(inv).toMatchObject({
      company_uuid: c.company.company_uuid,
      invited_by: c.admin.user_uuid,
      language: 'id',
      accepted_at: null,
      revoked_at: null,
    });
    const days = (new Date(inv.expires_at).getTime() - Date.now()) / 86400e3;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const [mail] = await mailsTo(address);
    expect(mail.subject).toBe(`${c.admin.name} mengundang Anda ke ${c.company.name} di RegComply`);
    expect(mail.body).toContain('Halo Rina Kusuma,');
    expect(mail.body).toContain('https://comply.example.test/accept-invitation?token=');
    const token = tokenOf(mail);
    expect(hashOneTimeToken(token)).toBe(inv.token_hash);
    expect(inv.token_hash).not.toContain(token);
    expect(mail.html).toContain('Buat kata sandi Anda');
  });

  it('re-sends to an address already invited: the older invitation is revoked, a new link mailed', async () => {
    const c = await companyWithPeople();
    const address = email('again');
    const first = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: address, name: 'Again' },
    });
    const second = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: address.toUpperCase(), name: 'Again Renamed', language: 'en' },
    });
    expect(second.status).toBe(201);
    expect(second.body.data.user_uuid).toBe(first.body.data.user_uuid);
    expect(second.body.data.name).toBe('Again Renamed');
    const [old, fresh] = await invitationsOf(first.body.data.user_uuid);
    expect(old.revoked_at).not.toBeNull();
    expect(fresh.revoked_at).toBeNull();
    expect(second.body.data.invitation.invitation_uuid).toBe(fresh.invitation_uuid);
    const mails = await mailsTo(address);
    expect(mails).toHaveLength(2);
    expect(hashOneTimeToken(tokenOf(mails[1]))).toBe(fresh.token_hash);
    expect((await logsOf(first.body.data.user_uuid)).map((l) => l.action)).toEqual([
      'invite',
      'reinvite',
    ]);
  });

  it('sends one invitation for a repeated request with the same Idempotency-Key', async () => {
    const c = await companyWithPeople();
    const address = email('once');
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const body = { email: address, name: 'Once' };
    const first = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body,
      headers,
    });
    const again = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body,
      headers,
    });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);
    expect(await mailsTo(address)).toHaveLength(1);
    expect(await invitationsOf(first.body.data.user_uuid)).toHaveLength(1);
  });

  it('refuses an address whose user already has an account in the company with 409', async () => {
    const c = await companyWithPeople();
    const active = await call(t.app, 'POST', '/users/invite?lang=id', {
      token: c.admin.token,
      body: { email: c.zara.email, name: 'Zara' },
    });
    expect(active.status).toBe(409);
    expect(active.body.message).toBe('Alamat email ini milik pengguna yang sudah memiliki akun');
    expect(await mailsTo(c.zara.email)).toHaveLength(0);
  });

  it('gives a deleted user’s address back to their company as the same account, and nobody else', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    expect(
      (await call(t.app, 'DELETE', `/users/delete/${c.zara.user_uuid}`, { token: c.admin.token }))
        .status,
    ).toBe(200);
    // Another company's invite of the address answers as for a free one and takes nothing.
    const foreign = await call(t.app, 'POST', '/users/invite', {
      token: other.admin.token,
      body: { email: c.zara.email, name: 'Z' },
    });
    expect(foreign.status).toBe(201);
    expect((await userRow(c.zara.user_uuid)).company_uuid).toBe(c.company.company_uuid);
    const back = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: c.zara.email, name: 'Zara Back' },
    });
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({
      user_uuid: c.zara.user_uuid,
      state: 'invited',
      password_set: false,
      last_login_at: null,
    });
    expect((await userRow(c.zara.user_uuid)).deleted_at).toBeNull();
  });
});

describe('an address held by another company', () => {
  /** The parts of a user answer that differ between any two new users. */
  const shape = (d: Record<string, any>) => ({
    ...d,
    user_uuid: typeof d.user_uuid,
    email: typeof d.email,
    created_at: typeof d.created_at,
    invitation: d.invitation && {
      ...d.invitation,
      invitation_uuid: typeof d.invitation.invitation_uuid,
      created_at: typeof d.invitation.created_at,
      expires_at: typeof d.invitation.expires_at,
    },
  });
  const untouched = async (other: Awaited<ReturnType<typeof companyWithPeople>>) => {
    const snapshot = async () => ({
      user: await userRow(other.zara.user_uuid),
      invitations: await invitationsOf(other.zara.user_uuid),
      logs: (await logsOf(other.zara.user_uuid)).length,
    });
    const before = await snapshot();
    return async () => {
      expect(await snapshot()).toEqual(before);
      expect(await mailsTo(other.zara.email)).toHaveLength(0);
    };
  };

  it('POST /users/invite answers exactly as for a free address, and the other company’s account is untouched', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    const role = await createRole(t.database, c.company.company_uuid, 'Reviewer', {
      compliance: ['view'],
    });
    const check = await untouched(other);
    const body = (address: string) => ({
      email: address,
      name: 'Zara',
      phone: '0812',
      position: 'Staff',
      role_uuids: [role.role_uuid],
      group_uuid: c.legal.group_uuid,
      language: 'id',
    });
    const free = await call(t.app, 'POST', '/users/invite?lang=id', {
      token: c.admin.token,
      body: body(email('free')),
    });
    const foreign = await call(t.app, 'POST', '/users/invite?lang=id', {
      token: c.admin.token,
      body: body(other.zara.email),
    });
    expect(free.status).toBe(201);
    expect(foreign.status).toBe(free.status);
    expect(Object.keys(foreign.body)).toEqual(Object.keys(free.body));
    expect(foreign.body.message).toBe(free.body.message);
    expect(shape(foreign.body.data)).toEqual(shape(free.body.data));
    expect(foreign.body.data.email).toBe(other.zara.email);
    const span = (d: any) =>
      new Date(d.invitation.expires_at).getTime() - new Date(d.invitation.created_at).getTime();
    expect(Math.abs(span(foreign.body.data) - span(free.body.data))).toBeLessThan(5000);
    await check();
    // Nothing of it in the inviting company either: no user, no invitation, no mail.
    expect(await userRow(foreign.body.data.user_uuid)).toBeUndefined();
    expect(
      await t.database.db.select().from(invitations).where(eq(invitations.email, other.zara.email)),
    ).toHaveLength(0);
  });

  it('POST /users/create answers exactly as for a free address, and the other company’s account is untouched', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    const check = await untouched(other);
    for (const state of ['active', 'suspended'] as const) {
      const body = (address: string) => ({
        data: { name: 'Copy', email: address, state, group_uuid: c.contracts.group_uuid },
      });
      const free = await call(t.app, 'POST', '/users/create', {
        token: c.admin.token,
        body: body(email('free')),
      });
      const foreign = await call(t.app, 'POST', '/users/create', {
        token: c.admin.token,
        body: body(other.zara.email.toUpperCase()),
      });
      expect(free.status).toBe(201);
      expect(foreign.status).toBe(free.status);
      expect(foreign.body.message).toBe(free.body.message);
      expect(shape(foreign.body.data)).toEqual(shape(free.body.data));
    }
    await check();
  });

  it('takes about as long as an invite of a free address', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    const time = async (address: string) => {
      const start = performance.now();
      expect(
        (
          await call(t.app, 'POST', '/users/invite', {
            token: c.admin.token,
            body: { email: address, name: 'Timed' },
          })
        ).status,
      ).toBe(201);
      return performance.now() - start;
    };
    const free: number[] = [];
    const foreign: number[] = [];
    for (let i = 0; i < 5; i++) {
      free.push(await time(email('timed')));
      foreign.push(await time(other.zara.email));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[2];
    expect(Math.abs(median(free) - median(foreign))).toBeLessThan(150);
  });
});

describe('PUT /users/update/{id}', () => {
  it('updates profile fields, roles and group, logging before and after without the password hash', async () => {
    const c = await companyWithPeople();
    const role = await createRole(t.database, c.company.company_uuid, 'Reviewer', {
      compliance: ['view'],
    });
    const res = await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
      token: c.admin.token,
      body: {
        name: 'Zara W.',
        phone: '021',
        position: 'Lead',
        language: 'id',
        role_uuids: [role.role_uuid],
        group_uuid: c.contracts.group_uuid,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Zara W.',
      phone: '021',
      position: 'Lead',
      language: 'id',
      group_name: 'Contracts',
      roles: [{ role_name: 'Reviewer' }],
    });
    const [log] = await logsOf(c.zara.user_uuid);
    expect(log).toMatchObject({
      action: 'update',
      before: { name: 'Zara Wijaya', role_uuids: [] },
      after: { name: 'Zara W.', role_uuids: [role.role_uuid] },
    });
    expect(JSON.stringify([log.before, log.after])).not.toMatch(/password|\$argon/);
  });

  it('suspending ends the user’s sessions at once and the login refuses them; activating lets them back', async () => {
    const c = await companyWithPeople();
    const token = await loginAs(t.app, c.zara.email);
    expect((await call(t.app, 'GET', '/users/profile', { token })).status).toBe(200);
    const res = await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
      token: c.admin.token,
      body: { state: 'suspended' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.state).toBe('suspended');
    expect((await call(t.app, 'GET', '/users/profile', { token })).status).toBe(401);
    const login = await call(t.app, 'POST', '/auth/login', {
      body: { email: c.zara.email, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(400);
    expect(login.body.errors.email).toEqual(['Your account is not active']);
    expect((await logsOf(c.zara.user_uuid)).map((l) => l.action)).toContain('suspend');

    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
          token: c.admin.token,
          body: { state: 'active' },
        })
      ).status,
    ).toBe(200);
    expect(await loginAs(t.app, c.zara.email)).toMatch(/^ey/);
  });

  it('deactivating withdraws a pending invitation', async () => {
    const c = await companyWithPeople();
    const created = await call(t.app, 'POST', '/users/create', {
      token: c.admin.token,
      body: { data: { name: 'Pending', email: email('p') } },
    });
    const res = await call(t.app, 'PUT', `/users/update/${created.body.data.user_uuid}`, {
      token: c.admin.token,
      body: { state: 'inactive' },
    });
    expect(res.body.data).toMatchObject({ state: 'inactive', invitation: null });
    const [inv] = await invitationsOf(created.body.data.user_uuid);
    expect(inv.revoked_at).not.toBeNull();
  });

  it('refuses to suspend oneself or to change an invited user’s state (409), and an empty form (400), writing nothing', async () => {
    const c = await companyWithPeople();
    const self = await call(t.app, 'PUT', `/users/update/${c.admin.user_uuid}`, {
      token: c.admin.token,
      body: { state: 'inactive', name: 'Renamed' },
    });
    expect(self.status).toBe(409);
    expect(self.body.errors.state).toEqual([
      'You cannot suspend, deactivate or delete your own account',
    ]);
    expect((await userRow(c.admin.user_uuid)).name).toBe(c.admin.name);
    const invited = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: email('i'), name: 'Invited' },
    });
    const state = await call(t.app, 'PUT', `/users/update/${invited.body.data.user_uuid}`, {
      token: c.admin.token,
      body: { state: 'active' },
    });
    expect(state.status).toBe(409);
    expect(state.body.errors.state).toHaveLength(1);
    const empty = await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
      token: c.admin.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Form cannot be empty');
    const mass = await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
      token: c.admin.token,
      body: { email: 'x@y.z' },
    });
    expect(mass.status).toBe(400);
    expect((await userRow(c.zara.user_uuid)).email).toBe(c.zara.email);
  });

  it('keeps the company manageable: the last active user manager cannot lose the right', async () => {
    const c = await companyWithPeople();
    // A second admin may act, but the first admin is the only other manager.
    const helperRole = await createRole(t.database, c.company.company_uuid, 'People desk', {
      users: ['view', 'delete'],
    });
    const desk = await createUser(t.database, c.company, { roles: [helperRole.role_uuid] });
    const deskToken = await loginAs(t.app, desk.email);
    const remove = await call(t.app, 'DELETE', `/users/delete/${c.admin.user_uuid}`, {
      token: deskToken,
    });
    expect(remove.status).toBe(409);
    expect(remove.body.message).toBe(
      'At least one active user must keep the right to manage users in this company',
    );
    expect((await userRow(c.admin.user_uuid)).deleted_at).toBeNull();

    // Nobody changes their own roles (403, issue 23): another manager takes the role away.
    const own = await call(t.app, 'PUT', `/users/update/${c.admin.user_uuid}`, {
      token: c.admin.token,
      body: { role_uuids: [] },
    });
    expect(own.status).toBe(403);
    const adminRole = (
      await call(t.app, 'GET', `/users/detail/${c.admin.user_uuid}`, { token: c.admin.token })
    ).body.data.roles[0].role_uuid;
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
          token: c.admin.token,
          body: { role_uuids: [adminRole] },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.admin.user_uuid}`, {
          token: c.admin.token,
          body: { role_uuids: [] },
        })
      ).status,
    ).toBe(403);
    const zaraToken = await loginAs(t.app, c.zara.email);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.admin.user_uuid}`, {
          token: zaraToken,
          body: { role_uuids: [] },
        })
      ).status,
    ).toBe(200);
  });

  it('two managers suspending each other at once: one wins, the company keeps a manager', async () => {
    const c = await companyWithPeople();
    const adminRole = (
      await call(t.app, 'GET', `/users/detail/${c.admin.user_uuid}`, { token: c.admin.token })
    ).body.data.roles[0].role_uuid;
    await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
      token: c.admin.token,
      body: { role_uuids: [adminRole] },
    });
    const zaraToken = await loginAs(t.app, c.zara.email);
    const [one, two] = await Promise.all([
      call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
        token: c.admin.token,
        body: { state: 'suspended' },
      }),
      call(t.app, 'PUT', `/users/update/${c.admin.user_uuid}`, {
        token: zaraToken,
        body: { state: 'suspended' },
      }),
    ]);
    // The loser is refused: 409 when both ran together, 401 when the winner's suspension of its
    // caller had already committed (PGlite runs them one after the other).
    const statuses = [one.status, two.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const states = [
      (await userRow(c.admin.user_uuid)).state,
      (await userRow(c.zara.user_uuid)).state,
    ].sort();
    expect(states).toEqual(['active', 'suspended']);
  });

  it('answers 404 for a user of another company and a deleted one', async () => {
    const c = await companyWithPeople();
    const other = await companyWithPeople();
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${other.zara.user_uuid}`, {
          token: c.admin.token,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
    expect((await userRow(other.zara.user_uuid)).name).toBe('Zara Wijaya');
    await call(t.app, 'DELETE', `/users/delete/${c.zara.user_uuid}`, { token: c.admin.token });
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
          token: c.admin.token,
          body: { name: 'X' },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE /users/delete/{id}', () => {
  it('soft-deletes: sessions end, pending invitations are revoked, the user leaves lists and detail', async () => {
    const c = await companyWithPeople();
    const token = await loginAs(t.app, c.zara.email);
    const invited = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: email('gone'), name: 'Gone' },
    });
    for (const uuid of [c.zara.user_uuid, invited.body.data.user_uuid]) {
      const res = await call(t.app, 'DELETE', `/users/delete/${uuid}?lang=id`, {
        token: c.admin.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Pengguna berhasil dihapus');
      expect((await userRow(uuid)).deleted_at).not.toBeNull();
      expect(
        (await call(t.app, 'GET', `/users/detail/${uuid}`, { token: c.admin.token })).status,
      ).toBe(404);
    }
    expect((await call(t.app, 'GET', '/users/profile', { token })).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', '/auth/login', {
          body: { email: c.zara.email, password: TEST_PASSWORD },
        })
      ).status,
    ).toBe(400);
    const [inv] = await invitationsOf(invited.body.data.user_uuid);
    expect(inv.revoked_at).not.toBeNull();
    const list = await call(t.app, 'GET', '/users/company/list-user', { token: c.admin.token });
    expect(list.body.data.data.map((u: { user_uuid: string }) => u.user_uuid)).not.toContain(
      c.zara.user_uuid,
    );
    expect((await logsOf(c.zara.user_uuid)).at(-1)).toMatchObject({
      action: 'delete',
      before: { email: c.zara.email },
    });
  });

  it('refuses to delete oneself (409) and needs the delete right (403)', async () => {
    const c = await companyWithPeople();
    const self = await call(t.app, 'DELETE', `/users/delete/${c.admin.user_uuid}`, {
      token: c.admin.token,
    });
    expect(self.status).toBe(409);
    const editorRole = await createRole(t.database, c.company.company_uuid, 'Editor', {
      users: ['view', 'update'],
    });
    const editor = await createUser(t.database, c.company, { roles: [editorRole.role_uuid] });
    const res = await call(t.app, 'DELETE', `/users/delete/${c.zara.user_uuid}`, {
      token: await loginAs(t.app, editor.email),
    });
    expect(res.status).toBe(403);
    expect((await userRow(c.zara.user_uuid)).deleted_at).toBeNull();
  });
});

describe('GET /users/detail/{id}', () => {
  it('shows an invited user’s pending invitation, and marks it expired after its date', async () => {
    const c = await companyWithPeople();
    const invited = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: email('d'), name: 'Detail' },
    });
    const uuid = invited.body.data.user_uuid;
    const res = await call(t.app, 'GET', `/users/detail/${uuid}`, { token: c.member.token });
    expect(res.body.data).toMatchObject({
      state: 'invited',
      password_set: false,
      invitation: { expired: false },
    });
    await t.database.db
      .update(invitations)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(and(eq(invitations.user_uuid, uuid)));
    const later = await call(t.app, 'GET', `/users/detail/${uuid}`, { token: c.member.token });
    expect(later.body.data.invitation.expired).toBe(true);
  });
});

describe('users module privileges', () => {
  it('a role with every customer module may manage users', async () => {
    const c = await companyWithPeople();
    const role = await createRole(
      t.database,
      c.company.company_uuid,
      'Everything',
      allOf(CUSTOMER_MODULES),
    );
    const res = await call(t.app, 'PUT', `/users/update/${c.zara.user_uuid}`, {
      token: c.admin.token,
      body: { role_uuids: [role.role_uuid] },
    });
    expect(res.status).toBe(200);
    const zaraToken = await loginAs(t.app, c.zara.email);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.adi.user_uuid}`, {
          token: zaraToken,
          body: { position: 'Clerk' },
        })
      ).status,
    ).toBe(200);
  });
});
