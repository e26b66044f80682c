/**
 * Microsoft Entra ID identities of accounts: the caller's own link (made only from a session
 * opened with the password, with an ID token MSAL gave the browser), a company admin's mapping
 * of the company's users, and the tenant the company registered. An identity is (tenant, object
 * id); it is linked to one account at most, and only when its tenant is the account's company's
 * (entra.ts `companyTenant`). Every change is logged in the mutation's transaction.
 */
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type {
  MicrosoftAccountAnswer,
  MicrosoftMappingAnswer,
  MicrosoftTenantAnswer,
} from '../../../contract/api/microsoft';
import type { Db, Tx } from '../../db/client';
import { companies, sessions, userIdentities, users } from '../../db/schema/identity';
import type { Deps } from '../../deps';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, errors } from '../../lib/errors';
import type { MutationContext } from '../../lib/mutation';
import { companyTenant, createEntraVerifier, entraTrustOf, type EntraIdentity } from './entra';

type Q = Db | Tx;
type LinkedBy = 'self' | 'admin' | 'legacy';

async function companyOf(q: Q, companyUuid: string, lock = false) {
  const query = q
    .select({ is_provider: companies.is_provider, entra_tenant_id: companies.entra_tenant_id })
    .from(companies)
    .where(and(eq(companies.company_uuid, companyUuid), isNull(companies.deleted_at)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw errors.notFound();
  return row;
}

async function linkOf(q: Q, userUuid: string) {
  const [row] = await q.select().from(userIdentities).where(eq(userIdentities.user_uuid, userUuid));
  return row ?? null;
}

/** A live user of the company (another company's, or a deleted one, is not found). */
async function companyUser(q: Q, companyUuid: string, userUuid: string) {
  const [row] = await q
    .select({ user_uuid: users.user_uuid })
    .from(users)
    .where(
      and(
        eq(users.user_uuid, userUuid),
        eq(users.company_uuid, companyUuid),
        isNull(users.deleted_at),
      ),
    );
  return row ?? null;
}

/** One link of an identity at a time, whatever the accounts racing for it. */
async function lockIdentity(tx: Tx, key: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`entra:${key}`}))`);
}

/** Links (tenant, object id) to the user, replacing the user's former link; refused when another account holds it. */
async function bind(
  m: MutationContext,
  userUuid: string,
  identity: EntraIdentity,
  linkedBy: LinkedBy,
  field: string,
) {
  await lockIdentity(m.tx, `${identity.tid}/${identity.oid}`);
  const [holder] = await m.tx
    .select({ user_uuid: userIdentities.user_uuid })
    .from(userIdentities)
    .where(
      and(
        eq(userIdentities.object_id, identity.oid),
        or(eq(userIdentities.tenant_id, identity.tid), isNull(userIdentities.tenant_id)),
        ne(userIdentities.user_uuid, userUuid),
      ),
    );
  if (holder)
    throw new AppError('conflict', 'sso_identity_taken', { [field]: ['sso_identity_taken'] });
  const before = await linkOf(m.tx, userUuid);
  const values = { tenant_id: identity.tid, object_id: identity.oid, linked_by: linkedBy };
  await m.tx
    .insert(userIdentities)
    .values({ user_uuid: userUuid, ...values })
    .onConflictDoUpdate({
      target: userIdentities.user_uuid,
      set: { ...values, created_at: sql`now()` },
    });
  await m.log({
    type: 'user',
    type_uuid: userUuid,
    action: 'microsoft_link',
    before: before && present(before),
    after: values,
  });
}

async function unbind(m: MutationContext, userUuid: string) {
  const [removed] = await m.tx
    .delete(userIdentities)
    .where(eq(userIdentities.user_uuid, userUuid))
    .returning();
  if (removed)
    await m.log({
      type: 'user',
      type_uuid: userUuid,
      action: 'microsoft_unlink',
      before: present(removed),
    });
}

const present = (row: { tenant_id: string | null; object_id: string; linked_by: string }) => ({
  tenant_id: row.tenant_id,
  object_id: row.object_id,
  linked_by: row.linked_by,
});

export function createMicrosoftService(deps: Deps) {
  const { database } = deps;
  const trust = entraTrustOf(deps.config);
  const verify = trust ? createEntraVerifier(trust) : null;

  async function account(q: Q, user: AuthUser): Promise<MicrosoftAccountAnswer> {
    const tenant = companyTenant(trust, await companyOf(q, user.company_uuid));
    const link = await linkOf(q, user.user_uuid);
    return {
      configured: trust !== null,
      tenant_registered: tenant !== null,
      linked: link && {
        // A legacy link shows the tenant it will be confirmed against.
        tenant_id: link.tenant_id ?? tenant ?? '',
        object_id: link.object_id,
        linked_by: link.linked_by,
        linked_at: new Date(link.created_at).toISOString(),
      },
    };
  }

  async function mapping(
    q: Q,
    companyUuid: string,
    userUuid: string,
  ): Promise<MicrosoftMappingAnswer> {
    const tenant = companyTenant(trust, await companyOf(q, companyUuid));
    const link = await linkOf(q, userUuid);
    return { user_uuid: userUuid, tenant_id: tenant, object_id: link?.object_id ?? null };
  }

  return {
    account: (user: AuthUser) => account(database.db, user),

    /** The identity of an ID token, refused on `id_token` (400) when it does not verify. */
    async verifyForLink(idToken: string): Promise<EntraIdentity> {
      if (!verify) throw new AppError('sso_not_configured', 'sso_not_configured');
      try {
        return await verify(idToken);
      } catch (err) {
        // A 401 here would read as the caller's own session ending.
        if (err instanceof AppError && err.code === 'sso_failed')
          throw errors.field('id_token', 'sso_link_failed');
        throw err;
      }
    },

    async link(m: MutationContext, user: AuthUser, identity: EntraIdentity) {
      const [session] = await m.tx
        .select({ method: sessions.method })
        .from(sessions)
        .where(eq(sessions.session_uuid, user.session_uuid));
      if (session?.method !== 'password') throw errors.forbidden('sso_link_needs_password');
      const tenant = companyTenant(trust, await companyOf(m.tx, user.company_uuid, true));
      if (!tenant) throw errors.field('id_token', 'sso_tenant_not_registered');
      if (tenant !== identity.tid) throw errors.field('id_token', 'sso_tenant_mismatch');
      await bind(m, user.user_uuid, identity, 'self', 'id_token');
      return account(m.tx, user);
    },

    async unlink(m: MutationContext, user: AuthUser) {
      await unbind(m, user.user_uuid);
      return account(m.tx, user);
    },

    async mapping(user: AuthUser, userUuid: string) {
      if (!(await companyUser(database.db, user.company_uuid, userUuid))) throw errors.notFound();
      return mapping(database.db, user.company_uuid, userUuid);
    },

    /** A company admin maps one of the company's users to an object id of the company's tenant (null: no mapping). */
    async setMapping(
      m: MutationContext,
      user: AuthUser,
      userUuid: string,
      objectId: string | null,
    ) {
      if (!(await companyUser(m.tx, user.company_uuid, userUuid))) throw errors.notFound();
      if (objectId === null) {
        await unbind(m, userUuid);
      } else {
        if (!trust) throw new AppError('sso_not_configured', 'sso_not_configured');
        const tenant = companyTenant(trust, await companyOf(m.tx, user.company_uuid, true));
        if (!tenant) throw errors.field('object_id', 'sso_tenant_not_registered');
        await bind(m, userUuid, { tid: tenant, oid: objectId }, 'admin', 'object_id');
      }
      return mapping(m.tx, user.company_uuid, userUuid);
    },

    async tenant(user: AuthUser): Promise<MicrosoftTenantAnswer> {
      return { tenant_id: (await companyOf(database.db, user.company_uuid)).entra_tenant_id };
    },

    /** The caller's company registers its tenant (one company per tenant) or removes it. */
    async setTenant(
      m: MutationContext,
      user: AuthUser,
      tenantId: string | null,
    ): Promise<MicrosoftTenantAnswer> {
      const before = await companyOf(m.tx, user.company_uuid, true);
      if (tenantId !== null) {
        await lockIdentity(m.tx, `tenant/${tenantId}`);
        const [other] = await m.tx
          .select({ company_uuid: companies.company_uuid })
          .from(companies)
          .where(
            and(
              eq(companies.entra_tenant_id, tenantId),
              ne(companies.company_uuid, user.company_uuid),
              isNull(companies.deleted_at),
            ),
          );
        if (other)
          throw new AppError('conflict', 'sso_tenant_taken', { tenant_id: ['sso_tenant_taken'] });
      }
      await m.tx
        .update(companies)
        .set({ entra_tenant_id: tenantId, updated_at: sql`now()` })
        .where(eq(companies.company_uuid, user.company_uuid));
      await m.log({
        type: 'company',
        type_uuid: user.company_uuid,
        action: 'microsoft_tenant',
        before: { entra_tenant_id: before.entra_tenant_id },
        after: { entra_tenant_id: tenantId },
      });
      return { tenant_id: tenantId };
    },
  };
}
