import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, createTopic, librarySkeleton } from '../../test/content-fixtures';
import { providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let provider: Awaited<ReturnType<typeof providerCompany>>;
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  provider = await providerCompany(t.app, t.database);
});
afterAll(() => t.close());

const list = (query: string, token: string) =>
  call(t.app, 'GET', `/obligation/list?${query}`, { token });
const ids = (res: { body: { data: { data: { obligation_uuid: string }[] } } }) =>
  res.body.data.data.map((o) => o.obligation_uuid).sort();

describe('GET /obligation/list', () => {
  it('lists published active master obligations and the own company ones to a customer; drafts to the provider', async () => {
    const lib = await librarySkeleton(t.database);
    const published = await createObligation(t.database, lib.place);
    const draft = await createObligation(t.database, lib.place, { obligation_status: 0 });
    const repealed = await createObligation(t.database, lib.place, { obligation_status: -2 });
    const inactive = await createObligation(t.database, lib.place, { is_active: false });
    const own = await createObligation(t.database, lib.place, {
      company_uuid: a.company.company_uuid,
    });
    const foreign = await createObligation(t.database, lib.place, {
      company_uuid: b.company.company_uuid,
    });
    const q = `sector_uuid=${lib.sector.sector_uuid}`;
    expect(ids(await list(q, a.member.token))).toEqual(
      [published, own].map((o) => o.obligation_uuid).sort(),
    );
    expect(ids(await list(q, provider.admin.token))).toEqual(
      [published, draft, repealed, inactive].map((o) => o.obligation_uuid).sort(),
    );
    expect(ids(await list(q, b.member.token))).toEqual(
      [published, foreign].map((o) => o.obligation_uuid).sort(),
    );
  });

  it('answers the list envelope with titles of the sector, topic and subtopic in the request language', async () => {
    const lib = await librarySkeleton(t.database);
    const ob = await createObligation(t.database, lib.place);
    const res = await list(`sector_uuid=${lib.sector.sector_uuid}&lang=id`, a.member.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 20, total: 1, total_page: 1 });
    expect(res.body.data.data[0]).toMatchObject({
      obligation_uuid: ob.obligation_uuid,
      comp_title: ob.comp_title_id,
      sector_title: lib.sector.name_id,
      topic_title: lib.topic.title_id,
      subtopic_title: lib.subtopic.title_id,
      is_bookmarked: false,
    });
  });

  it('filters by topic (its subtopics included), type, priority, sanction and search', async () => {
    const lib = await librarySkeleton(t.database);
    const otherTopic = await createTopic(t.database, lib.sector.sector_uuid, { sort: 1 });
    const inSub = await createObligation(t.database, lib.place, {
      comp_title_en: 'Report 100% of waste_water',
    });
    const inOther = await createObligation(
      t.database,
      { sector_uuid: lib.sector.sector_uuid, topic_uuid: otherTopic.topic_uuid },
      {
        type: 'licensing',
        priority: 'low',
        sanction: 'criminal',
        comp_title_id: 'Izin lingkungan khusus',
      },
    );
    const s = `sector_uuid=${lib.sector.sector_uuid}`;
    expect(ids(await list(`${s}&topic_uuid=${lib.topic.topic_uuid}`, a.member.token))).toEqual([
      inSub.obligation_uuid,
    ]);
    expect(ids(await list(`${s}&topic_uuid=${otherTopic.topic_uuid}`, a.member.token))).toEqual([
      inOther.obligation_uuid,
    ]);
    expect(ids(await list(`${s}&type=licensing`, a.member.token))).toEqual([
      inOther.obligation_uuid,
    ]);
    expect(ids(await list(`${s}&priority=low`, a.member.token))).toEqual([inOther.obligation_uuid]);
    expect(ids(await list(`${s}&sanction=criminal`, a.member.token))).toEqual([
      inOther.obligation_uuid,
    ]);
    expect(ids(await list(`${s}&search=lingkungan%20KHUSUS`, a.member.token))).toEqual([
      inOther.obligation_uuid,
    ]);
    // Wildcards in the search text are taken literally.
    expect(ids(await list(`${s}&search=100%25`, a.member.token))).toEqual([inSub.obligation_uuid]);
    expect(ids(await list(`${s}&search=_`, a.member.token))).toEqual([inSub.obligation_uuid]);
  });

  it('pages with limit and reports total_page', async () => {
    const lib = await librarySkeleton(t.database);
    for (let i = 0; i < 5; i++) await createObligation(t.database, lib.place, { sort: i });
    const res = await list(`sector_uuid=${lib.sector.sector_uuid}&limit=2&page=3`, a.member.token);
    expect(res.body.data).toMatchObject({ page: 3, limit: 2, total: 5, total_page: 3 });
    expect(res.body.data.data).toHaveLength(1);
  });

  it('lists only the caller’s own bookmarks with is_bookmark=1', async () => {
    const lib = await librarySkeleton(t.database);
    const [mine, theirs] = [
      await createObligation(t.database, lib.place),
      await createObligation(t.database, lib.place),
    ];
    await createObligation(t.database, lib.place);
    await call(t.app, 'POST', '/obligation/bookmark', {
      token: a.admin.token,
      body: { obligation_uuid: mine.obligation_uuid },
    });
    await call(t.app, 'POST', '/obligation/bookmark', {
      token: b.admin.token,
      body: { obligation_uuid: theirs.obligation_uuid },
    });
    const res = await list(`sector_uuid=${lib.sector.sector_uuid}&is_bookmark=1`, a.admin.token);
    expect(ids(res)).toEqual([mine.obligation_uuid]);
    expect(res.body.data.data[0].is_bookmarked).toBe(true);
    expect(
      ids(await list(`sector_uuid=${lib.sector.sector_uuid}&is_bookmark=1`, a.member.token)),
    ).toEqual([]);
  });

  it('refuses an unknown filter value with a field error', async () => {
    const res = await list('type=monthly&sector_uuid=nope', a.member.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['sector_uuid', 'type']);
  });
});
