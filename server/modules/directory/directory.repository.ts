/**
 * The directory area's SQL: a company's LDAP settings, and what a sync compares the directory
 * with (the company's users and groups, the built-in Member role, e-mails taken anywhere). Every
 * query names the company explicitly.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { LdapMapping, LdapSettings, LdapSyncResult } from '../../../contract/api/directory';
import { LDAP_DEFAULTS } from '../../../contract/api/directory';
import type { Database, Tx } from '../../db/client';
import { ldapSettings, privilegeRoles, userGroups, users } from '../../db/schema/identity';
import { isoOrNull, iso } from '../../lib/iso-time';

export type LdapSettingsRow = typeof ldapSettings.$inferSelect;

/** The mapping stored, completed with the defaults for any attribute it lacks. */
export const mappingOf = (row: Pick<LdapSettingsRow, 'mapping'>): LdapMapping => ({
  ...LDAP_DEFAULTS.mapping,
  ...row.mapping,
});

/** The settings as answers show them: never the password, only whether one is stored. */
export function presentSettings(row: LdapSettingsRow): LdapSettings {
  return {
    url: row.url,
    bind_dn: row.bind_dn,
    has_bind_password: row.bind_password_enc !== null,
    base_dn: row.base_dn,
    user_filter: row.user_filter,
    group_filter: row.group_filter,
    mapping: mappingOf(row),
    start_tls: row.start_tls,
    last_sync_at: isoOrNull(row.last_sync_at),
    last_result: row.last_result
      ? { skipped: 0, ...(row.last_result as Omit<LdapSyncResult, 'skipped'>) }
      : null,
    updated_at: iso(row.updated_at),
  };
}

export async function findSettings(
  database: Database,
  companyUuid: string,
): Promise<LdapSettingsRow | null> {
  const [row] = await database.db
    .select()
    .from(ldapSettings)
    .where(eq(ldapSettings.company_uuid, companyUuid));
  return row ?? null;
}

/** The same read in a write, locking the row: two syncs (or a save and a sync) of one company queue. */
export async function lockSettings(tx: Tx, companyUuid: string): Promise<LdapSettingsRow | null> {
  const [row] = await tx
    .select()
    .from(ldapSettings)
    .where(eq(ldapSettings.company_uuid, companyUuid))
    .for('update');
  return row ?? null;
}

export type LdapSettingsValues = Omit<
  LdapSettingsRow,
  'company_uuid' | 'last_sync_at' | 'last_result' | 'updated_at'
>;

export async function saveSettings(
  tx: Tx,
  companyUuid: string,
  values: LdapSettingsValues,
): Promise<LdapSettingsRow> {
  const now = new Date().toISOString();
  const [row] = await tx
    .insert(ldapSettings)
    .values({ company_uuid: companyUuid, ...values, updated_at: now })
    .onConflictDoUpdate({ target: ldapSettings.company_uuid, set: { ...values, updated_at: now } })
    .returning();
  return row;
}

export async function recordSync(
  tx: Tx,
  companyUuid: string,
  result: LdapSyncResult,
): Promise<void> {
  await tx
    .update(ldapSettings)
    .set({ last_sync_at: sql`now()`, last_result: result })
    .where(eq(ldapSettings.company_uuid, companyUuid));
}

export interface CompanyUser {
  user_uuid: string;
  email: string;
  name: string;
  phone: string | null;
  position: string | null;
  state: string;
  is_ldap: boolean;
  ldap_dn: string | null;
  group_uuid: string | null;
}

/** The company's users (not deleted), locked: the sync decides on what it read. */
export function companyUsers(tx: Tx, companyUuid: string): Promise<CompanyUser[]> {
  return tx
    .select({
      user_uuid: users.user_uuid,
      email: users.email,
      name: users.name,
      phone: users.phone,
      position: users.position,
      state: users.state,
      is_ldap: users.is_ldap,
      ldap_dn: users.ldap_dn,
      group_uuid: users.group_uuid,
    })
    .from(users)
    .where(and(eq(users.company_uuid, companyUuid), isNull(users.deleted_at)))
    .for('update');
}

/** E-mails (lower case) held by users of other companies: an account there cannot be taken over. */
export async function emailsTakenElsewhere(
  tx: Tx,
  companyUuid: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await tx
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(and(ne(users.company_uuid, companyUuid), inArray(sql`lower(${users.email})`, emails)));
  return new Set(rows.map((r) => r.email));
}

export interface CompanyGroup {
  group_uuid: string;
  name: string;
}

export function companyGroups(tx: Tx, companyUuid: string): Promise<CompanyGroup[]> {
  return tx
    .select({ group_uuid: userGroups.group_uuid, name: userGroups.name })
    .from(userGroups)
    .where(and(eq(userGroups.company_uuid, companyUuid), isNull(userGroups.deleted_at)));
}

export async function insertGroup(
  tx: Tx,
  companyUuid: string,
  name: string,
): Promise<CompanyGroup> {
  const [row] = await tx
    .insert(userGroups)
    .values({ company_uuid: companyUuid, name })
    .returning({ group_uuid: userGroups.group_uuid, name: userGroups.name });
  return row;
}

/** The company's built-in Member privilege role, given to people the directory brings in. */
export async function builtInMemberRole(tx: Tx, companyUuid: string): Promise<string | null> {
  const [row] = await tx
    .select({ role_uuid: privilegeRoles.role_uuid })
    .from(privilegeRoles)
    .where(
      and(
        eq(privilegeRoles.company_uuid, companyUuid),
        eq(privilegeRoles.role_setting, 1),
        sql`lower(${privilegeRoles.role_name}) = 'member'`,
      ),
    );
  return row?.role_uuid ?? null;
}

export async function setUsersGroup(
  tx: Tx,
  companyUuid: string,
  userUuids: string[],
  groupUuid: string | null,
): Promise<void> {
  if (userUuids.length === 0) return;
  await tx
    .update(users)
    .set({ group_uuid: groupUuid, updated_at: sql`now()` })
    .where(and(eq(users.company_uuid, companyUuid), inArray(users.user_uuid, userUuids)));
}
