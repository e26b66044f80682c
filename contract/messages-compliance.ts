/** Server messages of the compliance area (lists, detail, workflow). Spread into MESSAGES. */
export const COMPLIANCE_MESSAGES = {
  compliance_loaded: { en: 'Compliance loaded', id: 'Kepatuhan dimuat' },
  compliance_updated: { en: 'Compliance updated', id: 'Kepatuhan diperbarui' },
  compliance_action_forbidden: {
    en: 'Your role on this compliance does not allow this action',
    id: 'Peran Anda pada kepatuhan ini tidak mengizinkan tindakan ini',
  },
  duty_claimer_audit: {
    en: 'You claimed this compliance: another person must audit, approve or reject it',
    id: 'Anda yang mengklaim kepatuhan ini: orang lain yang harus mengaudit, menyetujui, atau menolaknya',
  },
  /** {{action}} is the attempted step, {{from}} the current state, {{to}} the state it would reach. */
  transition_not_allowed: {
    en: 'Cannot {{action}}: the compliance is {{from}}, so it cannot become {{to}}',
    id: 'Tidak dapat {{action}}: kepatuhan berstatus {{from}}, sehingga tidak dapat menjadi {{to}}',
  },
  /** A change queued offline whose compliance moved on meanwhile. */
  transition_stale: {
    en: 'The compliance changed meanwhile: it is now {{from}}, not {{expected}}',
    id: 'Kepatuhan berubah sementara itu: sekarang {{from}}, bukan {{expected}}',
  },
  compliance_inactive: {
    en: 'This compliance is inactive',
    id: 'Kepatuhan ini tidak aktif',
  },
  claim_needs_confirmation: {
    en: 'Please confirm the claim: {{warnings}}',
    id: 'Mohon konfirmasi klaim: {{warnings}}',
  },
  reject_reason_required: {
    en: 'Give the reason for the rejection',
    id: 'Berikan alasan penolakan',
  },
  compliance_locked: {
    en: 'The compliance is {{from}}: its checklist and deadline cannot change now',
    id: 'Kepatuhan berstatus {{from}}: daftar periksa dan tenggatnya tidak dapat diubah sekarang',
  },
  /** The claim warnings' codes (contract/workflow.ts CLAIM_WARNINGS), listed as they are in
   * `errors.warnings` of claim_needs_confirmation: the client labels them itself. */
  no_deadline: { en: 'no_deadline', id: 'no_deadline' },
  unclaimed_checklist: { en: 'unclaimed_checklist', id: 'unclaimed_checklist' },
  /** The warnings in words, for the message of claim_needs_confirmation. */
  claim_warning_no_deadline: { en: 'no deadline is set', id: 'tenggat belum diatur' },
  claim_warning_unclaimed_checklist: {
    en: 'some checklist items are not claimed',
    id: 'beberapa butir daftar periksa belum diklaim',
  },
  compliance_manager_only: {
    en: 'Only a company compliance manager may do this',
    id: 'Hanya pengelola kepatuhan perusahaan yang dapat melakukan ini',
  },
  compliance_renewed: {
    en: 'Compliance renewed: the next cycle is open',
    id: 'Kepatuhan diperbarui: siklus berikutnya dibuka',
  },
  compliance_duplicated: { en: 'Compliance duplicated', id: 'Kepatuhan diduplikasi' },
  compliances_deleted: { en: 'Compliances deleted', id: 'Kepatuhan dihapus' },
} as const satisfies Record<string, { en: string; id: string }>;
