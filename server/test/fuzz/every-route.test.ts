/**
 * Every route of the route table, fuzzed from its own schemas (see route-property.ts). The routes
 * are read from the built app, so a route added later is covered without an edit here. A failure
 * prints fast-check's seed and request; rerun one with FUZZ_SEED=<seed> or more runs with
 * FUZZ_VALID_RUNS / FUZZ_HOSTILE_RUNS.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createObligation, createRegulation, librarySkeleton } from '../content-fixtures';
import { createTestApp } from '../harness';
import { fuzzCallers } from './callers';
import { fuzzRoute, FUZZ_SEED } from './route-property';

// Built while the file is collected: the route table names the tests.
const t = await createTestApp();
afterAll(() => t.close());
// Some content, so list, detail and search routes read rows rather than nothing.
const { place } = await librarySkeleton(t.database);
await createObligation(t.database, place);
await createRegulation(t.database);
const ctx = { app: t.app, database: t.database, callers: await fuzzCallers(t.app, t.database) };

describe(`every route, fuzzed (seed ${FUZZ_SEED})`, () => {
  it('covers the whole route table', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(20);
  });

  for (const route of t.app.apiRoutes) {
    it(`${route.method} ${route.url}: no 5xx, no leak, the API's shape and language, nothing written when refused`, async () => {
      await fuzzRoute(ctx, route);
    });
  }
});
