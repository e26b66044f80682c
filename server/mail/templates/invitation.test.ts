import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATES } from '../registry';

const vars = {
  name: 'Rina <Kusuma>',
  company: 'PT Maju & Jaya',
  inviter: 'Ayu Lestari',
  url: 'https://comply.example.test/accept-invitation?token=abc_DEF-123',
  expires_at: '2026-02-01T09:05:00.000Z',
};

describe('the invitation mail', () => {
  it('names the company, the inviter, the link and the expiry in English', () => {
    const mail = MAIL_TEMPLATES.invitation('en', vars);
    expect(mail.subject).toBe('Ayu Lestari invited you to PT Maju & Jaya on RegComply');
    expect(mail.text).toContain('Hello Rina <Kusuma>,');
    expect(mail.text).toContain(
      'Set your password: https://comply.example.test/accept-invitation?token=abc_DEF-123',
    );
    expect(mail.text).toContain('until 1 February 2026 at 09:05 (UTC)');
  });

  it('is written in Indonesian for an Indonesian invitee, with the date in Indonesian', () => {
    const mail = MAIL_TEMPLATES.invitation('id', vars);
    expect(mail.subject).toBe('Ayu Lestari mengundang Anda ke PT Maju & Jaya di RegComply');
    expect(mail.text).toContain('berlaku hingga 1 Februari 2026');
    expect(mail.text).toContain(
      'Buat kata sandi Anda: https://comply.example.test/accept-invitation?token=abc_DEF-123',
    );
  });

  it('escapes the names in the HTML body and links the button', () => {
    const { html } = MAIL_TEMPLATES.invitation('en', vars);
    expect(html).toContain('Hello Rina &lt;Kusuma&gt;,');
    expect(html).toContain('PT Maju &amp; Jaya');
    expect(html).toContain(
      'href="https://comply.example.test/accept-invitation?token=abc_DEF-123"',
    );
  });
});
