import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createObligation,
  createRegulation,
  createSector,
  createTopic,
  librarySkeleton,
  linkRegulations,
} from '../../test/content-fixtures';
import { createRole, createUser, providerCompany, twoCompanies } from '../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
let provider: Awaited<ReturnType<typeof providerCompany>>;
let place: { sector_uuid: string; topic_uuid: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
  provider = await providerCompany(t.app, t.database);
  ({ place } = await librarySkeleton(t.database));
});
afterAll(() => t.close());

/** A word no other row holds: letters only, so no stemmer or tokenizer splits it. */
const word = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

interface Hit {
  _id: string;
  _score: number;
  _source: Record<string, unknown> & { type: string };
}
const filter = async (token: string, body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/search-filter', { token, body: { limit: 100, ...body } });
  expect(res.status).toBe(200);
  return res.body.data.hits as { total: { value: number }; hits: Hit[] };
};
const ids = (hits: { hits: Hit[] }) => hits.hits.map((h) => h._id);

describe('POST /search-filter', () => {
  it('finds an obligation by an English word and by an Indonesian word, in the Elasticsearch shape', async () => {
    const tag = word();
    const ob = await createObligation(t.database, place, {
      comp_title_en: `Hazardous material handling ${tag}`,
      comp_title_id: `Penanganan bahan berbahaya ${tag}`,
      regulation_obligation_description_en: 'Report the storage of dangerous goods every quarter.',
      regulation_obligation_description_id:
        'Pengelolaan limbah B3 wajib dilaporkan setiap triwulan.',
    });
    const english = await filter(a.member.token, {
      q: 'dangerous goods storage',
      type: 'obligations',
    });
    expect(ids(english)).toContain(ob.obligation_uuid);
    const indonesian = await filter(a.member.token, { q: 'limbah' });
    expect(ids(indonesian)).toContain(ob.obligation_uuid);
    const hit = indonesian.hits.find((h) => h._id === ob.obligation_uuid)!;
    expect(hit._score).toBeGreaterThan(0);
    expect(hit._source).toMatchObject({
      type: 'obligations',
      obligation_uuid: ob.obligation_uuid,
      title: `Hazardous material handling ${tag}`,
      sanction: 'administrative',
    });
    expect(indonesian.total.value).toBeGreaterThanOrEqual(1);
    // the Indonesian stemmer: "perizinan" is found by "izin"
    const permit = await createObligation(t.database, place, {
      comp_title_id: `Perizinan lingkungan ${tag}`,
      regulation_obligation_description_id: null,
    });
    expect(ids(await filter(a.member.token, { q: `izin ${tag}`, type: 'obligations' }))[0]).toBe(
      permit.obligation_uuid,
    );
  });

  it('finds a title with a typo through trigram similarity', async () => {
    const tag = word();
    const ob = await createObligation(t.database, place, {
      comp_title_id: `Pemeriksaan keselamatan kerja ${tag}`,
      regulation_obligation_description_id: null,
    });
    expect(ids(await filter(a.member.token, { q: 'keselamtan', type: 'obligations' }))).toContain(
      ob.obligation_uuid,
    );
  });

  it('ranks the exact title first', async () => {
    const tag = word();
    const longer = await createObligation(t.database, place, {
      comp_title_en: `Waste permit ${tag} renewal for every factory`,
      regulation_obligation_description_en: `Waste permit ${tag}: the waste permit must be renewed. Waste permit ${tag}.`,
    });
    const exact = await createObligation(t.database, place, {
      comp_title_en: `Waste permit ${tag}`,
    });
    const res = await filter(a.member.token, { q: `Waste permit ${tag}`, type: 'obligations' });
    expect(ids(res)).toEqual([exact.obligation_uuid, longer.obligation_uuid]);
    expect(res.hits[0]._score).toBeGreaterThan(res.hits[1]._score);
  });

  it('omits drafts and inactive obligations for customers; the provider finds them', async () => {
    const tag = word();
    const published = await createObligation(t.database, place, {
      comp_title_en: `Published ${tag}`,
    });
    const draft = await createObligation(t.database, place, {
      comp_title_en: `Draft ${tag}`,
      obligation_status: 0,
    });
    await createObligation(t.database, place, {
      comp_title_en: `Inactive ${tag}`,
      is_active: false,
    });
    expect(ids(await filter(a.member.token, { q: tag }))).toEqual([published.obligation_uuid]);
    expect(ids(await filter(provider.admin.token, { q: tag }))).toEqual(
      expect.arrayContaining([published.obligation_uuid, draft.obligation_uuid]),
    );
    const suggested = await call(t.app, 'GET', `/search/suggestions?q=${tag}`, {
      token: a.member.token,
    });
    expect(suggested.body.data.map((s: { id: string }) => s.id)).toEqual([
      published.obligation_uuid,
    ]);
  });

  it('filters: a regulation filter leaves obligations out, an obligation filter regulations', async () => {
    const tag = word();
    const ob = await createObligation(t.database, place, {
      comp_title_en: `Filtered ${tag}`,
      priority: 'low',
    });
    const reg = await createRegulation(t.database, {
      title_en: `Filtered ${tag}`,
      legal_status: 'repealed',
      year: 2011,
    });
    expect(ids(await filter(a.member.token, { q: tag })).sort()).toEqual(
      [ob.obligation_uuid, reg.regulation_guid].sort(),
    );
    expect(
      ids(
        await filter(a.member.token, { q: tag, filters: { legal_status: 'repealed', year: 2011 } }),
      ),
    ).toEqual([reg.regulation_guid]);
    expect(ids(await filter(a.member.token, { q: tag, filters: { year: 2012 } }))).toEqual([]);
    expect(ids(await filter(a.member.token, { q: tag, filters: { priority: 'low' } }))).toEqual([
      ob.obligation_uuid,
    ]);
    const paged = await filter(a.member.token, { q: tag, limit: 1, page: 2 });
    expect(paged.total.value).toBe(2);
    expect(paged.hits).toHaveLength(1);
  });

  it('validates the body with the specification messages', async () => {
    const res = await call(t.app, 'POST', '/search-filter', {
      token: a.member.token,
      body: { q: '', type: 'nope' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['q', 'type']);
  });
});

describe('cross-company', () => {
  it("never returns another company's own rows, through any search", async () => {
    const tag = word();
    const sectorB = await createSector(t.database, {
      name_en: `Sector ${tag}`,
      company_uuid: b.company.company_uuid,
    });
    const topicB = await createTopic(t.database, sectorB.sector_uuid, {
      title_en: `Topic ${tag}`,
      company_uuid: b.company.company_uuid,
    });
    const obB = await createObligation(t.database, place, {
      comp_title_en: `Own ${tag}`,
      company_uuid: b.company.company_uuid,
    });
    const regB = await createRegulation(t.database, {
      title_en: `Own ${tag}`,
      company_uuid: b.company.company_uuid,
    });
    const foreign = [
      sectorB.sector_uuid,
      topicB.topic_uuid,
      obB.obligation_uuid,
      regB.regulation_guid,
    ];

    const suggestedA = await call(t.app, 'GET', `/search/suggestions?q=${tag}`, {
      token: a.admin.token,
    });
    expect(suggestedA.body.data).toEqual([]);
    expect(ids(await filter(a.admin.token, { q: tag }))).toEqual([]);
    for (const type of ['sector', 'topics', 'regulations', 'regulations_hierarchy']) {
      const res = await call(t.app, 'GET', `/search?q=${tag}&type=${type}`, {
        token: a.admin.token,
      });
      expect([type, res.status, res.body.data.total]).toEqual([type, 200, 0]);
    }
    // company B finds its own rows
    const suggestedB = await call(t.app, 'GET', `/search/suggestions?q=${tag}`, {
      token: b.member.token,
    });
    expect(suggestedB.body.data.map((s: { id: string }) => s.id).sort()).toEqual(
      [...foreign].sort(),
    );
    expect(suggestedB.body.data.find((s: { type: string }) => s.type === 'topic')).toMatchObject({
      id: topicB.topic_uuid,
      sector_id: sectorB.sector_uuid,
    });
    expect(ids(await filter(b.member.token, { q: tag })).sort()).toEqual(
      [obB.obligation_uuid, regB.regulation_guid].sort(),
    );
  });
});

describe('GET /search', () => {
  it('answers the list envelope by type, limited to the page section', async () => {
    const tag = word();
    const sector = await createSector(t.database, {
      name_en: `Mining ${tag}`,
      name_id: `Pertambangan ${tag}`,
    });
    const otherSector = await createSector(t.database);
    const topic = await createTopic(t.database, sector.sector_uuid, {
      title_en: `Blasting ${tag}`,
      title_id: `Peledakan ${tag}`,
    });
    await createTopic(t.database, otherSector.sector_uuid, {
      title_en: `Blasting ${tag} elsewhere`,
    });
    const sectors = await call(t.app, 'GET', `/search?q=${tag}&type=sector&lang=id`, {
      token: a.member.token,
    });
    expect(sectors.body.data).toMatchObject({ page: 1, limit: 20, total: 1, total_page: 1 });
    expect(sectors.body.data.data[0]).toMatchObject({
      type: 'sector',
      sector_uuid: sector.sector_uuid,
      title: `Pertambangan ${tag}`,
    });
    const topics = await call(
      t.app,
      'GET',
      `/search?q=${tag}&type=topics&page_section_id=${sector.sector_uuid}`,
      { token: a.member.token },
    );
    expect(topics.body.data.data.map((r: { topic_uuid: string }) => r.topic_uuid)).toEqual([
      topic.topic_uuid,
    ]);
    expect(topics.body.data.data[0]).toMatchObject({
      type: 'topics',
      sector_uuid: sector.sector_uuid,
      title: `Blasting ${tag}`,
    });
  });

  it('regulations_hierarchy answers only regulations with visible links, with their links', async () => {
    const tag = word();
    const linked = await createRegulation(t.database, {
      title_en: `Linked ${tag}`,
      abstract_id: `Tentang pertambangan mineral ${tag}`,
    });
    const target = await createRegulation(t.database, { title_en: `Target rule` });
    await createRegulation(t.database, { title_en: `Lonely ${tag}` });
    await linkRegulations(t.database, linked.regulation_guid, 'amends', target.regulation_guid);
    const res = await call(t.app, 'GET', `/search?q=${tag}&type=regulations_hierarchy`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.data).toHaveLength(1);
    expect(res.body.data.data[0]).toMatchObject({
      type: 'regulations_hierarchy',
      regulation_guid: linked.regulation_guid,
      links: [
        { relation: 'amends', regulation_guid: target.regulation_guid, title: 'Target rule' },
      ],
    });
    const plain = await call(t.app, 'GET', `/search?q=${tag}&type=regulations`, {
      token: a.member.token,
    });
    expect(plain.body.data.total).toBe(2);
    expect(plain.body.data.data[0]).toHaveProperty('regulation_type', 'government_regulation');
  });

  it('checks the module of the type: 403 without it', async () => {
    const role = await createRole(t.database, a.company.company_uuid, `Library only ${word()}`, {
      library: ['view'],
    });
    const user = await createUser(t.database, a.company, { roles: [role.role_uuid] });
    const token = await loginAs(t.app, user.email);
    expect((await call(t.app, 'GET', '/search?q=abc&type=regulations', { token })).status).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/search?q=abc&type=sector', { token })).status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/search-filter', { token, body: { q: 'abc' } })).status,
    ).toBe(403);
    const tag = word();
    await createObligation(t.database, place, { comp_title_en: `Hidden ${tag}` });
    const suggested = await call(t.app, 'GET', `/search/suggestions?q=${tag}`, { token });
    expect(suggested.body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/search?q=abc&type=nope', { token })).status).toBe(400);
  });
});

