/**
 * The directory area's writes. Saving settings seals the bind password (secret-box.ts) and keeps
 * the stored one when none is sent. A sync reads the whole directory first (ldap-reader.ts: a
 * failure there writes nothing), then applies the plan (sync-plan.ts) in the request's one
 * transaction: groups, users, memberships, suspensions with their sessions revoked, the counts
 * kept on the settings row, and the activity log.
 */
import { eq, sql } from 'drizzle-orm';
import type {
  LdapSettings,
  LdapSettingsBody,
  LdapSyncResult,
} from '../../../contract/api/directory';
import type { Deps } from '../../deps';
import { userRoles, users } from '../../db/schema/identity';
import type { AuthUser } from '../../lib/auth-user';
import { AppError } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { secretBoxOf } from '../../lib/secret-box';
import { revokeUserSessions } from '../auth';
import { assertMayGrantRoles, roleOfGroup, selfChangeRefused } from '../roles';
import {
  builtInMemberRole,
  companyGroups,
  companyUsers,
  emailsTakenElsewhere,
  findSettings,
  insertGroup,
  lockSettings,
  mappingOf,
  presentSettings,
  recordSync,
  saveSettings,
  setUsersGroup,
} from './directory.repository';
import { readDirectory, type Directory, type DirectoryNet } from './ldap-reader';
import { checkLdapTarget } from './ldap-target';
import { planSync, type PersonFields, type SyncPlan } from './sync-plan';

/** Logged settings: what changed, never the password (only whether it changed). */
const loggable = (
  s: Omit<LdapSettings, 'last_sync_at' | 'last_result' | 'updated_at'> & {
    password_changed?: boolean;
  },
) => ({
  url: s.url,
  bind_dn: s.bind_dn,
  base_dn: s.base_dn,
  user_filter: s.user_filter,
  group_filter: s.group_filter,
  mapping: s.mapping,
  start_tls: s.start_tls,
  ...(s.password_changed ? { password_changed: true } : {}),
});

