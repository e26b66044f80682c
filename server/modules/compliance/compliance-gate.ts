/**
 * The compliance a checklist, comment, reminder or confirmation call is about, as the caller may
 * see it, with the caller's obligation actions on it (compliance policy). Read before the
 * mutation's transaction (PGlite has one connection): a compliance the caller may not see,
 * another company's included, is simply not found. Writes then re-read the row locked inside
 * their transaction (`lockComplianceRow`) so a state that changed meanwhile still refuses.
 */
import { eq, sql } from 'drizzle-orm';
import type { ObligationAction, ProcessStatus } from '../../../contract/enums';
import { PROCESS_STATUS_LABELS } from '../../../contract/labels';
import { LOCKED_FOR_EDIT } from '../../../contract/workflow';
import type { Database, Tx } from '../../db/client';
import { compliances } from '../../db/schema/compliance';
import type { AuthUser } from '../../lib/auth-user';
import { errors } from '../../lib/errors';
import { isUuid } from '../../lib/route';
import { actionsFrom, complianceActions, conflict, visibleCompliances } from './compliance.policy';

export interface GatedCompliance {
  compliance_uuid: string;
  company_uuid: string;
  obligation_uuid: string;
  version_code: number;
  cycle: number;
  process_status: ProcessStatus;
  confirmation_status: string | null;
  is_active: boolean;
  actions: ObligationAction[];
}

/** The compliance with the caller's actions, or 404 when the caller may not see it. */
export async function gateCompliance(
  database: Database,
  user: AuthUser,
  complianceUuid: string,
): Promise<GatedCompliance> {
  if (!isUuid(complianceUuid)) throw errors.notFound();
  const [row] = await database.rows<Omit<GatedCompliance, 'actions'> & { actions: string[] }>(
    sql`SELECT c.compliance_uuid, c.company_uuid, c.obligation_uuid, c.version_code, c.cycle, c.process_status,
            c.confirmation_status, c.is_active, ${complianceActions(user, 'c')} AS actions
       FROM compliances c WHERE c.compliance_uuid = ${complianceUuid} AND ${visibleCompliances(user, 'c')}`,
  );
  if (!row) throw errors.notFound();
  return { ...row, actions: actionsFrom(row.actions) };
}

/** The compliance row locked for this transaction (concurrent checklist writes take turns). */
export async function lockComplianceRow(tx: Tx, complianceUuid: string) {
  const [row] = await tx
    .select()
    .from(compliances)
    .where(eq(compliances.compliance_uuid, complianceUuid))
    .for('update');
  if (!row || row.deleted_at) throw errors.notFound();
  return row;
}

/** 409 while the compliance is in audit or approved (LOCKED_FOR_EDIT), naming its state; 409 when inactive. */
export function assertEditable(row: { process_status: string; is_active: boolean }): void {
  const status = row.process_status as ProcessStatus;
  if (LOCKED_FOR_EDIT.includes(status))
    throw conflict('compliance_locked', { from: PROCESS_STATUS_LABELS[status] });
  if (!row.is_active) throw conflict('compliance_inactive');
}
