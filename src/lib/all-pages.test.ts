import { afterEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../contract/limits';
import { fetchAllPages } from './all-pages';
import { setApiAdapter } from './api-client';
import { installFakeApi } from './api-fake';

afterEach(() => setApiAdapter(undefined));

/** A server list of `n` rows answering `page` and `limit` as the server does. */
function serve(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ group_uuid: `g${i}` }));
  return installFakeApi((r) => {
    const page = Number(r.params.page);
    const limit = Number(r.params.limit);
    const data = rows.slice((page - 1) * limit, page * limit);
    return {
      status: 200,
      body: {
        message: 'OK',
        data: { data, page, limit, total: n, total_page: Math.max(1, Math.ceil(n / limit)) },
      },
    };
  });
}

describe('fetchAllPages', () => {
  it('reads a list longer than one page whole, at the largest page (a company with 1,201 groups)', async () => {
    const requests = serve(1201);
    const rows = await fetchAllPages<{ group_uuid: string }>('/v2/users/group/list');
    expect(rows).toHaveLength(1201);
    expect(new Set(rows.map((r) => r.group_uuid)).size).toBe(1201);
    expect(requests.map((r) => [r.params.page, r.params.limit])).toEqual([
      [1, LIMITS.maxPageSize],
      [2, LIMITS.maxPageSize],
      [3, LIMITS.maxPageSize],
    ]);
  });

  it('asks once for a short or empty list, keeping the caller’s parameters', async () => {
    const requests = serve(0);
    expect(await fetchAllPages('/folders/list', { compliance_uuid: 'c1' })).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0].params).toMatchObject({ compliance_uuid: 'c1', page: 1 });
  });
});
