import { describe, expect, it } from 'vitest';
import { referencedFirst } from './order';

describe('referencedFirst', () => {
  it('moves a renewed closed cycle before the running compliance that names it', () => {
    const rows = [
      { compliance_uuid: 'running', renewal_of: 'past2', duplicated_from: null },
      { compliance_uuid: 'other', renewal_of: null, duplicated_from: null },
      { compliance_uuid: 'past1', renewal_of: null, duplicated_from: null },
      { compliance_uuid: 'past2', renewal_of: 'past1', duplicated_from: null },
      { compliance_uuid: 'dup', renewal_of: null, duplicated_from: 'running' },
    ];
    const order = referencedFirst(rows).map((r) => r.compliance_uuid);
    expect(order).toEqual(['other', 'past1', 'past2', 'running', 'dup']);
    for (const [i, row] of referencedFirst(rows).entries()) {
      for (const ref of [row.renewal_of, row.duplicated_from].filter(Boolean))
        expect(order.indexOf(ref as string)).toBeLessThan(i);
    }
  });

  it('keeps rows without references in their order', () => {
    const rows = ['a', 'b', 'c'].map((id) => ({ compliance_uuid: id }));
    expect(referencedFirst(rows).map((r) => r.compliance_uuid)).toEqual(['a', 'b', 'c']);
  });
});
