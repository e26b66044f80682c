import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CONFIRMATION_STATUSES, PRIORITIES, PROCESS_STATUSES } from '../../../contract/enums';
import type {
  ConfirmationStatus,
  ObligationAction,
  Priority,
  ProcessStatus,
} from '../../../contract/enums';
import { createdAt, pk, ts, updatedAt } from './columns';
import { companies, users } from './identity';
import { obligations } from './library';

/**
 * Compliance tracking: one compliance per (company, obligation version, cycle). A renewal closes
 * the cycle (is_active false) and opens cycle + 1 with renewal_of pointing back; a duplicate
 * (is_duplicate, duplicated_from) is outside the uniqueness rule. Every row carries company_uuid.
 */
const oneOf = (col: AnyPgColumn, values: readonly string[]): SQL =>
  sql`${col} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const compliances = pgTable(
  'compliances',
  {
    compliance_uuid: pk('compliance_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    obligation_uuid: uuid('obligation_uuid')
      .notNull()
      .references(() => obligations.obligation_uuid),
    version_code: integer('version_code').notNull().default(1),
    // The values the checks below allow, as the rows' types (a text column types as any string).
    process_status: text('process_status').$type<ProcessStatus>().notNull().default('not_assigned'),
    confirmation_status: text('confirmation_status').$type<ConfirmationStatus>(),
    priority: text('priority').$type<Priority>().notNull().default('medium'),
    deadline: date('deadline', { mode: 'string' }),
    is_active: boolean('is_active').notNull().default(true),
    is_duplicate: boolean('is_duplicate').notNull().default(false),
    duplicated_from: uuid('duplicated_from').references(
      (): AnyPgColumn => compliances.compliance_uuid,
    ),
    renewal_of: uuid('renewal_of').references((): AnyPgColumn => compliances.compliance_uuid),
    cycle: integer('cycle').notNull().default(1),
    claimed_at: ts('claimed_at'),
    /** Who claimed the current cycle: they may not audit, approve or reject it (separation of duties). */
    claimed_by: uuid('claimed_by').references(() => users.user_uuid),
    approved_at: ts('approved_at'),
    reject_reason: text('reject_reason'),
    /** The PIC's working note (PUT /compliance/update). */
    note: text('note'),
    created_by: uuid('created_by'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('compliances_obligation_cycle_unique')
      .on(t.company_uuid, t.obligation_uuid, t.version_code, t.cycle)
      .where(sql`is_duplicate = false and deleted_at is null`),
    index('compliances_company_status_idx').on(t.company_uuid, t.process_status),
    index('compliances_company_updated_idx').on(t.company_uuid, t.updated_at),
    index('compliances_obligation_idx').on(t.obligation_uuid),
    // The compliance list (GET /v2/compliance/list): a company's live rows by activity and
    // status in the default order (deadline, then id), so a status filter reads its page in
    // index order and counts its matches from the index alone.
    index('compliances_list_idx')
      .on(t.company_uuid, t.is_active, t.process_status, t.deadline, t.compliance_uuid)
      .where(sql`deleted_at is null`),
    // The list's default order without a status filter: active or not, then deadline, then id.
    index('compliances_deadline_idx')
      .on(t.company_uuid, t.is_active, t.deadline, t.compliance_uuid)
      .where(sql`deleted_at is null`),
    // The detail's link to the next cycle (the compliance renewing this one).
    index('compliances_renewal_idx')
      .on(t.renewal_of)
      .where(sql`renewal_of is not null`),
    check('compliances_process_status_check', oneOf(t.process_status, PROCESS_STATUSES)),
    check(
      'compliances_confirmation_check',
      sql`${t.confirmation_status} is null or ${oneOf(t.confirmation_status, CONFIRMATION_STATUSES)}`,
    ),
    check('compliances_priority_check', oneOf(t.priority, PRIORITIES)),
    check('compliances_cycle_check', sql`${t.cycle} >= 1`),
  ],
);

/** Company-scoped member roles; `code` is one of MEMBER_ROLES for built-ins, free text for custom. */
export const memberRoles = pgTable(
  'member_roles',
  {
    member_role_uuid: pk('member_role_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    name: text('name').notNull(),
    code: text('code').notNull(),
    actions: jsonb('actions').$type<ObligationAction[]>().notNull().default([]),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('member_roles_company_code_unique').on(t.company_uuid, t.code)],
);

export const complianceMembers = pgTable(
  'compliance_members',
  {
    member_uuid: pk('member_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    compliance_uuid: uuid('compliance_uuid')
      .notNull()
      .references(() => compliances.compliance_uuid, { onDelete: 'cascade' }),
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid),
    member_role_uuid: uuid('member_role_uuid').references(() => memberRoles.member_role_uuid),
    role_code: text('role_code').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('compliance_members_unique').on(t.compliance_uuid, t.user_uuid, t.role_code),
    index('compliance_members_company_user_idx').on(t.company_uuid, t.user_uuid),
    // PIC and auditor names of a list page, and the PIC / auditor filters.
    index('compliance_members_role_idx').on(t.compliance_uuid, t.role_code, t.user_uuid),
    // A member's visibility: the list's count reads the caller's member rows from the index alone.
    index('compliance_members_user_idx').on(t.user_uuid, t.compliance_uuid),
    // A member role's count: the rows naming the role, and the built-in's rows naming none (0022).
    index('compliance_members_role_uuid_idx')
      .on(t.company_uuid, t.member_role_uuid)
      .where(sql`member_role_uuid is not null`),
    index('compliance_members_default_role_idx')
      .on(t.company_uuid, t.role_code)
      .where(sql`member_role_uuid is null`),
  ],
);

export const checklists = pgTable(
  'checklists',
  {
    checklist_uuid: pk('checklist_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    compliance_uuid: uuid('compliance_uuid')
      .notNull()
      .references(() => compliances.compliance_uuid, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    due_date: date('due_date', { mode: 'string' }),
    is_claim_checklist: boolean('is_claim_checklist').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('checklists_company_compliance_idx').on(t.company_uuid, t.compliance_uuid, t.sort),
    index('checklists_compliance_idx').on(t.compliance_uuid),
  ],
);

export const comments = pgTable(
  'comments',
  {
    comment_uuid: pk('comment_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    compliance_uuid: uuid('compliance_uuid')
      .notNull()
      .references(() => compliances.compliance_uuid, { onDelete: 'cascade' }),
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid),
    body: text('body').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    index('comments_company_compliance_idx').on(t.company_uuid, t.compliance_uuid, t.created_at),
    index('comments_compliance_idx').on(t.compliance_uuid),
  ],
);

/** Delivered as a notification and an e-mail when remind_at passes (sent_at set by the job). */
export const reminders = pgTable(
  'reminders',
  {
    reminder_uuid: pk('reminder_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    compliance_uuid: uuid('compliance_uuid')
      .notNull()
      .references(() => compliances.compliance_uuid, { onDelete: 'cascade' }),
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid),
    remind_at: ts('remind_at').notNull(),
    message: text('message').notNull(),
    sent_at: ts('sent_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('reminders_company_idx').on(t.company_uuid, t.compliance_uuid),
    index('reminders_due_idx')
      .on(t.remind_at)
      .where(sql`sent_at is null`),
  ],
);
