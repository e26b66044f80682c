/**
 * The one-time links of invitation and recovery mails never rest readable in the outbox: the row
 * keeps the mail with its link masked and the token sealed apart, the delivery job renders the real
 * link into the mail it sends, and the sealed token is wiped once the mail is sent, failed for good,
 * replaced or past its expiry. The provider's outbox answers show the masked link only.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, passwordResets } from '../db/schema/identity';
import { JOB_HANDLERS } from '../job-table';
import { runMaintenance } from '../jobs/maintenance';
import { createJobRunner } from '../jobs/runner';
import { hashOneTimeToken } from '../lib/one-time-token';
import { createCompany, createUser, customerCompany, providerCompany } from '../test/fixtures';
import { call, createTestApp, loginAs, type TestApp } from '../test/harness';
import { MAIL_SEND_JOB } from './outbox';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server';
import { closeMailTransport } from './transport';

let smtp: TestSmtpServer;
let t: TestApp;
let provider: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://secret.example.test' });
  provider = (await providerCompany(t.app, t.database)).admin.token;
});
afterAll(async () => {
  closeMailTransport();
  await t?.close();
  await smtp?.stop();
});

const NEW_PASSWORD = 'Sealed#Link2026';

/** This file's own job kind for the mails it delivers (see send.test.ts): no other file's runner takes them. */
const KIND = 'mail-secrets-test.send';
const runner = () =>
  createJobRunner({
    deps: t.app.deps,
    log: t.app.log,
    handlers: { [KIND]: JOB_HANDLERS[MAIL_SEND_JOB] },
    schedule: [],
    retryMs: 100,
  });
async function deliver(...mailUuids: string[]) {
  for (const id of mailUuids)
    await t.database.db.execute(
      sql`UPDATE jobs SET kind = ${KIND} WHERE dedupe_key = ${`mail:${id}`}`,
    );
  await runner().drain();
}

const mailsTo = async (address: string) =>
  (
    (await t.database.db.execute(
      sql`SELECT mail_uuid FROM mail_outbox WHERE to_address = ${address} ORDER BY created_at`,
    )) as unknown as {
      rows: { mail_uuid: string }[];
    }
  ).rows.map((r) => r.mail_uuid);
/** Every column of the stored row, as the database holds it. */
const rawRow = async (mailUuid: string) =>
  (
    (await t.database.db.execute(
      sql`SELECT row_to_json(o)::text AS json FROM mail_outbox o WHERE mail_uuid = ${mailUuid}`,
    )) as unknown as { rows: { json: string }[] }
  ).rows[0].json;
const sealedOf = async (mailUuid: string) =>
  (
    (await t.database.db.execute(
      sql`SELECT secret_sealed FROM mail_outbox WHERE mail_uuid = ${mailUuid}`,
    )) as unknown as {
      rows: { secret_sealed: string | null }[];
    }
  ).rows[0].secret_sealed;

/** Nothing in the text is the token, nor any token-like run of characters that hashes to the stored hash. */
function expectNoToken(text: string, tokenHash: string) {
  const runs = text.match(/[A-Za-z0-9_\-%]{16,}/g) ?? [];
  for (const run of runs) {
    expect(hashOneTimeToken(run)).not.toBe(tokenHash);
    expect(hashOneTimeToken(decodeURIComponent(run))).not.toBe(tokenHash);
  }
}

const linkIn = (text: string, path: string) => {
  const match = new RegExp(`https://secret\\.example\\.test${path}\\?token=([A-Za-z0-9_%-]+)`).exec(
    text,
  );
  expect(match, `a ${path} link in the delivered mail`).not.toBeNull();
  return decodeURIComponent(match![1]);
};
/** The text/html part of a raw mail, decoded (quoted-printable or base64). */
function htmlPart(raw: string): string {
  const part = raw.split(/Content-Type: text\/html[^\r\n]*\r?\n/i)[1] ?? '';
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const encoded = rest.join('\n\n').split(/\r?\n--/)[0];
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(encoded, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    return Buffer.from(
      encoded
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return encoded;
}
const deliveredTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));

async function outboxAnswers(mailUuid: string, address: string) {
  const detail = await call(t.app, 'GET', `/mail/outbox/${mailUuid}`, { token: provider });
  expect(detail.status).toBe(200);
  const list = await call(t.app, 'GET', `/mail/outbox?search=${encodeURIComponent(address)}`, {
    token: provider,
  });
  expect(list.status).toBe(200);
  expect(list.body.data.data.map((m: { mail_uuid: string }) => m.mail_uuid)).toContain(mailUuid);
  return { detail: detail.body.data as { body: string }, list: JSON.stringify(list.body) };
}

