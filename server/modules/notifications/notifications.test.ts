import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../contract/enums';
import { notifications } from '../../db/schema/engagement';
import { activityLogs, changeFeed } from '../../db/schema/platform';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { createRole, createUser, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, loginAs, pullSync, type TestApp } from '../../test/harness';
import { builtInRoles, createCompliance } from '../compliance/compliance.fixtures';
import { notify } from './notify';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let roles: Record<MemberRole, string>;
let obligationUuid: string;
type Worker = Awaited<ReturnType<typeof createUser>> & { token: string };
let pic: Worker;
let auditor: Worker;
let member: Worker;

async function worker(company: { company_uuid: string }, name: string): Promise<Worker> {
  const role = await createRole(
    t.database,
    company.company_uuid,
    `Worker ${name} ${randomUUID().slice(0, 4)}`,
    {
      compliance: ['view', 'create', 'update'],
      notifications: ['view'],
    },
  );
  const user = await createUser(t.database, company, { roles: [role.role_uuid], name });
  return { ...user, token: await loginAs(t.app, user.email) };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  roles = await builtInRoles(t.database, a.company.company_uuid);
  const lib = await librarySkeleton(t.database);
  obligationUuid = (
    await createObligation(t.database, lib.place, {
      comp_title_en: 'Fire permit',
      comp_title_id: 'Izin kebakaran',
    })
  ).obligation_uuid;
  pic = await worker(a.company, 'Pia PIC');
  auditor = await worker(a.company, 'Adi Auditor');
  member = await worker(a.company, 'Mira Member');
});
afterAll(() => t.close());

const make = (
  members = [
    { user_uuid: pic.user_uuid, role: 'pic' as const },
    { user_uuid: auditor.user_uuid, role: 'auditor' as const },
    { user_uuid: member.user_uuid, role: 'member' as const },
  ],
) =>
  createCompliance(t.database, roles, {
    company_uuid: a.company.company_uuid,
    obligation_uuid: obligationUuid,
    members,
    checklist: [true],
  });

const mine = (user: { user_uuid: string }, complianceLink?: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.user_uuid, user.user_uuid),
        ...(complianceLink ? [eq(notifications.link, complianceLink)] : []),
      ),
    );

