/** SQL of checklist items; the company is explicit on every statement (tenant rule). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChecklistItem } from '../../../../contract/api/checklists';
import type { Database, Tx } from '../../../db/client';
import { checklists } from '../../../db/schema/compliance';
import { iso } from '../../../lib/iso-time';

export type ChecklistRow = typeof checklists.$inferSelect;

export const presentItem = (r: ChecklistRow): ChecklistItem => ({
  checklist_uuid: r.checklist_uuid,
  compliance_uuid: r.compliance_uuid,
  title: r.title,
  due_date: r.due_date,
  isClaimChecklist: r.is_claim_checklist,
  sort: r.sort,
  created_at: iso(r.created_at),
  updated_at: iso(r.updated_at),
});

export function listItems(db: Database['db'] | Tx, companyUuid: string, complianceUuid: string) {
  return db
    .select()
    .from(checklists)
    .where(
      and(eq(checklists.company_uuid, companyUuid), eq(checklists.compliance_uuid, complianceUuid)),
    )
    .orderBy(asc(checklists.sort), asc(checklists.created_at), asc(checklists.checklist_uuid));
}

/** An item of the caller's company, or undefined (another company's id reads as unknown). */
export async function findItem(
  db: Database['db'] | Tx,
  companyUuid: string,
  checklistUuid: string,
) {
  const [row] = await db
    .select()
    .from(checklists)
    .where(
      and(eq(checklists.company_uuid, companyUuid), eq(checklists.checklist_uuid, checklistUuid)),
    );
  return row;
}

/** Inserts the item at the end of its compliance's list; a replayed client id inserts nothing. */
export async function insertItem(
  tx: Tx,
  v: {
    checklist_uuid?: string;
    company_uuid: string;
    compliance_uuid: string;
    title: string;
    due_date: string | null;
  },
) {
  const [row] = await tx
    .insert(checklists)
    .values({
      ...v,
      sort: sql`(SELECT coalesce(max(sort) + 1, 0) FROM checklists WHERE compliance_uuid = ${v.compliance_uuid})`,
    })
    .onConflictDoNothing({ target: checklists.checklist_uuid })
    .returning();
  return row;
}

export async function updateItem(
  tx: Tx,
  row: ChecklistRow,
  set: Partial<Pick<ChecklistRow, 'title' | 'due_date' | 'is_claim_checklist'>>,
) {
  const [updated] = await tx
    .update(checklists)
    .set({ ...set, updated_at: sql`now()` })
    .where(
      and(
        eq(checklists.company_uuid, row.company_uuid),
        eq(checklists.checklist_uuid, row.checklist_uuid),
      ),
    )
    .returning();
  return updated;
}

export async function deleteItem(tx: Tx, row: ChecklistRow) {
  await tx
    .delete(checklists)
    .where(
      and(
        eq(checklists.company_uuid, row.company_uuid),
        eq(checklists.checklist_uuid, row.checklist_uuid),
      ),
    );
}
