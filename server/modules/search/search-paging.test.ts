import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, createRegulation, librarySkeleton } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
let place: { sector_uuid: string; topic_uuid: string };
beforeAll(async () => {
  t = await createTestApp();
  ({ a } = await twoCompanies(t.app, t.database));
  ({ place } = await librarySkeleton(t.database));
});
afterAll(() => t.close());

/** A word no other row holds: letters only, so no stemmer or tokenizer splits it. */
const word = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

// The page and the total come from one statement (a window count); a page past the end has no row to carry the
// total, which is then counted on its own: the answer must not drop to 0.
describe('search pages past the end', () => {
  it('GET /search answers an empty page with the total of matches', async () => {
    const tag = word();
    for (const n of [1, 2, 3])
      await createRegulation(t.database, { title_en: `Paged ${tag} ${n}` });
    const res = await call(t.app, 'GET', `/search?type=regulations&q=${tag}&limit=2&page=4`, {
      token: a.member.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ data: [], page: 4, limit: 2, total: 3, total_page: 2 });
    const last = await call(t.app, 'GET', `/search?type=regulations&q=${tag}&limit=2&page=2`, {
      token: a.member.token,
    });
    expect(last.body.data).toMatchObject({ page: 2, total: 3 });
    expect(last.body.data.data).toHaveLength(1);
  });

  it('POST /search-filter answers no hits with the total of matches', async () => {
    const tag = word();
    await createObligation(t.database, place, { comp_title_en: `Paged ${tag}` });
    await createRegulation(t.database, { title_en: `Paged ${tag}` });
    const res = await call(t.app, 'POST', '/search-filter', {
      token: a.member.token,
      body: { q: tag, limit: 1, page: 3 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.hits.total.value).toBe(2);
    expect(res.body.data.hits.hits).toEqual([]);
  });
});
