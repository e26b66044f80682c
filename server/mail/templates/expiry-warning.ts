/** The subscription expiry warning to a customer company's admins, in the admin's language. */
import { layoutMail, type MailTemplate } from '../templates';

export interface ExpiryWarningMailVars {
  name: string;
  company: string;
  /** The end date, already written as a day (e.g. 2026-12-31). */
  endsOn: string;
  days: number;
}

export const expiryWarningTemplate: MailTemplate<ExpiryWarningMailVars> = (
  language,
  { name, company, endsOn, days },
) =>
  language === 'id'
    ? layoutMail({
        subject: `Langganan ${company} berakhir dalam ${days} hari`,
        greeting: `Halo ${name},`,
        paragraphs: [
          `Langganan ${company} berakhir pada ${endsOn}.`,
          'Hubungi penyedia Anda untuk memperpanjangnya agar pengguna Anda tetap dapat bekerja tanpa gangguan.',
        ],
        closing: 'Salam, tim RegComply',
      })
    : layoutMail({
        subject: `The subscription of ${company} ends in ${days} days`,
        greeting: `Hello ${name},`,
        paragraphs: [
          `The subscription of ${company} ends on ${endsOn}.`,
          'Contact your provider to renew it so that your users keep working without interruption.',
        ],
        closing: 'Regards, the RegComply team',
      });
