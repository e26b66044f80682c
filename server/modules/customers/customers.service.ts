/**
 * Customer company writes: create (the company, its settings, a built-in Admin role, a first group
 * and its first admin, the person in charge, invited by mail), update, license update and soft
 * delete. Each runs in the caller's mutation transaction with its activity-log row, written under
 * the customer's company so it shows in that customer's activity. Suspending, deactivating or
 * deleting a company ends its users' sessions at once (sign-in is refused for any state but
 * `active`); a deleted company is deactivated and stamped, its data kept until a purge.
 */
import { txRowsOf } from '../../db/client';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CompanyInput, CompanyItem } from '../../../contract/api/customers';
import { DEFAULT_SETTINGS } from '../../../contract/api/settings';
import { CUSTOMER_MODULES } from '../../../contract/modules';
import type { MessageKey } from '../../../contract/messages';
import {
  companies,
  privilegeRoles,
  roleModules,
  settings,
  userGroups,
  userRoles,
  users,
} from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { revokeUserSessions } from '../auth';
import { sendInvitation } from '../users';
import { lockUserByEmail } from '../users';
import type { UserWriteDeps } from '../users';
import { assertMayUpdateLicense, isCompanyOpen } from './customers.policy';
import { codeTaken, findCustomer, productExists, seatsOf } from './customers.repository';

const refused = (
  code: 'conflict' | 'validation' | 'not_found',
  field: string,
  key: MessageKey,
  vars = {},
) => new AppError(code, key, { [field]: [key] }, vars);

const logged = (c: CompanyItem) => {
  const {
    license_used: _used,
    product_name: _product,
    created_at: _created,
    updated_at: _updated,
    ...kept
  } = c;
  return kept;
};

function slug(name: string): string {
  const base = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
  return `${base || 'company'}-${randomBytes(3).toString('hex')}`;
}

async function checkRefs(m: MutationContext, input: CompanyInput, exceptUuid: string | null) {
  if (input.product_uuid && !(await productExists(txRowsOf(m.tx), input.product_uuid))) {
    throw refused('not_found', 'product_uuid', 'company_product_unknown');
  }
  if (input.code && (await codeTaken(txRowsOf(m.tx), input.code, exceptUuid)))
    throw refused('conflict', 'code', 'company_code_taken');
}

const fields = (input: CompanyInput) => ({
  name: input.name,
  state: input.state,
  product_uuid: input.product_uuid ?? null,
  subscription_start: new Date(input.subscription_start).toISOString(),
  expired_at: new Date(input.expired_at).toISOString(),
  license_count: input.license,
  pic_name: input.pic_name,
  pic_email: input.pic_email,
  ldap_enabled: input.ldap_enabled,
  country: input.country ?? null,
  address: input.address ?? null,
  phone: input.phone ?? null,
});

/**
 * The inviter of a customer's users: the provider's user, acting inside that customer (the
 * invitation belongs to the customer's company, where its acceptance looks for the user).
 */
export const inviterIn = (
  caller: AuthUser,
  company: { company_uuid: string; name: string },
): AuthUser => ({
  ...caller,
  company_uuid: company.company_uuid,
  company_name: company.name,
});

/** Ends every session of the company's users (after a suspension, deactivation or deletion). */
async function lockOutCompany(m: MutationContext, deps: UserWriteDeps, companyUuid: string) {
  const rows = await m.rows<{ user_uuid: string }>(
    sql`SELECT user_uuid FROM users WHERE company_uuid = ${companyUuid}`,
  );
  for (const r of rows) await revokeUserSessions(m, deps.realtime, r.user_uuid);
}

