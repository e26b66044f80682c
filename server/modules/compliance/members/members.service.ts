/**
 * Member and assignment writes. Each runs in the caller's mutation transaction (the route checked
 * visibility, the `assign` action and the users before it), locks the compliance, changes its
 * member rows, then settles: the process status follows the PICs (the first PIC moves
 * not_assigned to assigned, removing the last PIC of an assigned one moves it back), the
 * compliance's activity log gets the members before and after, and its document is fed.
 *
 * Rules of the specification: assigning a PIC or an auditor removes that user's plain `member`
 * row (they are no longer "just a member").
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ASSIGN_FIELDS,
  type AssignAnswer,
  type AssignField,
  type MemberItem,
} from '../../../../contract/api/members';
import type { MemberRole, ProcessStatus } from '../../../../contract/enums';
import type { BulkResult } from '../../../../contract/api/compliance-writes';
import { complianceMembers, compliances } from '../../../db/schema/compliance';
import type { Tx } from '../../../db/client';
import { AppError, errors } from '../../../lib/errors';
import type { AuthUser } from '../../../lib/auth-user';
import type { MutationContext } from '../../../lib/mutation';
import { feedCompliances } from '../compliance-feed';
import { doubleDuty, dutyRefused } from './members.policy';
import { listMembers } from './members.repository';
import { notifyAssignments } from '../../notifications';

/** Positions whose holder leaves the plain member list (spec section 8). */
const REPLACES_PLAIN_MEMBER: readonly MemberRole[] = ['pic', 'auditor'];

type Lang = 'en' | 'id';
interface Locked {
  compliance_uuid: string;
  company_uuid: string;
  process_status: ProcessStatus;
}

async function lockCompanyCompliance(
  tx: Tx,
  user: AuthUser,
  complianceUuid: string,
): Promise<Locked> {
  const [row] = await tx
    .select({
      compliance_uuid: compliances.compliance_uuid,
      company_uuid: compliances.company_uuid,
      process_status: compliances.process_status,
    })
    .from(compliances)
    .where(
      and(
        eq(compliances.compliance_uuid, complianceUuid),
        eq(compliances.company_uuid, user.company_uuid),
      ),
    )
    .for('update');
  // Deleted meanwhile (the route saw it a moment ago): not found, like any unseen compliance.
  if (!row) throw errors.notFound();
  return row as Locked;
}

async function memberRows(tx: Tx, complianceUuid: string) {
  return tx
    .select({
      member_uuid: complianceMembers.member_uuid,
      user_uuid: complianceMembers.user_uuid,
      role_code: complianceMembers.role_code,
      member_role_uuid: complianceMembers.member_role_uuid,
    })
    .from(complianceMembers)
    .where(eq(complianceMembers.compliance_uuid, complianceUuid))
    .orderBy(complianceMembers.role_code, complianceMembers.user_uuid);
}
type MemberRows = Awaited<ReturnType<typeof memberRows>>;
const forLog = (rows: MemberRows) =>
  rows.map(({ user_uuid, role_code, member_role_uuid }) => ({
    user_uuid,
    role_code,
    member_role_uuid,
  }));

async function place(
  tx: Tx,
  c: Locked,
  userUuid: string,
  role: MemberRole,
  memberRoleUuid: string | null,
) {
  await tx
    .insert(complianceMembers)
    .values({
      company_uuid: c.company_uuid,
      compliance_uuid: c.compliance_uuid,
      user_uuid: userUuid,
      role_code: role,
      member_role_uuid: memberRoleUuid,
    })
    .onConflictDoNothing();
  if (REPLACES_PLAIN_MEMBER.includes(role)) await dropPlainMember(tx, c, userUuid);
}

async function dropPlainMember(tx: Tx, c: Locked, userUuid: string) {
  await tx
    .delete(complianceMembers)
    .where(
      and(
        eq(complianceMembers.compliance_uuid, c.compliance_uuid),
        eq(complianceMembers.user_uuid, userUuid),
        eq(complianceMembers.role_code, 'member'),
      ),
    );
}

