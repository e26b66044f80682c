import type { Page } from '../../contract/envelope';

/** The list envelope of api.md; an empty list still has one page (spec section 9). */
export function toPage<T>(data: T[], total: number, page: number, limit: number): Page<T> {
  return { data, page, limit, total, total_page: Math.max(1, Math.ceil(total / limit)) };
}

/** A short fixed list (filters, categories) as one page holding everything. */
export function wholePage<T>(data: T[]): Page<T> {
  return toPage(data, data.length, 1, Math.max(1, data.length));
}

/** ILIKE pattern for a user's search text, with the wildcards in it taken literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}

/** ISO 8601 in UTC, as api.md requires; the drivers return dates as strings or Date objects. */
export function iso(value: Date | string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
