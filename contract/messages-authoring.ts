/** Server messages of the provider's content authoring (sectors, topics, obligations). Spread into MESSAGES. */
export const AUTHORING_MESSAGES = {
  sector_created: { en: 'Sector created', id: 'Sektor berhasil dibuat' },
  sector_updated: { en: 'Sector updated', id: 'Sektor berhasil diperbarui' },
  sector_deleted: { en: 'Sector deleted', id: 'Sektor berhasil dihapus' },
  sector_code_taken: {
    en: 'This code is already used by another sector',
    id: 'Kode ini sudah dipakai sektor lain',
  },
  sector_not_empty: {
    en: 'This sector still has topics. Move or delete them first.',
    id: 'Sektor ini masih memiliki topik. Pindahkan atau hapus topiknya terlebih dahulu.',
  },
  topic_created: { en: 'Topic created', id: 'Topik berhasil dibuat' },
  topic_updated: { en: 'Topic updated', id: 'Topik berhasil diperbarui' },
  topic_deleted: { en: 'Topic deleted', id: 'Topik berhasil dihapus' },
  topic_not_empty: {
    en: 'This topic still has subtopics or obligations. Move or delete them first.',
    id: 'Topik ini masih memiliki subtopik atau kewajiban. Pindahkan atau hapus terlebih dahulu.',
  },
  topic_too_deep: {
    en: 'A subtopic cannot hold subtopics: choose a topic of the sector',
    id: 'Subtopik tidak dapat memiliki subtopik: pilih topik dari sektor',
  },
  topic_parent_other_sector: {
    en: 'The parent topic must belong to the same sector',
    id: 'Topik induk harus berada di sektor yang sama',
  },
  sort_mismatch: {
    en: 'The order must list every item of this place exactly once',
    id: 'Urutan harus memuat setiap item di tempat ini tepat satu kali',
  },
  sorted: { en: 'Order saved', id: 'Urutan disimpan' },
  moved: { en: 'Moved', id: 'Berhasil dipindahkan' },
  move_into_draft: {
    en: 'Published content cannot move into an unpublished place. Publish the target first.',
    id: 'Konten yang sudah terbit tidak dapat dipindahkan ke tempat yang belum terbit. Terbitkan tujuannya terlebih dahulu.',
  },
  move_into_itself: {
    en: 'A topic cannot move under itself or its own subtopic',
    id: 'Topik tidak dapat dipindahkan ke bawah dirinya sendiri atau subtopiknya',
  },
  obligation_created: { en: 'Obligation saved as a draft', id: 'Kewajiban disimpan sebagai draf' },
  obligation_updated: { en: 'Obligation updated', id: 'Kewajiban berhasil diperbarui' },
  obligation_draft_saved: {
    en: 'Changes saved; customers see them once published',
    id: 'Perubahan disimpan; pelanggan melihatnya setelah diterbitkan',
  },
  obligation_published: { en: 'Obligation published', id: 'Kewajiban berhasil diterbitkan' },
  obligation_repealed: {
    en: 'Obligation repealed; it is kept for history',
    id: 'Kewajiban dicabut; tetap disimpan sebagai riwayat',
  },
  obligation_deleted: { en: 'Obligation deleted', id: 'Kewajiban berhasil dihapus' },
  obligation_delete_published: {
    en: 'A published obligation cannot be deleted: repeal it instead (it is kept for history)',
    id: 'Kewajiban yang sudah terbit tidak dapat dihapus: cabut kewajiban tersebut (tetap disimpan sebagai riwayat)',
  },
  obligation_back_to_draft: {
    en: 'A published obligation cannot become a draft again',
    id: 'Kewajiban yang sudah terbit tidak dapat kembali menjadi draf',
  },
  obligation_repealed_locked: {
    en: 'This obligation is repealed: it is kept for history and cannot change',
    id: 'Kewajiban ini sudah dicabut: disimpan sebagai riwayat dan tidak dapat diubah',
  },
  obligation_master_publish_v2: {
    en: 'Master obligations are published through the master publish call',
    id: 'Kewajiban master diterbitkan melalui panggilan terbit master',
  },
  obligations_activated: { en: 'Obligations activated', id: 'Kewajiban diaktifkan' },
  obligations_deactivated: { en: 'Obligations deactivated', id: 'Kewajiban dinonaktifkan' },
  sector_version_published: {
    en: 'Sector version published',
    id: 'Versi sektor berhasil diterbitkan',
  },
  sector_not_published: {
    en: 'This sector has no published version to sync yet',
    id: 'Sektor ini belum memiliki versi terbit untuk disinkronkan',
  },
  sector_sync_started: {
    en: 'Sync to the subscribed companies started',
    id: 'Sinkronisasi ke perusahaan pelanggan dimulai',
  },
  updates_seen: { en: 'Updates marked as seen', id: 'Pembaruan ditandai sudah dilihat' },
} as const satisfies Record<string, { en: string; id: string }>;
