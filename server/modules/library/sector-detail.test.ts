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

const detail = (id: string, token: string, lang = 'en') =>
  call(t.app, 'GET', `/v2/sectors/${id}?lang=${lang}`, { token });
const obligationIds = (data: {
  topics: {
    obligations: { obligation_uuid: string }[];
    subtopics: { obligations: { obligation_uuid: string }[] }[];
  }[];
}) =>
  data.topics
    .flatMap((tp) => [...tp.obligations, ...tp.subtopics.flatMap((s) => s.obligations)])
    .map((o) => o.obligation_uuid)
    .sort();

describe('GET /v2/sectors/:id', () => {
  it('answers the sector and its tree of topics, subtopics and obligations in sort order, in the request language', async () => {
    const sector = await createSector(t.database, {
      description_en: 'About',
      description_id: 'Tentang',
    });
    const second = await createTopic(t.database, sector.sector_uuid, { sort: 2 });
    const first = await createTopic(t.database, sector.sector_uuid, { sort: 1 });
    const subB = await createTopic(t.database, sector.sector_uuid, {
      parent_uuid: first.topic_uuid,
      sort: 2,
    });
    const subA = await createTopic(t.database, sector.sector_uuid, {
      parent_uuid: first.topic_uuid,
      sort: 1,
    });
    const ob2 = await createObligation(
      t.database,
      { sector_uuid: sector.sector_uuid, topic_uuid: subA.topic_uuid },
      { sort: 2 },
    );
    const ob1 = await createObligation(
      t.database,
      { sector_uuid: sector.sector_uuid, topic_uuid: subA.topic_uuid },
      { sort: 1, type: 'licensing' },
    );
    const direct = await createObligation(t.database, {
      sector_uuid: sector.sector_uuid,
      topic_uuid: second.topic_uuid,
    });

    const res = await detail(sector.sector_uuid, a.member.token, 'id');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      sector_uuid: sector.sector_uuid,
      code: sector.code,
      name: sector.name_id,
      description: 'Tentang',
    });
    expect(data.topics.map((tp: { topic_uuid: string }) => tp.topic_uuid)).toEqual([
      first.topic_uuid,
      second.topic_uuid,
    ]);
    expect(data.topics[0]).toMatchObject({
      title: first.title_id,
      title_en: first.title_en,
      parent_uuid: null,
      obligations: [],
    });
    expect(data.topics[0].subtopics.map((s: { topic_uuid: string }) => s.topic_uuid)).toEqual([
      subA.topic_uuid,
      subB.topic_uuid,
    ]);
    expect(data.topics[0].subtopics[0].obligations).toEqual([
      {
        obligation_uuid: ob1.obligation_uuid,
        comp_title: ob1.comp_title_id,
        type: 'licensing',
        priority: 'high',
        sanction: 'administrative',
        obligation_status: 1,
        version_code: 1,
        is_active: true,
      },
      expect.objectContaining({ obligation_uuid: ob2.obligation_uuid }),
    ]);
    expect(
      data.topics[1].obligations.map((o: { obligation_uuid: string }) => o.obligation_uuid),
    ).toEqual([direct.obligation_uuid]);
  });

  it('shows customers only published active obligations; the provider sees drafts, repealed and inactive ones', async () => {
    const lib = await librarySkeleton(t.database);
    const published = await createObligation(t.database, lib.place);
    const hidden = [
      await createObligation(t.database, lib.place, { obligation_status: 0 }),
      await createObligation(t.database, lib.place, { obligation_status: -2 }),
      await createObligation(t.database, lib.place, { is_active: false }),
    ];
    expect(obligationIds((await detail(lib.sector.sector_uuid, a.member.token)).body.data)).toEqual(
      [published.obligation_uuid],
    );
    expect(
      obligationIds((await detail(lib.sector.sector_uuid, provider.admin.token)).body.data),
    ).toEqual([published, ...hidden].map((o) => o.obligation_uuid).sort());
  });

  it("includes the own company's topics and obligations and never another company's", async () => {
    const lib = await librarySkeleton(t.database);
    const ownTopic = await createTopic(t.database, lib.sector.sector_uuid, {
      company_uuid: a.company.company_uuid,
      sort: 5,
    });
    const foreignTopic = await createTopic(t.database, lib.sector.sector_uuid, {
      company_uuid: b.company.company_uuid,
      sort: 6,
    });
    const own = await createObligation(t.database, lib.place, {
      company_uuid: a.company.company_uuid,
    });
    await createObligation(t.database, lib.place, { company_uuid: b.company.company_uuid });
    await createObligation(t.database, {
      sector_uuid: lib.sector.sector_uuid,
      topic_uuid: foreignTopic.topic_uuid,
    });
    const res = await detail(lib.sector.sector_uuid, a.member.token);
    expect(res.body.data.topics.map((tp: { topic_uuid: string }) => tp.topic_uuid)).toEqual([
      lib.topic.topic_uuid,
      ownTopic.topic_uuid,
    ]);
    expect(obligationIds(res.body.data)).toEqual([own.obligation_uuid]);
    expect(JSON.stringify(res.body)).not.toContain(b.company.company_uuid);
  });

  it("answers 404 for another company's sector, an inactive sector (customer), a deleted or malformed id", async () => {
    const foreign = await createSector(t.database, { company_uuid: b.company.company_uuid });
    const inactive = await createSector(t.database, { is_active: false });
    const deleted = await createSector(t.database, { deleted_at: new Date().toISOString() });
    for (const id of [foreign.sector_uuid, inactive.sector_uuid, deleted.sector_uuid, 'nope']) {
      expect((await detail(id, a.admin.token)).status).toBe(404);
    }
    expect((await detail(inactive.sector_uuid, provider.admin.token)).status).toBe(200);
  });
});

describe('GET /v2/sectors-last-sync', () => {
  it("answers a customer its own company's last sync, whatever companyUUID it sends", async () => {
    const base = (await call(t.app, 'GET', '/v2/sectors-last-sync', { token: a.member.token })).body
      .data.last_sync_at as string | null;
    const later = new Date(
      Math.max(Date.now(), base ? Date.parse(base) : 0) + 86400e3,
    ).toISOString();
    await createSector(t.database, { company_uuid: b.company.company_uuid, last_synced_at: later });
    const res = await call(
      t.app,
      'GET',
      `/v2/sectors-last-sync?companyUUID=${b.company.company_uuid}`,
      { token: a.member.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ last_sync_at: base });
    const asB = await call(t.app, 'GET', '/v2/sectors-last-sync', { token: b.member.token });
    expect(asB.body.data.last_sync_at).toBe(later);
  });

  it('lets the provider ask about a customer company', async () => {
    const later = new Date(Date.now() + 3 * 86400e3).toISOString();
    const sector = await createSector(t.database, {
      company_uuid: a.company.company_uuid,
      last_synced_at: later,
    });
    const res = await call(
      t.app,
      'GET',
      `/v2/sectors-last-sync?companyUUID=${a.company.company_uuid}`,
      { token: provider.admin.token },
    );
    expect(res.body.data.last_sync_at).toBe(
      sector.last_synced_at && new Date(sector.last_synced_at).toISOString(),
    );
  });

  it('refuses a malformed companyUUID', async () => {
    const res = await call(t.app, 'GET', '/v2/sectors-last-sync?companyUUID=abc', {
      token: provider.admin.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.companyUUID).toBeDefined();
  });
});
