/** Server messages of the provider's regulation authoring and spreadsheets. Spread into MESSAGES. */
export const REGULATION_MESSAGES = {
  regulation_created: { en: 'Regulation created', id: 'Peraturan berhasil dibuat' },
  regulation_updated: { en: 'Regulation updated', id: 'Peraturan berhasil diperbarui' },
  regulation_deleted: { en: 'Regulation deleted', id: 'Peraturan berhasil dihapus' },
  regulation_synced: { en: 'Sync successful', id: 'Sinkronisasi berhasil' },
  obligation_regulation_linked: {
    en: 'Regulations linked to the obligation',
    id: 'Peraturan ditautkan ke kewajiban',
  },
  hierarchy_self_link: {
    en: 'A regulation cannot be linked to itself',
    id: 'Peraturan tidak dapat ditautkan ke dirinya sendiri',
  },
  regulation_dates_order: {
    en: 'The effective date cannot be before the enactment date',
    id: 'Tanggal berlaku tidak boleh sebelum tanggal pengundangan',
  },
} as const;
