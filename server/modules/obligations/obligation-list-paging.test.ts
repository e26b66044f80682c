import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { twoCompanies } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let a: Awaited<ReturnType<typeof twoCompanies>>['a'];
beforeAll(async () => {
  t = await createTestApp();
  ({ a } = await twoCompanies(t.app, t.database));
});
afterAll(() => t.close());

// The page and the total come from one statement (a window count); a page past the end has no
// row to carry the total, which is then counted on its own: the answer must not drop to 0.
describe('GET /obligation/list past the last page', () => {
  it('answers an empty page with the total', async () => {
    const lib = await librarySkeleton(t.database);
    for (let i = 0; i < 3; i++) await createObligation(t.database, lib.place, { sort: i });
    const res = await call(
      t.app,
      'GET',
      `/obligation/list?sector_uuid=${lib.sector.sector_uuid}&limit=2&page=3`,
      { token: a.member.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ data: [], page: 3, limit: 2, total: 3, total_page: 2 });
  });
});