/** Status follows the PICs, then the log row and the feed entry of the compliance. */
async function settle(
  m: MutationContext,
  c: Locked,
  before: MemberRows,
  action: string,
): Promise<ProcessStatus> {
  const after = await memberRows(m.tx, c.compliance_uuid);
  const hasPic = after.some((r) => r.role_code === 'pic');
  let status = c.process_status;
  if (status === 'not_assigned' && hasPic) status = 'assigned';
  else if (status === 'assigned' && !hasPic) status = 'not_assigned';
  await m.tx
    .update(compliances)
    .set({ process_status: status, updated_at: sql`now()` })
    .where(eq(compliances.compliance_uuid, c.compliance_uuid));
  await m.log({
    type: 'compliance',
    type_uuid: c.compliance_uuid,
    action,
    before: { process_status: c.process_status, members: forLog(before) },
    after: { process_status: status, members: forLog(after) },
    company_uuid: c.company_uuid,
  });
  await feedCompliances(m, c.company_uuid, [c.compliance_uuid]);
  await notifyAssignments(m, c.compliance_uuid, before, after, m.user?.user_uuid ?? null);
  return status;
}

const memberExists = () => new AppError('conflict', 'member_exists');

export async function createMember(
  m: MutationContext,
  user: AuthUser,
  lang: Lang,
  input: {
    compliance_uuid: string;
    user_uuid: string;
    role_code: MemberRole;
    member_role_uuid?: string | null;
  },
): Promise<MemberItem> {
  const c = await lockCompanyCompliance(m.tx, user, input.compliance_uuid);
  const before = await memberRows(m.tx, c.compliance_uuid);
  if (before.some((r) => r.user_uuid === input.user_uuid && r.role_code === input.role_code))
    throw memberExists();
  await place(m.tx, c, input.user_uuid, input.role_code, input.member_role_uuid ?? null);
  if (doubleDuty(await memberRows(m.tx, c.compliance_uuid))) throw dutyRefused('role_code');
  await settle(m, c, before, 'member_create');
  const members = await listMembers(m.tx, c.compliance_uuid, lang);
  return members.find((x) => x.user_uuid === input.user_uuid && x.role_code === input.role_code)!;
}

export async function updateMember(
  m: MutationContext,
  user: AuthUser,
  lang: Lang,
  member: {
    member_uuid: string;
    compliance_uuid: string;
    user_uuid: string;
    role_code: MemberRole;
  },
  input: { role_code?: MemberRole; member_role_uuid?: string | null },
): Promise<MemberItem> {
  const c = await lockCompanyCompliance(m.tx, user, member.compliance_uuid);
  const before = await memberRows(m.tx, c.compliance_uuid);
  const current = before.find((r) => r.member_uuid === member.member_uuid);
  if (!current) throw errors.notFound();
  const role = input.role_code ?? (current.role_code as MemberRole);
  if (
    role !== current.role_code &&
    before.some((r) => r.user_uuid === current.user_uuid && r.role_code === role)
  )
    throw memberExists();
  await m.tx
    .update(complianceMembers)
    .set({
      role_code: role,
      member_role_uuid:
        input.member_role_uuid === undefined ? current.member_role_uuid : input.member_role_uuid,
    })
    .where(eq(complianceMembers.member_uuid, current.member_uuid));
  if (REPLACES_PLAIN_MEMBER.includes(role)) await dropPlainMember(m.tx, c, current.user_uuid);
  if (doubleDuty(await memberRows(m.tx, c.compliance_uuid))) throw dutyRefused('role_code');
  await settle(m, c, before, 'member_update');
  const members = await listMembers(m.tx, c.compliance_uuid, lang);
  return members.find((x) => x.member_uuid === current.member_uuid)!;
}

