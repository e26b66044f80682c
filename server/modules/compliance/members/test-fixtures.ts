/**
 * Test data of the members area: a company's built-in member roles (as the seed makes them), a
 * compliance of an obligation, member rows, and users with chosen module rights and groups.
 */
import type { MemberRole } from '../../../../contract/enums';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../db/client';
import { complianceMembers, type compliances } from '../../../db/schema/compliance';
import { complianceOnNewObligation } from '../compliance.fixtures';
import { createRole, createUser } from '../../../test/fixtures';
import { loginAs } from '../../../test/harness';
import type { FastifyInstance } from 'fastify';

export { builtInRoles } from '../compliance.fixtures';

/** A compliance on a fresh obligation, no checklist, in the state the test gives (default not_assigned). */
export const createCompliance = (
  database: Database,
  company_uuid: string,
  over: Partial<typeof compliances.$inferInsert> = {},
) => complianceOnNewObligation(database, company_uuid, { process_status: 'not_assigned', ...over });

export async function addMember(
  database: Database,
  c: { compliance_uuid: string; company_uuid: string },
  user_uuid: string,
  role_code: MemberRole,
  member_role_uuid: string | null = null,
) {
  const [row] = await database.db
    .insert(complianceMembers)
    .values({ ...c, user_uuid, role_code, member_role_uuid })
    .returning();
  return row;
}

/**
 * A logged-in user of the company who may use the compliance module (view and update) without
 * managing it: what they may do on a compliance comes from their member roles only.
 */
export async function complianceWorker(
  app: FastifyInstance,
  database: Database,
  company: { company_uuid: string; group_uuid?: string },
  opts: { group?: boolean } = {},
) {
  const role = await createRole(
    database,
    company.company_uuid,
    `Officer ${randomUUID().slice(0, 8)}`,
    { compliance: ['view', 'update'] },
  );
  const user = await createUser(
    database,
    opts.group === false ? { company_uuid: company.company_uuid } : company,
    { roles: [role.role_uuid] },
  );
  return { ...user, token: await loginAs(app, user.email) };
}
