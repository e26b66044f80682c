/**
 * The compliance list's state in the URL (/compliance?status=claim&overdue=true&sort=deadline),
 * so a filtered view can be bookmarked and shared: the route's validateSearch. Unknown or bad
 * values are dropped, not refused: a link from an older version still opens the list.
 */
import { z } from 'zod';
import {
  CONFIRMATION_STATUSES,
  OBLIGATION_ACTIONS,
  OBLIGATION_TYPES,
  PRIORITIES,
  PROCESS_STATUSES,
  SANCTIONS,
} from '../../../contract/enums';
import { COMPLIANCE_SORTS, type ComplianceFilter, type ComplianceSort, type SortDir } from '../../db/hooks/compliances';

const flag = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean());
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.string().trim().min(1).max(100);

const FIELDS = {
  status: z.enum(PROCESS_STATUSES),
  confirmation: z.enum(CONFIRMATION_STATUSES),
  priority: z.enum(PRIORITIES),
  sanction: z.enum(SANCTIONS),
  type: z.enum(OBLIGATION_TYPES),
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
  can: z.enum(OBLIGATION_ACTIONS),
  q: z.string().max(200),
  sort: z.enum(COMPLIANCE_SORTS),
  dir: z.enum(['asc', 'desc']),
  page: z.coerce.number().int().min(1).max(100_000),
} as const;

export type ComplianceSearch = ComplianceFilter & { sort?: ComplianceSort; dir?: SortDir; page?: number };

/** The search params as the list reads them; each value checked on its own. */
export function validateComplianceSearch(raw: Record<string, unknown>): ComplianceSearch {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(FIELDS)) {
    if (raw[key] === undefined || raw[key] === '') continue;
    const parsed = (schema as z.ZodType).safeParse(raw[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as ComplianceSearch;
}

/** The filter part of the search (without sort and page). */
export function filterOf(search: ComplianceSearch): ComplianceFilter {
  const { sort: _sort, dir: _dir, page: _page, ...filter } = search;
  return filter;
}

/** The number of filters set (the phone's "Filters (3)" button). */
export const activeFilterCount = (search: ComplianceSearch) => Object.keys(filterOf(search)).filter((k) => k !== 'q').length;
