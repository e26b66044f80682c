/** Example answers of the members area's routes (API reference; checked against their schemas). */
import type { AssignAnswer, ComplianceUserItem, MemberItem, MemberRoleItem } from './members';
import type { BulkResult } from './compliance-writes';

const COMPANY = 'c29e0d1a-6b5f-4e9c-9a0b-3c4d5e6f7a89';
const COMPLIANCE = 'e4b02f3c-8d7b-4a1e-9c2d-5e6f7a8b9c01';
const USER = 'b18d9c0f-5a4e-4d8b-8f9a-2b3c4d5e6f78';
const GROUP = 'f5c13a4d-9e8c-4b2f-8d3e-6f7a8b9c0d12';
const ROLE = 'a6d24b5e-0f9d-4c3a-9e4f-7a8b9c0d1e23';
const AT = '2026-01-15T08:30:00.000Z';

export const memberRoleExample: MemberRoleItem = {
  member_role_uuid: ROLE,
  company_uuid: COMPANY,
  name: 'Evidence uploader',
  code: 'custom_evidence_uploader_3fa2c1',
  actions: ['view', 'comment', 'upload_evidence'],
  is_default: false,
  member_count: 4,
  created_at: AT,
  updated_at: AT,
};

export const memberExample: MemberItem = {
  member_uuid: '17e35c6f-1a0e-4d4b-8f5a-8b9c0d1e2f34',
  compliance_uuid: COMPLIANCE,
  user_uuid: USER,
  name: 'Ayu Lestari',
  email: 'ayu@example.co.id',
  group_uuid: GROUP,
  group_name: 'HSE',
  role_code: 'pic',
  role_label: 'PIC',
  member_role_uuid: null,
  member_role_name: null,
  created_at: AT,
};

export const assignExample: AssignAnswer = {
  compliance_uuid: COMPLIANCE,
  process_status: 'assigned',
  members: [memberExample],
};

export const assignBulkExample: BulkResult = {
  done: [COMPLIANCE],
  skipped: [
    {
      compliance_uuid: '28f46d7a-2b1f-4e5c-9a6b-9c0d1e2f3a45',
      reason: 'compliance_action_forbidden',
    },
  ],
};

export const complianceUserExample: ComplianceUserItem = {
  user_uuid: USER,
  name: 'Ayu Lestari',
  email: 'ayu@example.co.id',
  group_uuid: GROUP,
  group_name: 'HSE',
};