export async function deleteMember(
  m: MutationContext,
  user: AuthUser,
  member: { member_uuid: string; compliance_uuid: string },
): Promise<null> {
  const c = await lockCompanyCompliance(m.tx, user, member.compliance_uuid);
  const before = await memberRows(m.tx, c.compliance_uuid);
  if (!before.some((r) => r.member_uuid === member.member_uuid)) throw errors.notFound();
  await m.tx.delete(complianceMembers).where(eq(complianceMembers.member_uuid, member.member_uuid));
  await settle(m, c, before, 'member_delete');
  return null;
}

export type Positions = Partial<Record<AssignField, string | null>>;

/** The member rows' positions once `positions` are applied (what applyPositions will leave). */
function withPositions(
  rows: MemberRows,
  positions: Positions,
): { user_uuid: string; role_code: string }[] {
  let next: { user_uuid: string; role_code: string }[] = rows;
  for (const [field, role] of Object.entries(ASSIGN_FIELDS) as [AssignField, MemberRole][]) {
    const value = positions[field];
    if (value === undefined) continue;
    next = next.filter((r) => r.role_code !== role);
    if (value !== null) next.push({ user_uuid: value, role_code: role });
  }
  return next;
}

/** The field of an assignment that would make one user both PIC and auditor, or null. */
function dutyField(rows: MemberRows, positions: Positions): AssignField | null {
  const both = doubleDuty(withPositions(rows, positions));
  if (!both) return null;
  return positions.auditor_uuid === both || positions.pic_uuid !== both
    ? 'auditor_uuid'
    : 'pic_uuid';
}

/** Applies the positions to one compliance: a user replaces the position's holders, null removes them. */
async function applyPositions(
  m: MutationContext,
  c: Locked,
  positions: Positions,
): Promise<ProcessStatus> {
  const before = await memberRows(m.tx, c.compliance_uuid);
  const refused = dutyField(before, positions);
  if (refused) throw dutyRefused(refused);
  for (const [field, role] of Object.entries(ASSIGN_FIELDS) as [AssignField, MemberRole][]) {
    const value = positions[field];
    if (value === undefined) continue;
    const holders = and(
      eq(complianceMembers.compliance_uuid, c.compliance_uuid),
      eq(complianceMembers.role_code, role),
    );
    await m.tx
      .delete(complianceMembers)
      .where(value === null ? holders : and(holders, ne(complianceMembers.user_uuid, value)));
    if (value !== null) await place(m.tx, c, value, role, null);
  }
  return settle(m, c, before, 'assign');
}

export async function assign(
  m: MutationContext,
  user: AuthUser,
  lang: Lang,
  complianceUuid: string,
  positions: Positions,
): Promise<AssignAnswer> {
  const c = await lockCompanyCompliance(m.tx, user, complianceUuid);
  const process_status = await applyPositions(m, c, positions);
  return {
    compliance_uuid: c.compliance_uuid,
    process_status,
    members: await listMembers(m.tx, c.compliance_uuid, lang),
  };
}

/**
 * The same positions over many compliances in one transaction; those the caller may not assign
 * (the route found them unseen or without `assign`) arrive as `skipped` and stay untouched.
 */
export async function assignBulk(
  m: MutationContext,
  user: AuthUser,
  ids: readonly string[],
  skipped: BulkResult['skipped'],
  positions: Positions,
): Promise<BulkResult> {
  const done: string[] = [];
  const refused: BulkResult['skipped'] = [];
  // Lock in one order so two bulk assignments over overlapping sets cannot deadlock.
  for (const id of [...ids].sort()) {
    const c = await lockCompanyCompliance(m.tx, user, id);
    // One user both PIC and auditor here: this compliance is skipped, the others assigned.
    if (dutyField(await memberRows(m.tx, id), positions)) {
      refused.push({ compliance_uuid: id, reason: 'duty_pic_auditor' });
      continue;
    }
    await applyPositions(m, c, positions);
    done.push(id);
  }
  return { done, skipped: [...skipped, ...refused] };
}