describe('events create notifications in both languages', () => {
  it('a claim notifies the auditors (not the claimer), in the reader language', async () => {
    const c = await make();
    const res = await call(t.app, 'PUT', '/compliance/process/update', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid, action: 'claim', confirm: true },
    });
    expect(res.status).toBe(200);
    const link = `/compliance/${c.compliance_uuid}`;
    const [n] = await mine(auditor, link);
    expect(n).toMatchObject({
      type: 'claim_audit',
      header_en: 'A claim waits for your audit',
      header_id: 'Sebuah klaim menunggu audit Anda',
    });
    expect(n.body_en).toBe('Fire permit was claimed by Pia PIC.');
    expect(n.body_id).toBe('Izin kebakaran diklaim oleh Pia PIC.');
    expect(await mine(pic, link)).toHaveLength(0);
    expect(await mine(member, link)).toHaveLength(0);
    const id = await call(t.app, 'GET', '/notification/list?lang=id', { token: auditor.token });
    expect(id.body.data.data.find((x: { link: string }) => x.link === link)).toMatchObject({
      header: 'Sebuah klaim menunggu audit Anda',
      body: 'Izin kebakaran diklaim oleh Pia PIC.',
      is_read: false,
    });
  });

  it('approve and reject notify the PIC', async () => {
    const c1 = await make();
    await t.database.rows(
      sql`UPDATE compliances SET process_status = 'audit' WHERE compliance_uuid = ${c1.compliance_uuid}`,
    );
    expect(
      (
        await call(t.app, 'PUT', '/compliance/process/update', {
          token: auditor.token,
          body: { compliance_uuid: c1.compliance_uuid, action: 'approve' },
        })
      ).status,
    ).toBe(200);
    expect((await mine(pic, `/compliance/${c1.compliance_uuid}`)).map((n) => n.type)).toEqual([
      'approved',
    ]);
    const c2 = await make();
    await t.database.rows(
      sql`UPDATE compliances SET process_status = 'claim' WHERE compliance_uuid = ${c2.compliance_uuid}`,
    );
    expect(
      (
        await call(t.app, 'PUT', '/compliance/process/update', {
          token: auditor.token,
          body: {
            compliance_uuid: c2.compliance_uuid,
            action: 'reject',
            reason: 'Missing receipt',
          },
        })
      ).status,
    ).toBe(200);
    const [r] = await mine(pic, `/compliance/${c2.compliance_uuid}`);
    expect(r).toMatchObject({
      type: 'rejected',
      header_en: 'Your claim was rejected',
      header_id: 'Klaim Anda ditolak',
      body_en: 'Fire permit: Missing receipt',
    });
  });

  it('an assignment notifies the newly placed user once, not the one who assigns', async () => {
    const c = await make([]);
    const res = await call(t.app, 'PUT', '/compliance/assign', {
      token: a.admin.token,
      body: { compliance_uuid: c.compliance_uuid, pic_uuid: pic.user_uuid },
    });
    expect(res.status).toBe(200);
    const [n] = await mine(pic, `/compliance/${c.compliance_uuid}`);
    expect(n).toMatchObject({
      type: 'assignment',
      body_en: 'Fire permit: you are now PIC.',
      header_id: 'Anda ditugaskan pada sebuah kepatuhan',
    });
    // Assigning the same PIC again changes nothing and notifies no one.
    await call(t.app, 'PUT', '/compliance/assign', {
      token: a.admin.token,
      body: { compliance_uuid: c.compliance_uuid, pic_uuid: pic.user_uuid },
    });
    expect(await mine(pic, `/compliance/${c.compliance_uuid}`)).toHaveLength(1);
    expect(await mine(a.admin, `/compliance/${c.compliance_uuid}`)).toHaveLength(0);
  });

  it('a comment notifies the other members of the compliance', async () => {
    const c = await make();
    const res = await call(t.app, 'PUT', '/comments', {
      token: member.token,
      body: {
        comment_uuid: randomUUID(),
        comp_uuid: c.compliance_uuid,
        body: 'Receipt is uploaded',
      },
    });
    expect(res.status).toBe(201);
    const link = `/compliance/${c.compliance_uuid}`;
    for (const u of [pic, auditor])
      expect((await mine(u, link))[0]).toMatchObject({
        type: 'comment',
        body_en: 'Mira Member on Fire permit: Receipt is uploaded',
        body_id: 'Mira Member pada Izin kebakaran: Receipt is uploaded',
      });
    expect(await mine(member, link)).toHaveLength(0);
  });

  it('a rolled-back write leaves no notification and no feed entry', async () => {
    const before = (await mine(pic)).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(
          { tx, feed: async () => undefined },
          {
            company_uuid: a.company.company_uuid,
            user_uuids: [pic.user_uuid],
            kind: 'reminder',
            vars: { title: 'x', message: 'y' },
          },
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await mine(pic)).toHaveLength(before);
  });
});

