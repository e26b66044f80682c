/**
 * Data factories for server tests. `twoCompanies` is the reusable cross-company fixture: two
 * customer companies, each with an admin holding every customer module and a member holding
 * read access, logged in. Every module's tests extend the cross-company test with it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_MODULES, MODULES, type ModuleCode } from '../../contract/modules';
import type { Database } from '../db/client';
import {
  companies,
  modules,
  privilegeRoles,
  roleModules,
  userGroups,
  userRoles,
  users,
} from '../db/schema/identity';
import { loginAs, testPasswordHash } from './harness';

type Grant = Partial<Record<ModuleCode, ('view' | 'create' | 'update' | 'delete')[]>>;
const ALL = ['view', 'create', 'update', 'delete'] as const;

export async function ensureModules(database: Database) {
  await database.db
    .insert(modules)
    .values(
      MODULES.map((m, i) => ({
        module_code: m,
        name_en: m,
        name_id: m,
        is_provider: !(CUSTOMER_MODULES as readonly string[]).includes(m),
        sort: i,
      })),
    )
    .onConflictDoNothing();
}

export async function createCompany(
  database: Database,
  opts: { is_provider?: boolean; expired_at?: string | null; state?: string } = {},
) {
  await ensureModules(database);
  const code = `c-${randomUUID().slice(0, 8)}`;
  const [row] = await database.db
    .insert(companies)
    .values({
      name: `Company ${code}`,
      code,
      is_provider: opts.is_provider ?? false,
      state: opts.state ?? 'active',
      subscription_start: new Date(Date.now() - 86400e3 * 30).toISOString(),
      expired_at:
        opts.expired_at === undefined
          ? new Date(Date.now() + 86400e3 * 365).toISOString()
          : opts.expired_at,
    })
    .returning();
  const [group] = await database.db
    .insert(userGroups)
    .values({ company_uuid: row.company_uuid, name: 'General' })
    .returning();
  return { ...row, group_uuid: group.group_uuid };
}

export async function createRole(
  database: Database,
  company_uuid: string,
  name: string,
  grant: Grant,
) {
  const [role] = await database.db
    .insert(privilegeRoles)
    .values({ company_uuid, role_name: name, role_setting: 1 })
    .returning();
  const entries = Object.entries(grant);
  if (entries.length) {
    await database.db.insert(roleModules).values(
      entries.map(([module_code, actions]) => ({
        role_uuid: role.role_uuid,
        module_code,
        can_view: actions!.includes('view'),
        can_create: actions!.includes('create'),
        can_update: actions!.includes('update'),
        can_delete: actions!.includes('delete'),
      })),
    );
  }
  return role;
}

export async function createUser(
  database: Database,
  company: { company_uuid: string; group_uuid?: string },
  opts: { roles?: string[]; email?: string; state?: string; name?: string } = {},
) {
  const email = opts.email ?? `u-${randomUUID().slice(0, 8)}@test.example`;
  const [user] = await database.db
    .insert(users)
    .values({
      company_uuid: company.company_uuid,
      email,
      name: opts.name ?? email.split('@')[0],
      password_hash: await testPasswordHash(),
      state: opts.state ?? 'active',
      group_uuid: company.group_uuid ?? null,
    })
    .returning();
  if (opts.roles?.length) {
    await database.db
      .insert(userRoles)
      .values(opts.roles.map((role_uuid) => ({ user_uuid: user.user_uuid, role_uuid })));
  }
  return user;
}

export const allOf = (codes: readonly ModuleCode[]): Grant =>
  Object.fromEntries(codes.map((c) => [c, [...ALL]]));

/** A customer company with a logged-in admin (every customer module) and member (view only). */
export async function customerCompany(app: FastifyInstance, database: Database) {
  const company = await createCompany(database);
  const adminRole = await createRole(
    database,
    company.company_uuid,
    'Admin',
    allOf(CUSTOMER_MODULES),
  );
  const memberRole = await createRole(
    database,
    company.company_uuid,
    'Member',
    Object.fromEntries(CUSTOMER_MODULES.map((c) => [c, ['view']])),
  );
  const admin = await createUser(database, company, { roles: [adminRole.role_uuid] });
  const member = await createUser(database, company, { roles: [memberRole.role_uuid] });
  return {
    company,
    admin: { ...admin, token: await loginAs(app, admin.email) },
    member: { ...member, token: await loginAs(app, member.email) },
  };
}

export async function twoCompanies(app: FastifyInstance, database: Database) {
  return { a: await customerCompany(app, database), b: await customerCompany(app, database) };
}

export async function providerCompany(app: FastifyInstance, database: Database) {
  const company = await createCompany(database, { is_provider: true, expired_at: null });
  const role = await createRole(database, company.company_uuid, 'Super Admin', allOf(MODULES));
  const admin = await createUser(database, company, { roles: [role.role_uuid] });
  return { company, admin: { ...admin, token: await loginAs(app, admin.email) } };
}
