/**
 * The compliance list's state in the URL (/compliance?status=claim&overdue=true&sort=deadline),
 * so a filtered view can be bookmarked and shared: the route's validateSearch. Unknown or bad
 * values are dropped, not refused: a link from an older version still opens the list.
 */
import {
  COMPLIANCE_SORTS,
  CONFIRMATION_STATUSES,
  OBLIGATION_ACTIONS,
  OBLIGATION_TYPES,
  PRIORITIES,
  PROCESS_STATUSES,
  SANCTIONS,
} from '../../../contract/enums';
import type { ComplianceFilter, ComplianceSort, SortDir } from '../../db/hooks/compliances';

// Plain checks, no zod: the router (and so the login page's entry chunk) imports this file.
type Check = (v: unknown) => unknown;
const oneOf =
  (values: readonly string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? v : undefined;
const flag: Check = (v) =>
  v === true || v === 'true' || v === '1'
    ? true
    : v === false || v === 'false' || v === '0'
      ? false
      : undefined;
const date: Check = (v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);
const id: Check = (v) => {
  const s = typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
  return s.length >= 1 && s.length <= 100 ? s : undefined;
};
const text: Check = (v) =>
  typeof v === 'string' && v.length <= 200 ? v : typeof v === 'number' ? String(v) : undefined;
const page: Check = (v) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : undefined;
};

const FIELDS: Record<string, Check> = {
  status: oneOf(PROCESS_STATUSES),
  confirmation: oneOf(CONFIRMATION_STATUSES),
  priority: oneOf(PRIORITIES),
  sanction: oneOf(SANCTIONS),
  type: oneOf(OBLIGATION_TYPES),
  sector: id,
  topic: id,
  pic: id,
  auditor: id,
  overdue: flag,
  active: flag,
  open: flag,
  bookmarked: flag,
  due_from: date,
  due_to: date,
  can: oneOf(OBLIGATION_ACTIONS),
  q: text,
  sort: oneOf(COMPLIANCE_SORTS),
  dir: oneOf(['asc', 'desc']),
  page,
  // A dashboard division's link: the group and its sub-groups, comma-separated.
  group: (v) =>
    typeof v === 'string' && v.length <= 4000 && /^[\w-]+(,[\w-]+)*$/.test(v) ? v : undefined,
};

export type ComplianceSearch = ComplianceFilter & {
  sort?: ComplianceSort;
  dir?: SortDir;
  page?: number;
};

/** The search params as the list reads them; each value checked on its own. */
export function validateComplianceSearch(raw: Record<string, unknown>): ComplianceSearch {
  const out: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(FIELDS)) {
    if (raw[key] === undefined || raw[key] === '') continue;
    const value = check(raw[key]);
    if (value !== undefined) out[key] = value;
  }
  return out as ComplianceSearch;
}

/** The filter part of the search (without sort and page). */
export function filterOf(search: ComplianceSearch): ComplianceFilter {
  const { sort: _sort, dir: _dir, page: _page, ...filter } = search;
  return filter;
}

/** The number of filters set (the phone's "Filters (3)" button). */
export const activeFilterCount = (search: ComplianceSearch) =>
  Object.keys(filterOf(search)).filter((k) => k !== 'q').length;
