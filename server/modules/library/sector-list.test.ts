import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, createSector, createTopic } from '../../test/content-fixtures';
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

/**
 * Sectors whose codes share a fresh prefix (the list's `search` then isolates them from other
 * tests' rows): four a customer of company A may read, in code order, and three it may not.
 */
async function sectorsUnderTest() {
  const prefix = `LST${randomUUID().slice(0, 6)}`;
  const sector = (suffix: string, over: Parameters<typeof createSector>[1] = {}) =>
    createSector(t.database, { code: `${prefix}-${suffix}`, ...over });
  const first = await sector('1');
  const second = await sector('2');
  const third = await sector('3');
  const own = await sector('4', { company_uuid: a.company.company_uuid });
  const inactive = await sector('5', { is_active: false });
  await sector('6', { deleted_at: new Date().toISOString() });
  await sector('7', { company_uuid: b.company.company_uuid });

  const topic = await createTopic(t.database, first.sector_uuid);
  await createTopic(t.database, first.sector_uuid, { parent_uuid: topic.topic_uuid });
  await createTopic(t.database, first.sector_uuid, { deleted_at: new Date().toISOString() });
  const place = { sector_uuid: first.sector_uuid, topic_uuid: topic.topic_uuid };
  await createObligation(t.database, place);
  await createObligation(t.database, place);
  await createObligation(t.database, place, { obligation_status: 0 });
  await createObligation(t.database, place, { is_active: false });
  await createObligation(t.database, place, { deleted_at: new Date().toISOString() });
  return { prefix, first, second, third, own, inactive };
}

const codes = (res: { body: { data: { data: { code: string }[] } } }) =>
  res.body.data.data.map((s) => s.code);

describe('GET /v2/sectors (list)', () => {
  it('pages the readable sectors in code order with live topic and published obligation counts, and the total on every page', async () => {
    const s = await sectorsUnderTest();
    const page = (n: number) =>
      call(t.app, 'GET', `/v2/sectors?search=${s.prefix}&limit=2&page=${n}&lang=id`, {
        token: a.member.token,
      });

    const one = await page(1);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ page: 1, limit: 2, total: 4, total_page: 2 });
    expect(codes(one)).toEqual([s.first.code, s.second.code]);
    expect(one.body.data.data[0]).toMatchObject({
      sector_uuid: s.first.sector_uuid,
      name: s.first.name_id,
      topic_count: 2,
      obligation_count: 2,
    });
    expect(one.body.data.data[1]).toMatchObject({ topic_count: 0, obligation_count: 0 });

    const two = await page(2);
    expect(two.body.data).toMatchObject({ page: 2, total: 4, total_page: 2 });
    expect(codes(two)).toEqual([s.third.code, s.own.code]);
  });

  it('answers the total with an empty page past the end', async () => {
    const s = await sectorsUnderTest();
    const res = await call(t.app, 'GET', `/v2/sectors?search=${s.prefix}&limit=2&page=5`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ data: [], page: 5, limit: 2, total: 4, total_page: 2 });
  });

  it('answers every sector on one page for limit=~, and lets the provider count drafts and inactive rows', async () => {
    const s = await sectorsUnderTest();
    const all = await call(t.app, 'GET', `/v2/sectors?search=${s.prefix}&limit=~`, {
      token: a.member.token,
    });
    expect(all.body.data).toMatchObject({ page: 1, limit: 4, total: 4, total_page: 1 });
    expect(codes(all)).toEqual([s.first.code, s.second.code, s.third.code, s.own.code]);

    const asProvider = await call(t.app, 'GET', `/v2/sectors?search=${s.prefix}&limit=~`, {
      token: provider.admin.token,
    });
    expect(codes(asProvider)).toEqual([s.first.code, s.second.code, s.third.code, s.inactive.code]);
    expect(asProvider.body.data.data[0]).toMatchObject({ topic_count: 2, obligation_count: 4 });
  });
});