describe('GET /search/suggestions', () => {
  it('suggests from two characters, titles in the request language, prefix matches first', async () => {
    const tag = word();
    const ob = await createObligation(t.database, place, {
      comp_title_en: `${tag} air emission report`,
      comp_title_id: `${tag} laporan emisi udara`,
    });
    const reg = await createRegulation(t.database, {
      title_en: `Regulation on ${tag}`,
      title_id: `Peraturan tentang ${tag}`,
    });
    const one = await call(t.app, 'GET', `/search/suggestions?q=z`, { token: a.member.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual([]);
    const res = await call(t.app, 'GET', `/search/suggestions?q=${tag}&lang=id`, {
      token: a.member.token,
    });
    expect(res.body.data).toEqual([
      { type: 'obligation', id: ob.obligation_uuid, title: `${tag} laporan emisi udara` },
      { type: 'regulation', id: reg.regulation_guid, title: `Peraturan tentang ${tag}` },
    ]);
    const partial = await call(t.app, 'GET', `/search/suggestions?q=${tag.slice(0, 6)}`, {
      token: a.member.token,
    });
    expect(partial.body.data.map((s: { id: string }) => s.id)).toContain(ob.obligation_uuid);
    expect(partial.body.data.length).toBeLessThanOrEqual(10);
  });
});
