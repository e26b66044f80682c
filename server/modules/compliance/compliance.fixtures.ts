/**
 * Test factories of the compliance area: a company's built-in member roles, compliances with
 * members and checklist items, and users holding the compliance module's update privilege (a
 * PIC, an auditor, a plain member), so the obligation actions, not the module privilege, decide.
 */
import type { FastifyInstance } from 'fastify';
import { MEMBER_ROLES, type MemberRole, type ProcessStatus } from '../../../contract/enums';
import type { Database } from '../../db/client';
import {
  checklists,
  complianceMembers,
  compliances,
  memberRoles,
} from '../../db/schema/compliance';
import { changeFeed } from '../../db/schema/platform';
import { MEMBER_ROLE_DEFS } from '../../db/seed/identity-data';
import { createObligation, librarySkeleton } from '../../test/content-fixtures';
import { createRole, createUser } from '../../test/fixtures';
import { loginAs } from '../../test/harness';

/** The five built-in member roles of a company, with the seed's obligation actions. */
export async function builtInRoles(
  database: Database,
  company_uuid: string,
): Promise<Record<MemberRole, string>> {
  const rows = await database.db
    .insert(memberRoles)
    .values(
      MEMBER_ROLES.map((code) => ({
        company_uuid,
        code,
        name: MEMBER_ROLE_DEFS[code].name,
        actions: MEMBER_ROLE_DEFS[code].actions,
        is_default: true,
      })),
    )
    .onConflictDoNothing()
    .returning();
  return Object.fromEntries(rows.map((r) => [r.code, r.member_role_uuid])) as Record<
    MemberRole,
    string
  >;
}

/** A logged-in user with view and update on the compliance module (not a manager: no delete). */
export async function complianceWorker(
  app: FastifyInstance,
  database: Database,
  company: { company_uuid: string; group_uuid?: string },
  name: string,
) {
  const role = await createRole(database, company.company_uuid, `Worker ${name}`, {
    compliance: ['view', 'create', 'update'],
    bookmarks: ['view', 'create'],
  });
  const user = await createUser(database, company, { roles: [role.role_uuid], name });
  return { ...user, token: await loginAs(app, user.email) };
}

export interface NewCompliance {
  company_uuid: string;
  obligation_uuid: string;
  process_status?: ProcessStatus;
  deadline?: string | null;
  reject_reason?: string | null;
  is_active?: boolean;
  is_duplicate?: boolean;
  confirmation_status?: 'need_confirmation' | 'waiting_confirmation' | 'confirmed' | null;
  priority?: 'low' | 'medium' | 'high';
  version_code?: number;
  cycle?: number;
  members?: { user_uuid: string; role: MemberRole }[];
  /** Checklist items: true for a claimed one. */
  checklist?: boolean[];
}

export async function createCompliance(
  database: Database,
  roles: Record<MemberRole, string>,
  c: NewCompliance,
) {
  const [row] = await database.db
    .insert(compliances)
    .values({
      company_uuid: c.company_uuid,
      obligation_uuid: c.obligation_uuid,
      process_status: c.process_status ?? 'not_comply',
      deadline: c.deadline === undefined ? '2099-12-31' : c.deadline,
      reject_reason: c.reject_reason ?? null,
      is_active: c.is_active ?? true,
      is_duplicate: c.is_duplicate ?? false,
      confirmation_status: c.confirmation_status ?? null,
      priority: c.priority ?? 'medium',
      version_code: c.version_code ?? 1,
      // Cycles are unique per (company, obligation, version); tests make many per obligation.
      cycle: c.cycle ?? Math.floor(Math.random() * 1e8) + 1,
    })
    .returning();
  if (c.members?.length) {
    await database.db.insert(complianceMembers).values(
      c.members.map((m) => ({
        company_uuid: c.company_uuid,
        compliance_uuid: row.compliance_uuid,
        user_uuid: m.user_uuid,
        role_code: m.role,
        member_role_uuid: roles[m.role],
      })),
    );
  }
  if (c.checklist?.length) {
    await database.db.insert(checklists).values(
      c.checklist.map((claimed, i) => ({
        company_uuid: c.company_uuid,
        compliance_uuid: row.compliance_uuid,
        title: `Item ${i + 1}`,
        is_claim_checklist: claimed,
        sort: i,
      })),
    );
  }
  // Its feed entry, as every write of a compliance makes (the sync and the list totals read it).
  await database.db.insert(changeFeed).values({
    collection: 'compliances',
    row_id: row.compliance_uuid,
    company_uuid: c.company_uuid,
    op: 'upsert',
  });
  return row;
}

/**
 * A compliance of the company on an obligation made for it (a fresh library skeleton), with
 * checklist items of these titles (due 2026-12-31): the areas that need a compliance but not a
 * chosen obligation or members (checklists, comments, reminders, confirmation, members).
 */
export async function complianceOnNewObligation(
  database: Database,
  company_uuid: string,
  over: Partial<typeof compliances.$inferInsert> = {},
  items: string[] = [],
) {
  const lib = await librarySkeleton(database);
  const ob = await createObligation(database, lib.place);
  const [row] = await database.db
    .insert(compliances)
    .values({
      company_uuid,
      obligation_uuid: ob.obligation_uuid,
      process_status: 'not_comply',
      ...over,
    })
    .returning();
  const made = items.length
    ? await database.db
        .insert(checklists)
        .values(
          items.map((title, sort) => ({
            company_uuid,
            compliance_uuid: row.compliance_uuid,
            title,
            sort,
            due_date: '2026-12-31',
          })),
        )
        .returning()
    : [];
  return { ...row, obligation: ob, lib, items: made };
}
