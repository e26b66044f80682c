import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegulation, linkRegulations } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let b: Awaited<ReturnType<typeof twoCompanies>>['b'];
beforeAll(async () => {
  t = await createTestApp();
  ({ a, b } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

describe('GET /regulations/central/:id', () => {
  it('answers the regulation with its direct neighbours grouped by relation, leaving out foreign ones', async () => {
    const law = await createRegulation(t.database, { type: 'law' });
    const implementing = await createRegulation(t.database, { year: 2021 });
    const amending = await createRegulation(t.database, { year: 2022 });
    const foreign = await createRegulation(t.database, { company_uuid: b.company.company_uuid });
    await linkRegulations(
      t.database,
      implementing.regulation_guid,
      'implements',
      law.regulation_guid,
    );
    await linkRegulations(t.database, amending.regulation_guid, 'amends', law.regulation_guid);
    await linkRegulations(t.database, foreign.regulation_guid, 'revokes', law.regulation_guid);
    const res = await call(t.app, 'GET', `/regulations/central/${law.regulation_guid}`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.regulation).toMatchObject({
      regulation_guid: law.regulation_guid,
      title: law.title_en,
      type: 'law',
    });
    expect(res.body.data.relations).toEqual({
      amends: [],
      amended_by: [
        expect.objectContaining({ regulation_guid: amending.regulation_guid, year: 2022 }),
      ],
      implements: [],
      implemented_by: [
        expect.objectContaining({
          regulation_guid: implementing.regulation_guid,
          title: implementing.title_en,
        }),
      ],
      revokes: [],
      revoked_by: [],
    });
    expect(JSON.stringify(res.body)).not.toContain(foreign.regulation_guid);
  });
});

describe('GET /v2/regulations/hierarchy/:id', () => {
  it('lists the links as pages of at most 100 with total_page', async () => {
    const law = await createRegulation(t.database, { type: 'law' });
    for (let i = 0; i < 3; i++) {
      const r = await createRegulation(t.database, { year: 2010 + i });
      await linkRegulations(t.database, r.regulation_guid, 'implements', law.regulation_guid);
    }
    const all = await call(
      t.app,
      'GET',
      `/v2/regulations/hierarchy/${law.regulation_guid}?lang=id`,
      { token: a.member.token },
    );
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ page: 1, limit: 100, total: 3, total_page: 1 });
    expect(all.body.data.data[0]).toMatchObject({
      relation: 'implemented_by',
      relation_label: 'Dilaksanakan oleh',
      year: 2012,
    });
    const paged = await call(
      t.app,
      'GET',
      `/v2/regulations/hierarchy/${law.regulation_guid}?limit=2&page=2`,
      { token: a.member.token },
    );
    expect(paged.body.data).toMatchObject({ page: 2, limit: 2, total: 3, total_page: 2 });
    expect(paged.body.data.data).toHaveLength(1);
    const tooMany = await call(
      t.app,
      'GET',
      `/v2/regulations/hierarchy/${law.regulation_guid}?limit=101`,
      { token: a.member.token },
    );
    expect(tooMany.status).toBe(400);
  });

  it("answers 404 for another company's regulation", async () => {
    const foreign = await createRegulation(t.database, { company_uuid: b.company.company_uuid });
    const res = await call(t.app, 'GET', `/v2/regulations/hierarchy/${foreign.regulation_guid}`, {
      token: a.member.token,
    });
    expect(res.status).toBe(404);
  });
});

describe('GET /regulations/hierarchy/list', () => {
  it('lists the regulations that have visible hierarchy links, with their link count, 100 a page', async () => {
    const linked = await createRegulation(t.database, { year: 2099 });
    const other = await createRegulation(t.database, { year: 2099 });
    const lonely = await createRegulation(t.database, { year: 2099 });
    const onlyForeign = await createRegulation(t.database, { year: 2099 });
    const foreign = await createRegulation(t.database, {
      company_uuid: b.company.company_uuid,
      year: 2099,
    });
    await linkRegulations(t.database, linked.regulation_guid, 'amends', other.regulation_guid);
    await linkRegulations(
      t.database,
      foreign.regulation_guid,
      'amends',
      onlyForeign.regulation_guid,
    );
    const res = await call(t.app, 'GET', '/regulations/hierarchy/list', { token: a.member.token });
    expect(res.status).toBe(200);
    expect(res.body.data.limit).toBe(100);
    const rows = res.body.data.data as { regulation_guid: string; link_count: number }[];
    const ids = rows.map((r) => r.regulation_guid);
    expect(ids).toEqual(expect.arrayContaining([linked.regulation_guid, other.regulation_guid]));
    expect(ids).not.toContain(lonely.regulation_guid);
    expect(ids).not.toContain(onlyForeign.regulation_guid);
    expect(ids).not.toContain(foreign.regulation_guid);
    expect(rows.find((r) => r.regulation_guid === linked.regulation_guid)?.link_count).toBe(1);
  });
});
