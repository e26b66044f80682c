/**
 * Every route of the route table, fuzzed from its own schemas (see route-property.ts). The routes
 * are read from the built app, so a route added later is covered without an edit here. A failure
 * prints fast-check's seed and request; rerun one with FUZZ_SEED=<seed> or more runs with
 * FUZZ_VALID_RUNS / FUZZ_HOSTILE_RUNS.
 *
 * The table is fuzzed in FUZZ_SHARDS test files (every-route.shard-N.test.ts, each taking the
 * routes whose position modulo the count is its number), so the test workers share the work
 * instead of one file being the whole run's long pole.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createObligation, createRegulation, librarySkeleton } from '../content-fixtures';
import { createTestApp } from '../harness';
import { fuzzCallers } from './callers';
import { fuzzRoute, FUZZ_SEED } from './route-property';

export const FUZZ_SHARDS = 3;

/** The routes of one shard: those whose position in the route table, modulo the count, is `shard`. */
export function routesOfShard<R>(routes: readonly R[], shard: number): R[] {
  return routes.filter((_, i) => i % FUZZ_SHARDS === shard);
}

/** Declares the tests of one shard; called once by each shard file, at collection. */
export async function fuzzShard(shard: number): Promise<void> {
  // Built while the file is collected: the route table names the tests.
  const t = await createTestApp();
  afterAll(() => t.close());
  // Some content, so list, detail and search routes read rows rather than nothing.
  const { place } = await librarySkeleton(t.database);
  await createObligation(t.database, place);
  await createRegulation(t.database);
  const ctx = { app: t.app, database: t.database, callers: await fuzzCallers(t.app, t.database) };

  describe(`every route, fuzzed (seed ${FUZZ_SEED}, shard ${shard + 1} of ${FUZZ_SHARDS})`, () => {
    it('covers the whole route table across the shards', () => {
      expect(t.app.apiRoutes.length).toBeGreaterThan(20);
      const all = Array.from({ length: FUZZ_SHARDS }, (_, n) =>
        routesOfShard(t.app.apiRoutes, n),
      ).flat();
      expect(new Set(all)).toEqual(new Set(t.app.apiRoutes));
    });

    for (const route of routesOfShard(t.app.apiRoutes, shard)) {
      it(`${route.method} ${route.url}: no 5xx, no leak, the API's shape and language, nothing written when refused`, async () => {
        await fuzzRoute(ctx, route);
      });
    }
  });
}
