import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, idempotencyKeys } from '../db/schema/platform';
import { feedback } from '../db/schema/engagement';
import { customerCompany } from '../test/fixtures';
import { requestFingerprint } from '../plugins/idempotency';
import { call, createTestApp, TEST_PASSWORD, type TestApp } from '../test/harness';

let t: TestApp;
let user: Awaited<ReturnType<typeof customerCompany>>['member'];
beforeAll(async () => {
  t = await createTestApp();
  ({ member: user } = await customerCompany(t.app, t.database));
});
afterAll(() => t.close());

const countFeedback = async (uuid: string) =>
  (await t.database.db.select().from(feedback).where(eq(feedback.user_uuid, uuid))).length;

describe('Idempotency-Key', () => {
  it('returns the first answer for a repeat and writes once, with one activity-log row', async () => {
    const key = crypto.randomUUID();
    const body = { title: 'Idempotent', content: 'once' };
    const first = await call(t.app, 'POST', '/feedback?t=1', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    });
    const second = await call(t.app, 'POST', '/feedback?t=2', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await countFeedback(user.user_uuid)).toBe(1);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, first.body.data.feedback_uuid));
    expect(logs).toHaveLength(1);
  });

  it('writes once when the same key arrives concurrently', async () => {
    const key = crypto.randomUUID();
    const before = await countFeedback(user.user_uuid);
    const body = { title: 'Race', content: 'x' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, 'POST', '/feedback', {
          token: user.token,
          body,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.feedback_uuid)).size).toBe(1);
    expect(await countFeedback(user.user_uuid)).toBe(before + 1);
  });

  it('answers 422 for the same key with another body, and writes nothing', async () => {
    const key = crypto.randomUUID();
    await call(t.app, 'POST', '/feedback', {
      token: user.token,
      body: { title: 'A', content: 'a' },
      headers: { 'idempotency-key': key },
    });
    const before = await countFeedback(user.user_uuid);
    const res = await call(t.app, 'POST', '/feedback', {
      token: user.token,
      body: { title: 'B', content: 'b' },
      headers: { 'idempotency-key': key },
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('idempotency_mismatch');
    expect(await countFeedback(user.user_uuid)).toBe(before);
  });

  it('scopes keys per user: another user with the same key gets its own write', async () => {
    const other = (await customerCompany(t.app, t.database)).member;
    const key = crypto.randomUUID();
    const body = { title: 'Shared key', content: 'x' };
    const mine = await call(t.app, 'POST', '/feedback', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    });
    const theirs = await call(t.app, 'POST', '/feedback', {
      token: other.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(theirs.body.data.feedback_uuid).not.toBe(mine.body.data.feedback_uuid);
    expect(theirs.body.data.company_uuid).toBe(other.company_uuid);
  });

  it('does not store a failed attempt: a corrected retry with a fresh body is not blocked by a 400', async () => {
    const key = crypto.randomUUID();
    const bad = await call(t.app, 'POST', '/feedback', {
      token: user.token,
      body: {},
      headers: { 'idempotency-key': key },
    });
    expect(bad.status).toBe(400);
    const good = await call(t.app, 'POST', '/feedback', {
      token: user.token,
      body: { title: 'ok', content: 'ok' },
      headers: { 'idempotency-key': key },
    });
    expect(good.status).toBe(201);
  });

  it('replays the stored answer in the language of the repeat, not of the first request', async () => {
    const key = crypto.randomUUID();
    const body = { title: 'Bilingual', content: 'x' };
    const first = await call(t.app, 'POST', '/feedback?lang=en', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    });
    const repeat = await call(t.app, 'POST', '/feedback?lang=id', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(first.body.message).toBe('Data created successfully');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toEqual({ message: 'Data berhasil dibuat', data: first.body.data });
  });

  it('answers concurrent repeats each in its own language, with one write', async () => {
    const key = crypto.randomUUID();
    const before = await countFeedback(user.user_uuid);
    const body = { title: 'Race in two languages', content: 'x' };
    const langs = ['en', 'id', 'id', 'en', 'id'];
    const answers = await Promise.all(
      langs.map((lang) =>
        call(t.app, 'POST', `/feedback?lang=${lang}`, {
          token: user.token,
          body,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((a) => a.body.message)).toEqual(
      langs.map((l) => (l === 'id' ? 'Data berhasil dibuat' : 'Data created successfully')),
    );
    expect(new Set(answers.map((a) => a.body.data.feedback_uuid)).size).toBe(1);
    expect(await countFeedback(user.user_uuid)).toBe(before + 1);
  });

  it('keeps no plain hash of a request body: a password change is stored as a keyed fingerprint', async () => {
    const { member } = await customerCompany(t.app, t.database);
    const key = crypto.randomUUID();
    const body = {
      old_password: TEST_PASSWORD,
      password: 'Guessable#2026',
      password_confirmation: 'Guessable#2026',
    };
    const res = await call(t.app, 'PUT', '/users/update', {
      token: member.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_uuid, member.user_uuid), eq(idempotencyKeys.key, key)));
    // What a database reader could compute from a guessed password: it must not be what is kept.
    const guessable = createHash('sha256')
      .update(`PUT /api/users/update\n[]\n${JSON.stringify(body)}`)
      .digest('hex');
    expect(row.request_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.request_hash).not.toBe(guessable);
    expect(JSON.stringify(row)).not.toContain('Guessable#2026');
    // The fingerprint depends on the server's secret: another deployment's differs.
    const fingerprint = (secret: string) =>
      requestFingerprint({ JWT_SECRET: secret, DATA_KEY: undefined })(
        'PUT',
        '/api/users/update',
        body,
      );
    expect(fingerprint('a'.repeat(40))).not.toBe(fingerprint('b'.repeat(40)));
  });
});
