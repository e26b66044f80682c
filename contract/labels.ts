/**
 * Display labels of the content-library enumerations in both languages. The server answers them
 * in the filter and category lists; the client may read them directly to label stored rows.
 */
import type {
  ConfirmationStatus,
  HierarchyRelation,
  LegalStatus,
  MemberRole,
  ObligationAction,
  ObligationType,
  Priority,
  ProcessStatus,
  RegulationType,
  Sanction,
} from './enums';

type Bi = { en: string; id: string };

export const OBLIGATION_TYPE_LABELS: Record<ObligationType, Bi> = {
  licensing: { en: 'Licensing', id: 'Perizinan' },
  conditional: { en: 'Conditional', id: 'Kondisional' },
  periodic: { en: 'Periodic', id: 'Berkala' },
  prohibition: { en: 'Prohibition', id: 'Larangan' },
  continuous: { en: 'Continuous', id: 'Berkelanjutan' },
};

export const PRIORITY_LABELS: Record<Priority, Bi> = {
  low: { en: 'Low', id: 'Rendah' },
  medium: { en: 'Medium', id: 'Sedang' },
  high: { en: 'High', id: 'Tinggi' },
};

export const SANCTION_LABELS: Record<Sanction, Bi> = {
  administrative: { en: 'Administrative', id: 'Administratif' },
  administrative_and_criminal: {
    en: 'Administrative and criminal',
    id: 'Administratif dan pidana',
  },
  criminal: { en: 'Criminal', id: 'Pidana' },
  none: { en: 'None', id: 'Tidak ada' },
};

export const LEGAL_STATUS_LABELS: Record<LegalStatus, Bi> = {
  in_effect: { en: 'In effect', id: 'Berlaku' },
  amended: { en: 'Amended', id: 'Diubah' },
  amended_partially_repealed: {
    en: 'Amended and partially repealed',
    id: 'Diubah dan dicabut sebagian',
  },
  amended_or_repealed: { en: 'Amended or repealed', id: 'Diubah atau dicabut' },
  repealed: { en: 'Repealed', id: 'Dicabut' },
  partially_repealed: { en: 'Partially repealed', id: 'Dicabut sebagian' },
};

export const REGULATION_TYPE_LABELS: Record<RegulationType, Bi> = {
  law: { en: 'Law', id: 'Undang-Undang' },
  government_regulation_in_lieu_of_law: {
    en: 'Government Regulation in Lieu of Law',
    id: 'Peraturan Pemerintah Pengganti Undang-Undang',
  },
  government_regulation: { en: 'Government Regulation', id: 'Peraturan Pemerintah' },
  presidential_regulation: { en: 'Presidential Regulation', id: 'Peraturan Presiden' },
  ministerial_regulation: { en: 'Ministerial Regulation', id: 'Peraturan Menteri' },
  regional_regulation: { en: 'Regional Regulation', id: 'Peraturan Daerah' },
};

/**
 * A stored enum value in `lang`: its label when the value is known, else the value itself, so
 * a value the client does not know yet (a newer server) still shows rather than breaking.
 */
export function labelOf(labels: Record<string, Bi>, value: string, lang: 'en' | 'id'): string {
  return Object.hasOwn(labels, value) ? labels[value][lang] : value;
}

export const HIERARCHY_RELATION_LABELS: Record<HierarchyRelation, Bi> = {
  amends: { en: 'Amends', id: 'Mengubah' },
  amended_by: { en: 'Amended by', id: 'Diubah oleh' },
  implements: { en: 'Implements', id: 'Melaksanakan' },
  implemented_by: { en: 'Implemented by', id: 'Dilaksanakan oleh' },
  revokes: { en: 'Revokes', id: 'Mencabut' },
  revoked_by: { en: 'Revoked by', id: 'Dicabut oleh' },
};

/** The specification's wording: not_comply is shown "In progress", approved "Comply". */
export const PROCESS_STATUS_LABELS: Record<ProcessStatus, Bi> = {
  not_assigned: { en: 'Not assigned', id: 'Belum ditugaskan' },
  assigned: { en: 'Assigned', id: 'Ditugaskan' },
  not_comply: { en: 'In progress', id: 'Dalam proses' },
  claim: { en: 'Claim', id: 'Klaim' },
  audit: { en: 'Audit', id: 'Audit' },
  approved: { en: 'Comply', id: 'Patuh' },
};

export const CONFIRMATION_STATUS_LABELS: Record<ConfirmationStatus, Bi> = {
  need_confirmation: { en: 'Needs confirmation', id: 'Perlu konfirmasi' },
  waiting_confirmation: { en: 'Waiting for confirmation', id: 'Menunggu konfirmasi' },
  confirmed: { en: 'Confirmed', id: 'Terkonfirmasi' },
};

export const MEMBER_ROLE_LABELS: Record<MemberRole, Bi> = {
  pic: { en: 'PIC', id: 'PIC' },
  group_pic: { en: 'Group PIC', id: 'PIC Grup' },
  auditor: { en: 'Auditor', id: 'Auditor' },
  contributor: { en: 'Contributor', id: 'Kontributor' },
  member: { en: 'Member', id: 'Anggota' },
};

export const OBLIGATION_ACTION_LABELS: Record<ObligationAction, Bi> = {
  view: { en: 'View', id: 'Lihat' },
  comment: { en: 'Comment', id: 'Komentar' },
  upload_evidence: { en: 'Upload evidence', id: 'Unggah bukti' },
  edit_checklist: { en: 'Edit checklist', id: 'Ubah daftar periksa' },
  claim: { en: 'Claim', id: 'Klaim' },
  audit: { en: 'Audit', id: 'Audit' },
  assign: { en: 'Assign', id: 'Tugaskan' },
  set_deadline: { en: 'Set deadline', id: 'Atur tenggat' },
  renew: { en: 'Renew', id: 'Perbarui siklus' },
  confirm_update: { en: 'Confirm update', id: 'Konfirmasi pembaruan' },
};

/** One option of a filter or category list: the stored value and its label in both languages. */
export interface LabelledOption<V extends string = string> {
  value: V;
  label: string;
  label_en: string;
  label_id: string;
}

export function options<V extends string>(
  labels: Record<V, Bi>,
  lang: 'en' | 'id',
): LabelledOption<V>[] {
  return (Object.keys(labels) as V[]).map((value) => ({
    value,
    label: labels[value][lang],
    label_en: labels[value].en,
    label_id: labels[value].id,
  }));
}

/** The steps of the compliance workflow (contract/workflow.ts), as a 409 names the refused one. */
export const PROCESS_ACTION_LABELS: Record<'start' | 'claim' | 'audit' | 'approve' | 'reject', Bi> =
  {
    start: { en: 'start', id: 'mulai' },
    claim: { en: 'claim', id: 'klaim' },
    audit: { en: 'audit', id: 'audit' },
    approve: { en: 'approve', id: 'setujui' },
    reject: { en: 'reject', id: 'tolak' },
  };
