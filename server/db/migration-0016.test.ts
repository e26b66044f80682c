/**
 * Migration 0016 on a database whose outbox holds invitation and recovery mails written before
 * the links were masked: every token in their text and HTML is masked, the mails are marked as
 * ones whose link is gone (a resend is refused), and other mails keep their text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/database-before';
import type { Database } from './client';
import { runMigrations } from './migrate';

let database: Database;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  // The migrations before 0016, as a database created before this change had them.
  ({ database, close: closeDatabase } = await databaseBefore('0016'));
}, 120_000);

afterAll(() => closeDatabase?.());

const TOKEN_A = 'Q2hhbmdlTWVQbGVhc2UtdGhpcy1pcy1hLXRva2VuLTAx';
const TOKEN_B = 'b3RoZXItdG9rZW4tdmFsdWUtZm9yLXJlY292ZXJ5LTAy';

describe('migration 0016_mail_secrets', () => {
  it('masks the tokens of stored invitation and recovery links and marks their links gone; other mails keep their text', async () => {
    const insert = (template: string, body: string, html: string | null) =>
      database.query<{ mail_uuid: string }>(
        `INSERT INTO mail_outbox (template, to_address, subject, body, html, state) VALUES ($1, 'x@test.example', 'Subject', $2, $3, 'sent') RETURNING mail_uuid`,
        [template, body, html],
      );
    const [invitation] = await insert(
      'invitation',
      `Hello,\n\nSet your password: https://app.example/accept-invitation?token=${TOKEN_A}\n`,
      `<p><a href="https://app.example/accept-invitation?token=${TOKEN_A}" style="x">Set</a></p>`,
    );
    const [recovery] = await insert(
      'recovery',
      `Reset password: https://app.example/reset-password?lang=id&token=${TOKEN_B}\n\nRegards`,
      `<a href="https://app.example/reset-password?lang=id&amp;token=${TOKEN_B}">Reset</a>`,
    );
    const [plain] = await insert(
      'plain',
      'See https://docs.example/page?token=public-doc-link',
      null,
    );

    expect(await runMigrations(database)).toContain('0016_mail_secrets.sql');

    const rows = await database.query<{
      mail_uuid: string;
      body: string;
      html: string | null;
      secret_sealed: string | null;
      secret_expires_at: Date | null;
    }>('SELECT mail_uuid, body, html, secret_sealed, secret_expires_at FROM mail_outbox');
    const byId = new Map(rows.map((r) => [r.mail_uuid, r]));
    const inv = byId.get(invitation.mail_uuid)!;
    expect(inv.body).toBe(
      'Hello,\n\nSet your password: https://app.example/accept-invitation?token=••••••••\n',
    );
    expect(inv.html).toBe(
      '<p><a href="https://app.example/accept-invitation?token=••••••••" style="x">Set</a></p>',
    );
    const rec = byId.get(recovery.mail_uuid)!;
    expect(rec.body).toBe(
      'Reset password: https://app.example/reset-password?lang=id&token=••••••••\n\nRegards',
    );
    expect(rec.html).toBe(
      '<a href="https://app.example/reset-password?lang=id&amp;token=••••••••">Reset</a>',
    );
    for (const r of [inv, rec]) {
      expect(r.secret_sealed).toBeNull();
      expect(r.secret_expires_at).not.toBeNull();
    }
    expect(JSON.stringify(rows)).not.toContain(TOKEN_A);
    expect(JSON.stringify(rows)).not.toContain(TOKEN_B);
    expect(byId.get(plain.mail_uuid)).toMatchObject({
      body: 'See https://docs.example/page?token=public-doc-link',
      secret_expires_at: null,
    });
  });
});
