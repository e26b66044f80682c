/** Fixed demo identities: companies, privilege roles, groups and people (password Demo#2026). */
import type { MemberRole, ObligationAction } from '../../../contract/enums';
import {
  ACTIONS,
  CUSTOMER_MODULES,
  MODULES,
  type Action,
  type ModuleCode,
} from '../../../contract/modules';

export const DEMO_PASSWORD = 'Demo#2026';

type Grants = Partial<Record<ModuleCode, readonly Action[]>>;
const all = (codes: readonly ModuleCode[]): Grants =>
  Object.fromEntries(codes.map((c) => [c, ACTIONS]));
const view = ['view'] as const;

export const ROLE_GRANTS: Record<string, Grants> = {
  'Super Admin': all(MODULES),
  Editor: {
    ...all([
      'content',
      'library',
      'obligation',
      'regulation',
      'download_regulation',
      'alerts',
      'static_pages',
      'import',
    ]),
    customers: view,
  },
  Admin: all(CUSTOMER_MODULES),
  PIC: {
    dashboard: view,
    library: view,
    obligation: view,
    regulation: view,
    download_regulation: view,
    compliance: ['view', 'create', 'update'],
    documents: ACTIONS,
    bookmarks: ACTIONS,
    notifications: view,
  },
  Auditor: {
    dashboard: view,
    library: view,
    obligation: view,
    regulation: view,
    download_regulation: view,
    compliance: ['view', 'update'],
    documents: view,
    bookmarks: ACTIONS,
    notifications: view,
  },
  Member: {
    dashboard: view,
    library: view,
    obligation: view,
    regulation: view,
    compliance: view,
    documents: view,
    bookmarks: ACTIONS,
    notifications: view,
  },
};

export const MODULE_NAMES: Record<ModuleCode, [string, string]> = {
  dashboard: ['Dashboard', 'Dasbor'],
  library: ['Library (sector access)', 'Pustaka (akses sektor)'],
  obligation: ['Obligations', 'Kewajiban'],
  regulation: ['Regulations', 'Peraturan'],
  download_regulation: ['Download Regulations', 'Unduh Peraturan'],
  compliance: ['Compliance', 'Kepatuhan'],
  documents: ['Documents', 'Dokumen'],
  bookmarks: ['Bookmarks', 'Penanda'],
  notifications: ['Notifications', 'Notifikasi'],
  users: ['User Management', 'Manajemen Pengguna'],
  settings: ['Settings', 'Pengaturan'],
  customers: ['Customers', 'Pelanggan'],
  content: ['Content Authoring', 'Pengelolaan Konten'],
  alerts: ['Alert Messages', 'Pesan Peringatan'],
  static_pages: ['Static Pages', 'Halaman Statis'],
  backup: ['Backup and Restore', 'Pencadangan dan Pemulihan'],
  import: ['Import', 'Impor'],
  operations: ['Operations (jobs and mail)', 'Operasional (tugas dan surel)'],
};

export const MEMBER_ROLE_DEFS: Record<MemberRole, { name: string; actions: ObligationAction[] }> = {
  pic: {
    name: 'PIC',
    actions: [
      'view',
      'comment',
      'upload_evidence',
      'edit_checklist',
      'claim',
      'assign',
      'set_deadline',
      'renew',
      'confirm_update',
    ],
  },
  group_pic: {
    name: 'Group PIC',
    actions: [
      'view',
      'comment',
      'upload_evidence',
      'edit_checklist',
      'claim',
      'assign',
      'set_deadline',
    ],
  },
  auditor: { name: 'Auditor', actions: ['view', 'comment', 'audit'] },
  contributor: {
    name: 'Contributor',
    actions: ['view', 'comment', 'upload_evidence', 'edit_checklist'],
  },
  member: { name: 'Member', actions: ['view', 'comment'] },
};
