/** Server messages of checklists, comments, reminders and update confirmation. Spread into MESSAGES. */
export const CHECKLIST_MESSAGES = {
  comment_not_author: {
    en: 'Only the author can change this comment',
    id: 'Hanya penulis yang dapat mengubah komentar ini',
  },
  checklist_loaded: { en: 'Checklist loaded', id: 'Daftar periksa dimuat' },
  checklist_created: { en: 'Checklist item added', id: 'Item daftar periksa ditambahkan' },
  checklist_updated: { en: 'Checklist item updated', id: 'Item daftar periksa diperbarui' },
  checklist_deleted: { en: 'Checklist item deleted', id: 'Item daftar periksa dihapus' },
  comments_loaded: { en: 'Comments loaded', id: 'Komentar dimuat' },
  comment_created: { en: 'Comment added', id: 'Komentar ditambahkan' },
  comment_updated: { en: 'Comment updated', id: 'Komentar diperbarui' },
  comment_deleted: { en: 'Comment deleted', id: 'Komentar dihapus' },
  /** A client-made id (comment_uuid, checklist_uuid) already names another row: never overwritten. */
  id_taken: {
    en: 'This id is already in use',
    id: 'ID ini sudah digunakan',
  },
  reminder_created: { en: 'Reminder saved', id: 'Pengingat disimpan' },
  reminders_loaded: { en: 'Reminders loaded', id: 'Pengingat dimuat' },
  reminder_in_past: {
    en: 'Choose a moment in the future',
    id: 'Pilih waktu di masa mendatang',
  },
  confirm_success: { en: 'Update confirmed', id: 'Pembaruan dikonfirmasi' },
  /** {{from}} is the compliance's confirmation state (or "no update"). */
  confirmation_not_needed: {
    en: 'This compliance does not need confirmation: it is {{from}}',
    id: 'Kepatuhan ini tidak memerlukan konfirmasi: statusnya {{from}}',
  },
  confirmation_target_exists: {
    en: 'The compliance of the current version already exists',
    id: 'Kepatuhan untuk versi terbaru sudah ada',
  },
  diffs_loaded: { en: 'Changes loaded', id: 'Perubahan dimuat' },
} as const satisfies Record<string, { en: string; id: string }>;
