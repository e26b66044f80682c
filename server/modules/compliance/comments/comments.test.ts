import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../../db/schema/compliance';
import { activityLogs, changeFeed } from '../../../db/schema/platform';
import { twoCompanies } from '../../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../../test/harness';
import { addMember, complianceWorker, createCompliance } from '../checklists/test-helpers';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

let n = 0;
/** A fresh client-made comment id. */
const cid = () => `c0ffee00-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const put = (token: string, body: unknown, lang = 'en') =>
  call(t.app, 'PUT', `/comments?lang=${lang}`, { token, body });
const rowsOf = (compliance_uuid: string) =>
  t.database.db.select().from(comments).where(eq(comments.compliance_uuid, compliance_uuid));
const list = (token: string, comp_uuid: string, extra = '') =>
  call(t.app, 'GET', `/comments/list?comp_uuid=${comp_uuid}${extra}`, { token });

describe('PUT /comments', () => {
  it('creates the comment under the client id, with its log and feed rows', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const id = cid();
    const res = await put(a.admin.token, {
      comment_uuid: id,
      comp_uuid: c.compliance_uuid,
      body: 'Evidence uploaded',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Comment added',
      data: {
        comment_uuid: id,
        body: 'Evidence uploaded',
        edited: false,
        user_uuid: a.admin.user_uuid,
        user_name: a.admin.name,
      },
    });
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(and(eq(changeFeed.collection, 'comments'), eq(changeFeed.row_id, id)));
    expect(feed.map((f) => [f.op, f.company_uuid, f.user_uuid])).toEqual([
      ['upsert', a.company.company_uuid, null],
    ]);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type_uuid, c.compliance_uuid),
          eq(activityLogs.action, 'comment_create'),
        ),
      );
    expect(logs).toHaveLength(1);
  });

  it('creates once however often the same author replays it (no Idempotency-Key needed)', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const body = { comment_uuid: cid(), comp_uuid: c.compliance_uuid, body: 'Queued offline' };
    const first = await put(a.admin.token, body);
    const again = await put(a.admin.token, body);
    expect(again.status).toBe(201);
    expect(again.body.data).toEqual(first.body.data);
    expect(await rowsOf(c.compliance_uuid)).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type_uuid, c.compliance_uuid),
          eq(activityLogs.action, 'comment_create'),
        ),
      );
    expect(logs).toHaveLength(1);
  });

  it("never overwrites someone else's comment: another author 409, another company 404", async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const id = cid();
    await put(a.admin.token, { comment_uuid: id, comp_uuid: c.compliance_uuid, body: 'Original' });
    const colleague = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, colleague.user_uuid, ['view', 'comment']);
    expect(
      (
        await put(colleague.token, {
          comment_uuid: id,
          comp_uuid: c.compliance_uuid,
          body: 'Mine now',
        })
      ).status,
    ).toBe(409);
    const theirs = await createCompliance(t.database, b.company.company_uuid);
    expect(
      (
        await put(b.admin.token, {
          comment_uuid: id,
          comp_uuid: theirs.compliance_uuid,
          body: 'Hijack',
        })
      ).status,
    ).toBe(404);
    const [row] = await t.database.db.select().from(comments).where(eq(comments.comment_uuid, id));
    expect(row).toMatchObject({
      body: 'Original',
      user_uuid: a.admin.user_uuid,
      company_uuid: a.company.company_uuid,
    });
  });

  it('needs the comment action and a compliance the caller may see', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const viewer = await complianceWorker(t.app, t.database, a.company);
    expect(
      (await put(viewer.token, { comment_uuid: cid(), comp_uuid: c.compliance_uuid, body: 'x' }))
        .status,
    ).toBe(404);
    await addMember(t.database, c, viewer.user_uuid, ['view']);
    expect(
      (await put(viewer.token, { comment_uuid: cid(), comp_uuid: c.compliance_uuid, body: 'x' }))
        .status,
    ).toBe(403);
  });

  it('validates in both languages', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const en = await put(a.admin.token, { comp_uuid: c.compliance_uuid, body: '  ' });
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual({
      comment_uuid: ['This field is required'],
      body: ['This field is required'],
    });
    const id = await put(
      a.admin.token,
      { comment_uuid: cid(), comp_uuid: c.compliance_uuid, body: 'x'.repeat(2001) },
      'id',
    );
    expect(id.body.errors).toEqual({ body: ['Data Terlalu Panjang'] });
  });
});

describe('GET /comments/list', () => {
  it('answers the thread newest first by default, oldest first with order=asc, paged', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    for (const body of ['one', 'two', 'three'])
      await put(a.admin.token, { comment_uuid: cid(), comp_uuid: c.compliance_uuid, body });
    const desc = await list(a.admin.token, c.compliance_uuid);
    expect(desc.status).toBe(200);
    expect(desc.body.data.data.map((x: { body: string }) => x.body)).toEqual([
      'three',
      'two',
      'one',
    ]);
    expect(desc.body.data).toMatchObject({ total: 3, page: 1, limit: 20, total_page: 1 });
    const asc = await list(
      a.admin.token,
      c.compliance_uuid,
      '&orderBy=created_at&order=asc&limit=2',
    );
    expect(asc.body.data.data.map((x: { body: string }) => x.body)).toEqual(['one', 'two']);
    expect(asc.body.data.total_page).toBe(2);
  });

  it("is not found for another company's compliance", async () => {
    const c = await createCompliance(t.database, b.company.company_uuid);
    expect((await list(a.admin.token, c.compliance_uuid)).status).toBe(404);
  });
});

describe('PATCH and DELETE /comments', () => {
  it('lets the author edit (the earlier text stays in the log) and marks it edited', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const id = cid();
    await put(a.admin.token, {
      comment_uuid: id,
      comp_uuid: c.compliance_uuid,
      body: 'First words',
    });
    const res = await call(t.app, 'PATCH', '/comments', {
      token: a.admin.token,
      body: { comment_uuid: id, body: 'Better words' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ body: 'Better words', edited: true });
    const [log] = await t.database.db
      .select()
      .from(activityLogs)
      .where(
        and(
          eq(activityLogs.type_uuid, c.compliance_uuid),
          eq(activityLogs.action, 'comment_update'),
        ),
      );
    expect([log.before, log.after]).toEqual([
      { comment_uuid: id, body: 'First words' },
      { comment_uuid: id, body: 'Better words' },
    ]);
    expect((await list(a.admin.token, c.compliance_uuid)).body.data.data[0]).toMatchObject({
      body: 'Better words',
      edited: true,
    });
  });

  it('refuses anyone but the author with 403 comment_not_author, in both languages', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const id = cid();
    await put(a.admin.token, { comment_uuid: id, comp_uuid: c.compliance_uuid, body: 'Mine' });
    const colleague = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, colleague.user_uuid, ['view', 'comment']);
    const edit = await call(t.app, 'PATCH', '/comments', {
      token: colleague.token,
      body: { comment_uuid: id, body: 'Yours' },
    });
    expect([edit.status, edit.body.message]).toEqual([
      403,
      'Only the author can change this comment',
    ]);
    const del = await call(t.app, 'DELETE', '/comments?lang=id', {
      token: colleague.token,
      body: { comment_uuid: id },
    });
    expect([del.status, del.body.message]).toEqual([
      403,
      'Hanya penulis yang dapat mengubah komentar ini',
    ]);
    expect((await rowsOf(c.compliance_uuid))[0]).toMatchObject({ body: 'Mine', deleted_at: null });
  });

  it('deletes softly: a tombstone in the feed, gone from the list, 404 afterwards', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const id = cid();
    await put(a.admin.token, { comment_uuid: id, comp_uuid: c.compliance_uuid, body: 'Soon gone' });
    const res = await call(t.app, 'DELETE', '/comments', {
      token: a.admin.token,
      body: { comment_uuid: id },
    });
    expect([res.status, res.body.data]).toEqual([200, { comment_uuid: id }]);
    expect((await rowsOf(c.compliance_uuid))[0].deleted_at).not.toBeNull();
    expect((await list(a.admin.token, c.compliance_uuid)).body.data.total).toBe(0);
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(and(eq(changeFeed.collection, 'comments'), eq(changeFeed.row_id, id)));
    expect(feed.map((f) => f.op)).toEqual(['upsert', 'delete']);
    expect(
      (
        await call(t.app, 'DELETE', '/comments', {
          token: a.admin.token,
          body: { comment_uuid: id },
        })
      ).status,
    ).toBe(404);
  });

  it("answers 404 for another company's comment", async () => {
    const c = await createCompliance(t.database, b.company.company_uuid);
    const id = cid();
    await put(b.admin.token, { comment_uuid: id, comp_uuid: c.compliance_uuid, body: 'Theirs' });
    expect(
      (
        await call(t.app, 'PATCH', '/comments', {
          token: a.admin.token,
          body: { comment_uuid: id, body: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', '/comments', {
          token: a.admin.token,
          body: { comment_uuid: id },
        })
      ).status,
    ).toBe(404);
  });
});

describe('comments sync loader', () => {
  it('delivers live comments of visible compliances; a deleted one becomes a tombstone', async () => {
    const c = await createCompliance(t.database, a.company.company_uuid);
    const id = cid();
    await put(a.admin.token, { comment_uuid: id, comp_uuid: c.compliance_uuid, body: 'Synced' });
    const member = await complianceWorker(t.app, t.database, a.company);
    const outsider = await complianceWorker(t.app, t.database, a.company);
    await addMember(t.database, c, member.user_uuid, ['view']);
    const docs = async (token: string) =>
      (
        (await pullSync(t.app, '/sync/comments?limit=2000', token)).body.data.documents as {
          id: string;
          _deleted?: boolean;
          user_name?: string;
        }[]
      ).filter((d) => d.id === id);
    expect(await docs(member.token)).toEqual([
      expect.objectContaining({ id, body: 'Synced', user_name: a.admin.name, edited: false }),
    ]);
    expect((await docs(outsider.token)).filter((d) => !d._deleted)).toEqual([]);
    expect((await docs(b.admin.token)).filter((d) => !d._deleted)).toEqual([]);
    await call(t.app, 'DELETE', '/comments', { token: a.admin.token, body: { comment_uuid: id } });
    expect(await docs(member.token)).toEqual([{ id, _deleted: true }]);
  });
});
