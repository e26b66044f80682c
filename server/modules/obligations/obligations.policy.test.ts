import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, pullSync, type TestApp } from '../../test/harness';
import { callerOf } from '../../lib/caller';
import { canSeeObligation } from '../library/library.policy';

let t: TestApp;
let two: Awaited<ReturnType<typeof twoCompanies>>;
let provider: Awaited<ReturnType<typeof providerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  two = await twoCompanies(t.app, t.database);
  provider = await providerCompany(t.app, t.database);
});
afterAll(() => t.close());

/** One obligation of every kind a caller may meet: master, own and another company's, in every status. */
async function everyKind(lib: Awaited<ReturnType<typeof librarySkeleton>>) {
  const kinds: Record<string, Awaited<ReturnType<typeof createObligation>>> = {};
  const owners = {
    master: null,
    own: two.a.company.company_uuid,
    foreign: two.b.company.company_uuid,
  };
  for (const [owner, company_uuid] of Object.entries(owners)) {
    kinds[`${owner} published`] = await createObligation(t.database, lib.place, { company_uuid });
    kinds[`${owner} draft`] = await createObligation(t.database, lib.place, {
      company_uuid,
      obligation_status: 0,
    });
    kinds[`${owner} repealed`] = await createObligation(t.database, lib.place, {
      company_uuid,
      obligation_status: -2,
    });
    kinds[`${owner} inactive`] = await createObligation(t.database, lib.place, {
      company_uuid,
      is_active: false,
    });
  }
  await t.app.deps.mutations.system((m) =>
    m.feed(
      ...Object.values(kinds).map((o) => ({
        collection: 'obligations' as const,
        row_id: o.obligation_uuid,
        company_uuid: o.company_uuid,
        op: 'upsert' as const,
      })),
    ),
  );
  return kinds;
}

/** The kinds a caller sees through each way in: list, detail, bookmark, sync and the policy's row guard. */
async function seenThroughEachWay(
  kinds: Awaited<ReturnType<typeof everyKind>>,
  token: string,
  caller: ReturnType<typeof callerOf>,
  sector: string,
) {
  const nameOf = new Map(Object.entries(kinds).map(([k, o]) => [o.obligation_uuid, k]));
  const names = (ids: string[]) =>
    ids
      .map((id) => nameOf.get(id))
      .filter((n): n is string => n !== undefined)
      .sort();
  const list = await call(t.app, 'GET', `/obligation/list?sector_uuid=${sector}&limit=100`, {
    token,
  });
  const docs: { id: string; _deleted?: true }[] = [];
  for (let q = '?limit=2000'; ;) {
    const page = await pullSync(t.app, `/sync/obligations${q}`, token);
    if (page.body.data.documents.length === 0) break;
    docs.push(...page.body.data.documents);
    q = `?limit=2000&updated_at=${page.body.data.checkpoint.updated_at}&id=${page.body.data.checkpoint.id}`;
  }
  const opened: string[] = [];
  const bookmarked: string[] = [];
  for (const o of Object.values(kinds)) {
    if ((await call(t.app, 'GET', `/obligation/${o.obligation_uuid}`, { token })).status === 200)
      opened.push(o.obligation_uuid);
    const toggle = await call(t.app, 'POST', '/obligation/bookmark', {
      token,
      body: { obligation_uuid: o.obligation_uuid },
    });
    if (toggle.status === 200) bookmarked.push(o.obligation_uuid);
  }
  return {
    list: names(list.body.data.data.map((o: { obligation_uuid: string }) => o.obligation_uuid)),
    detail: names(opened),
    bookmark: names(bookmarked),
    sync: names(docs.filter((d) => !d._deleted).map((d) => d.id)),
    guard: names(
      Object.values(kinds)
        .filter((o) => canSeeObligation(caller, o))
        .map((o) => o.obligation_uuid),
    ),
  };
}

describe('obligation policy: one rule for list, detail, bookmark and sync', () => {
  it('shows a customer published active master content and every obligation of its own, drafts included, the same way everywhere', async () => {
    const lib = await librarySkeleton(t.database);
    const kinds = await everyKind(lib);
    const caller = {
      companyUuid: two.a.company.company_uuid,
      userUuid: two.a.admin.user_uuid,
      isProvider: false,
    };
    const seen = await seenThroughEachWay(kinds, two.a.admin.token, caller, lib.sector.sector_uuid);
    const expected = [
      'master published',
      'own draft',
      'own inactive',
      'own published',
      'own repealed',
    ];
    expect(seen).toEqual({
      list: expected,
      detail: expected,
      bookmark: expected,
      sync: expected,
      guard: expected,
    });
  });

  it('shows the provider every master obligation and no customer’s own, the same way everywhere', async () => {
    const lib = await librarySkeleton(t.database);
    const kinds = await everyKind(lib);
    const caller = {
      companyUuid: provider.company.company_uuid,
      userUuid: provider.admin.user_uuid,
      isProvider: true,
    };
    const seen = await seenThroughEachWay(
      kinds,
      provider.admin.token,
      caller,
      lib.sector.sector_uuid,
    );
    const expected = ['master draft', 'master inactive', 'master published', 'master repealed'];
    expect(seen).toEqual({
      list: expected,
      detail: expected,
      bookmark: expected,
      sync: expected,
      guard: expected,
    });
  });
});

describe('obligation actions in the detail answer', () => {
  it('offers the bookmark action exactly to callers whose toggle the server accepts', async () => {
    const lib = await librarySkeleton(t.database);
    const ob = await createObligation(t.database, lib.place);
    for (const user of [two.a.admin, two.a.member]) {
      const detail = await call(t.app, 'GET', `/obligation/${ob.obligation_uuid}`, {
        token: user.token,
      });
      const toggle = await call(t.app, 'POST', '/obligation/bookmark', {
        token: user.token,
        body: { obligation_uuid: ob.obligation_uuid },
      });
      expect(detail.body.data.actions).toEqual({ bookmark: toggle.status === 200 });
    }
    const member = await call(t.app, 'GET', `/obligation/${ob.obligation_uuid}`, {
      token: two.a.member.token,
    });
    expect(member.body.data.actions).toEqual({ bookmark: false });
  });
});
