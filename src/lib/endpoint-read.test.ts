import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contract/endpoint';
import { LIMITS } from '../../contract/limits';
import { roleGet } from '../../contract/api/roles-endpoints';
import { endpointCall } from '../db/writes';
import { ApiError, setApiAdapter } from './api-client';
import { installFakeApi } from './api-fake';
import { readAllPages, readEndpoint } from './endpoint-read';
import { setLanguage } from './i18n';

afterEach(() => setApiAdapter(undefined));

const groups = endpoint({
  method: 'GET',
  path: '/v2/users/group/list',
  access: { authenticated: true },
  summary: 'test',
  query: z.object({
    page: z.number().optional(),
    limit: z.number().optional(),
    q: z.string().optional(),
  }),
  response: z.object({
    data: z.array(z.object({ group_uuid: z.string() })),
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    total_page: z.number(),
  }),
  example: { data: [], page: 1, limit: 20, total: 0, total_page: 1 },
});

/** A server list of `n` rows answering `page` and `limit` as the server does. */
function serve(n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ group_uuid: `g${i}` }));
  return installFakeApi((r) => {
    const page = Number(r.params.page);
    const limit = Number(r.params.limit);
    const data = rows.slice((page - 1) * limit, page * limit);
    return {
      status: 200,
      body: {
        message: 'OK',
        data: { data, page, limit, total: n, total_page: Math.max(1, Math.ceil(n / limit)) },
      },
    };
  });
}

describe('readAllPages', () => {
  it('reads a list longer than one page whole, at the largest page (a company with 1,201 groups)', async () => {
    const requests = serve(1201);
    const rows = await readAllPages(groups, {});
    expect(rows).toHaveLength(1201);
    expect(new Set(rows.map((r) => r.group_uuid)).size).toBe(1201);
    expect(requests.map((r) => [r.url, r.params.page, r.params.limit])).toEqual([
      ['/v2/users/group/list', 1, LIMITS.maxPageSize],
      ['/v2/users/group/list', 2, LIMITS.maxPageSize],
      ['/v2/users/group/list', 3, LIMITS.maxPageSize],
    ]);
  });

  it('asks once for a short or empty list, keeping the caller’s query, at a lower page size when told', async () => {
    const requests = serve(0);
    expect(await readAllPages(groups, { query: { q: 'ops' } }, 100)).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0].params).toMatchObject({ q: 'ops', page: 1, limit: 100 });
  });
});

describe('readEndpoint', () => {
  it('fills the path parameters and answers the data parsed by the schema', async () => {
    const requests = installFakeApi(() => ({
      status: 200,
      body: {
        message: 'OK',
        data: {
          data: [{ group_uuid: 'g1', extra: 1 }],
          page: 1,
          limit: 20,
          total: 1,
          total_page: 1,
        },
      },
    }));
    const answer = await readEndpoint(groups, {});
    // Fields the schema does not name are not passed on to the screen.
    expect(answer.data).toEqual([{ group_uuid: 'g1' }]);
    installFakeApi((r) => {
      requests.push(r);
      return { status: 404, body: { message: 'Not Found' } };
    });
    await expect(readEndpoint(roleGet, { params: { id: 'a/b' } })).rejects.toBeInstanceOf(ApiError);
    expect(requests.at(-1)!.url).toBe('/role/a%2Fb');
  });

  it('takes an answer from a newer server with fields it does not know (a strict schema too)', async () => {
    const strict = endpoint({
      method: 'GET',
      path: '/version',
      access: { authenticated: true },
      summary: 'test',
      response: z.strictObject({ version: z.string() }),
      example: { version: '1' },
    });
    installFakeApi(() => ({
      status: 200,
      body: { message: 'OK', data: { version: '2.0.0', build: 'abc' } },
    }));
    expect(await readEndpoint(strict, {})).toMatchObject({ version: '2.0.0' });
    installFakeApi(() => ({
      status: 200,
      body: { message: 'OK', data: { version: 2, build: 'abc' } },
    }));
    await expect(readEndpoint(strict, {})).rejects.toMatchObject({ code: 'invalid_answer' });
  });

  it('rejects an answer that does not match its schema, in the reader’s language', async () => {
    await setLanguage('id');
    installFakeApi(() => ({ status: 200, body: { message: 'OK', data: { data: 'oops' } } }));
    const error = await readEndpoint(groups, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalid_answer');
    expect((error as ApiError).message).toMatch(/Server mengirim jawaban/);
    await setLanguage('en');
  });
});

describe('endpointCall', () => {
  it('sends a write’s query fields in its path, and refuses a GET', () => {
    const remove = endpoint({
      method: 'DELETE',
      path: '/topics/delete',
      access: { authenticated: true },
      summary: 'test',
      query: z.object({ topic_uuid: z.string(), force: z.boolean().optional() }),
      response: z.null(),
      example: null,
    });
    expect(endpointCall(remove, { query: { topic_uuid: 't 1', force: true } })).toEqual({
      method: 'DELETE',
      path: '/topics/delete?topic_uuid=t+1&force=true',
      body: undefined,
    });
    expect(() => endpointCall(groups as never, {} as never)).toThrow('a write is not a GET');
  });
});
