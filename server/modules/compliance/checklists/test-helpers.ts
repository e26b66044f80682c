/**
 * Test data of the checklist, comments, reminders and confirmation tests: a compliance of a
 * company on an obligation, and members holding a member role with chosen obligation actions.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ObligationAction } from '../../../../contract/enums';
import type { Database } from '../../../db/client';
import { complianceMembers, compliances, memberRoles } from '../../../db/schema/compliance';
import { complianceOnNewObligation } from '../compliance.fixtures';
import { createRole, createUser } from '../../../test/fixtures';
import { loginAs } from '../../../test/harness';

/** A compliance on a fresh obligation with two checklist items (the checklist tests' usual case). */
export const createCompliance = (
  database: Database,
  company_uuid: string,
  over: Partial<typeof compliances.$inferInsert> = {},
  items: string[] = ['Prepare the report', 'Send the report'],
) => complianceOnNewObligation(database, company_uuid, over, items);

/** A user of the company with the compliance module's view and update rights (not a manager), logged in. */
export async function complianceWorker(
  app: FastifyInstance,
  database: Database,
  company: { company_uuid: string; group_uuid?: string },
) {
  const role = await createRole(
    database,
    company.company_uuid,
    `Worker ${randomUUID().slice(0, 6)}`,
    { compliance: ['view', 'update'] },
  );
  const user = await createUser(database, company, { roles: [role.role_uuid] });
  return { ...user, token: await loginAs(app, user.email) };
}

/** Makes the user a member of the compliance under a fresh company role holding `actions`. */
export async function addMember(
  database: Database,
  c: { compliance_uuid: string; company_uuid: string },
  user_uuid: string,
  actions: ObligationAction[],
  role_code = 'pic',
) {
  const [role] = await database.db
    .insert(memberRoles)
    .values({
      company_uuid: c.company_uuid,
      name: 'Role',
      code: `r-${randomUUID().slice(0, 8)}`,
      actions,
    })
    .returning();
  await database.db.insert(complianceMembers).values({
    company_uuid: c.company_uuid,
    compliance_uuid: c.compliance_uuid,
    user_uuid,
    member_role_uuid: role.member_role_uuid,
    role_code,
  });
}
