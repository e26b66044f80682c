import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceMembers, compliances } from '../../../db/schema/compliance';
import { activityLogs, changeFeed } from '../../../db/schema/platform';
import { createUser, twoCompanies } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/harness';
import { addMember, builtInRoles, complianceWorker, createCompliance } from './test-fixtures';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let rolesA: Awaited<ReturnType<typeof builtInRoles>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  rolesA = await builtInRoles(t.database, a.company.company_uuid);
  await builtInRoles(t.database, b.company.company_uuid);
});
afterAll(() => t.close());

const membersOf = async (complianceUuid: string) =>
  (
    await t.database.db
      .select()
      .from(complianceMembers)
      .where(eq(complianceMembers.compliance_uuid, complianceUuid))
  )
    .map((r) => `${r.role_code}:${r.user_uuid}`)
    .sort();
const statusOf = async (complianceUuid: string) =>
  (
    await t.database.db
      .select()
      .from(compliances)
      .where(eq(compliances.compliance_uuid, complianceUuid))
  )[0].process_status;
const put = (
  body: unknown,
  token = a.admin.token,
  lang = 'en',
  headers: Record<string, string> = {},
) => call(t.app, 'PUT', `/compliance/assign?lang=${lang}`, { token, body, headers });

describe('PUT /compliance/assign', () => {
  it('assigns a PIC (not_assigned → assigned), removing their plain member row; null removes the last PIC (→ not_assigned)', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const pic = await createUser(t.database, a.company);
    await addMember(t.database, c, pic.user_uuid, 'member');
    const res = await put({
      compliance_uuid: c.compliance_uuid,
      pic_uuid: pic.user_uuid,
      auditor_uuid: a.member.user_uuid,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Assignment saved');
    expect(res.body.data.process_status).toBe('assigned');
    expect(
      res.body.data.members.map((m: { role_code: string; role_label: string }) => [
        m.role_code,
        m.role_label,
      ]),
    ).toEqual([
      ['pic', 'PIC'],
      ['auditor', 'Auditor'],
    ]);
    expect(await membersOf(c.compliance_uuid)).toEqual(
      [`auditor:${a.member.user_uuid}`, `pic:${pic.user_uuid}`].sort(),
    );
    expect(await statusOf(c.compliance_uuid)).toBe('assigned');

    const removed = await put({ compliance_uuid: c.compliance_uuid, pic_uuid: null });
    expect(removed.body.data.process_status).toBe('not_assigned');
    expect(await membersOf(c.compliance_uuid)).toEqual([`auditor:${a.member.user_uuid}`]);
  });

  it('replaces the holder of a position and leaves an in-progress status alone', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid, {
      process_status: 'not_comply',
    });
    const first = await createUser(t.database, a.company);
    const second = await createUser(t.database, a.company);
    await addMember(t.database, c, first.user_uuid, 'pic');
    await put({ compliance_uuid: c.compliance_uuid, pic_uuid: second.user_uuid });
    expect(await membersOf(c.compliance_uuid)).toEqual([`pic:${second.user_uuid}`]);
    await put({ compliance_uuid: c.compliance_uuid, pic_uuid: null });
    expect(await statusOf(c.compliance_uuid)).toBe('not_comply');
  });

  it('refuses a user without a group with the specification’s message, in both languages', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const loner = await createUser(t.database, { company_uuid: a.company.company_uuid });
    const en = await put({ compliance_uuid: c.compliance_uuid, pic_uuid: loner.user_uuid });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({ pic_uuid: ['Assign failed, User does not have a group'] });
    const id = await put(
      { compliance_uuid: c.compliance_uuid, auditor_uuid: loner.user_uuid },
      a.admin.token,
      'id',
    );
    expect(id.body.errors).toEqual({
      auditor_uuid: ['Penugasan gagal, Pengguna tidak memiliki grup'],
    });
    expect(await membersOf(c.compliance_uuid)).toEqual([]);
  });

  it("answers 404 on the field for another company's or an inactive user, and on another company's compliance", async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const other = await put({ compliance_uuid: c.compliance_uuid, pic_uuid: b.member.user_uuid });
    expect(other.status).toBe(404);
    expect(Object.keys(other.body.errors)).toEqual(['pic_uuid']);
    const gone = await createUser(t.database, a.company, { state: 'inactive' });
    expect(
      (await put({ compliance_uuid: c.compliance_uuid, group_pic_uuid: gone.user_uuid })).status,
    ).toBe(404);
    const theirs = await createCompliance(t.database, b.company.company_uuid);
    expect(
      (await put({ compliance_uuid: theirs.compliance_uuid, pic_uuid: a.member.user_uuid })).status,
    ).toBe(404);
  });

  it('needs the `assign` obligation action: a member who may only view gets 403, a group PIC may assign', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const viewer = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, viewer.user_uuid, 'member');
    const refused = await put(
      { compliance_uuid: c.compliance_uuid, pic_uuid: viewer.user_uuid },
      viewer.token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role on this compliance does not allow this action');

    const lead = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, lead.user_uuid, 'group_pic', rolesA.group_pic);
    expect(
      (await put({ compliance_uuid: c.compliance_uuid, pic_uuid: viewer.user_uuid }, lead.token))
        .status,
    ).toBe(200);

    // Not a member at all: the compliance is not visible, so not found.
    const stranger = await complianceWorker(t.app, t.database, a.company);
    expect(
      (
        await put(
          { compliance_uuid: c.compliance_uuid, pic_uuid: viewer.user_uuid },
          stranger.token,
        )
      ).status,
    ).toBe(404);
  });

  it('logs the members before and after and feeds the compliance, in one transaction', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    await put({ compliance_uuid: c.compliance_uuid, pic_uuid: a.member.user_uuid });
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type_uuid, c.compliance_uuid), eq(activityLogs.action, 'assign')));
    expect(log).toMatchObject({
      type: 'compliance',
      company_uuid: a.company.company_uuid,
      user_uuid: a.admin.user_uuid,
    });
    expect(log.before).toEqual({ process_status: 'not_assigned', members: [] });
    expect(log.after).toEqual({
      process_status: 'assigned',
      members: [{ user_uuid: a.member.user_uuid, role_code: 'pic', member_role_uuid: null }],
    });
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(eq(changeFeed.row_id, c.compliance_uuid));
    expect(feed.map((f) => [f.collection, f.company_uuid, f.user_uuid])).toEqual([
      ['compliances', a.company.company_uuid, null],
    ]);
  });

  it('assigns once for a repeated Idempotency-Key', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const key = randomUUID();
    const body = { compliance_uuid: c.compliance_uuid, pic_uuid: a.member.user_uuid };
    const first = await put(body, a.admin.token, 'en', { 'idempotency-key': key });
    const again = await put(body, a.admin.token, 'id', { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Penugasan disimpan');
    expect(again.body.data).toEqual(first.body.data);
    expect(
      await t.database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.type_uuid, c.compliance_uuid)),
    ).toHaveLength(1);
  });

  it('refuses a body naming no position, and a malformed id, with field messages', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const none = await put({ compliance_uuid: c.compliance_uuid });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Form cannot be empty');
    const bad = await put(
      { compliance_uuid: c.compliance_uuid, pic_uuid: 'nope' },
      a.admin.token,
      'id',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['pic_uuid']);
  });
});