describe('the outbox keeps no live one-time link', () => {
  it('a public recovery request stores no token in any outbox column nor answer, yet the mailed link resets the password, and the sealed token is gone once sent', async () => {
    const company = await createCompany(t.database);
    const user = await createUser(t.database, company);
    expect(
      (await call(t.app, 'POST', '/auth/recovery-password', { body: { email: user.email } }))
        .status,
    ).toBe(200);
    const [mailUuid] = await mailsTo(user.email);
    const [reset] = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.user_uuid, user.user_uuid));

    const stored = await rawRow(mailUuid);
    expectNoToken(stored, reset.token_hash);
    expect(stored).toContain('https://secret.example.test/reset-password?token=••••');
    expect(await sealedOf(mailUuid)).toMatch(/^v1\./);
    const { detail, list } = await outboxAnswers(mailUuid, user.email);
    expectNoToken(JSON.stringify(detail), reset.token_hash);
    expectNoToken(list, reset.token_hash);
    expect(detail.body).toContain('/reset-password?token=••••');

    const before = smtp.received.length;
    await deliver(mailUuid);
    await smtp.waitFor(before + 1);
    const [mail] = deliveredTo(user.email);
    const token = linkIn(mail.text, '/reset-password');
    expect(hashOneTimeToken(token)).toBe(reset.token_hash);
    expect(mail.raw).not.toContain('••••');
    const changed = await call(t.app, 'POST', '/auth/recovery-password/change-password', {
      body: { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    expect(await loginAs(t.app, user.email, NEW_PASSWORD)).toMatch(/^ey/);

    expect(await sealedOf(mailUuid)).toBeNull();
    const sent = await rawRow(mailUuid);
    expect(JSON.parse(sent)).toMatchObject({ state: 'sent' });
    expectNoToken(sent, reset.token_hash);
    expect(sent).not.toContain(token);
  });

  it('an invitation stores no token in any outbox column nor answer, yet the mailed link sets the password, and the sealed token is gone once sent', async () => {
    const c = await customerCompany(t.app, t.database);
    const address = `sealed-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const invited = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: address, name: 'Sealed Invitee' },
    });
    expect(invited.status).toBe(201);
    const [mailUuid] = await mailsTo(address);
    const [invitation] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.user_uuid, invited.body.data.user_uuid));

    const stored = await rawRow(mailUuid);
    expectNoToken(stored, invitation.token_hash);
    expect(stored).toContain('https://secret.example.test/accept-invitation?token=••••');
    expect(await sealedOf(mailUuid)).toMatch(/^v1\./);
    const { detail, list } = await outboxAnswers(mailUuid, address);
    expectNoToken(JSON.stringify(detail), invitation.token_hash);
    expectNoToken(list, invitation.token_hash);
    expect(detail.body).toContain('/accept-invitation?token=••••');

    const before = smtp.received.length;
    await deliver(mailUuid);
    await smtp.waitFor(before + 1);
    const [mail] = deliveredTo(address);
    const token = linkIn(mail.text, '/accept-invitation');
    expect(hashOneTimeToken(token)).toBe(invitation.token_hash);
    expect(htmlPart(mail.raw)).toContain(
      `href="https://secret.example.test/accept-invitation?token=${token}"`,
    );
    const accepted = await call(t.app, 'POST', '/users/create-password', {
      headers: { access_token: token },
      body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    expect(await loginAs(t.app, address, NEW_PASSWORD)).toMatch(/^ey/);

    expect(await sealedOf(mailUuid)).toBeNull();
    expectNoToken(await rawRow(mailUuid), invitation.token_hash);
  });

  it('a newer invitation wipes the older mail’s sealed link: the older mail is not sent with a dead link, and its resend is refused in both languages', async () => {
    const c = await customerCompany(t.app, t.database);
    const address = `twice-${crypto.randomUUID().slice(0, 8)}@test.example`;
    await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: address, name: 'Twice' },
    });
    await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: address, name: 'Twice' },
    });
    const [older, newer] = await mailsTo(address);
    expect(await sealedOf(older)).toBeNull();
    expect(await sealedOf(newer)).toMatch(/^v1\./);

    const before = smtp.received.length;
    await deliver(older, newer);
    await smtp.waitFor(before + 1);
    await new Promise((r) => setTimeout(r, 100));
    const delivered = deliveredTo(address);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].header('message-id')).toBe(`<${newer}@regcomply.mail>`);
    const olderRow = JSON.parse(await rawRow(older));
    expect(olderRow).toMatchObject({ state: 'failed', secret_sealed: null });
    expect(olderRow.last_error).toBe('mail_link_not_sent');
    const shownEn = await call(t.app, 'GET', `/mail/outbox/${older}`, { token: provider });
    expect(shownEn.body.data.last_error).toBe(
      'Not sent: the one-time link of this mail was used, replaced or has expired',
    );
    // The detail says so, and the screen offers no Resend (the sent one's link left with it too).
    expect(shownEn.body.data.link_gone).toBe(true);
    expect(
      (await call(t.app, 'GET', `/mail/outbox/${newer}`, { token: provider })).body.data.link_gone,
    ).toBe(true);
    const shownId = await call(
      t.app,
      'GET',
      `/mail/outbox?lang=id&search=${encodeURIComponent(address)}`,
      { token: provider },
    );
    expect(
      shownId.body.data.data.find((m: { mail_uuid: string }) => m.mail_uuid === older).last_error,
    ).toBe(
      'Tidak dikirim: tautan sekali pakai pada surel ini sudah digunakan, diganti, atau kedaluwarsa',
    );

    const en = await call(t.app, 'POST', `/mail/outbox/resend/${older}`, { token: provider });
    expect(en.status).toBe(409);
    expect(en.body.message).toBe(
      'This mail’s one-time link was used, replaced or has expired, so it cannot be sent again. Send a new invitation or reset request instead.',
    );
    const id = await call(t.app, 'POST', `/mail/outbox/resend/${older}?lang=id`, {
      token: provider,
    });
    expect(id.status).toBe(409);
    expect(id.body.message).toBe(
      'Tautan sekali pakai pada surel ini sudah digunakan, diganti, atau kedaluwarsa, sehingga surel tidak dapat dikirim ulang. Kirim undangan atau permintaan atur ulang yang baru.',
    );
    expect(JSON.parse(await rawRow(older)).state).toBe('failed');
  });

  it('wipes the sealed tokens of a locked-out user’s mailed links: the queued mails are not sent', async () => {
    const c = await customerCompany(t.app, t.database);
    const address = `gone-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const invited = await call(t.app, 'POST', '/users/invite', {
      token: c.admin.token,
      body: { email: address, name: 'Gone Soon' },
    });
    const [invitationMail] = await mailsTo(address);
    await call(t.app, 'POST', '/auth/recovery-password', { body: { email: c.member.email } });
    const [recoveryMail] = await mailsTo(c.member.email);
    for (const id of [invitationMail, recoveryMail]) expect(await sealedOf(id)).not.toBeNull();

    expect(
      (
        await call(t.app, 'DELETE', `/users/delete/${invited.body.data.user_uuid}`, {
          token: c.admin.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'PUT', `/users/update/${c.member.user_uuid}`, {
          token: c.admin.token,
          body: { state: 'suspended' },
        })
      ).status,
    ).toBe(200);
    for (const id of [invitationMail, recoveryMail]) expect(await sealedOf(id)).toBeNull();

    const before = smtp.received.length;
    await deliver(invitationMail, recoveryMail);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBe(before);
    for (const id of [invitationMail, recoveryMail])
      expect(JSON.parse(await rawRow(id))).toMatchObject({
        state: 'failed',
        last_error: 'mail_link_not_sent',
      });
  });

  it('wipes the sealed token of a spent recovery link and of a link past its expiry', async () => {
    const company = await createCompany(t.database);
    const spent = await createUser(t.database, company);
    const lapsed = await createUser(t.database, company);
    for (const u of [spent, lapsed])
      await call(t.app, 'POST', '/auth/recovery-password', { body: { email: u.email } });
    const [first] = await mailsTo(spent.email);
    // A second request voids the first link: its mail's sealed token goes with it.
    await call(t.app, 'POST', '/auth/recovery-password', { body: { email: spent.email } });
    expect(await sealedOf(first)).toBeNull();

    const [lapsedMail] = await mailsTo(lapsed.email);
    await t.database.db.execute(
      sql`UPDATE mail_outbox SET secret_expires_at = now() - interval '1 minute' WHERE mail_uuid = ${lapsedMail}`,
    );
    expect(await sealedOf(lapsedMail)).not.toBeNull();
    await runMaintenance(t.database);
    expect(await sealedOf(lapsedMail)).toBeNull();
  });
});
