/**
 * The users list's state in the URL (/users?q=ayu&state=suspended&sort=last_login_at&dir=desc&page=2),
 * so going back from a user's detail finds the list as it was, and a view can be shared: the
 * route's validateSearch. Bad values are dropped, not refused.
 */
import { USER_SORTS, USER_STATES, type UserSort, type UserState } from '../../../contract/enums';

// Plain checks, no zod: the router (and so the login page's entry chunk) imports this file.
export interface UsersSearch {
  q?: string;
  state?: UserState;
  sort?: UserSort;
  dir?: 'asc' | 'desc';
  page?: number;
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): T | undefined =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined;

export function validateUsersSearch(raw: Record<string, unknown>): UsersSearch {
  const out: UsersSearch = {};
  const q =
    typeof raw.q === 'string'
      ? raw.q.trim().slice(0, 200)
      : typeof raw.q === 'number'
        ? String(raw.q)
        : '';
  if (q) out.q = q;
  const state = oneOf(USER_STATES, raw.state);
  if (state) out.state = state;
  const sort = oneOf(USER_SORTS, raw.sort);
  if (sort) out.sort = sort;
  const dir = oneOf(['asc', 'desc'] as const, raw.dir);
  if (dir) out.dir = dir;
  const page =
    typeof raw.page === 'number'
      ? raw.page
      : typeof raw.page === 'string' && raw.page.trim() !== ''
        ? Number(raw.page)
        : NaN;
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  return out;
}
