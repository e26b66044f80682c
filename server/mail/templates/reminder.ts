/** A due reminder: the compliance it is about, the user's own message and a link to it, in the user's language. */
import { layoutMail, type MailTemplate } from '../templates';

export interface ReminderMailVars {
  name: string;
  title: { en: string; id: string };
  message: string;
  url: string;
}

export const reminderTemplate: MailTemplate<ReminderMailVars> = (
  language,
  { name, title, message, url },
) =>
  language === 'id'
    ? layoutMail({
        subject: `Pengingat: ${title.id}`,
        greeting: `Halo ${name},`,
        paragraphs: [`Anda meminta pengingat untuk kepatuhan "${title.id}":`, message],
        action: { label: 'Buka kepatuhan', url },
        closing: 'Salam, tim RegComply',
      })
    : layoutMail({
        subject: `Reminder: ${title.en}`,
        greeting: `Hello ${name},`,
        paragraphs: [`You asked to be reminded about the compliance "${title.en}":`, message],
        action: { label: 'Open the compliance', url },
        closing: 'Regards, the RegComply team',
      });
