/** Server messages of the document library (server/modules/documents). Spread into MESSAGES. */
export const DOCUMENT_MESSAGES = {
  document_name_too_long: {
    en: 'The file name may be at most 120 characters',
    id: 'Nama berkas maksimal 120 karakter',
  }, // (spec: "Document file name at most 120 characters")
  document_updated: { en: 'Document updated', id: 'Dokumen berhasil diperbarui' },
  document_deleted: { en: 'Documents deleted', id: 'Dokumen berhasil dihapus' },
  document_related: { en: 'Document related', id: 'Dokumen berhasil dikaitkan' },
  document_unrelated: { en: 'Relation removed', id: 'Kaitan berhasil dihapus' },
  document_map_target_required: {
    en: 'Choose a compliance, a checklist item or a regulation to relate',
    id: 'Pilih kepatuhan, butir daftar periksa, atau regulasi untuk dikaitkan',
  },
} as const;
