/** Compliance documents shaped like contract/collections/compliances.ts, and their members. */
import type { ComplianceMemberDoc } from '../../contract/collections/compliances';
import type { SyncDocs } from '../../contract/collections';

type ComplianceDoc = SyncDocs['compliances'];

let seq = 0;
const uuid = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const ME = '11111111-1111-4111-8111-111111111111';
export const OTHER = '33333333-3333-4333-8333-333333333333';

export function member(
  user_uuid: string,
  role_code: ComplianceMemberDoc['role_code'],
  name = `User ${user_uuid.slice(0, 4)}`,
): ComplianceMemberDoc {
  return {
    member_uuid: `m-${++seq}`,
    user_uuid,
    name,
    email: `${name.replace(/\s/g, '.').toLowerCase()}@acme.test`,
    group_uuid: 'g1',
    role_code,
    member_role_uuid: null,
  };
}

export function compliance(over: Partial<ComplianceDoc> = {}): ComplianceDoc {
  const n = ++seq;
  return {
    id: uuid(n),
    obligation_uuid: `obl-${n}`,
    version_code: 1,
    cycle: 1,
    process_status: 'assigned',
    confirmation_status: null,
    priority: 'medium',
    deadline: '2030-01-01',
    is_active: true,
    is_duplicate: false,
    duplicated_from: null,
    renewal_of: null,
    claimed_at: null,
    approved_at: null,
    reject_reason: null,
    note: null,
    comp_title_en: `Obligation ${n}`,
    comp_title_id: `Kewajiban ${n}`,
    sector_uuid: 'sec-1',
    topic_uuid: 'top-1',
    type: 'licensing',
    sanction: 'administrative',
    members: [member(ME, 'pic', 'Ana Putri')],
    actions: ['view', 'claim', 'set_deadline'],
    checklist_total: 0,
    checklist_claimed: 0,
    created_at: '2025-06-01T08:00:00.000Z',
    updated_at: '2025-06-01T08:00:00.000Z',
    ...over,
  };
}
