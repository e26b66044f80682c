import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../../db/schema/identity';
import { activityLogs, jobs, mailOutbox } from '../../db/schema/platform';
import { hashOneTimeToken } from '../../lib/one-time-token';
import { deliverable, type OutboxMailRow } from '../../mail/send';
import { createCompany, createUser } from '../../test/fixtures';
import { call, createTestApp, loginAs, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { RECOVERY_LIMITS, RECOVERY_MIN_MS } from './recovery.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://rc.example.test',
    RECOVERY_TTL_MINUTES: '30',
    TRUST_PROXY: '1',
  });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Fresh#Pass2026';
/** Each test its own address: the limits count per address too. */
let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const requestReset = (email: string, opts: { lang?: string; ip?: string } = {}) =>
  call(t.app, 'POST', `/auth/recovery-password?lang=${opts.lang ?? 'en'}`, {
    body: { email },
    headers: { 'x-forwarded-for': opts.ip ?? nextIp() },
  });
const change = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  call(t.app, 'POST', '/auth/recovery-password/change-password', {
    body: { token, password, password_confirmation: confirmation },
  });
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email))
    .orderBy(desc(mailOutbox.created_at));
const tokenIn = (text: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
/** The token of the link the delivery job would send (the stored mail keeps it masked and sealed). */
const tokenOf = (mail: OutboxMailRow) => tokenIn(deliverable(t.app.deps.config, mail)!.text);

async function activeUser(opts: { language?: 'en' | 'id'; state?: string } = {}) {
  const company = await createCompany(t.database);
  const user = await createUser(t.database, company, { state: opts.state });
  if (opts.language)
    await t.database.db
      .update(users)
      .set({ language: opts.language })
      .where(eq(users.user_uuid, user.user_uuid));
  return user;
}

describe('POST /auth/recovery-password', () => {
  it('queues the recovery mail in the user’s language with a link, stores only the hash, and logs it', async () => {
    const user = await activeUser({ language: 'id' });
    const res = await requestReset(user.email.toUpperCase());
    expect(res.status).toBe(200);
    const [mail] = await mailsTo(user.email);
    expect(mail).toMatchObject({
      template: 'recovery',
      language: 'id',
      subject: 'Atur ulang kata sandi Anda',
      user_uuid: user.user_uuid,
      company_uuid: user.company_uuid,
    });
    expect(mail.body).toContain('https://rc.example.test/reset-password?token=');
    expect(mail.body).toContain('30 menit');
    const token = tokenOf(mail);
    const [reset] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.user_uuid, user.user_uuid));
    expect(reset.token_hash).toBe(hashOneTimeToken(token));
    expect(reset.token_hash).not.toContain(token);
    const ttl = new Date(reset.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000);
    const jobRows = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupe_key, `mail:${mail.mail_uuid}`));
    expect(jobRows).toHaveLength(1);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, user.user_uuid));
    expect(logs.map((l) => l.action)).toContain('request_password_reset');
  });

  it('answers the same status and body for a known, an unknown and a suspended account, and mails only the active one', async () => {
    const known = await activeUser();
    const suspended = await activeUser({ state: 'suspended' });
    const answers = await Promise.all(
      [known.email, 'nobody-here@test.example', suspended.email].map((e) =>
        requestReset(e, { lang: 'id' }),
      ),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body).toEqual(answers[0].body);
    }
    expect(answers[0].body.message).toBe(
      'Jika ada akun aktif dengan email ini, tautan untuk mengatur ulang kata sandi telah dikirim ke email tersebut.',
    );
    expect(await mailsTo(known.email)).toHaveLength(1);
    expect(await mailsTo(suspended.email)).toHaveLength(0);
    expect(await mailsTo('nobody-here@test.example')).toHaveLength(0);
  });

  it('takes about as long for an unknown e-mail as for a known one, never less than the floor', async () => {
    const known = await activeUser();
    const time = async (email: string) => {
      const start = performance.now();
      await requestReset(email);
      return performance.now() - start;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      knownTimes.push(await time(known.email));
      unknownTimes.push(await time(`ghost-${i}@test.example`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
    for (const ms of [...knownTimes, ...unknownTimes])
      expect(ms).toBeGreaterThanOrEqual(RECOVERY_MIN_MS - 5);
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(150);
  });

  it('limits requests per e-mail with 429, known or not', async () => {
    const known = await activeUser();
    for (const email of [known.email, 'limited-ghost@test.example']) {
      const answers = await Promise.all(
        Array.from({ length: RECOVERY_LIMITS.perEmail + 1 }, () => requestReset(email)),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(RECOVERY_LIMITS.perEmail);
      const refused = answers.find((a) => a.status === 429)!;
      expect(refused.body.code).toBe('too_many_attempts');
      expect(refused.body.message).toMatch(
        /^Too many reset requests\. Please try again in \d+ minutes\.$/,
      );
      expect(refused.headers['retry-after']).toBeDefined();
    }
    expect(await mailsTo(known.email)).toHaveLength(RECOVERY_LIMITS.perEmail);
  });

  it('limits requests per address across e-mails', async () => {
    const ip = '10.200.0.1';
    const answers = await Promise.all(
      Array.from({ length: RECOVERY_LIMITS.perIp + 1 }, (_, i) =>
        requestReset(`spray-${i}@test.example`, { ip }),
      ),
    );
    expect(answers.filter((a) => a.status === 429)).toHaveLength(1);
  });

  it('voids the older unused link when a newer one is requested', async () => {
    const user = await activeUser();
    await requestReset(user.email);
    const first = tokenOf((await mailsTo(user.email))[0]);
    await requestReset(user.email);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(2);
    // The older mail's sealed token went with its voided link; the newer one still has its own.
    expect(mails.filter((m) => m.secret_sealed !== null)).toHaveLength(1);
    const second = tokenOf(mails.find((m) => m.secret_sealed !== null)!);
    expect(second).not.toBe(first);
    const old = await change(first);
    expect(old.status).toBe(409);
    expect(old.body.code).toBe('recovery_used');
    expect((await change(second)).status).toBe(200);
  });
});

describe('POST /auth/recovery-password/change-password', () => {
  async function linkFor(user: { email: string }) {
    await requestReset(user.email);
    return tokenOf((await mailsTo(user.email))[0]);
  }

  it('sets the new password, ends every session of the user, and spends the link', async () => {
    const user = await activeUser();
    const tokenA = await loginAs(t.app, user.email);
    const tokenB = await loginAs(t.app, user.email);
    const link = await linkFor(user);
    const res = await change(link);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password has been changed. Sign in with the new password.');
    for (const token of [tokenA, tokenB])
      expect((await call(t.app, 'GET', '/users/profile', { token })).status).toBe(401);
    expect(await loginAs(t.app, user.email, NEW_PASSWORD)).toMatch(/^ey/);
    const again = await change(link, 'Other#Pass2026');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('recovery_used');
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.type_uuid, user.user_uuid));
    expect(logs.find((l) => l.action === 'reset_password')!.after).toEqual({ sessions_ended: 2 });
  });

  it('refuses the current password with "Please input different password" and changes nothing', async () => {
    const user = await activeUser();
    const session = await loginAs(t.app, user.email);
    const link = await linkFor(user);
    const res = await change(link, TEST_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toEqual(['Please input different password']);
    expect((await call(t.app, 'GET', '/users/profile', { token: session })).status).toBe(200);
    expect((await change(link)).status).toBe(200);
  });

  it('applies the specification messages to the new password', async () => {
    const user = await activeUser();
    const link = await linkFor(user);
    const mismatch = await change(link, NEW_PASSWORD, 'Different#2026');
    expect(mismatch.body.errors.password_confirmation).toEqual(["Password doesn't match"]);
    const weak = await call(t.app, 'POST', '/auth/recovery-password/change-password?lang=id', {
      body: { token: link, password: 'abcdefghij', password_confirmation: 'abcdefghij' },
    });
    expect(weak.body.errors.password).toEqual(['Silakan periksa kolom ini']);
    expect((await change(link)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const user = await activeUser();
    const link = await linkFor(user);
    await t.database.db
      .update(passwordResets)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(passwordResets.token_hash, hashOneTimeToken(link)));
    const res = await change(link);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('recovery_expired');
    expect(await loginAs(t.app, user.email)).toMatch(/^ey/);
  });

  it('refuses an unknown link with 404', async () => {
    const res = await change('no-such-token');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This reset link is not valid. Request a new one.');
  });
});
