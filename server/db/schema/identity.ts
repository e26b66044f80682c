import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, pk, ts, updatedAt } from './columns';

/** Companies: the provider (is_provider) and its customers, with subscription and license. */
export const products = pgTable('products', {
  product_uuid: pk('product_uuid'),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  created_at: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    company_uuid: pk('company_uuid'),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    is_provider: boolean('is_provider').notNull().default(false),
    state: text('state').notNull().default('active'),
    product_uuid: uuid('product_uuid').references(() => products.product_uuid),
    subscription_start: ts('subscription_start'),
    expired_at: ts('expired_at'),
    license_count: integer('license_count').notNull().default(10),
    license_expired_at: ts('license_expired_at'),
    pic_name: text('pic_name'),
    pic_email: text('pic_email'),
    ldap_enabled: boolean('ldap_enabled').notNull().default(false),
    address: text('address'),
    phone: text('phone'),
    /** ISO 3166-1 alpha-2 code from the list bundled in contract/countries.ts. */
    country: text('country'),
    /** The Microsoft Entra ID tenant the company registered: its users' Microsoft identities come from it. */
    entra_tenant_id: text('entra_tenant_id'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('companies_entra_tenant_unique')
      .on(t.entra_tenant_id)
      .where(sql`${t.entra_tenant_id} IS NOT NULL AND ${t.deleted_at} IS NULL`),
  ],
);

export const groupLabels = pgTable(
  'group_labels',
  {
    label_uuid: pk('label_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    name: text('name').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('group_labels_company_idx').on(t.company_uuid)],
);

export const userGroups = pgTable(
  'user_groups',
  {
    group_uuid: pk('group_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    name: text('name').notNull(),
    label_uuid: uuid('label_uuid').references(() => groupLabels.label_uuid),
    parent_uuid: uuid('parent_uuid'),
    role_uuid: uuid('role_uuid'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [index('user_groups_company_idx').on(t.company_uuid)],
);

export const users = pgTable(
  'users',
  {
    user_uuid: pk('user_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    email: text('email').notNull(),
    name: text('name').notNull(),
    password_hash: text('password_hash'),
    state: text('state').notNull().default('active'),
    language: text('language').notNull().default('en'),
    group_uuid: uuid('group_uuid').references(() => userGroups.group_uuid),
    phone: text('phone'),
    position: text('position'),
    is_ldap: boolean('is_ldap').notNull().default(false),
    /** The user's entry in the company's directory (LDAP sync matches on it before the e-mail). */
    ldap_dn: text('ldap_dn'),
    last_login_at: ts('last_login_at'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.company_uuid),
  ],
);

/**
 * A user's Microsoft Entra ID identity: the ID token's tenant (`tid`) and object id (`oid`),
 * linked by the user from a password session ('self') or by the company's admin ('admin');
 * 'legacy' rows were bound by the old first-sign-in rule and hold no tenant until a sign-in from
 * the company's registered tenant confirms them (migration 0017).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    user_uuid: uuid('user_uuid')
      .primaryKey()
      .references(() => users.user_uuid, { onDelete: 'cascade' }),
    tenant_id: text('tenant_id'),
    object_id: text('object_id').notNull(),
    linked_by: text('linked_by').$type<'self' | 'admin' | 'legacy'>().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_tenant_object_unique').on(t.tenant_id, t.object_id),
    index('user_identities_object_idx').on(t.object_id),
  ],
);

/** Privilege roles: role_setting 0 custom, 1 built-in. Each maps modules to actions. */
export const privilegeRoles = pgTable(
  'privilege_roles',
  {
    role_uuid: pk('role_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    role_name: text('role_name').notNull(),
    role_setting: integer('role_setting').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('privilege_roles_name_unique').on(t.company_uuid, sql`lower(${t.role_name})`),
  ],
);

export const modules = pgTable('modules', {
  module_code: text('module_code').primaryKey(),
  name_en: text('name_en').notNull(),
  name_id: text('name_id').notNull(),
  is_provider: boolean('is_provider').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const roleModules = pgTable(
  'role_modules',
  {
    role_uuid: uuid('role_uuid')
      .notNull()
      .references(() => privilegeRoles.role_uuid, { onDelete: 'cascade' }),
    module_code: text('module_code')
      .notNull()
      .references(() => modules.module_code),
    can_view: boolean('can_view').notNull().default(false),
    can_create: boolean('can_create').notNull().default(false),
    can_update: boolean('can_update').notNull().default(false),
    can_delete: boolean('can_delete').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.role_uuid, t.module_code] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid, { onDelete: 'cascade' }),
    role_uuid: uuid('role_uuid')
      .notNull()
      .references(() => privilegeRoles.role_uuid, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.user_uuid, t.role_uuid] }),
    index('user_roles_role_idx').on(t.role_uuid),
  ],
);

/** Sessions back every token (jti): logout revokes the row and the token stops working at once. */
export const sessions = pgTable(
  'sessions',
  {
    session_uuid: pk('session_uuid'),
    user_uuid: uuid('user_uuid')
      .notNull()
      .references(() => users.user_uuid, { onDelete: 'cascade' }),
    company_uuid: uuid('company_uuid').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: createdAt(),
    expires_at: ts('expires_at').notNull(),
    revoked_at: ts('revoked_at'),
    /** How the session was opened: 'password' or 'entra' (null before migration 0017). */
    method: text('method').$type<'password' | 'entra'>(),
  },
  (t) => [index('sessions_user_idx').on(t.user_uuid)],
);

export const invitations = pgTable(
  'invitations',
  {
    invitation_uuid: pk('invitation_uuid'),
    company_uuid: uuid('company_uuid')
      .notNull()
      .references(() => companies.company_uuid),
    email: text('email').notNull(),
    name: text('name'),
    token_hash: text('token_hash').notNull().unique(),
    role_uuids: jsonb('role_uuids').$type<string[]>().notNull().default([]),
    group_uuid: uuid('group_uuid'),
    invited_by: uuid('invited_by'),
    /** The user row the invitation creates (state 'invited' until the password is set). */
    user_uuid: uuid('user_uuid').references(() => users.user_uuid, { onDelete: 'cascade' }),
    language: text('language').notNull().default('en'),
    expires_at: ts('expires_at').notNull(),
    accepted_at: ts('accepted_at'),
    /** Set when a newer invitation replaces this one or an admin withdraws it. */
    revoked_at: ts('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [
    index('invitations_company_idx').on(t.company_uuid),
    index('invitations_user_idx').on(t.user_uuid),
  ],
);

export const passwordResets = pgTable('password_resets', {
  reset_uuid: pk('reset_uuid'),
  user_uuid: uuid('user_uuid')
    .notNull()
    .references(() => users.user_uuid, { onDelete: 'cascade' }),
  token_hash: text('token_hash').notNull().unique(),
  expires_at: ts('expires_at').notNull(),
  used_at: ts('used_at'),
  created_at: createdAt(),
});

/**
 * A company's LDAP directory: where to bind and search, how attributes map to users and groups.
 * The bind password is stored encrypted (AES-256-GCM, key derived from configuration), never
 * returned by the API. `last_result` keeps the counts of the last sync for the settings screen.
 */
export const ldapSettings = pgTable('ldap_settings', {
  company_uuid: uuid('company_uuid')
    .primaryKey()
    .references(() => companies.company_uuid),
  url: text('url').notNull(),
  bind_dn: text('bind_dn').notNull(),
  bind_password_enc: text('bind_password_enc'),
  base_dn: text('base_dn').notNull(),
  user_filter: text('user_filter').notNull().default('(objectClass=inetOrgPerson)'),
  group_filter: text('group_filter').notNull().default('(objectClass=groupOfNames)'),
  /** Attribute names: email, name, phone, position, group name, group member. */
  mapping: jsonb('mapping').$type<Record<string, string>>().notNull().default({}),
  start_tls: boolean('start_tls').notNull().default(false),
  last_sync_at: ts('last_sync_at'),
  last_result: jsonb('last_result').$type<Record<string, unknown>>(),
  updated_at: updatedAt(),
});

/** Per-company preferences and theming: colour scheme, logo, label overrides, priority names. */
export const settings = pgTable('settings', {
  company_uuid: uuid('company_uuid')
    .primaryKey()
    .references(() => companies.company_uuid),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
  updated_at: updatedAt(),
});
