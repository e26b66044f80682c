import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi, uninstallFakeApi } from '../../lib/api-fake';
import { defineWrite } from './run-write';
import { testCall } from './writes.fixtures';

/** A write with no local document: a company's member role, which no collection holds. */
const renameRole = defineWrite<{ id: string; name: string }>({
  name: 'test/send-only',
  target: () => null,
  effect: () => Promise.reject(new Error('a write with no document has no effect to run')),
  call: ({ id, name }) =>
    testCall({ method: 'PUT', path: '/member/role/update', body: { member_role_uuid: id, name } }),
  label: 'bookmarks:writeLabel.regulation',
});

afterEach(() => uninstallFakeApi());

describe('a write with no local document', () => {
  it('sends its call once, with an Idempotency-Key, and answers done', async () => {
    const requests = installFakeApi(() => ({ status: 200, body: { message: 'ok', data: null } }));
    expect(await renameRole.run({ id: 'r1', name: 'Lead' })).toEqual({
      state: 'done',
      answer: { message: 'ok', data: null },
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'put',
      body: { member_role_uuid: 'r1', name: 'Lead' },
    });
    expect(requests[0].headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers the server's refusal with its status and message", async () => {
    installFakeApi(() => ({
      status: 409,
      body: { message: 'Member Role Already Exists', code: 'conflict' },
    }));
    expect(await renameRole.run({ id: 'r1', name: 'PIC' })).toEqual({
      state: 'refused',
      status: 409,
      message: 'Member Role Already Exists',
    });
  });

  it("carries the refusal's field errors to the form", async () => {
    installFakeApi(() => ({
      status: 422,
      body: {
        message: 'The file has 2 errors',
        code: 'archive_invalid',
        errors: { '2.email': ['Email Is Invalid'], '3.name': ['Data cannot be empty'] },
      },
    }));
    expect(await renameRole.run({ id: 'r1', name: 'x' })).toEqual({
      state: 'refused',
      status: 422,
      message: 'The file has 2 errors',
      errors: { '2.email': ['Email Is Invalid'], '3.name': ['Data cannot be empty'] },
    });
  });

  it('answers queued when the service worker keeps the call offline', async () => {
    installFakeApi(() => ({ status: 202, body: { queued: true } }));
    expect(await renameRole.run({ id: 'r1', name: 'Lead' })).toEqual({ state: 'queued' });
  });
});
