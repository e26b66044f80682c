/** Builds the identity rows (products, companies, roles, groups, users, settings, member roles). */
import { MEMBER_ROLES, type MemberRole } from '../../../contract/enums';
import { MODULES, isProviderModule } from '../../../contract/modules';
import type { memberRoles } from '../schema/compliance';
import type {
  companies,
  groupLabels,
  modules,
  privilegeRoles,
  products,
  roleModules,
  settings,
  userGroups,
  userRoles,
  users,
} from '../schema/identity';
import { COMPANIES, PRODUCTS, type CompanyDef } from './identity-companies';
import { MEMBER_ROLE_DEFS, MODULE_NAMES, ROLE_GRANTS } from './identity-data';
import { isoDaysFrom, type Rng } from './random';

export interface IdentityPlan {
  products: (typeof products.$inferInsert)[];
  companies: (typeof companies.$inferInsert)[];
  modules: (typeof modules.$inferInsert)[];
  privilegeRoles: (typeof privilegeRoles.$inferInsert)[];
  roleModules: (typeof roleModules.$inferInsert)[];
  groupLabels: (typeof groupLabels.$inferInsert)[];
  userGroups: (typeof userGroups.$inferInsert)[];
  users: (typeof users.$inferInsert)[];
  userRoles: (typeof userRoles.$inferInsert)[];
  settings: (typeof settings.$inferInsert)[];
  memberRoles: (typeof memberRoles.$inferInsert)[];
}

export interface Person {
  uuid: string;
  email: string;
  role: string;
  group: string;
}

/** What the later seed steps need to know about a company. */
export interface CompanyContext {
  def: CompanyDef;
  uuid: string;
  people: Person[];
  memberRoles: Record<MemberRole, string>;
  groups: Map<string, string>;
}

export function generateIdentity(rng: Rng, now: Date, passwordHash: string) {
  const stamp = now.toISOString();
  const plan: IdentityPlan = {
    products: [],
    companies: [],
    modules: [],
    privilegeRoles: [],
    roleModules: [],
    groupLabels: [],
    userGroups: [],
    users: [],
    userRoles: [],
    settings: [],
    memberRoles: [],
  };
  const productIds = new Map<string, string>();
  for (const p of PRODUCTS) {
    const id = rng.uuid();
    productIds.set(p.code, id);
    plan.products.push({ product_uuid: id, code: p.code, name: p.name, created_at: stamp });
  }
  MODULES.forEach((code, sort) =>
    plan.modules.push({
      module_code: code,
      name_en: MODULE_NAMES[code][0],
      name_id: MODULE_NAMES[code][1],
      is_provider: isProviderModule(code),
      sort,
    }),
  );

  const contexts: CompanyContext[] = COMPANIES.map((def) => {
    const uuid = rng.uuid();
    const admin = def.people[0];
    plan.companies.push({
      company_uuid: uuid,
      name: def.name,
      code: def.code,
      is_provider: def.isProvider,
      state: 'active',
      product_uuid: def.product ? productIds.get(def.product) : null,
      subscription_start:
        def.expiresInDays === null ? null : isoDaysFrom(now, def.expiresInDays - 365),
      expired_at: def.expiresInDays === null ? null : isoDaysFrom(now, def.expiresInDays),
      license_count: def.license,
      license_expired_at: def.expiresInDays === null ? null : isoDaysFrom(now, def.expiresInDays),
      pic_name: admin.name,
      pic_email: admin.email,
      ldap_enabled: false,
      address: def.address,
      phone: def.phone,
      created_at: isoDaysFrom(now, -400),
      updated_at: stamp,
    });
    plan.settings.push({
      company_uuid: uuid,
      preferences: {
        language: def.language,
        primaryColor: def.isProvider ? 'indigo' : def.code === 'sejahtera' ? 'teal' : 'orange',
        colorScheme: 'light',
        logo: null,
        labels: {},
        priorityLabels: {},
        expiryWarningDays: 30,
      },
      updated_at: stamp,
    });

    const roleIds = new Map<string, string>();
    for (const name of def.roles) {
      const roleUuid = rng.uuid();
      roleIds.set(name, roleUuid);
      plan.privilegeRoles.push({
        role_uuid: roleUuid,
        company_uuid: uuid,
        role_name: name,
        role_setting: 1,
        created_at: stamp,
        updated_at: stamp,
      });
      for (const [code, actions] of Object.entries(ROLE_GRANTS[name])) {
        plan.roleModules.push({
          role_uuid: roleUuid,
          module_code: code,
          can_view: actions.includes('view'),
          can_create: actions.includes('create'),
          can_update: actions.includes('update'),
          can_delete: actions.includes('delete'),
        });
      }
    }

    const labelUuid = rng.uuid();
    plan.groupLabels.push({
      label_uuid: labelUuid,
      company_uuid: uuid,
      name: def.language === 'id' ? 'Divisi' : 'Division',
      created_at: stamp,
      updated_at: stamp,
    });
    const groups = new Map<string, string>();
    for (const [name, parent] of def.groups) {
      const groupUuid = rng.uuid();
      groups.set(name, groupUuid);
      plan.userGroups.push({
        group_uuid: groupUuid,
        company_uuid: uuid,
        name,
        label_uuid: labelUuid,
        parent_uuid: parent ? groups.get(parent) : null,
        created_at: stamp,
        updated_at: stamp,
      });
    }

    const people: Person[] = def.people.map((p) => {
      const userUuid = rng.uuid();
      plan.users.push({
        user_uuid: userUuid,
        company_uuid: uuid,
        email: p.email,
        name: p.name,
        password_hash: passwordHash,
        state: 'active',
        language: p.language ?? def.language,
        group_uuid: groups.get(p.group),
        position: p.position,
        phone: `+62 812 ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`,
        created_at: isoDaysFrom(now, -rng.int(100, 380)),
        updated_at: stamp,
      });
      plan.userRoles.push({ user_uuid: userUuid, role_uuid: roleIds.get(p.role) as string });
      return { uuid: userUuid, email: p.email, role: p.role, group: p.group };
    });

    const memberRoleIds = {} as Record<MemberRole, string>;
    if (!def.isProvider) {
      for (const code of MEMBER_ROLES) {
        memberRoleIds[code] = rng.uuid();
        plan.memberRoles.push({
          member_role_uuid: memberRoleIds[code],
          company_uuid: uuid,
          name: MEMBER_ROLE_DEFS[code].name,
          code,
          actions: MEMBER_ROLE_DEFS[code].actions,
          is_default: true,
          created_at: stamp,
          updated_at: stamp,
        });
      }
    }
    return { def, uuid, people, memberRoles: memberRoleIds, groups };
  });
  return { plan, contexts };
}