describe('members: create, list, update, delete', () => {
  it('adds, lists, changes and removes members of a compliance', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const user = await createUser(t.database, a.company, { name: 'Budi Santoso' });
    const created = await call(t.app, 'POST', '/member/create', {
      token: a.admin.token,
      body: { compliance_uuid: c.compliance_uuid, user_uuid: user.user_uuid, role_code: 'member' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Budi Santoso',
      role_code: 'member',
      role_label: 'Member',
      group_name: 'General',
    });
    const again = await call(t.app, 'POST', '/member/create?lang=id', {
      token: a.admin.token,
      body: { compliance_uuid: c.compliance_uuid, user_uuid: user.user_uuid, role_code: 'member' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Pengguna ini sudah memegang peran ini pada kepatuhan');

    const list = await call(
      t.app,
      'GET',
      `/member/list?compliance_uuid=${c.compliance_uuid}&lang=id`,
      { token: a.admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ page: 1, limit: 20, total: 1, total_page: 1 });
    expect(list.body.data.data.map((m: { role_label: string }) => m.role_label)).toEqual([
      'Anggota',
    ]);

    // Promoted to PIC: the member row itself changes, the compliance becomes assigned.
    const updated = await call(t.app, 'PUT', '/member/update', {
      token: a.admin.token,
      body: { member_uuid: created.body.data.member_uuid, role_code: 'pic' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.role_code).toBe('pic');
    expect(await statusOf(c.compliance_uuid)).toBe('assigned');

    const custom = await call(t.app, 'POST', '/member/role/create', {
      token: a.admin.token,
      body: {
        company_uuid: a.company.company_uuid,
        name: `Lead ${randomUUID().slice(0, 6)}`,
        actions: ['view'],
      },
    });
    const withRole = await call(t.app, 'PUT', '/member/update', {
      token: a.admin.token,
      body: {
        member_uuid: created.body.data.member_uuid,
        member_role_uuid: custom.body.data.member_role_uuid,
      },
    });
    expect(withRole.body.data.member_role_name).toBe(custom.body.data.name);

    const removed = await call(t.app, 'DELETE', '/member/delete', {
      token: a.admin.token,
      body: { member_uuid: created.body.data.member_uuid },
    });
    expect(removed.status).toBe(200);
    expect(await membersOf(c.compliance_uuid)).toEqual([]);
    expect(await statusOf(c.compliance_uuid)).toBe('not_assigned');
    const actions = (
      await t.database.db
        .select()
        .from(activityLogs)
        .where(eq(activityLogs.type_uuid, c.compliance_uuid))
    )
      .map((l) => l.action)
      .sort();
    expect(actions).toEqual(['member_create', 'member_delete', 'member_update', 'member_update']);
  });

  it('adding a PIC or auditor drops that user’s plain member row; a user without a group is refused', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const user = await createUser(t.database, a.company);
    await addMember(t.database, c, user.user_uuid, 'member');
    await call(t.app, 'POST', '/member/create', {
      token: a.admin.token,
      body: { compliance_uuid: c.compliance_uuid, user_uuid: user.user_uuid, role_code: 'auditor' },
    });
    expect(await membersOf(c.compliance_uuid)).toEqual([`auditor:${user.user_uuid}`]);
    const loner = await createUser(t.database, { company_uuid: a.company.company_uuid });
    const res = await call(t.app, 'POST', '/member/create', {
      token: a.admin.token,
      body: {
        compliance_uuid: c.compliance_uuid,
        user_uuid: loner.user_uuid,
        role_code: 'contributor',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.user_uuid).toEqual(['Assign failed, User does not have a group']);
  });

  it("keeps other companies' compliances, users, roles and members out (404)", async () => {
    const theirs = await createCompliance(t.database, b.company.company_uuid);
    const theirMember = await addMember(t.database, theirs, b.member.user_uuid, 'member');
    const own = await createCompliance(t.database, a.company.company_uuid);
    const token = a.admin.token;
    expect(
      (
        await call(t.app, 'GET', `/member/list?compliance_uuid=${theirs.compliance_uuid}`, {
          token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/member/create', {
          token,
          body: {
            compliance_uuid: theirs.compliance_uuid,
            user_uuid: a.member.user_uuid,
            role_code: 'member',
          },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'POST', '/member/create', {
          token,
          body: {
            compliance_uuid: own.compliance_uuid,
            user_uuid: b.member.user_uuid,
            role_code: 'member',
          },
        })
      ).status,
    ).toBe(404);
    const roleB = (
      await call(t.app, 'GET', `/member/role/list/${b.company.company_uuid}`, {
        token: b.admin.token,
      })
    ).body.data.data[0].member_role_uuid;
    const foreignRole = await call(t.app, 'POST', '/member/create', {
      token,
      body: {
        compliance_uuid: own.compliance_uuid,
        user_uuid: a.member.user_uuid,
        role_code: 'member',
        member_role_uuid: roleB,
      },
    });
    expect(foreignRole.status).toBe(404);
    expect(Object.keys(foreignRole.body.errors)).toEqual(['member_role_uuid']);
    expect(
      (
        await call(t.app, 'PUT', '/member/update', {
          token,
          body: { member_uuid: theirMember.member_uuid, role_code: 'pic' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', '/member/delete', {
          token,
          body: { member_uuid: theirMember.member_uuid },
        })
      ).status,
    ).toBe(404);
    expect(await membersOf(theirs.compliance_uuid)).toEqual([`member:${b.member.user_uuid}`]);
  });

  it('a member sees the members of their own compliance; another member of the company does not', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const worker = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, worker.user_uuid, 'member');
    expect(
      (
        await call(t.app, 'GET', `/member/list?compliance_uuid=${c.compliance_uuid}`, {
          token: worker.token,
        })
      ).status,
    ).toBe(200);
    const outsider = await complianceWorker(t.app, t.database, a.company);
    expect(
      (
        await call(t.app, 'GET', `/member/list?compliance_uuid=${c.compliance_uuid}`, {
          token: outsider.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', '/member/delete', {
          token: worker.token,
          body: {
            member_uuid: (
              await t.database.db
                .select()
                .from(complianceMembers)
                .where(eq(complianceMembers.compliance_uuid, c.compliance_uuid))
            )[0].member_uuid,
          },
        })
      ).status,
    ).toBe(403);
  });
});

describe('POST /member/assign-bulk', () => {
  it('assigns where the caller may, and says what it skipped and why', async () => {
    const worker = await complianceWorker(t.app, t.database, a.company);
    const mine = await createCompliance(t.database, a.company.company_uuid);
    const mine2 = await createCompliance(t.database, a.company.company_uuid);
    const viewOnly = await createCompliance(t.database, a.company.company_uuid);
    const theirs = await createCompliance(t.database, b.company.company_uuid);
    await addMember(t.database, mine, worker.user_uuid, 'group_pic');
    await addMember(t.database, mine2, worker.user_uuid, 'group_pic');
    await addMember(t.database, viewOnly, worker.user_uuid, 'member');
    const res = await call(t.app, 'POST', '/member/assign-bulk', {
      token: worker.token,
      body: {
        compliance_uuids: [
          mine.compliance_uuid,
          viewOnly.compliance_uuid,
          theirs.compliance_uuid,
          mine2.compliance_uuid,
        ],
        pic_uuid: a.member.user_uuid,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Bulk assignment finished');
    expect(res.body.data.done.sort()).toEqual([mine.compliance_uuid, mine2.compliance_uuid].sort());
    expect(res.body.data.skipped).toEqual([
      { compliance_uuid: viewOnly.compliance_uuid, reason: 'compliance_action_forbidden' },
      { compliance_uuid: theirs.compliance_uuid, reason: 'not_found' },
    ]);
    expect(await statusOf(mine.compliance_uuid)).toBe('assigned');
    expect(await membersOf(viewOnly.compliance_uuid)).toEqual([`member:${worker.user_uuid}`]);
    expect(await membersOf(theirs.compliance_uuid)).toEqual([]);
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(eq(changeFeed.collection, 'compliances'));
    expect(
      feed
        .filter((f) =>
          [mine.compliance_uuid, mine2.compliance_uuid, viewOnly.compliance_uuid].includes(
            f.row_id,
          ),
        )
        .map((f) => f.row_id)
        .sort(),
    ).toEqual([mine.compliance_uuid, mine2.compliance_uuid].sort());
  });

  it('refuses a user without a group for the whole batch, and validates the list', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const loner = await createUser(t.database, { company_uuid: a.company.company_uuid });
    const res = await call(t.app, 'POST', '/member/assign-bulk?lang=id', {
      token: a.admin.token,
      body: { compliance_uuids: [c.compliance_uuid], auditor_uuid: loner.user_uuid },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.auditor_uuid).toEqual(['Penugasan gagal, Pengguna tidak memiliki grup']);
    const empty = await call(t.app, 'POST', '/member/assign-bulk', {
      token: a.admin.token,
      body: { compliance_uuids: [], pic_uuid: a.member.user_uuid },
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(['compliance_uuids']);
  });
});

describe('GET /compliance-users/search', () => {
  it("finds the company's active users by name or e-mail, with their group, and no one else's", async () => {
    const found = await createUser(t.database, a.company, { name: 'Sri Wahyuni Zed' });
    await createUser(t.database, a.company, { name: 'Sri Wahyuni Zed Gone', state: 'inactive' });
    await createUser(t.database, b.company, { name: 'Sri Wahyuni Zed Other' });
    const res = await call(t.app, 'GET', '/compliance-users/search?search=wahyuni%20zed', {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([
      {
        user_uuid: found.user_uuid,
        name: 'Sri Wahyuni Zed',
        email: found.email,
        group_uuid: a.company.group_uuid,
        group_name: 'General',
      },
    ]);
    expect(res.body.data.total).toBe(1);
    const paged = await call(t.app, 'GET', '/compliance-users/search?limit=1&page=2', {
      token: a.member.token,
    });
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1 });
    expect(paged.body.data.data).toHaveLength(1);
    expect(
      (
        await call(t.app, 'GET', '/compliance-users/search?limit=0&lang=id', {
          token: a.member.token,
        })
      ).status,
    ).toBe(400);
  });
});

describe('GET /member/list paging', () => {
  it('pages a compliance’s members in SQL, PICs first: page and limit honoured, total over all of them', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const pic = await createUser(t.database, a.company, { name: 'Zed Pic' });
    await addMember(t.database, c, pic.user_uuid, 'pic');
    for (const name of ['Ana', 'Bea', 'Cid', 'Dan'])
      await addMember(
        t.database,
        c,
        (await createUser(t.database, a.company, { name })).user_uuid,
        'member',
      );
    const url = (q: string) => `/member/list?compliance_uuid=${c.compliance_uuid}&${q}`;
    const first = (await call(t.app, 'GET', url('limit=2'), { token: a.admin.token })).body.data;
    expect(first).toMatchObject({ page: 1, limit: 2, total: 5, total_page: 3 });
    expect(first.data.map((m: { name: string }) => m.name)).toEqual(['Zed Pic', 'Ana']);
    const last = (await call(t.app, 'GET', url('page=3&limit=2'), { token: a.admin.token })).body
      .data;
    expect(last.data.map((m: { name: string }) => m.name)).toEqual(['Dan']);
    const bad = await call(t.app, 'GET', url('limit=501'), { token: a.admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.limit).toEqual(['Data Too Long']);
  });
});
