/**
 * The events that create notifications, each called inside the write that causes it (on its
 * transaction: a rolled-back write notifies no one): assignment (members), the workflow (claim
 * waiting for audit, approve, reject), comments, a new version of an obligation customers track. Recipients are read on the same transaction.
 */
import { sql } from 'drizzle-orm';
import type { ProcessAction } from '../../../contract/workflow';
import { MEMBER_ROLE_LABELS } from '../../../contract/labels';
import type { MemberRole } from '../../../contract/enums';
import type { MutationContext } from '../../lib/mutation';
import { txRows } from '../../db/client';
import { notify } from './notify';

type M = Pick<MutationContext, 'tx' | 'feed'>;

export const complianceLink = (uuid: string) => `/compliance/${uuid}`;

/** The compliance's title (its obligation's, both languages) and its members. */
export async function complianceContext(m: M, complianceUuid: string) {
  const [c] = await txRows<{ company_uuid: string; title_en: string; title_id: string }>(
    m.tx,
    sql`SELECT c.company_uuid, o.comp_title_en AS title_en, o.comp_title_id AS title_id
       FROM compliances c JOIN obligations o ON o.obligation_uuid = c.obligation_uuid WHERE c.compliance_uuid = ${complianceUuid}`,
  );
  const members = await txRows<{ user_uuid: string; role_code: MemberRole }>(
    m.tx,
    sql`SELECT user_uuid, role_code FROM compliance_members WHERE compliance_uuid = ${complianceUuid} AND company_uuid = ${c?.company_uuid ?? null}`,
  );
  return c ? { ...c, title: { en: c.title_en, id: c.title_id }, members } : null;
}

const holders = (members: { user_uuid: string; role_code: string }[], ...roles: string[]) =>
  members.filter((x) => roles.includes(x.role_code)).map((x) => x.user_uuid);

/** Users who took a position they did not hold before, one notification per new position. */
export async function notifyAssignments(
  m: M,
  complianceUuid: string,
  before: readonly { user_uuid: string; role_code: string }[],
  after: readonly { user_uuid: string; role_code: string }[],
  actorUuid: string | null,
) {
  const had = new Set(before.map((r) => `${r.user_uuid}|${r.role_code}`));
  const added = after.filter((r) => !had.has(`${r.user_uuid}|${r.role_code}`));
  if (added.length === 0) return;
  const c = await complianceContext(m, complianceUuid);
  if (!c) return;
  for (const r of added) {
    await notify(m, {
      company_uuid: c.company_uuid,
      user_uuids: [r.user_uuid],
      kind: 'assignment',
      vars: { title: c.title, role: MEMBER_ROLE_LABELS[r.role_code as MemberRole] ?? r.role_code },
      link: complianceLink(complianceUuid),
      actor_uuid: actorUuid,
    });
  }
}

/** claim: the auditors; approve and reject: the PICs. */
export async function notifyWorkflow(
  m: M,
  complianceUuid: string,
  action: ProcessAction,
  actor: { user_uuid: string; name: string },
  reason: string | null,
) {
  if (!['claim', 'approve', 'reject'].includes(action)) return;
  const c = await complianceContext(m, complianceUuid);
  if (!c) return;
  const base = {
    company_uuid: c.company_uuid,
    link: complianceLink(complianceUuid),
    actor_uuid: actor.user_uuid,
  };
  if (action === 'claim') {
    await notify(m, {
      ...base,
      user_uuids: holders(c.members, 'auditor'),
      kind: 'claim_audit',
      vars: { title: c.title, actor: actor.name },
    });
  } else {
    const kind = action === 'approve' ? 'approved' : 'rejected';
    await notify(m, {
      ...base,
      user_uuids: holders(c.members, 'pic', 'group_pic'),
      kind,
      vars: { title: c.title, reason: reason ?? '' },
    });
  }
}

/** Every member of the compliance but the author. */
export async function notifyComment(
  m: M,
  complianceUuid: string,
  author: { user_uuid: string; name: string },
  text: string,
) {
  const c = await complianceContext(m, complianceUuid);
  if (!c) return;
  await notify(m, {
    company_uuid: c.company_uuid,
    user_uuids: c.members.map((x) => x.user_uuid),
    kind: 'comment',
    vars: {
      title: c.title,
      actor: author.name,
      text: text.length > 200 ? `${text.slice(0, 199)}…` : text,
    },
    link: complianceLink(complianceUuid),
    actor_uuid: author.user_uuid,
  });
}

/**
 * A published obligation got a new version: the members of every customer's compliance on it
 * learn it, one notification per compliance, linking to it.
 */
export async function notifyContentUpdated(
  m: M,
  obligationUuid: string,
  title: { en: string; id: string },
  actorUuid: string | null,
) {
  const rows = await txRows<{
    compliance_uuid: string;
    company_uuid: string;
    user_uuids: string[];
  }>(
    m.tx,
    sql`SELECT c.compliance_uuid, c.company_uuid, array_agg(DISTINCT cm.user_uuid::text) AS user_uuids
       FROM compliances c
       JOIN compliance_members cm ON cm.compliance_uuid = c.compliance_uuid AND cm.company_uuid = c.company_uuid
      WHERE c.obligation_uuid = ${obligationUuid} AND c.is_active
      GROUP BY c.compliance_uuid, c.company_uuid`,
  );
  for (const r of rows) {
    await notify(m, {
      company_uuid: r.company_uuid,
      user_uuids: r.user_uuids,
      kind: 'content_updated',
      vars: { title },
      link: complianceLink(r.compliance_uuid),
      actor_uuid: actorUuid,
    });
  }
}
