import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks } from '../../db/schema/engagement';
import { activityLogs, changeFeed } from '../../db/schema/platform';
import { createObligation, createRegulation, librarySkeleton } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let lib: Awaited<ReturnType<typeof librarySkeleton>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  lib = await librarySkeleton(t.database);
});
afterAll(() => t.close());

const toggleObligation = (
  obligation_uuid: string,
  token: string,
  headers?: Record<string, string>,
) => call(t.app, 'POST', '/obligation/bookmark', { token, body: { obligation_uuid }, headers });
const bookmarkRows = (entity: string) =>
  t.database.db.select().from(bookmarks).where(eq(bookmarks.entity_uuid, entity));

describe('POST /obligation/bookmark', () => {
  it('toggles on, off and on again, keeping one row with a stable id', async () => {
    const ob = await createObligation(t.database, lib.place);
    const on = await toggleObligation(ob.obligation_uuid, a.admin.token);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ message: 'Bookmark added', data: { bookmarked: true } });
    const id = on.body.data.bookmark_uuid;
    expect(
      (await call(t.app, 'GET', `/obligation/${ob.obligation_uuid}`, { token: a.admin.token })).body
        .data.is_bookmarked,
    ).toBe(true);

    const off = await toggleObligation(ob.obligation_uuid, a.admin.token);
    expect(off.body).toMatchObject({
      message: 'Bookmark removed',
      data: { bookmarked: false, bookmark_uuid: id },
    });
    expect((await bookmarkRows(ob.obligation_uuid))[0].deleted_at).not.toBeNull();
    expect(
      (await call(t.app, 'GET', `/obligation/${ob.obligation_uuid}`, { token: a.admin.token })).body
        .data.is_bookmarked,
    ).toBe(false);

    const again = await toggleObligation(ob.obligation_uuid, a.admin.token);
    expect(again.body.data).toEqual({ bookmarked: true, bookmark_uuid: id });
    const rows = await bookmarkRows(ob.obligation_uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      bookmark_uuid: id,
      deleted_at: null,
      user_uuid: a.admin.user_uuid,
      company_uuid: a.company.company_uuid,
      entity_type: 'obligation',
    });
  });

  it("writes the activity log and the user's change-feed entries in the same transaction", async () => {
    const ob = await createObligation(t.database, lib.place);
    const on = await toggleObligation(ob.obligation_uuid, a.admin.token);
    await toggleObligation(ob.obligation_uuid, a.admin.token);
    const id = on.body.data.bookmark_uuid;
    const feed = await t.database.db
      .select()
      .from(changeFeed)
      .where(and(eq(changeFeed.collection, 'bookmarks'), eq(changeFeed.row_id, id)));
    expect(feed.map((f) => [f.op, f.user_uuid, f.company_uuid])).toEqual([
      ['upsert', a.admin.user_uuid, a.company.company_uuid],
      ['delete', a.admin.user_uuid, a.company.company_uuid],
    ]);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, id));
    expect(logs.map((l) => l.action).sort()).toEqual(['create', 'delete']);
    expect(logs.find((l) => l.action === 'create')?.after).toMatchObject({
      entity_uuid: ob.obligation_uuid,
      bookmarked: true,
    });
  });

  it('keeps bookmarks per user', async () => {
    const ob = await createObligation(t.database, lib.place);
    await toggleObligation(ob.obligation_uuid, a.admin.token);
    const forMember = await call(t.app, 'GET', `/obligation/${ob.obligation_uuid}`, {
      token: a.member.token,
    });
    expect(forMember.body.data.is_bookmarked).toBe(false);
  });

  it('toggles once for a repeated Idempotency-Key', async () => {
    const ob = await createObligation(t.database, lib.place);
    const headers = { 'idempotency-key': '5d0c7f64-5f5b-4c55-9a31-7c1b7b0f0a01' };
    const first = await toggleObligation(ob.obligation_uuid, a.admin.token, headers);
    const repeat = await toggleObligation(ob.obligation_uuid, a.admin.token, headers);
    expect(repeat.body).toEqual(first.body);
    expect((await bookmarkRows(ob.obligation_uuid))[0].deleted_at).toBeNull();
  });

  it('answers 404 for what the caller may not open: a draft, another company’s obligation, an unknown or malformed id', async () => {
    const draft = await createObligation(t.database, lib.place, { obligation_status: 0 });
    const foreign = await createObligation(t.database, lib.place, {
      company_uuid: b.company.company_uuid,
    });
    for (const id of [
      draft.obligation_uuid,
      foreign.obligation_uuid,
      '00000000-0000-4000-8000-000000000000',
      'abc',
    ]) {
      expect((await toggleObligation(id, a.admin.token)).status).toBe(404);
    }
    expect(await bookmarkRows(draft.obligation_uuid)).toEqual([]);
    expect(await bookmarkRows(foreign.obligation_uuid)).toEqual([]);
  });

  it("lets a customer bookmark its own company's draft obligation", async () => {
    const own = await createObligation(t.database, lib.place, {
      company_uuid: a.company.company_uuid,
      obligation_status: 0,
    });
    expect((await toggleObligation(own.obligation_uuid, a.admin.token)).body.data.bookmarked).toBe(
      true,
    );
  });

  it('requires obligation_uuid and the bookmarks create privilege', async () => {
    const missing = await call(t.app, 'POST', '/obligation/bookmark', {
      token: a.admin.token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.obligation_uuid).toEqual(['This field is required']);
    const ob = await createObligation(t.database, lib.place);
    expect((await toggleObligation(ob.obligation_uuid, a.member.token)).status).toBe(403);
  });
});

describe('POST /regulations/bookmark', () => {
  it('toggles the bookmark of a readable regulation', async () => {
    const reg = await createRegulation(t.database);
    const on = await call(t.app, 'POST', '/regulations/bookmark?lang=id', {
      token: a.admin.token,
      body: { regulation_guid: reg.regulation_guid },
    });
    expect(on.body).toMatchObject({ message: 'Markah ditambahkan', data: { bookmarked: true } });
    expect(
      (await call(t.app, 'GET', `/regulations/${reg.regulation_guid}`, { token: a.admin.token }))
        .body.data.is_bookmarked,
    ).toBe(true);
    const off = await call(t.app, 'POST', '/regulations/bookmark', {
      token: a.admin.token,
      body: { regulation_guid: reg.regulation_guid },
    });
    expect(off.body.data).toEqual({ bookmarked: false, bookmark_uuid: on.body.data.bookmark_uuid });
  });

  it("answers 404 for another company's regulation", async () => {
    const foreign = await createRegulation(t.database, { company_uuid: b.company.company_uuid });
    const res = await call(t.app, 'POST', '/regulations/bookmark', {
      token: a.admin.token,
      body: { regulation_guid: foreign.regulation_guid },
    });
    expect(res.status).toBe(404);
    expect(await bookmarkRows(foreign.regulation_guid)).toEqual([]);
  });
});
