/**
 * The list's URL state: each known value kept with its type, unknown or bad ones dropped (a link
 * from an older version still opens the list). Checked by hand, without zod, because the router
 * (in the login page's entry chunk) imports it.
 */
import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterOf, validateComplianceSearch } from './list-search';

describe('validateComplianceSearch', () => {
  it('keeps valid values with their types', () => {
    const s = validateComplianceSearch({
      status: 'claim',
      overdue: 'true',
      active: false,
      due_from: '2026-01-31',
      page: '3',
      sort: 'title',
      dir: 'desc',
      q: 'limbah',
      pic: ' u-1 ',
    });
    expect(s).toEqual({
      status: 'claim',
      overdue: true,
      active: false,
      due_from: '2026-01-31',
      page: 3,
      sort: 'title',
      dir: 'desc',
      q: 'limbah',
      pic: 'u-1',
    });
    expect(filterOf(s)).toEqual({
      status: 'claim',
      overdue: true,
      active: false,
      due_from: '2026-01-31',
      q: 'limbah',
      pic: 'u-1',
    });
    expect(activeFilterCount(s)).toBe(5);
  });

  it('drops unknown keys, unknown enum values, bad dates, pages and empty values', () => {
    expect(
      validateComplianceSearch({
        status: 'done',
        priority: 'urgent',
        due_to: '31-01-2026',
        page: '0',
        sort: 'random',
        dir: 'up',
        overdue: 'maybe',
        sector: '',
        extra: 'x',
        q: 'x'.repeat(201),
      }),
    ).toEqual({});
  });
});