describe('GET /notification/list, /counter-list, /{id}; PUT /notification/read/{id}', () => {
  let user: Worker;
  let ids: string[];
  beforeAll(async () => {
    user = await worker(a.company, 'Reader');
    ids = [];
    for (const [kind, vars] of [
      ['reminder', { title: 'Fire permit', message: 'Book the inspection' }],
      ['deadline_soon', { title: 'Fire permit', days: 7, deadline: '2026-12-31' }],
      ['overdue', { title: 'Fire permit', deadline: '2026-01-31' }],
    ] as const) {
      ids.push(
        ...(await t.app.deps.mutations.system((m) =>
          notify(m, {
            company_uuid: a.company.company_uuid,
            user_uuids: [user.user_uuid],
            kind,
            vars,
          }),
        )),
      );
    }
  });

  it('lists newest first with the unread counter, filtered by status and type, in the request language', async () => {
    const res = await call(t.app, 'GET', '/notification/list?limit=2&lang=id', {
      token: user.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 2, total: 3, total_page: 2, unread: 3 });
    expect(res.body.data.data[0]).toMatchObject({
      header: 'Sebuah kepatuhan melewati tenggat',
      body: 'Fire permit jatuh tempo pada 2026-01-31.',
    });
    const counter = await call(t.app, 'GET', '/notification/counter-list', { token: user.token });
    // `counter` is the specification's field (notifications: id, lang, header, counter).
    expect(counter.body.data).toEqual({ counter: 3, unread: 3, total: 3 });
    const overdue = await call(t.app, 'GET', '/notification/list?type=overdue', {
      token: user.token,
    });
    expect(
      overdue.body.data.data.map((x: { notification_uuid: string }) => x.notification_uuid),
    ).toEqual([ids[2]]);
  });

  it('reading one marks it read once, and feeds the change to the user', async () => {
    const res = await call(t.app, 'GET', `/notification/${ids[0]}?lang=id`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      notification_uuid: ids[0],
      header: 'Pengingat',
      body: 'Fire permit: Book the inspection',
      is_read: true,
    });
    const firstRead = res.body.data.read_at;
    const again = await call(t.app, 'PUT', `/notification/read/${ids[0]}`, { token: user.token });
    expect(again.body.data.read_at).toBe(firstRead);
    // Created, then read once: two feed entries, both addressed to the user only.
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(and(eq(changeFeed.collection, 'notifications'), eq(changeFeed.row_id, ids[0])));
    expect(feed.map((f) => f.user_uuid)).toEqual([user.user_uuid, user.user_uuid]);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(and(eq(activityLogs.type, 'notification'), eq(activityLogs.type_uuid, ids[0])));
    expect(logs.map((l) => [l.action, l.user_uuid])).toEqual([['read', user.user_uuid]]);
    expect(
      (await call(t.app, 'GET', '/notification/counter-list', { token: user.token })).body.data,
    ).toMatchObject({ counter: 2, unread: 2 });
    const unread = await call(t.app, 'GET', '/notification/list?status=unread', {
      token: user.token,
    });
    expect(unread.body.data.total).toBe(2);
    const read = await call(t.app, 'GET', '/notification/list?status=read', { token: user.token });
    expect(
      read.body.data.data.map((x: { notification_uuid: string }) => x.notification_uuid),
    ).toEqual([ids[0]]);
  });

  it("another user's or company's notification is not found, and stays unread", async () => {
    const other = await worker(a.company, 'Other');
    expect(
      (await call(t.app, 'GET', `/notification/${ids[1]}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(t.app, 'PUT', `/notification/read/${ids[1]}`, { token: b.admin.token })).status,
    ).toBe(404);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.notification_uuid, [ids[1]]));
    expect(rows[0].read_at).toBeNull();
    expect(
      (await call(t.app, 'GET', '/notification/list', { token: b.admin.token })).body.data.data.map(
        (x: { notification_uuid: string }) => x.notification_uuid,
      ),
    ).not.toContain(ids[1]);
  });

  it('the sync collection holds only the caller’s own notifications', async () => {
    const res = await pullSync(t.app, '/sync/notifications', user.token);
    expect(res.status).toBe(200);
    const docs = res.body.data.documents as { id: string; header_en: string }[];
    expect(docs.map((d) => d.id).sort()).toEqual([...ids].sort());
    // No seeded notifications for the user's devices but those three; the other user sees none of them.
    const other = await pullSync(t.app, '/sync/notifications', pic.token);
    expect(other.body.data.documents.map((d: { id: string }) => d.id)).not.toContain(ids[0]);
  });
});

describe('socket event `notification`', () => {
  it('reaches only the recipient, after commit, with the unread counter; reading sends the lower counter', async () => {
    const server = createServer();
    t.app.deps.realtime.attach(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const recipient = await worker(a.company, 'Live');
    const connectAs = async (token: string) => {
      const s = connect(`http://127.0.0.1:${port}`, { auth: { token }, transports: ['websocket'] });
      await new Promise<void>((r) => s.on('connect', () => r()));
      return s;
    };
    const mineSocket = await connectAs(recipient.token);
    const otherSocket = await connectAs(pic.token);
    const got: { notification: { id: string; header_id: string } | null; counter: number }[] = [];
    const leaked: unknown[] = [];
    mineSocket.on('notification', (e) => got.push(e));
    otherSocket.on('notification', (e) => leaked.push(e));
    const waitFor = async (n: number) => {
      const until = Date.now() + 5000;
      while (got.length < n && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    };
    try {
      const [id] = await t.app.deps.mutations.system((m) =>
        notify(m, {
          company_uuid: a.company.company_uuid,
          user_uuids: [recipient.user_uuid],
          kind: 'reminder',
          vars: { title: 'Fire permit', message: 'Now' },
        }),
      );
      await waitFor(1);
      expect(got[0]).toMatchObject({ counter: 1, notification: { id, header_id: 'Pengingat' } });
      await call(t.app, 'PUT', `/notification/read/${id}`, { token: recipient.token });
      await waitFor(2);
      expect(got[1].counter).toBe(0);
      expect(leaked).toEqual([]);
    } finally {
      mineSocket.disconnect();
      otherSocket.disconnect();
      await new Promise((r) => server.close(r));
    }
  });
});
