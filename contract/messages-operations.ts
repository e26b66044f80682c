/** Server messages of the job runner and the mail outbox. Spread into MESSAGES. */
export const OPERATIONS_MESSAGES = {
  job_retried: { en: 'Job queued again', id: 'Tugas diantrekan kembali' },
  snapshot_queued: { en: 'Dashboard snapshot queued', id: 'Snapshot dasbor diantrekan' },
  job_not_failed: {
    en: 'Only a failed job can be retried',
    id: 'Hanya tugas yang gagal yang dapat dicoba ulang',
  },
  mail_resent: { en: 'Mail queued again', id: 'Surel diantrekan kembali' },
  mail_not_resendable: {
    en: 'Only a failed or kept mail can be sent again',
    id: 'Hanya surel yang gagal atau tersimpan yang dapat dikirim ulang',
  },
  mail_link_not_sent: {
    en: 'Not sent: the one-time link of this mail was used, replaced or has expired',
    id: 'Tidak dikirim: tautan sekali pakai pada surel ini sudah digunakan, diganti, atau kedaluwarsa',
  },
  mail_link_gone: {
    en: 'This mail’s one-time link was used, replaced or has expired, so it cannot be sent again. Send a new invitation or reset request instead.',
    id: 'Tautan sekali pakai pada surel ini sudah digunakan, diganti, atau kedaluwarsa, sehingga surel tidak dapat dikirim ulang. Kirim undangan atau permintaan atur ulang yang baru.',
  },
  mail_no_smtp: {
    en: 'Mail delivery is not configured (no SMTP server): the mail would be kept again',
    id: 'Pengiriman surel belum dikonfigurasi (tidak ada server SMTP): surel akan tersimpan lagi',
  },
} as const satisfies Record<string, { en: string; id: string }>;
