/**
 * Every row of a server list (api.md "Lists": `{ data, page, limit, total, total_page }`), read
 * page by page at the largest page the server allows: the screens that need a whole list (a role
 * picker, the group tree, the folder panel) stay whole for a company with more rows than one page.
 */
import type { Envelope, Page } from '../../contract/envelope';
import { LIMITS } from '../../contract/limits';
import { api } from './api-client';

/** A list longer than this many pages is a server fault, not a company: stop rather than loop. */
const MAX_PAGES = 200;

export async function fetchAllPages<T>(
  path: string,
  params: Record<string, string | number> = {},
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await api.get<Envelope<Page<T>>>(path, {
      params: { ...params, page, limit: LIMITS.maxPageSize },
    });
    rows.push(...data.data.data);
    if (page >= data.data.total_page) break;
  }
  return rows;
}
