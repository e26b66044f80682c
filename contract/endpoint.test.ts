import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { obligationBookmark } from './api/bookmark-endpoints';
import { endpoint, requestOf } from './endpoint';

const mapping = endpoint({
  method: 'PUT',
  path: '/users/microsoft/:id',
  access: { module: 'users', action: 'update' },
  summary: 'test',
  params: z.object({ id: z.string() }),
  body: z.object({ object_id: z.string().nullable() }),
  response: z.object({ ok: z.boolean() }),
  example: { ok: true },
});

describe('an endpoint declared once', () => {
  it('gives the client its method, its path with the parameters filled, and the body', () => {
    expect(requestOf(obligationBookmark, { body: { obligation_uuid: 'o-1' } })).toEqual({
      method: 'POST',
      path: '/obligation/bookmark',
      body: { obligation_uuid: 'o-1' },
      query: undefined,
    });
    expect(requestOf(mapping, { params: { id: 'a/b c' }, body: { object_id: null } }).path).toBe(
      '/users/microsoft/a%2Fb%20c',
    );
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => requestOf(mapping, { body: { object_id: null } } as never)).toThrow(
      '/users/microsoft/:id: no value for :id',
    );
  });
});
