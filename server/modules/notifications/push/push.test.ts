/**
 * Web Push end to end: a device subscribes, a due reminder (and a claim waiting for audit) is
 * sent to a push service started here, which receives a VAPID-signed aes128gcm message the test
 * decrypts with the device's private key; 404 and 410 remove the subscription, 5xx is retried;
 * only allowed push services are accepted; the VAPID key pair outlives the process.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../../contract/enums';
import { reminders } from '../../../db/schema/compliance';
import { users } from '../../../db/schema/identity';
import { jobs } from '../../../db/schema/platform';
import { pushSubscriptions } from '../../../db/schema/push';
import { enqueueJob } from '../../../jobs/queue';
import { createJobRunner } from '../../../jobs/runner';
import { createObligation, librarySkeleton } from '../../../test/content-fixtures';
import { createRole, createUser, customerCompany } from '../../../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../../../test/harness';
import { builtInRoles, createCompliance } from '../../compliance/compliance.fixtures';
import {
  REMINDER_DELIVER_JOB,
  REMINDER_SCAN_JOB,
  deliverReminder,
  scanReminders,
} from '../reminder-delivery';
import { PUSH_SEND_JOB } from './queue-push';
import { sendPush } from './push-send.job';
import { browserKeys, decryptPush, startPushService, vapidOf } from './test/push-service';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
let company: Awaited<ReturnType<typeof customerCompany>>;
let roles: Record<MemberRole, string>;
let obligationUuid: string;

beforeAll(async () => {
  service = await startPushService();
  t = await createTestApp({ PUSH_ALLOWED_HOSTS: '127.0.0.1' });
  company = await customerCompany(t.app, t.database);
  roles = await builtInRoles(t.database, company.company.company_uuid);
  const lib = await librarySkeleton(t.database);
  obligationUuid = (
    await createObligation(t.database, lib.place, {
      comp_title_en: 'Fire permit',
      comp_title_id: 'Izin kebakaran',
    })
  ).obligation_uuid;
});
afterAll(async () => {
  // This file's push jobs (one waits for its retry): no other file's runner should try them.
  await t.database.db.delete(jobs).where(eq(jobs.company_uuid, company.company.company_uuid));
  await t.close();
  await service.close();
});

async function person(name: string, language: 'en' | 'id' = 'en') {
  const role = await createRole(
    t.database,
    company.company.company_uuid,
    `Worker ${randomUUID().slice(0, 6)}`,
    { compliance: ['view', 'create', 'update'], notifications: ['view'] },
  );
  const user = await createUser(t.database, company.company, { roles: [role.role_uuid], name });
  await t.database.db.update(users).set({ language }).where(eq(users.user_uuid, user.user_uuid));
  return { ...user, token: await loginAs(t.app, user.email) };
}

async function device(token: string) {
  const keys = browserKeys();
  const endpoint = service.endpoint();
  const res = await call(t.app, 'POST', '/notification/push/subscribe', {
    token,
    body: { endpoint, keys: keys.keys },
  });
  expect(res.status).toBe(200);
  return { keys, endpoint, id: res.body.data.subscription_uuid as string };
}

const runner = () =>
  createJobRunner({
    deps: t.app.deps,
    log: t.app.log,
    handlers: {
      [REMINDER_SCAN_JOB]: scanReminders,
      [REMINDER_DELIVER_JOB]: deliverReminder,
      [PUSH_SEND_JOB]: sendPush,
    },
    schedule: [],
  });

async function dueReminder(user_uuid: string, message: string) {
  const c = await createCompliance(t.database, roles, {
    company_uuid: company.company.company_uuid,
    obligation_uuid: obligationUuid,
    members: [],
    checklist: [false],
  });
  await t.database.db.insert(reminders).values({
    company_uuid: company.company.company_uuid,
    compliance_uuid: c.compliance_uuid,
    user_uuid,
    remind_at: new Date(Date.now() - 60_000).toISOString(),
    message,
  });
  return c;
}

async function deliverDue() {
  await t.database.db.transaction((tx) => enqueueJob(tx, { kind: REMINDER_SCAN_JOB }));
  await runner().drain();
}

describe('a due reminder reaches the user’s device as an encrypted push', () => {
  it('the push service receives a VAPID-signed aes128gcm message that decrypts to the reminder in the user language', async () => {
    const sari = await person('Sari', 'id');
    const phone = await device(sari.token);
    const c = await dueReminder(sari.user_uuid, 'Pesan inspeksi');
    await deliverDue();
    const [push] = service.to(phone.endpoint);
    expect(push).toBeDefined();
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    const vapid = vapidOf(push.headers)!;
    const key = await call(t.app, 'GET', '/notification/push/key', { token: sari.token });
    expect(vapid.key).toBe(key.body.data.public_key);
    expect(vapid.claims.aud).toBe(service.origin);
    const message = JSON.parse(decryptPush(push.body, phone.keys));
    const [note] = await t.database.rows<{ notification_uuid: string }>(
      sql`SELECT notification_uuid FROM notifications WHERE user_uuid = ${sari.user_uuid} AND type = 'reminder'`,
    );
    expect(message).toEqual({
      kind: 'reminder',
      title: 'Pengingat',
      body: 'Izin kebakaran: Pesan inspeksi',
      url: `/compliance/${c.compliance_uuid}`,
      notification_uuid: note.notification_uuid,
      lang: 'id',
    });
    // Another run of the scan pushes nothing more.
    await deliverDue();
    expect(service.to(phone.endpoint)).toHaveLength(1);
  });

  it('a claim waiting for audit is pushed to the auditor’s devices', async () => {
    const pic = await person('Pia PIC');
    const auditor = await person('Adi Auditor');
    const laptop = await device(auditor.token);
    const picPhone = await device(pic.token);
    const c = await createCompliance(t.database, roles, {
      company_uuid: company.company.company_uuid,
      obligation_uuid: obligationUuid,
      members: [
        { user_uuid: pic.user_uuid, role: 'pic' },
        { user_uuid: auditor.user_uuid, role: 'auditor' },
      ],
      checklist: [true],
    });
    const res = await call(t.app, 'PUT', '/compliance/process/update', {
      token: pic.token,
      body: { compliance_uuid: c.compliance_uuid, action: 'claim', confirm: true },
    });
    expect(res.status).toBe(200);
    await runner().drain();
    const [push] = service.to(laptop.endpoint);
    expect(JSON.parse(decryptPush(push.body, laptop.keys))).toMatchObject({
      kind: 'claim_audit',
      title: 'A claim waits for your audit',
      body: 'Fire permit was claimed by Pia PIC.',
      url: `/compliance/${c.compliance_uuid}`,
    });
    expect(service.to(picPhone.endpoint)).toEqual([]);
  });

  it('410 and 404 from the push service remove the subscription; 500 is retried later', async () => {
    const user = await person('Gone');
    const gone = await device(user.token);
    const lost = await device(user.token);
    const busy = await device(user.token);
    service.answer(gone.endpoint, 410);
    service.answer(lost.endpoint, 404);
    service.answer(busy.endpoint, 500);
    await dueReminder(user.user_uuid, 'Anyone there?');
    await deliverDue();
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_uuid, user.user_uuid));
    expect(left.map((s) => s.subscription_uuid)).toEqual([busy.id]);
    const [retry] = await t.database.rows<{ state: string; attempts: number }>(
      sql`SELECT state, attempts FROM jobs WHERE kind = ${PUSH_SEND_JOB} AND payload->>'subscription_uuid' = ${busy.id}`,
    );
    expect(retry).toEqual({ state: 'queued', attempts: 1 });
  });
});

describe('notification preferences decide the channels', () => {
  it('push off: no push; in app off: no notification but the push; mail off: no mail', async () => {
    const user = await person('Picky');
    const phone = await device(user.token);
    const put = await call(t.app, 'PUT', '/notification/preferences', {
      token: user.token,
      body: { preferences: [{ kind: 'reminder', push: false, mail: false }] },
    });
    expect(put.status).toBe(200);
    await dueReminder(user.user_uuid, 'Quiet');
    await deliverDue();
    expect(service.to(phone.endpoint)).toEqual([]);
    const count = async (table: 'notifications' | 'mail_outbox') =>
      (
        await t.database.rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_uuid = ${user.user_uuid}`,
        )
      )[0].n;
    expect(await count('notifications')).toBe(1);
    expect(await count('mail_outbox')).toBe(0);

    await call(t.app, 'PUT', '/notification/preferences', {
      token: user.token,
      body: { preferences: [{ kind: 'reminder', in_app: false, push: true }] },
    });
    await dueReminder(user.user_uuid, 'Only on the phone');
    await deliverDue();
    expect(await count('notifications')).toBe(1);
    const [push] = service.to(phone.endpoint);
    expect(JSON.parse(decryptPush(push.body, phone.keys))).toMatchObject({
      body: 'Fire permit: Only on the phone',
      notification_uuid: null,
    });
    expect(await count('mail_outbox')).toBe(0);
  });
});

describe('GET /notification/push/key, POST and DELETE /notification/push/subscribe', () => {
  it('refuses a push service outside PUSH_ALLOWED_HOSTS with the field and message', async () => {
    const user = await person('Ssrf');
    for (const endpoint of [
      'http://169.254.169.254/latest/meta-data',
      'https://evil.example/push',
      'ftp://127.0.0.1/x',
      'http://user:pw@127.0.0.1/x',
    ]) {
      const res = await call(t.app, 'POST', '/notification/push/subscribe?lang=id', {
        token: user.token,
        body: { endpoint, keys: browserKeys().keys },
      });
      expect([endpoint, res.status, res.body.message, res.body.errors]).toEqual([
        endpoint,
        400,
        'Layanan push ini tidak diizinkan',
        { endpoint: ['Silakan periksa kolom ini'] },
      ]);
    }
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.user_uuid, user.user_uuid)),
    ).toEqual([]);
  });

  it('another user cannot take or remove a device’s subscription without its secret', async () => {
    const owner = await person('Owner');
    const other = await person('Other');
    const phone = await device(owner.token);
    const steal = await call(t.app, 'POST', '/notification/push/subscribe', {
      token: other.token,
      body: { endpoint: phone.endpoint, keys: browserKeys().keys },
    });
    expect(steal.status).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', '/notification/push/subscribe', {
          token: other.token,
          body: { endpoint: phone.endpoint },
        })
      ).status,
    ).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(row.user_uuid).toBe(owner.user_uuid);
    // The same browser (same secret) signed in by another user moves to that user.
    const handed = await call(t.app, 'POST', '/notification/push/subscribe', {
      token: other.token,
      body: { endpoint: phone.endpoint, keys: phone.keys.keys },
    });
    expect(handed.status).toBe(200);
    expect(handed.body.data.subscription_uuid).toBe(phone.id);
    const [moved] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    expect(moved.user_uuid).toBe(other.user_uuid);
    const off = await call(t.app, 'DELETE', '/notification/push/subscribe', {
      token: other.token,
      body: { endpoint: phone.endpoint },
    });
    expect([off.status, off.body.data]).toEqual([200, { removed: true }]);
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, phone.endpoint)),
    ).toEqual([]);
  });

  it('keeps the VAPID key pair made on first start across restarts; configured keys win', async () => {
    const user = await person('Keys');
    const first = (await call(t.app, 'GET', '/notification/push/key', { token: user.token })).body
      .data.public_key;
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const again = await createTestApp({ PUSH_ALLOWED_HOSTS: '127.0.0.1' }, t.database);
    try {
      expect(
        (await call(again.app, 'GET', '/notification/push/key', { token: user.token })).body.data
          .public_key,
      ).toBe(first);
    } finally {
      await again.close();
    }
    const [stored] = await t.database.rows<{ value: string }>(
      sql`SELECT value FROM app_secrets WHERE name = 'vapid_keys'`,
    );
    expect(stored.value.startsWith('v1.')).toBe(true);
    expect(stored.value).not.toContain(first);
    const configured = {
      VAPID_PUBLIC_KEY:
        'BCoJN4bOhKxZ-PNRlEpTink9WcnLaLS-M9av4hiIsJeuA5MOz3jcyoWeTjf_i3AO6ZY-V2WH4z59Kj9ouleEARM',
      VAPID_PRIVATE_KEY: 'WZel0FiB2xWXMPXJ1IBQkGieItWheI0aLq7HiFZWbVs',
    };
    const own = await createTestApp(configured, t.database);
    try {
      expect(
        (await call(own.app, 'GET', '/notification/push/key', { token: user.token })).body.data
          .public_key,
      ).toBe(configured.VAPID_PUBLIC_KEY);
    } finally {
      await own.close();
    }
  });
});

describe('GET and PUT /notification/preferences', () => {
  it('answers every kind with its offered channels on by default, and keeps a change per user', async () => {
    const user = await person('Prefs');
    const res = await call(t.app, 'GET', '/notification/preferences', { token: user.token });
    expect(res.status).toBe(200);
    const prefs = res.body.data.preferences as { kind: string }[];
    expect(prefs).toHaveLength(10);
    expect(prefs.find((p) => p.kind === 'reminder')).toEqual({
      kind: 'reminder',
      in_app: true,
      mail: true,
      push: true,
    });
    expect(prefs.find((p) => p.kind === 'comment')).toEqual({
      kind: 'comment',
      in_app: true,
      mail: null,
      push: null,
    });
    const put = await call(t.app, 'PUT', '/notification/preferences', {
      token: user.token,
      body: {
        preferences: [
          { kind: 'claim_audit', push: false },
          { kind: 'comment', in_app: false },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect(
      put.body.data.preferences.find((p: { kind: string }) => p.kind === 'claim_audit'),
    ).toEqual({ kind: 'claim_audit', in_app: true, mail: null, push: false });
    // A second change keeps the first.
    await call(t.app, 'PUT', '/notification/preferences', {
      token: user.token,
      body: { preferences: [{ kind: 'claim_audit', in_app: false }] },
    });
    const after = (await call(t.app, 'GET', '/notification/preferences', { token: user.token }))
      .body.data.preferences;
    expect(after.find((p: { kind: string }) => p.kind === 'claim_audit')).toEqual({
      kind: 'claim_audit',
      in_app: false,
      mail: null,
      push: false,
    });
    expect(after.find((p: { kind: string }) => p.kind === 'comment')).toEqual({
      kind: 'comment',
      in_app: false,
      mail: null,
      push: null,
    });
    // Nobody else's changed.
    const other = await person('Untouched');
    const theirs = (await call(t.app, 'GET', '/notification/preferences', { token: other.token }))
      .body.data.preferences;
    expect(theirs.find((p: { kind: string }) => p.kind === 'claim_audit')).toEqual({
      kind: 'claim_audit',
      in_app: true,
      mail: null,
      push: true,
    });
    const logs = await t.database.rows<{ action: string }>(
      sql`SELECT action FROM activity_logs WHERE type = 'notification_preferences' AND type_uuid = ${user.user_uuid}`,
    );
    expect(logs.map((l) => l.action)).toEqual(['update', 'update']);
  });

  it('refuses a channel the kind is not sent on, on its field, and changes nothing', async () => {
    const user = await person('Wrong');
    const res = await call(t.app, 'PUT', '/notification/preferences', {
      token: user.token,
      body: {
        preferences: [
          { kind: 'reminder', in_app: false },
          { kind: 'comment', mail: true },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This notification is not sent on this channel');
    expect(res.body.errors).toEqual({ 'preferences.1.mail': ['Please check this field'] });
    const rows = await t.database.rows(
      sql`SELECT 1 FROM notification_preferences WHERE user_uuid = ${user.user_uuid}`,
    );
    expect(rows).toEqual([]);
  });

  it('an in-app choice turned off leaves the kind out of the list; another kind still arrives', async () => {
    const user = await person('Muted');
    await call(t.app, 'PUT', '/notification/preferences', {
      token: user.token,
      body: { preferences: [{ kind: 'deadline_soon', in_app: false }] },
    });
    const { notify } = await import('../notify');
    await t.app.deps.mutations.system(async (m) => {
      await notify(m, {
        company_uuid: company.company.company_uuid,
        user_uuids: [user.user_uuid],
        kind: 'deadline_soon',
        vars: { title: 'x', days: 7, deadline: '2099-01-01' },
      });
      await notify(m, {
        company_uuid: company.company.company_uuid,
        user_uuids: [user.user_uuid],
        kind: 'overdue',
        vars: { title: 'x', deadline: '2020-01-01' },
      });
    });
    const list = await call(t.app, 'GET', '/notification/list', { token: user.token });
    expect(list.body.data.data.map((n: { type: string }) => n.type)).toEqual(['overdue']);
  });
});
