/**
 * The demo's own obligations and its delivered version keep their size whatever the scale: the
 * scale multiplies the provider's library, not a company's own duties or one sector's version.
 */
import { describe, expect, it } from 'vitest';
import { generateCompliances } from './compliance';
import { demoSector, pickChanges } from './content-updates';
import { generateIdentity } from './identity';
import { generateLibrary } from './library';
import { generateOwnContent } from './own-content';
import { createRng } from './random';

function plan(scale: number) {
  const rng = createRng(7);
  const now = new Date('2026-11-22T00:00:00Z');
  const [provider, ...customers] = generateIdentity(rng, now, 'hash').contexts;
  const library = generateLibrary(rng, {
    scale,
    now,
    ownerCompany: customers[0].uuid,
    editor: provider.people[1].uuid,
  });
  const compliances = customers.flatMap(
    (c) => generateCompliances(rng, now, c, library.obligations, 0.5).compliances,
  );
  const own = generateOwnContent(createRng(8), now, customers, library);
  const picked = pickChanges(demoSector(library).sector_uuid as string, {
    provider,
    customers,
    library,
    compliances,
  });
  return { own, picked, customers };
}

describe('demo content at any scale', () => {
  it('gives each customer the same own obligations and the version the same changes at scale 1 and 4', () => {
    const one = plan(1);
    const four = plan(4);
    const perCompany = (p: ReturnType<typeof plan>) =>
      p.customers.map((c) => p.own.obligations.filter((o) => o.company_uuid === c.uuid).length);
    expect(perCompany(four)).toEqual(perCompany(one));
    expect(four.own.topics.length).toBe(one.own.topics.length);
    expect(four.own.compliances.length).toBe(one.own.compliances.length);
    expect(four.picked.changed.length).toBe(one.picked.changed.length);
    expect(four.picked.repealed.length).toBe(one.picked.repealed.length);
    expect(one.picked.changed.length).toBeGreaterThanOrEqual(1);
    expect(one.picked.repealed.length).toBeGreaterThanOrEqual(1);
  });
});