/** POST /users/company/create */
export async function createCompany(
  m: MutationContext,
  deps: UserWriteDeps,
  caller: AuthUser,
  input: CompanyInput,
): Promise<CompanyItem> {
  await checkRefs(m, input, null);
  const holder = await lockUserByEmail(m.tx, input.pic_email);
  if (holder) throw refused('conflict', 'pic_email', 'company_pic_taken');
  const [company] = await m.tx
    .insert(companies)
    .values({ ...fields(input), code: input.code ?? slug(input.name), is_provider: false })
    .onConflictDoNothing()
    .returning({ company_uuid: companies.company_uuid });
  if (!company) throw refused('conflict', 'code', 'company_code_taken');
  const companyUuid = company.company_uuid;
  await m.tx.insert(settings).values({
    company_uuid: companyUuid,
    preferences: { ...DEFAULT_SETTINGS, language: input.language },
  });
  const [role] = await m.tx
    .insert(privilegeRoles)
    .values({ company_uuid: companyUuid, role_name: 'Admin', role_setting: 1 })
    .returning();
  await m.tx.insert(roleModules).values(
    CUSTOMER_MODULES.map((module_code) => ({
      role_uuid: role.role_uuid,
      module_code,
      can_view: true,
      can_create: true,
      can_update: true,
      can_delete: true,
    })),
  );
  const [group] = await m.tx
    .insert(userGroups)
    .values({ company_uuid: companyUuid, name: input.language === 'id' ? 'Umum' : 'General' })
    .returning();
  const [admin] = await m.tx
    .insert(users)
    .values({
      company_uuid: companyUuid,
      email: input.pic_email,
      name: input.pic_name,
      state: 'invited',
      language: input.language,
      group_uuid: group.group_uuid,
    })
    .onConflictDoNothing()
    .returning();
  if (!admin) throw refused('conflict', 'pic_email', 'company_pic_taken');
  await m.tx.insert(userRoles).values({ user_uuid: admin.user_uuid, role_uuid: role.role_uuid });
  await sendInvitation(
    m,
    deps.config,
    inviterIn(caller, { company_uuid: companyUuid, name: input.name }),
    admin,
    [role.role_uuid],
  );
  const created = (await findCustomer(txRowsOf(m.tx), companyUuid))!;
  await m.log({
    type: 'company',
    type_uuid: companyUuid,
    action: 'create',
    after: logged(created),
    company_uuid: companyUuid,
  });
  return created;
}

async function lockCustomer(m: MutationContext, companyUuid: string): Promise<CompanyItem> {
  const locked = await m.rows(
    sql`SELECT 1 FROM companies WHERE company_uuid = ${companyUuid} AND is_provider = false FOR UPDATE`,
  );
  if (!locked.length) throw errors.notFound();
  return (await findCustomer(txRowsOf(m.tx), companyUuid))!;
}

/** PUT /users/company/update/{company_uuid}: the whole form; the license may not drop below the seats taken. */
export async function updateCompany(
  m: MutationContext,
  deps: UserWriteDeps,
  companyUuid: string,
  input: CompanyInput,
): Promise<CompanyItem> {
  const before = await lockCustomer(m, companyUuid);
  await checkRefs(m, input, companyUuid);
  if (input.license < before.license_used)
    throw refused('conflict', 'license', 'license_below_used', { used: before.license_used });
  await m.tx
    .update(companies)
    .set({
      ...fields(input),
      ...(input.code ? { code: input.code } : {}),
      // Made active again: no longer marked for a purge.
      ...(input.state === 'active' ? { deleted_at: null } : {}),
      updated_at: sql`now()`,
    })
    .where(sql`${companies.company_uuid} = ${companyUuid} AND ${companies.is_provider} = false`);
  if (!isCompanyOpen(input.state) && isCompanyOpen(before.state))
    await lockOutCompany(m, deps, companyUuid);
  const after = (await findCustomer(txRowsOf(m.tx), companyUuid))!;
  await m.log({
    type: 'company',
    type_uuid: companyUuid,
    action: 'update',
    before: logged(before),
    after: logged(after),
    company_uuid: companyUuid,
  });
  return after;
}

/** PUT /users/company/update-license/{company_uuid} */
export async function updateLicense(
  m: MutationContext,
  caller: AuthUser,
  companyUuid: string,
  license: number,
): Promise<CompanyItem> {
  assertMayUpdateLicense(caller);
  const before = await lockCustomer(m, companyUuid);
  const seats = (await seatsOf(txRowsOf(m.tx), companyUuid))!;
  if (license < seats.used)
    throw refused('conflict', 'license', 'license_below_used', { used: seats.used });
  await m.tx
    .update(companies)
    .set({ license_count: license, updated_at: sql`now()` })
    .where(sql`${companies.company_uuid} = ${companyUuid} AND ${companies.is_provider} = false`);
  const after = (await findCustomer(txRowsOf(m.tx), companyUuid))!;
  await m.log({
    type: 'company',
    type_uuid: companyUuid,
    action: 'license',
    before: { license: before.license },
    after: { license },
    company_uuid: companyUuid,
  });
  return after;
}

/** DELETE /users/company/delete/{id}: the company becomes inactive, stamped for a later purge; its data stays. */
export async function deleteCompany(
  m: MutationContext,
  deps: UserWriteDeps,
  companyUuid: string,
): Promise<null> {
  const before = await lockCustomer(m, companyUuid);
  await m.tx
    .update(companies)
    .set({
      state: 'inactive',
      deleted_at: sql`coalesce(${companies.deleted_at}, now())`,
      updated_at: sql`now()`,
    })
    .where(sql`${companies.company_uuid} = ${companyUuid} AND ${companies.is_provider} = false`);
  await lockOutCompany(m, deps, companyUuid);
  await m.log({
    type: 'company',
    type_uuid: companyUuid,
    action: 'delete',
    before: logged(before),
    company_uuid: companyUuid,
  });
  return null;
}
