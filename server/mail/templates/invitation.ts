/**
 * The invitation mail (POST /users/invite, POST /users/create): in the invitee's language, it
 * names the company and the inviter, carries the link to set a password and says until when the
 * link works. The link is built by the sender (PUBLIC_URL + INVITATION_PATH + the token).
 */
import type { Language } from '../../../contract/enums';
import { layoutMail, type MailTemplate } from '../templates';

export interface InvitationVars {
  /** The invitee's name. */
  name: string;
  company: string;
  inviter: string;
  url: string;
  /** ISO 8601: when the link stops working. */
  expires_at: string;
}

const TEXT = {
  en: {
    subject: (v: InvitationVars) => `${v.inviter} invited you to ${v.company} on RegComply`,
    greeting: (v: InvitationVars) => `Hello ${v.name},`,
    invited: (v: InvitationVars) =>
      `${v.inviter} has invited you to join ${v.company} on RegComply, the compliance management application.`,
    action: 'Set your password',
    expiry: (date: string) =>
      `The link works once and until ${date} (UTC). After that, ask your administrator for a new invitation.`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
    closing: 'Regards, RegComply',
    locale: 'en-GB',
  },
  id: {
    subject: (v: InvitationVars) => `${v.inviter} mengundang Anda ke ${v.company} di RegComply`,
    greeting: (v: InvitationVars) => `Halo ${v.name},`,
    invited: (v: InvitationVars) =>
      `${v.inviter} mengundang Anda untuk bergabung dengan ${v.company} di RegComply, aplikasi pengelolaan kepatuhan.`,
    action: 'Buat kata sandi Anda',
    expiry: (date: string) =>
      `Tautan ini hanya dapat dipakai satu kali dan berlaku hingga ${date} (UTC). Setelah itu, mintalah undangan baru kepada administrator Anda.`,
    ignore: 'Jika Anda tidak mengharapkan undangan ini, abaikan email ini.',
    closing: 'Salam, RegComply',
    locale: 'id-ID',
  },
} as const;

/** A date and time in the mail's language, in UTC (the mail cannot know the reader's zone). */
export function mailDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(TEXT[language].locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));
}

export const invitationTemplate: MailTemplate<InvitationVars> = (language, vars) => {
  const t = TEXT[language] ?? TEXT.en;
  return layoutMail({
    subject: t.subject(vars),
    greeting: t.greeting(vars),
    paragraphs: [t.invited(vars), t.expiry(mailDateTime(vars.expires_at, language)), t.ignore],
    action: { label: t.action, url: vars.url },
    closing: t.closing,
  });
};
