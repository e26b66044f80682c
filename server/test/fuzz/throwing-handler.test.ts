/**
 * The fuzz property must catch a broken route, or its green means nothing: the real app with one
 * extra route whose handler throws on some input (as a handler that trips on a value PostgreSQL
 * refuses would) fails the same property that every route-test passes, and an extra route that
 * is sound passes it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { defineRoute } from '../../lib/route';
import { openTestDatabase, testConfig } from '../harness';
import { fuzzCallers } from './callers';
import { fuzzRoute, FUZZ_FULL_RUNS } from './route-property';

const database = await openTestDatabase();
const app = await buildApp({ config: testConfig(), database });
await app.register(
  async (api) => {
    defineRoute(api, {
      method: 'GET',
      url: '/fuzz-check/throws',
      access: { authenticated: true },
      query: z.object({ q: z.string().max(50).optional() }),
      summary: 'Throws on some input',
      response: z.null(),
      example: null,
      // Throws on text with a character outside ASCII (emoji, marks), like a careless encoder.
      handler: async ({ query }) => {
        if (/[^\x20-\x7e]/.test(query.q ?? ''))
          throw new Error('boom at /work/server/handler.ts:12');
        return null;
      },
    });
    defineRoute(api, {
      method: 'GET',
      url: '/fuzz-check/sound',
      access: { authenticated: true },
      query: z.object({ q: z.string().max(50).optional() }),
      summary: 'Sound on every input',
      response: z.null(),
      example: null,
      handler: async () => null,
    });
  },
  { prefix: '/api' },
);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});
const ctx = { app, database, callers: await fuzzCallers(app, database) };
const route = (url: string) => app.apiRoutes.find((r) => r.url === url)!;

describe('the fuzz property', () => {
  // The full profile on either database: a brief one (PGlite's default) may send no non-ASCII q.
  it('fails on a route whose handler throws, naming the route and the 500', async () => {
    const failure = await fuzzRoute(ctx, route('/fuzz-check/throws'), FUZZ_FULL_RUNS).then(
      () => null,
      (err: Error) => err,
    );
    expect(failure, 'the property passed on a throwing handler').toBeInstanceOf(Error);
    console.log(
      `fuzz property on a throwing handler:\n${failure!.message.split('\n').slice(0, 4).join('\n')}\n${String((failure!.cause as Error | undefined)?.message)}`,
    );
    expect(String((failure!.cause as Error | undefined)?.message)).toMatch(
      /^GET \/fuzz-check\/throws: answered 500/,
    );
  });

  it('passes on the same route when its handler is sound', async () => {
    await fuzzRoute(ctx, route('/fuzz-check/sound'), FUZZ_FULL_RUNS);
  });
});