export function createDirectoryService(deps: Deps) {
  const box = secretBoxOf(deps.config);
  const net: DirectoryNet = {
    policy: {
      allowedHosts: deps.config.ldapAllowedHosts,
      allowPlain: deps.config.LDAP_ALLOW_PLAIN,
    },
    timeoutMs: deps.config.LDAP_TIMEOUT_MS,
  };

  return {
    /**
     * Refuses settings the server would never use: plain LDAP without StartTLS (unless allowed)
     * and an address it may not reach (ldap-target.ts). Run before the save's transaction: it
     * resolves the host name. Checked again before every sync (the name may resolve elsewhere).
     */
    async checkTarget(body: Pick<LdapSettingsBody, 'url' | 'start_tls'>): Promise<void> {
      const checked = await checkLdapTarget(body.url, body.start_tls, net.policy);
      if (checked.ok) return;
      // Well-formed, but not for this server: its own code (as a missing stored password), not a schema failure.
      const [field, key] =
        checked.reason === 'plain'
          ? (['start_tls', 'ldap_plain_refused'] as const)
          : (['url', 'ldap_host_refused'] as const);
      throw new AppError('directory_refused', key, { [field]: [key] });
    },

    async saveSettings(
      m: MutationContext,
      user: AuthUser,
      body: LdapSettingsBody,
    ): Promise<LdapSettings> {
      const current = await lockSettings(m.tx, user.company_uuid);
      const password = body.bind_password
        ? box.seal(body.bind_password)
        : (current?.bind_password_enc ?? null);
      // Well-formed, but the stored configuration lacks it: its own code, not a schema failure.
      if (!password)
        throw new AppError('directory_not_configured', 'ldap_password_required', {
          bind_password: ['ldap_password_required'],
        });
      const row = await saveSettings(m.tx, user.company_uuid, {
        url: body.url,
        bind_dn: body.bind_dn,
        bind_password_enc: password,
        base_dn: body.base_dn,
        user_filter: body.user_filter,
        group_filter: body.group_filter,
        mapping: body.mapping,
        start_tls: body.start_tls,
      });
      const saved = presentSettings(row);
      await m.log({
        type: 'ldap_settings',
        type_uuid: user.company_uuid,
        action: current ? 'update' : 'create',
        before: current ? loggable(presentSettings(current)) : undefined,
        after: loggable({ ...saved, password_changed: Boolean(body.bind_password) }),
      });
      return saved;
    },

    /** Reads the directory with the stored settings; nothing is written here. */
    async read(user: AuthUser): Promise<Directory> {
      const settings = await findSettings(deps.database, user.company_uuid);
      if (!settings) throw new AppError('directory_not_configured', 'ldap_not_configured');
      const password = settings.bind_password_enc ? box.open(settings.bind_password_enc) : null;
      if (password === null)
        throw new AppError('directory_refused', 'ldap_password_unreadable', {
          bind_password: ['ldap_password_unreadable'],
        });
      return readDirectory({ ...settings, mapping: mappingOf(settings) }, password, net);
    },

    async apply(m: MutationContext, user: AuthUser, directory: Directory): Promise<LdapSyncResult> {
      const company = user.company_uuid;
      // Queues a concurrent sync of the same company behind this one; gone meanwhile: not set up.
      if (!(await lockSettings(m.tx, company)))
        throw new AppError('directory_not_configured', 'ldap_not_configured');
      const current = await companyUsers(m.tx, company);
      const groups = await companyGroups(m.tx, company);
      const emails = directory.people.map((p) => p.email).filter((e): e is string => e !== null);
      const plan = planSync(
        directory,
        current,
        groups,
        await emailsTakenElsewhere(m.tx, company, emails),
      );

      // A search that finds nobody would suspend every directory account: far likelier a wrong
      // filter than an empty company. Refused, nothing written.
      if (directory.people.length === 0 && plan.suspend.length > 0)
        throw new AppError('directory_refused', 'ldap_search_failed');

      // Groups first: people are placed in them below.
      const groupUuid = new Map(groups.map((g) => [g.name.toLowerCase(), g.group_uuid]));
      await assertSyncGrants(m, user, plan, groupUuid);
      // Groups updated: directory groups that existed before this sync and gained or lost members.
      const directoryNames = new Set(directory.groups.map((g) => g.name.toLowerCase()));
      const existing = new Set(
        groups.filter((g) => directoryNames.has(g.name.toLowerCase())).map((g) => g.group_uuid),
      );
      for (const name of plan.newGroups) {
        const g = await insertGroup(m.tx, company, name);
        groupUuid.set(name.toLowerCase(), g.group_uuid);
        await m.log({
          type: 'group',
          type_uuid: g.group_uuid,
          action: 'create',
          after: { name, source: 'ldap' },
        });
      }
      const touched = new Set<string>();
      const touch = (uuid: string | null | undefined) =>
        uuid && existing.has(uuid) && touched.add(uuid);
      const uuidOf = (name: string | null) =>
        name === null ? null : (groupUuid.get(name) ?? null);

      const memberRole = plan.create.length ? await builtInMemberRole(m.tx, company) : null;
      for (const c of plan.create) {
        const group = uuidOf(c.group);
        const [row] = await m.tx
          .insert(users)
          .values({
            company_uuid: company,
            ...c.fields,
            is_ldap: true,
            state: 'active',
            group_uuid: group,
          })
          .returning({ user_uuid: users.user_uuid });
        if (memberRole)
          await m.tx.insert(userRoles).values({ user_uuid: row.user_uuid, role_uuid: memberRole });
        touch(group);
        await m.log({
          type: 'user',
          type_uuid: row.user_uuid,
          action: 'create',
          after: { ...c.fields, group_uuid: group, source: 'ldap' },
        });
      }

      for (const u of plan.update) {
        const before: PersonFields & { is_ldap: boolean } = {
          email: u.user.email,
          name: u.user.name,
          phone: u.user.phone,
          position: u.user.position,
          ldap_dn: u.user.ldap_dn ?? '',
          is_ldap: u.user.is_ldap,
        };
        await m.tx
          .update(users)
          .set({ ...u.fields, is_ldap: true, updated_at: sql`now()` })
          .where(eq(users.user_uuid, u.user.user_uuid));
        if (u.group !== undefined) {
          const group = uuidOf(u.group);
          await setUsersGroup(m.tx, company, [u.user.user_uuid], group);
          touch(u.user.group_uuid);
          touch(group);
        }
        await m.log({
          type: 'user',
          type_uuid: u.user.user_uuid,
          action: 'update',
          before: { ...before, group_uuid: u.user.group_uuid },
          after: {
            ...u.fields,
            is_ldap: true,
            group_uuid: u.group === undefined ? u.user.group_uuid : uuidOf(u.group),
            source: 'ldap',
          },
        });
      }

      for (const u of plan.suspend) {
        await m.tx
          .update(users)
          .set({ state: 'suspended', updated_at: sql`now()` })
          .where(eq(users.user_uuid, u.user_uuid));
        await revokeUserSessions(m, deps.realtime, u.user_uuid);
        await m.log({
          type: 'user',
          type_uuid: u.user_uuid,
          action: 'suspend',
          before: { state: u.state },
          after: { state: 'suspended', source: 'ldap' },
        });
      }

      const result: LdapSyncResult = {
        created: plan.create.length,
        updated: plan.update.length,
        suspended: plan.suspend.length,
        groups_created: plan.newGroups.length,
        groups_updated: touched.size,
        unchanged: plan.unchanged,
        skipped: plan.skipped,
      };
      await recordSync(m.tx, company, result);
      await m.log({ type: 'ldap_settings', type_uuid: company, action: 'sync', after: result });
      return result;
    },
  };
}

/**
 * A sync gives roles: a group's role to the people it places there, the Member role to new
 * accounts. It keeps the no-self-escalation rules (server/modules/roles/grant-guard.ts): those
 * roles must be within the caller's rights, and the caller's own group does not change their
 * roles; otherwise the whole sync is refused (403) and nothing is written.
 */
async function assertSyncGrants(
  m: MutationContext,
  user: AuthUser,
  plan: SyncPlan,
  groupByName: Map<string, string>,
): Promise<void> {
  const company = user.company_uuid;
  const roleOf = (name: string | null) =>
    roleOfGroup(m.tx, company, name === null ? null : groupByName.get(name));
  for (const u of plan.update) {
    if (u.group === undefined) continue;
    const next = await roleOf(u.group);
    if (u.user.user_uuid === user.user_uuid) {
      if (next !== (await roleOfGroup(m.tx, company, u.user.group_uuid))) throw selfChangeRefused();
    } else if (next) {
      await assertMayGrantRoles(m.tx, user, [next]);
    }
  }
  if (plan.create.length === 0) return;
  const given = new Set<string>();
  const member = await builtInMemberRole(m.tx, company);
  if (member) given.add(member);
  for (const c of plan.create) {
    const role = await roleOf(c.group);
    if (role) given.add(role);
  }
  await assertMayGrantRoles(m.tx, user, [...given]);
}
