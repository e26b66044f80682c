/**
 * The checks on the users named by an assignment, made before its transaction: each must be an
 * active user of the caller's company (else 404 on that field: "not found" and "not yours" look
 * alike) and belong to a group (else 400 with the specification's "Assign failed, User does not
 * have a group").
 */
import { ASSIGN_FIELDS, type AssignField } from '../../../../contract/api/members';
import type { Database } from '../../../db/client';
import type { AuthUser } from '../../../lib/auth-user';
import { AppError, errors } from '../../../lib/errors';
import { activeCompanyUser, companyRoleExists } from './members.repository';
import type { Positions } from './members.service';

export const notFoundField = (field: string) =>
  new AppError('not_found', 'not_found', { [field]: ['not_found'] });

export async function assertAssignable(
  database: Database,
  user: AuthUser,
  field: string,
  userUuid: string,
): Promise<void> {
  const target = await activeCompanyUser(database, user.company_uuid, userUuid);
  if (!target) throw notFoundField(field);
  if (!target.group_uuid) throw errors.field(field, 'assign_no_group');
}

/** The positions of an assign body (its schema made sure it names one), checked. */
export async function checkedPositions(
  database: Database,
  user: AuthUser,
  body: Positions,
): Promise<Positions> {
  const positions: Positions = {};
  for (const field of Object.keys(ASSIGN_FIELDS) as AssignField[]) {
    const value = body[field];
    if (value === undefined) continue;
    if (value !== null) await assertAssignable(database, user, field, value);
    positions[field] = value;
  }
  return positions;
}

/** A member may hold only a role of its own company. */
export async function assertCompanyRole(
  database: Database,
  user: AuthUser,
  roleUuid: string | null | undefined,
): Promise<void> {
  if (roleUuid && !(await companyRoleExists(database, user.company_uuid, roleUuid)))
    throw notFoundField('member_role_uuid');
}
