/**
 * The benchmark-scale top-up of generateCompliances (scale 50 seeds 15,000 compliances per
 * company): it reaches the count, keeps (obligation, version, cycle) unique, and orders the rows
 * so every renewal_of / duplicated_from names a row inserted before it (the seed inserts in
 * batches; a forward reference failed its foreign key).
 */
import { describe, expect, it } from 'vitest';
import { generateCompliances } from './compliance';
import { generateIdentity } from './identity';
import { generateLibrary } from './library';
import { createRng } from './random';

describe('generateCompliances with a minimum count', () => {
  it('tops up with closed past cycles, unique per cycle, each row after the rows it names', () => {
    const rng = createRng(11);
    const now = new Date('2026-11-22T00:00:00Z');
    const [provider, customer] = generateIdentity(rng, now, 'hash').contexts;
    const library = generateLibrary(rng, {
      scale: 1,
      now,
      ownerCompany: customer.uuid,
      editor: provider.people[1].uuid,
    });
    const plan = generateCompliances(rng, now, customer, library.obligations, 0.5, 600);

    expect(plan.compliances.length).toBe(600);
    const regular = plan.compliances.filter((c) => !c.is_duplicate);
    const keys = new Set(regular.map((c) => `${c.obligation_uuid}|${c.version_code}|${c.cycle}`));
    expect(keys.size).toBe(regular.length);
    const past = plan.compliances.filter(
      (c) => !c.is_active && c.process_status === 'approved' && c.approved_at,
    );
    expect(past.length).toBeGreaterThan(0);

    const seen = new Set<string>();
    for (const c of plan.compliances) {
      for (const ref of [c.renewal_of, c.duplicated_from])
        if (ref) expect(seen.has(ref)).toBe(true);
      seen.add(c.compliance_uuid as string);
    }
  });
});
