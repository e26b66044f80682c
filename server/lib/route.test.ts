import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Deps } from '../deps';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { languagePlugin } from '../plugins/language';
import { answer } from './answer';
import { defineRoute } from './route';

/** A bare app with the real language and error plugins, the way defineRoute meets them in buildApp. */
async function appWith(nodeEnv: 'test' | 'production', declare: (app: FastifyInstance) => void) {
  const app = Fastify();
  app.decorate('deps', { config: { NODE_ENV: nodeEnv } } as unknown as Deps);
  await app.register(languagePlugin);
  await app.register(errorHandlerPlugin);
  declare(app);
  await app.ready();
  return app;
}

const item = z.strictObject({ id: z.string(), count: z.number().int() });
let app: FastifyInstance;
afterEach(() => app?.close());

describe('defineRoute', () => {
  it('builds the success envelope around the data, with the route’s status and message in the request language', async () => {
    app = await appWith('test', (a) =>
      defineRoute(a, {
        method: 'POST',
        url: '/things',
        access: { public: true },
        summary: 'Make a thing',
        response: item,
        status: 201,
        message: 'created',
        example: { id: 'a', count: 1 },
        handler: async () => ({ id: 'a', count: 1 }),
      }),
    );
    const res = await app.inject({ method: 'POST', url: '/things?lang=id' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Data berhasil dibuat', data: { id: 'a', count: 1 } });
  });

  it('uses the message key a handler names for its outcome', async () => {
    app = await appWith('test', (a) =>
      defineRoute(a, {
        method: 'GET',
        url: '/toggle',
        access: { public: true },
        summary: 'Toggle',
        response: item,
        example: { id: 'a', count: 0 },
        handler: async () => answer({ id: 'a', count: 0 }, 'bookmark_removed'),
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/toggle' })).json().message).toBe(
      'Bookmark removed',
    );
  });

  it('fails an answer that does not match its schema under NODE_ENV=test, and lets it through in production', async () => {
    const declare = (a: FastifyInstance) =>
      defineRoute(a, {
        method: 'GET',
        url: '/drift',
        access: { public: true },
        summary: 'Drifted',
        response: item,
        example: { id: 'a', count: 1 },
        // A field the schema does not have, and a count of the wrong type.
        handler: async () =>
          ({ id: 'a', count: '1', password_hash: 'x' }) as unknown as z.infer<typeof item>,
      });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    app = await appWith('test', declare);
    const res = await app.inject({ method: 'GET', url: '/drift' });
    expect(res.statusCode).toBe(500);
    expect(String(stderr.mock.calls[0]?.[0])).toContain('GET /drift does not match its schema');
    stderr.mockRestore();
    await app.close();

    app = await appWith('production', declare);
    expect((await app.inject({ method: 'GET', url: '/drift' })).statusCode).toBe(200);
  });

  it('keeps what it declares in the route table for OpenAPI, fuzz and route tests', async () => {
    const seen: unknown[] = [];
    app = Fastify();
    app.decorate('deps', { config: { NODE_ENV: 'test' } } as unknown as Deps);
    app.addHook('onRoute', (r) => void seen.push(r.config));
    const query = z.object({ q: z.string() });
    defineRoute(app, {
      method: 'GET',
      url: '/seen',
      access: { authenticated: true },
      summary: 'Seen',
      query,
      response: item,
      example: { id: 'a', count: 1 },
      errors: [429],
      handler: async () => ({ id: 'a', count: 1 }),
    });
    await app.ready();
    expect(seen[0]).toMatchObject({
      access: { authenticated: true },
      schemas: {
        query,
        response: item,
        status: 200,
        message: 'success',
        summary: 'Seen',
        example: { id: 'a', count: 1 },
        errors: [429],
      },
    });
  });
});
