/** The password recovery mail: the reset link and how long it works, in the user's language. */
import { layoutMail, type MailTemplate } from '../templates';

export interface RecoveryMailVars {
  name: string;
  url: string;
  minutes: number;
}

export const recoveryTemplate: MailTemplate<RecoveryMailVars> = (
  language,
  { name, url, minutes },
) =>
  language === 'id'
    ? layoutMail({
        subject: 'Atur ulang kata sandi Anda',
        greeting: `Halo ${name},`,
        paragraphs: [
          'Kami menerima permintaan untuk mengatur ulang kata sandi akun Anda.',
          `Tautan ini berlaku selama ${minutes} menit dan hanya dapat digunakan sekali.`,
          'Jika Anda tidak meminta ini, abaikan email ini: kata sandi Anda tidak berubah.',
        ],
        action: { label: 'Atur ulang kata sandi', url },
        closing: 'Salam, tim RegComply',
      })
    : layoutMail({
        subject: 'Reset your password',
        greeting: `Hello ${name},`,
        paragraphs: [
          'We received a request to reset the password of your account.',
          `This link works for ${minutes} minutes and only once.`,
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ],
        action: { label: 'Reset password', url },
        closing: 'Regards, the RegComply team',
      });
