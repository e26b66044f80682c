import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegulation } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../test/harness';

let t: TestApp;
let two: Awaited<ReturnType<typeof twoCompanies>>;
beforeAll(async () => {
  t = await createTestApp();
  two = await twoCompanies(t.app, t.database);
});
afterAll(() => t.close());

describe('regulation policy', () => {
  it('offers the bookmark action in the detail answer exactly to callers whose toggle the server accepts', async () => {
    const reg = await createRegulation(t.database);
    const offered: Record<string, boolean> = {};
    for (const [who, user] of Object.entries({ admin: two.a.admin, member: two.a.member })) {
      const detail = await call(t.app, 'GET', `/regulations/${reg.regulation_guid}`, {
        token: user.token,
      });
      const toggle = await call(t.app, 'POST', '/regulations/bookmark', {
        token: user.token,
        body: { regulation_guid: reg.regulation_guid },
      });
      expect(detail.body.data.actions).toEqual({ bookmark: toggle.status === 200 });
      offered[who] = detail.body.data.actions.bookmark;
    }
    expect(offered).toEqual({ admin: true, member: false });
  });

  it('opens, bookmarks and syncs master regulations and the own company’s, never another’s', async () => {
    const kinds = {
      master: await createRegulation(t.database),
      own: await createRegulation(t.database, { company_uuid: two.a.company.company_uuid }),
      foreign: await createRegulation(t.database, { company_uuid: two.b.company.company_uuid }),
    };
    await t.app.deps.mutations.system((m) =>
      m.feed(
        ...Object.values(kinds).map((r) => ({
          collection: 'regulations' as const,
          row_id: r.regulation_guid,
          company_uuid: r.company_uuid,
          op: 'upsert' as const,
        })),
      ),
    );
    const token = two.a.admin.token;
    const docs: { id: string; _deleted?: true }[] = [];
    for (let q = '?limit=2000'; ;) {
      const page = await pullSync(t.app, `/sync/regulations${q}`, token);
      if (page.body.data.documents.length === 0) break;
      docs.push(...page.body.data.documents);
      q = `?limit=2000&updated_at=${page.body.data.checkpoint.updated_at}&id=${page.body.data.checkpoint.id}`;
    }
    const synced = new Set(docs.filter((d) => !d._deleted).map((d) => d.id));
    for (const [kind, r] of Object.entries(kinds)) {
      const seen = kind !== 'foreign';
      expect(
        (await call(t.app, 'GET', `/regulations/${r.regulation_guid}`, { token })).status,
        kind,
      ).toBe(seen ? 200 : 404);
      const toggle = await call(t.app, 'POST', '/regulations/bookmark', {
        token,
        body: { regulation_guid: r.regulation_guid },
      });
      expect(toggle.status, kind).toBe(seen ? 200 : 404);
      expect(synced.has(r.regulation_guid), kind).toBe(seen);
    }
  });
});
