import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCompany } from '../test/fixtures';
import { call, createTestApp, type TestApp } from '../test/harness';
import { runMaintenance } from './maintenance';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('maintenance', () => {
  it('forgets idempotency keys after 48 hours but keeps younger ones', async () => {
    const { member } = await customerCompany(t.app, t.database);
    for (const key of ['old-key-000001', 'new-key-000001']) {
      await call(t.app, 'POST', '/feedback', {
        token: member.token,
        body: { title: key, content: 'x' },
        headers: { 'idempotency-key': key },
      });
    }
    await t.database.query(
      `UPDATE idempotency_keys SET created_at = now() - interval '49 hours' WHERE key = 'old-key-000001'`,
    );
    await runMaintenance(t.database);
    const left = await t.database.query<{ key: string }>(
      `SELECT key FROM idempotency_keys WHERE user_uuid = $1`,
      [member.user_uuid],
    );
    expect(left.map((r) => r.key)).toEqual(['new-key-000001']);
  });
});
