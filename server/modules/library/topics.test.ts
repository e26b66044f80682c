import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createObligation,
  createSector,
  createTopic,
  librarySkeleton,
} from '../../test/content-fixtures';
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

describe('GET /v2/topics', () => {
  it("lists a sector's top-level topics in sort order with subtopic and published obligation counts", async () => {
    const lib = await librarySkeleton(t.database);
    const later = await createTopic(t.database, lib.sector.sector_uuid, { sort: 3 });
    await createTopic(t.database, lib.sector.sector_uuid, {
      parent_uuid: lib.topic.topic_uuid,
      sort: 1,
    });
    await createObligation(t.database, lib.place);
    await createObligation(t.database, {
      sector_uuid: lib.sector.sector_uuid,
      topic_uuid: lib.topic.topic_uuid,
    });
    await createObligation(t.database, lib.place, { obligation_status: 0 });
    const res = await call(
      t.app,
      'GET',
      `/v2/topics?sector_uuid=${lib.sector.sector_uuid}&lang=id`,
      { token: a.member.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page: 1, limit: 20, total: 2, total_page: 1 });
    expect(res.body.data.data[0]).toMatchObject({
      topic_uuid: lib.topic.topic_uuid,
      title: lib.topic.title_id,
      parent_uuid: null,
      subtopic_count: 2,
      obligation_count: 2,
    });
    expect(res.body.data.data[1].topic_uuid).toBe(later.topic_uuid);
    const asProvider = await call(
      t.app,
      'GET',
      `/v2/topics?sector_uuid=${lib.sector.sector_uuid}`,
      { token: provider.admin.token },
    );
    expect(asProvider.body.data.data[0].obligation_count).toBe(3);
  });

  it('lists the subtopics of a topic with parent_uuid', async () => {
    const lib = await librarySkeleton(t.database);
    const res = await call(t.app, 'GET', `/v2/topics?parent_uuid=${lib.topic.topic_uuid}`, {
      token: a.member.token,
    });
    expect(res.body.data.data.map((tp: { topic_uuid: string }) => tp.topic_uuid)).toEqual([
      lib.subtopic.topic_uuid,
    ]);
  });

  it("never lists another company's topics or the topics of an inactive sector", async () => {
    const lib = await librarySkeleton(t.database);
    await createTopic(t.database, lib.sector.sector_uuid, { company_uuid: b.company.company_uuid });
    const own = await createTopic(t.database, lib.sector.sector_uuid, {
      company_uuid: a.company.company_uuid,
      sort: 9,
    });
    const res = await call(t.app, 'GET', `/v2/topics?sector_uuid=${lib.sector.sector_uuid}`, {
      token: a.member.token,
    });
    expect(res.body.data.data.map((tp: { topic_uuid: string }) => tp.topic_uuid)).toEqual([
      lib.topic.topic_uuid,
      own.topic_uuid,
    ]);
    const inactive = await librarySkeleton(t.database, { is_active: false });
    const hidden = await call(
      t.app,
      'GET',
      `/v2/topics?sector_uuid=${inactive.sector.sector_uuid}`,
      { token: a.member.token },
    );
    expect(hidden.body.data.total).toBe(0);
  });
});

describe('GET /topics/filter/list', () => {
  it('lists the topics and subtopics of a sector, uuid and title, each subtopic after its topic', async () => {
    const sector = await createSector(t.database);
    const t2 = await createTopic(t.database, sector.sector_uuid, { sort: 2 });
    const t1 = await createTopic(t.database, sector.sector_uuid, { sort: 1 });
    const s1 = await createTopic(t.database, sector.sector_uuid, { parent_uuid: t1.topic_uuid });
    await createTopic(t.database, sector.sector_uuid, { company_uuid: b.company.company_uuid });
    const res = await call(
      t.app,
      'GET',
      `/topics/filter/list?sector_uuid=${sector.sector_uuid}&lang=id`,
      { token: a.member.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.data).toEqual([
      {
        topic_uuid: t1.topic_uuid,
        parent_uuid: null,
        sector_uuid: sector.sector_uuid,
        title: t1.title_id,
      },
      {
        topic_uuid: s1.topic_uuid,
        parent_uuid: t1.topic_uuid,
        sector_uuid: sector.sector_uuid,
        title: s1.title_id,
      },
      {
        topic_uuid: t2.topic_uuid,
        parent_uuid: null,
        sector_uuid: sector.sector_uuid,
        title: t2.title_id,
      },
    ]);
  });
});
