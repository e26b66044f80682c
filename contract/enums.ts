/** Enumerations of the content library and compliance tracking (product.md, spec section 4). */
export const SANCTIONS = [
  'administrative',
  'administrative_and_criminal',
  'criminal',
  'none',
] as const;
export type Sanction = (typeof SANCTIONS)[number];

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const OBLIGATION_TYPES = [
  'licensing',
  'conditional',
  'periodic',
  'prohibition',
  'continuous',
] as const;
export type ObligationType = (typeof OBLIGATION_TYPES)[number];

/** obligation_status: 1 publish, 0 draft, -2 repealed (kept for history, hidden from new work). */
export const OBLIGATION_STATUS = { publish: 1, draft: 0, repealed: -2 } as const;

export const LEGAL_STATUSES = [
  'in_effect',
  'amended',
  'amended_partially_repealed',
  'amended_or_repealed',
  'repealed',
  'partially_repealed',
] as const;
export type LegalStatus = (typeof LEGAL_STATUSES)[number];

/** A regulation's place in the Indonesian hierarchy of laws (the server's regulations.type). */
export const REGULATION_TYPES = [
  'law',
  'government_regulation_in_lieu_of_law',
  'government_regulation',
  'presidential_regulation',
  'ministerial_regulation',
  'regional_regulation',
] as const;
export type RegulationType = (typeof REGULATION_TYPES)[number];

export const HIERARCHY_RELATIONS = [
  'amends',
  'amended_by',
  'implements',
  'implemented_by',
  'revokes',
  'revoked_by',
] as const;
export type HierarchyRelation = (typeof HIERARCHY_RELATIONS)[number];

/**
 * The one table of inverse relations: a link A -relation-> B is stored with B -inverse-> A, so
 * each regulation shows the link from its side (the service, the seed and the test factories).
 */
export const INVERSE_RELATION: Record<HierarchyRelation, HierarchyRelation> = {
  amends: 'amended_by',
  amended_by: 'amends',
  implements: 'implemented_by',
  implemented_by: 'implements',
  revokes: 'revoked_by',
  revoked_by: 'revokes',
};

export const PROCESS_STATUSES = [
  'not_assigned',
  'assigned',
  'not_comply',
  'claim',
  'audit',
  'approved',
] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

export const CONFIRMATION_STATUSES = [
  'need_confirmation',
  'waiting_confirmation',
  'confirmed',
] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

export const MEMBER_ROLES = ['pic', 'group_pic', 'auditor', 'contributor', 'member'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const OBLIGATION_ACTIONS = [
  'view',
  'comment',
  'upload_evidence',
  'edit_checklist',
  'claim',
  'audit',
  'assign',
  'set_deadline',
  'renew',
  'confirm_update',
] as const;
export type ObligationAction = (typeof OBLIGATION_ACTIONS)[number];

export const ACCOUNT_STATES = ['active', 'suspended', 'inactive'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The compliance list's sort keys (GET /v2/compliance/list sort_by, the client's list URL). */
export const COMPLIANCE_SORTS = ['deadline', 'priority', 'status', 'title', 'updated'] as const;
export type ComplianceSort = (typeof COMPLIANCE_SORTS)[number];

/** A user's state: `invited` until they set their password; suspended and inactive users cannot sign in. */
export const USER_STATES = ['active', 'suspended', 'inactive', 'invited'] as const;
export type UserState = (typeof USER_STATES)[number];
/** The states an admin sets; `invited` ends when the user sets their password. */
export const SETTABLE_USER_STATES = ['active', 'suspended', 'inactive'] as const;
export type SettableUserState = (typeof SETTABLE_USER_STATES)[number];
/** What the user lists sort by. */
export const USER_SORTS = ['name', 'email', 'state', 'last_login_at', 'created_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** The primary colours a company may choose (Mantine palettes that keep 4.5:1 contrast on buttons). */
export const THEME_COLORS = [
  'indigo',
  'blue',
  'teal',
  'green',
  'orange',
  'red',
  'grape',
  'violet',
  'cyan',
] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
