/** The provider's answer to a user's feedback or request, in the user's language. */
import { layoutMail, type MailTemplate } from '../templates';

export interface InboxAnswerMailVars {
  name: string;
  /** What the user sent (its title, or the start of its text). */
  about: string;
  answer: string;
}

export const inboxAnswerTemplate: MailTemplate<InboxAnswerMailVars> = (
  language,
  { name, about, answer },
) =>
  language === 'id'
    ? layoutMail({
        subject: 'Tanggapan atas pesan Anda',
        greeting: `Halo ${name},`,
        paragraphs: [`Terima kasih atas pesan Anda ("${about}"). Tanggapan kami:`, answer],
        closing: 'Salam, tim RegComply',
      })
    : layoutMail({
        subject: 'An answer to your message',
        greeting: `Hello ${name},`,
        paragraphs: [`Thank you for your message ("${about}"). Our answer:`, answer],
        closing: 'Regards, the RegComply team',
      });
