/**
 * Server messages of invitation acceptance, password recovery and the own account's password
 * (helper E's part of issue 9). Spread into MESSAGES.
 */
export const ACCOUNT_MESSAGES = {
  invitation_valid: { en: 'Invitation is valid', id: 'Undangan valid' },
  invitation_not_found: {
    en: 'This invitation link is not valid. Ask your administrator for a new invitation.',
    id: 'Tautan undangan ini tidak valid. Minta undangan baru kepada administrator Anda.',
  },
  invitation_expired: {
    en: 'This invitation has expired. Ask your administrator to send a new one.',
    id: 'Undangan ini sudah kedaluwarsa. Minta administrator Anda untuk mengirim undangan baru.',
  },
  invitation_used: {
    en: 'This invitation was already used. Sign in with your e-mail and password.',
    id: 'Undangan ini sudah digunakan. Masuk dengan email dan kata sandi Anda.',
  },
  invitation_revoked: {
    en: 'This invitation was withdrawn or replaced by a newer one. Use the latest invitation mail or ask your administrator.',
    id: 'Undangan ini telah ditarik atau diganti dengan yang lebih baru. Gunakan email undangan terbaru atau hubungi administrator Anda.',
  },
  password_created: {
    en: 'Your password is set. You can now sign in.',
    id: 'Kata sandi Anda telah dibuat. Anda sekarang dapat masuk.',
  },
  password_rules: {
    en: 'Use 8 to 128 characters with at least one letter and one digit',
    id: 'Gunakan 8 sampai 128 karakter dengan setidaknya satu huruf dan satu angka',
  },
  password_weak: {
    en: 'This password is too easy to guess: it is a common password or follows a common pattern. Use a longer mix of words, digits and symbols that is not about you.',
    id: 'Kata sandi ini terlalu mudah ditebak: kata sandi umum atau mengikuti pola umum. Gunakan gabungan kata, angka, dan simbol yang lebih panjang dan tidak berkaitan dengan Anda.',
  },
  recovery_sent: {
    en: 'If an active account uses this e-mail, a link to reset the password has been sent to it.',
    id: 'Jika ada akun aktif dengan email ini, tautan untuk mengatur ulang kata sandi telah dikirim ke email tersebut.',
  },
  recovery_too_many: {
    en: 'Too many reset requests. Please try again in {{minutes}} minutes.',
    id: 'Terlalu banyak permintaan atur ulang. Silakan coba lagi dalam {{minutes}} menit.',
  },
  recovery_not_found: {
    en: 'This reset link is not valid. Request a new one.',
    id: 'Tautan atur ulang ini tidak valid. Minta tautan baru.',
  },
  recovery_expired: {
    en: 'This reset link has expired. Request a new one.',
    id: 'Tautan atur ulang ini sudah kedaluwarsa. Minta tautan baru.',
  },
  recovery_used: {
    en: 'This reset link was already used or replaced by a newer one. Request a new one.',
    id: 'Tautan atur ulang ini sudah digunakan atau diganti dengan yang lebih baru. Minta tautan baru.',
  },
  password_reset_done: {
    en: 'Your password has been changed. Sign in with the new password.',
    id: 'Kata sandi Anda telah diubah. Masuk dengan kata sandi baru.',
  },
} as const satisfies Record<string, { en: string; id: string }>;
