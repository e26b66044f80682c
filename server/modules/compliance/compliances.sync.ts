/**
 * The `compliances` collection's documents (contract/collections/compliances.ts), under the
 * compliance policy: exactly the compliances the caller sees through REST, with their members
 * inside and the caller's own obligation actions on each. A compliance the caller no longer sees
 * (removed as a member, deleted, another company's) is not returned, so it reaches the client as
 * a tombstone.
 */
import { sql } from 'drizzle-orm';
import type { SyncDocs } from '../../../contract/collections';
import type { ComplianceMemberDoc } from '../../../contract/collections/compliances';
import type { MemberRole } from '../../../contract/enums';
import { iso, type SyncLoader } from '../../lib/sync-loader';
import { actionsFrom, complianceActions, visibleCompliances } from './compliance.policy';
import { membersOf } from './compliance.repository';

type Doc = SyncDocs['compliances'];

export const loadCompliances: SyncLoader<'compliances'> = async (db, ids, user) => {
  const rows = await db.rows<Omit<Doc, 'members'> & { actions: string[] }>(
    sql`SELECT c.compliance_uuid AS id, c.obligation_uuid, c.version_code, c.cycle, c.process_status, c.confirmation_status,
            c.priority, c.deadline::text AS deadline, c.is_active, c.is_duplicate, c.duplicated_from, c.renewal_of,
            CASE WHEN c.claimed_at IS NULL THEN NULL ELSE ${iso('c.claimed_at')} END AS claimed_at,
            CASE WHEN c.approved_at IS NULL THEN NULL ELSE ${iso('c.approved_at')} END AS approved_at,
            c.reject_reason, c.note, o.comp_title_en, o.comp_title_id, o.sector_uuid, o.topic_uuid,
            coalesce(o.type, '') AS type, o.sanction,
            ${complianceActions(user, 'c')} AS actions,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid) AS checklist_total,
            (SELECT count(*)::int FROM checklists k WHERE k.compliance_uuid = c.compliance_uuid AND k.is_claim_checklist) AS checklist_claimed,
            ${iso('c.created_at')} AS created_at, ${iso('c.updated_at')} AS updated_at
       FROM compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid
      WHERE c.compliance_uuid = ANY(${sql.param(ids)}::uuid[]) AND ${visibleCompliances(user, 'c')}`,
  );
  const members = new Map<string, ComplianceMemberDoc[]>();
  if (rows.length) {
    for (const m of await membersOf(
      db,
      user.company_uuid,
      rows.map((r) => r.id),
    )) {
      const list = members.get(m.compliance_uuid) ?? [];
      list.push({
        member_uuid: m.member_uuid,
        user_uuid: m.user_uuid,
        name: m.name,
        email: m.email,
        group_uuid: m.group_uuid,
        role_code: m.role_code as MemberRole,
        member_role_uuid: m.member_role_uuid,
      });
      members.set(m.compliance_uuid, list);
    }
  }
  return rows.map((r) => ({
    row_id: r.id,
    doc: { ...r, actions: actionsFrom(r.actions), members: members.get(r.id) ?? [] },
  }));
};
