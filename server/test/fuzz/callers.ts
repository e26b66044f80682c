/**
 * Who the fuzz test calls as: a provider admin (every module) and a customer admin (every customer
 * module), as in server/test/fixtures.ts. Each request is sent by a throwaway user of that company
 * with that role and a session of its own, so a route that ends the session (logout), changes the
 * caller's password or profile, or deletes the account is fuzzed like any other and cannot spoil
 * the next request. A session is minted directly (no argon2 per request: hundreds of requests).
 */
import { CUSTOMER_MODULES, MODULES } from '../../../contract/modules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/identity';
import { findSessionUser } from '../../modules/auth/session.repository';
import { allOf, createCompany, createRole, createUser } from '../fixtures';

export type CallerKind = 'provider' | 'customer';
export const CALLER_KINDS: CallerKind[] = ['provider', 'customer'];

export interface Callers {
  /** The callers' own companies: nothing else in the database belongs to them. */
  companies: string[];
  /** A fresh user of that kind with a live session: its token. */
  token(kind: CallerKind): Promise<string>;
}

export async function fuzzCallers(app: FastifyInstance, database: Database): Promise<Callers> {
  const provider = await createCompany(database, { is_provider: true, expired_at: null });
  const customer = await createCompany(database);
  const roles = {
    provider: {
      company: provider,
      role: await createRole(database, provider.company_uuid, 'Super Admin', allOf(MODULES)),
    },
    customer: {
      company: customer,
      role: await createRole(database, customer.company_uuid, 'Admin', allOf(CUSTOMER_MODULES)),
    },
  };
  return {
    companies: [provider.company_uuid, customer.company_uuid],
    async token(kind) {
      const { company, role } = roles[kind];
      const user = await createUser(database, company, { roles: [role.role_uuid] });
      const expiresAt = new Date(Date.now() + 3600e3);
      const [session] = await database.db
        .insert(sessions)
        .values({
          user_uuid: user.user_uuid,
          company_uuid: company.company_uuid,
          ip: '127.0.0.1',
          user_agent: 'fuzz',
          expires_at: expiresAt.toISOString(),
        })
        .returning();
      const authUser = (await findSessionUser(database, session.session_uuid))!;
      return app.deps.tokens.sign(
        {
          user_uuid: user.user_uuid,
          email: user.email,
          roles: authUser.roles.map((r) => r.role_name),
          company_uuid: company.company_uuid,
          modules: Object.keys(authUser.privileges) as (typeof MODULES)[number][],
        },
        session.session_uuid,
        expiresAt,
      );
    },
  };
}
